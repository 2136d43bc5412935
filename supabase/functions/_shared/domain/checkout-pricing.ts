import type { CartFormat, CartLine, CartRegion } from './cart.ts';
import { cartMessages } from './cart.ts';

/**
 * What a cart costs, in cents, computed the same way by the cart page and by the create-checkout
 * function (which never trusts a price from the browser). The catalog's displayed prices derive
 * from `priceCents` too (src/features/catalog/pricing.ts).
 */

export type OrderCurrency = 'USD' | 'CAD';

export const regionCurrency: Readonly<Record<CartRegion, OrderCurrency>> = { us: 'USD', ca: 'CAD' };

/** Spec §9: digital $19.99 USD / $24.99 CAD; printed $49.99 in both. */
export const priceCents: Readonly<Record<CartFormat, Readonly<Record<CartRegion, number>>>> = {
  digital: { us: 1999, ca: 2499 },
  printed: { us: 4999, ca: 4999 },
};

/**
 * Printed kits ship only inside the buyer's region: free in Canada (spec), a flat rate per order in
 * the United States (the spec says only "shipping fees may vary"; the amount is ours).
 */
export const printedShippingCents: Readonly<Record<CartRegion, number>> = { us: 899, ca: 0 };
export const shippingCountry: Readonly<Record<CartRegion, 'US' | 'CA'>> = { us: 'US', ca: 'CA' };

/** The shop's switch for the printed kits' off-season ('Closed for the Season …'). */
export const shopSettings = { printedKitsClosedForSeason: false } as const;

/**
 * The kits a parent can pay for online (the rest are "Contact Us to Purchase" or not available),
 * with the title that goes on the receipt. Mirrors the titles of the catalog's kits.ts until the
 * catalog itself moves into this folder.
 */
export const purchasableKits: Readonly<Record<string, string>> = {
  'easter-bunny': 'Easter Bunny Hunt',
  'cool-bunny': 'Cool Bunny Hunt',
  'pirate-bunny': 'Pirate Bunny Treasure Hunt',
  'farmyard-hunt': 'Farm Bunny Hunt',
};

export const formatLabel: Readonly<Record<CartFormat, string>> = {
  digital: 'Digital Download',
  printed: 'Printed & Delivered',
};

export interface PricedLine extends CartLine {
  title: string;
  unitCents: number;
  lineCents: number;
}

export interface PricedCart {
  currency: OrderCurrency;
  lines: PricedLine[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  hasPrinted: boolean;
}

export type PricingResult =
  { ok: true; cart: PricedCart } | { ok: false; fieldErrors: Record<string, string> };

/** Prices every line for the region; unknown kits and closed printed kits are refused by field. */
export function priceCart(lines: readonly CartLine[], region: CartRegion): PricingResult {
  const fieldErrors: Record<string, string> = {};
  const priced: PricedLine[] = [];
  lines.forEach((line, index) => {
    const title = Object.hasOwn(purchasableKits, line.kit) ? purchasableKits[line.kit] : undefined;
    if (!title) {
      fieldErrors[`lines.${index}.kit`] = cartMessages.kit;
      return;
    }
    if (line.format === 'printed' && shopSettings.printedKitsClosedForSeason) {
      fieldErrors[`lines.${index}.format`] = cartMessages.printedClosed;
      return;
    }
    const unitCents = priceCents[line.format][region];
    priced.push({ ...line, title, unitCents, lineCents: unitCents * line.quantity });
  });
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineCents, 0);
  const hasPrinted = priced.some((line) => line.format === 'printed');
  const shippingCents = hasPrinted ? printedShippingCents[region] : 0;
  return {
    ok: true,
    cart: {
      currency: regionCurrency[region],
      lines: priced,
      subtotalCents,
      shippingCents,
      totalCents: subtotalCents + shippingCents,
      hasPrinted,
    },
  };
}

const currencyLocale: Readonly<Record<CartRegion, string>> = { us: 'en-US', ca: 'en-CA' };

/** '$19.99' in the region's currency, from cents; the caller shows the currency code next to it. */
export function formatCents(cents: number, region: CartRegion): string {
  return new Intl.NumberFormat(currencyLocale[region], {
    style: 'currency',
    currency: regionCurrency[region],
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
