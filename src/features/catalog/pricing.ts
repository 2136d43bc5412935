import { priceCents, shopSettings } from '@domain/checkout-pricing.ts';

/** Prices per region and format, the seasonal printed-kit flag, and the money maths of the farm checkout. */

export type PriceRegion = 'us' | 'ca';
export type Currency = 'USD' | 'CAD';
export type KitFormat = 'digital' | 'printed';

export const regionMoney: Readonly<Record<PriceRegion, { currency: Currency; locale: string }>> = {
  us: { currency: 'USD', locale: 'en-US' },
  ca: { currency: 'CAD', locale: 'en-CA' },
};

/** In dollars for display; the cents in the domain layer are what checkout charges. */
export const prices: Readonly<Record<KitFormat, Readonly<Record<PriceRegion, number>>>> = {
  digital: { us: priceCents.digital.us / 100, ca: priceCents.digital.ca / 100 },
  printed: { us: priceCents.printed.us / 100, ca: priceCents.printed.ca / 100 },
};

/** The shop's off-season switch: printed kits then show the notice below instead of their button. */
export const printedKitsClosedForSeason = shopSettings.printedKitsClosedForSeason;
export const PRINTED_CLOSED_NOTICE =
  'Closed for the Season – Printed Kits are no longer available in time for Easter Morning!';

export const SHIPPING_NOTE_US = 'Shipping fees may vary';
export const FREE_SHIPPING_CA = 'Free Shipping In Canada';
export const EASTER_DELIVERY_CA = 'Order by April 4th to ensure Easter delivery!';

export const FARM_QUANTITY_MIN = 1;
export const FARM_QUANTITY_MAX = 10;

export function priceFor(format: KitFormat, region: PriceRegion): number {
  return prices[format][region];
}

/** '$19.99' for us, '$24.99' for ca; the currency code is shown next to it so the two dollars stay distinct. */
export function formatPrice(amount: number, region: PriceRegion): string {
  const { currency, locale } = regionMoney[region];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Whole numbers between 1 and 10; anything unreadable falls back to 1. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return FARM_QUANTITY_MIN;
  return Math.min(FARM_QUANTITY_MAX, Math.max(FARM_QUANTITY_MIN, Math.trunc(value)));
}

/** price × quantity rounded to cents; computed in cents so 19.99 × 3 is 59.97, not 59.970000000000006. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * clampQuantity(quantity)) / 100;
}

export interface PricingPlan {
  format: KitFormat;
  name: string;
  price: number;
  currency: Currency;
  description: string;
  features: readonly string[];
  shippingNote?: string;
  freeShipping?: string;
  easterDelivery?: string;
}
