/**
 * The printed season's days as the pages use them (ADR 051): the shop's calendar day and the season a
 * page shows. The pages carry the seasons the build worked out (printed-season.ts seasonDates: dates and
 * notices), so this small module is all of the season a page loads.
 */
import type { Locale } from './locales.ts';

export type MonthDay = { month: number; day: number };

/** Days are counted in the shop's westernmost mainland zone, so "April 4th" holds for every buyer. */
export const SHOP_SEASON_TIME_ZONE = 'America/Los_Angeles';

/** The calendar day `instant` falls on in the shop's zone. */
export function shopDay(instant: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_SEASON_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** One season as the pages need it: its Easter Sunday and order-by day (YYYY-MM-DD), and its notice. */
export interface SeasonDates {
  easter: string;
  orderBy: string;
  /** 'Order by March 27th to ensure Easter delivery!' in each language (easter-notice.ts). */
  notice: Readonly<Record<Locale, string>>;
}

export const isoDay = (year: number, { month, day }: MonthDay) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The season a page shows on `today` (YYYY-MM-DD in the shop's zone): the first not yet past. */
export function seasonOn(today: string, seasons: readonly SeasonDates[]): SeasonDates | undefined {
  return seasons.find((season) => today <= season.easter);
}

/** `instant`'s day in the shop's zone as YYYY-MM-DD. */
export const shopIsoDay = (instant: Date): string => {
  const { year, month, day } = shopDay(instant);
  return isoDay(year, { month, day });
};
