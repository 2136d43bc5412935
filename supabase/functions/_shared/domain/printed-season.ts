/**
 * When printed kits can be ordered: they close for the season after the Easter order-by date (they
 * could not arrive by Easter morning) and reopen the day after Easter Sunday, every year. The order-by
 * day is the owner's rule from the catalog (ADR 051): N days before that year's Easter Sunday, or,
 * without one, the spec's fixed April 4th. The pages show PRINTED_CLOSED_NOTICE in the window;
 * create-checkout refuses printed lines in it, so the server decides even when a page was built before
 * the window opened.
 */
import { easterOrderDeadline } from './pricing.ts';
import { easterDeliveryNoticeIn } from './easter-notice.ts';
import { isoDay, SHOP_SEASON_TIME_ZONE, shopDay, type MonthDay, type SeasonDates } from './season-days.ts';

export const printedSeason = {
  /** The last day printed kits can be ordered for Easter delivery (spec: April 4th). */
  orderBy: easterOrderDeadline,
  /** Days are counted in the shop's westernmost mainland zone, so "April 4th" holds for every buyer. */
  timeZone: SHOP_SEASON_TIME_ZONE,
} as const;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): MonthDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

const ordinal = ({ month, day }: MonthDay) => month * 100 + day;

/** The last day to order printed kits for `year`'s Easter: `daysBeforeEaster` before it, or April 4th. */
export function orderByDay(year: number, daysBeforeEaster: number | null): MonthDay {
  if (daysBeforeEaster === null) return printedSeason.orderBy;
  const easter = easterSunday(year);
  const day = new Date(Date.UTC(year, easter.month - 1, easter.day - daysBeforeEaster));
  return { month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/**
 * The seasons of `count` years from `instant`'s, worked out once by the build (so the pages carry dates,
 * not the computus): a page finds the first whose Easter is today or later.
 */
export function seasonDates(instant: Date, daysBeforeEaster: number | null, count = 4): SeasonDates[] {
  const { year } = shopDay(instant);
  return Array.from({ length: count }, (_, index) => {
    const orderBy = orderByDay(year + index, daysBeforeEaster);
    return {
      easter: isoDay(year + index, easterSunday(year + index)),
      orderBy: isoDay(year + index, orderBy),
      notice: { en: easterDeliveryNoticeIn.en(orderBy), fr: easterDeliveryNoticeIn.fr(orderBy) },
    };
  });
}

/**
 * True from the day after the order-by date through Easter Sunday (in the shop's zone). In a year
 * whose Easter falls on or before the order-by date there is no such window.
 */
export function printedKitsClosedOn(instant: Date, daysBeforeEaster: number | null = null): boolean {
  const today = shopDay(instant);
  const easter = easterSunday(today.year);
  const now = ordinal(today);
  return now > ordinal(orderByDay(today.year, daysBeforeEaster)) && now <= ordinal(easter);
}
