/**
 * Bundles (issue 29 §3, ADR 053): any three digital kits for one price per region, which the owner sets
 * (or switches off) in /admin; the catalog carries it (`kit_bundle`). The cart page shows the saving and
 * create-checkout re-computes it with this same function from the database's prices before charging.
 */
import type { KitFormat } from './pricing.ts';
import type { Region } from './regions.ts';
import type { KitLicence } from './licences.ts';

/** How many digital kits (counting quantities, any titles) make one bundle. */
export const DIGITAL_BUNDLE_SIZE = 3;

/** The rule's id, stored on the order as what caused the discount (`discount_label`). */
export const DIGITAL_BUNDLE_RULE = `digital-${DIGITAL_BUNDLE_SIZE}`;

/** The bundle as the owner sets it: offered or not, and what one bundle costs, in cents of each region's currency. */
export interface BundleOffer {
  active: boolean;
  priceCents: Readonly<Record<Region, number>>;
}

/** The spec's placeholder until the owner sets it: 3 digital kits for $49.99 USD / $59.99 CAD (the seed's). */
export const defaultBundle: BundleOffer = { active: true, priceCents: { us: 4999, ca: 5999 } };

export interface BundleDiscount {
  rule: string;
  /** How many whole bundles the cart holds. */
  bundles: number;
  discountCents: number;
}

/** A priced cart line, as both the cart page and checkout-pricing.ts have it. */
export interface BundleLine {
  format: KitFormat;
  quantity: number;
  unitCents: number;
  /** A digital kit's licence (absent: family). Only family downloads make bundles (ADR 054). */
  licence?: KitLicence;
}

/**
 * The saving a cart earns: each whole group of three digital kits costs the bundle price instead of its
 * kits' prices. Kits may differ in price, so the dearest are grouped first (the buyer's best saving); a
 * group the bundle would make dearer is left at its kits' prices. Undefined when the bundle is off or the
 * cart holds no group that saves.
 */
export function bundleDiscount(
  lines: readonly BundleLine[],
  region: Region,
  bundle: BundleOffer,
): BundleDiscount | undefined {
  if (!bundle.active) return undefined;
  const digitalUnits = lines
    .filter((line) => line.format === 'digital' && (line.licence ?? 'family') === 'family')
    .flatMap((line) => Array.from({ length: line.quantity }, () => line.unitCents))
    .sort((a, b) => b - a);
  let bundles = 0;
  let discountCents = 0;
  for (let start = 0; start + DIGITAL_BUNDLE_SIZE <= digitalUnits.length; start += DIGITAL_BUNDLE_SIZE) {
    const group = digitalUnits
      .slice(start, start + DIGITAL_BUNDLE_SIZE)
      .reduce((sum, cents) => sum + cents, 0);
    const saving = group - bundle.priceCents[region];
    if (saving <= 0) break;
    bundles += 1;
    discountCents += saving;
  }
  return bundles ? { rule: DIGITAL_BUNDLE_RULE, bundles, discountCents } : undefined;
}

/** What an order's `discount_label` names: the bundle rule, or a promotion code as the buyer typed it. */
export type DiscountCause = { kind: 'bundle'; size: number } | { kind: 'code'; code: string };

export const discountCause = (label: string): DiscountCause =>
  label === DIGITAL_BUNDLE_RULE
    ? { kind: 'bundle', size: DIGITAL_BUNDLE_SIZE }
    : { kind: 'code', code: label };
