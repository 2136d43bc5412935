import { CHARTER_LANGUAGE } from './terms-language.ts';
import type { Locale } from './locales.ts';
import type { Region } from './regions.ts';

/**
 * What a printed order needs beyond its price (issues 28 §2 and 29 §5): the shipping speeds with their
 * rates per region, and the language the kit is printed in. The cart shows these rates, create-checkout
 * offers them to Stripe Checkout, and the webhook recognises the one Stripe charged. Zod-free: the cart
 * page reads it.
 */
export const shippingSpeeds = ['standard', 'express'] as const;
export type ShippingSpeed = (typeof shippingSpeeds)[number];

export const defaultShippingSpeed: ShippingSpeed = 'standard';

export interface ShippingRate {
  /** Per order holding printed kits, in cents of the region's currency. */
  cents: number;
  /** Business days in transit, after the 1–2 business days it takes to print the order (spec). */
  days: { min: number; max: number };
}

/**
 * The shop's shipping rates, its configuration: change a figure here and the cart, Stripe Checkout and
 * the webhook follow. Standard matches the spec (free in Canada, extra in the US); express is ours.
 * Two speeds of a region never cost the same, so the amount Stripe charged names the speed.
 */
export const shippingRates: Readonly<Record<Region, Readonly<Record<ShippingSpeed, ShippingRate>>>> = {
  us: {
    standard: { cents: 999, days: { min: 5, max: 8 } },
    express: { cents: 2499, days: { min: 2, max: 3 } },
  },
  ca: {
    standard: { cents: 0, days: { min: 5, max: 10 } },
    express: { cents: 1999, days: { min: 2, max: 3 } },
  },
};

/** The speed whose rate in `region` is `cents`; undefined for an amount the shop does not charge. */
export function shippingSpeedCharged(region: Region, cents: number): ShippingSpeed | undefined {
  return shippingSpeeds.find((speed) => shippingRates[region][speed].cents === cents);
}

/** A speed's name and transit time, as the cart, Stripe Checkout and the emails write it. */
export const shippingSpeedNamesIn: Readonly<Record<Locale, Readonly<Record<ShippingSpeed, string>>>> = {
  en: { standard: 'Standard shipping', express: 'Express shipping' },
  fr: { standard: 'Livraison standard', express: 'Livraison express' },
};

export const shippingDaysIn: Readonly<Record<Locale, (days: ShippingRate['days']) => string>> = {
  en: ({ min, max }) => `${min}–${max} business days`,
  fr: ({ min, max }) => `${min} à ${max} jours ouvrables`,
};

/** The kit's language of a printed order, when the buyer leaves it to the shop. */
export interface KitAddress {
  country: string;
  state: string;
}

const quebec = new Set(['QC', 'QUEBEC', 'QUÉBEC', 'PQ']);

/**
 * French for a Québec shipping address (the Charter of the French language, s. 51, for the documents
 * supplied with a product) or an order placed in French; English otherwise.
 */
export function defaultKitLocale(orderLocale: Locale, address: KitAddress | null): Locale {
  if (orderLocale === CHARTER_LANGUAGE) return CHARTER_LANGUAGE;
  const inQuebec =
    address?.country.trim().toUpperCase() === 'CA' && quebec.has(address.state.trim().toUpperCase());
  return inQuebec ? CHARTER_LANGUAGE : orderLocale;
}
