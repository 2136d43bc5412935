/**
 * The two regions the shop sells to (spec: US in USD, Canada in CAD). A visitor whose country is
 * CA or CAN is Canadian; anyone else, or a failed lookup, is shown US prices.
 */
import type { Locale } from './locales.ts';

export const regions = ['us', 'ca'] as const;
export type Region = (typeof regions)[number];

export type Currency = 'USD' | 'CAD';

const regionCurrencies: Readonly<Record<Region, Currency>> = { us: 'USD', ca: 'CAD' };

/** The regions' names in each language. */
export const regionNamesIn: Readonly<Record<Locale, Readonly<Record<Region, string>>>> = {
  en: { us: 'United States', ca: 'Canada' },
  fr: { us: 'États-Unis', ca: 'Canada' },
};

export function isRegion(value: unknown): value is Region {
  return value === 'us' || value === 'ca';
}

export function regionFromCountryCode(code: unknown): Region {
  if (typeof code !== 'string') return 'us';
  const normalized = code.trim().toUpperCase();
  return normalized === 'CA' || normalized === 'CAN' ? 'ca' : 'us';
}

export function currencyOf(region: Region): Currency {
  return regionCurrencies[region];
}
