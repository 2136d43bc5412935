/**
 * Bundles (issue 29 §3): any three digital kits for a set price per region. The cart page shows the
 * saving and the create-checkout function re-computes it with this same function before charging.
 */
import type { CartLine } from './cart.ts';
import { priceCents } from './pricing.ts';
import type { Region } from './regions.ts';

export interface BundleRule {
  /** Stored on the order as what caused the discount. */
  id: string;
  /** How many digital kits (counting quantities, any titles) make one bundle. */
  size: number;
  /** What one bundle costs, in cents of the region's currency. */
  priceCents: Readonly<Record<Region, number>>;
}

/** Spec placeholder until the owner sets it: 3 digital kits for $49.99 USD / $59.99 CAD. */
export const digitalBundle: BundleRule = {
  id: 'digital-3',
  size: 3,
  priceCents: { us: 4999, ca: 5999 },
};

export interface BundleDiscount {
  rule: string;
  /** How many whole bundles the cart holds. */
  bundles: number;
  discountCents: number;
}

/**
 * The saving a cart earns: each whole group of `rule.size` digital kits costs the bundle price instead
 * of its kits' prices; undefined when the cart holds no whole bundle (or the bundle would cost more).
 */
export function bundleDiscount(
  lines: readonly Pick<CartLine, 'format' | 'quantity'>[],
  region: Region,
  rule: BundleRule = digitalBundle,
): BundleDiscount | undefined {
  const digitalKits = lines
    .filter((line) => line.format === 'digital')
    .reduce((sum, line) => sum + line.quantity, 0);
  const bundles = Math.floor(digitalKits / rule.size);
  const savingPerBundle = priceCents.digital[region] * rule.size - rule.priceCents[region];
  if (bundles === 0 || savingPerBundle <= 0) return undefined;
  return { rule: rule.id, bundles, discountCents: bundles * savingPerBundle };
}
