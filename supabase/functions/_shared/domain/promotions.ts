/**
 * Promotion codes (issue 29 §3, ADR 053): what the owner may create in /admin, as the admin form and
 * the admin-promotions function both check it, and how a code's state reads in the list. Stripe holds
 * each code's coupon, expiry and usage limit and applies it on its Checkout page; the shop keeps a row.
 */
import type { Tables } from './database.ts';
import type { Region } from './regions.ts';
import { SHOP_TIME_ZONE } from './shop-admin.ts';

/** Stripe's alphabet for codes (letters, digits, dashes), 3 to 32 characters, starting with a letter or digit. */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/;
export const PROMOTION_CODE_MAX_LENGTH = 32;

export const promotionKinds = ['percent', 'amount'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** A whole percentage, 1 to 100 (the table checks the same). */
export const PERCENT_OFF_MIN = 1;
export const PERCENT_OFF_MAX = 100;
/** An amount off, in cents of each region's currency: $0.01 to $999.99. */
export const AMOUNT_OFF_MIN_CENTS = 1;
export const AMOUNT_OFF_MAX_CENTS = 99_999;
/** How many orders may use one code, when the owner limits it. */
export const MAX_USES_LIMIT = 100_000;

/** A day of the shop's calendar, as date inputs give it. */
export const SHOP_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const within = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The limits above, one check each: the admin form applies them, and admin-promotions again. */
export const promotionRules = {
  code: (code: string) => PROMOTION_CODE_PATTERN.test(code),
  percentOff: (percent: number) => within(percent, PERCENT_OFF_MIN, PERCENT_OFF_MAX),
  amountOffCents: (cents: number) => within(cents, AMOUNT_OFF_MIN_CENTS, AMOUNT_OFF_MAX_CENTS),
  maxUses: (uses: number) => within(uses, 1, MAX_USES_LIMIT),
  shopDay: (value: string) => SHOP_DAY_PATTERN.test(value),
} as const;

/** A new code as admin-promotions takes it: amounts in cents, days of the shop's calendar. */
export interface NewPromotion {
  code: string;
  kind: PromotionKind;
  /** With kind 'percent'. */
  percentOff?: number;
  /** With kind 'amount': per region's currency (us: USD, ca: CAD). */
  amountOff?: Readonly<Record<Region, number>>;
  /** The first day the code works (from midnight, shop time). */
  startsOn: string;
  /** The last day it works (until midnight, shop time); absent: no end. */
  endsOn?: string;
  /** How many orders may use it; absent: no limit. */
  maxUses?: number;
}

/** A code as the database keeps it (`promotion_codes`), whose check holds `kind` to the two kinds. */
export type PromotionRow = Omit<Tables<'promotion_codes'>, 'kind'> & { kind: PromotionKind };

export const promotionStates = ['scheduled', 'active', 'expired', 'used-up', 'deactivated'] as const;
export type PromotionState = (typeof promotionStates)[number];

/** A code as the owner's list shows it: the row, how many orders used it (Stripe's count; null if Stripe did not answer), its state. */
export interface PromotionListing extends PromotionRow {
  times_used: number | null;
  state: PromotionState;
}

/** Where a code stands: deactivated by the owner, used up, past its end, not started yet, or active. */
export function promotionState(
  row: PromotionRow,
  timesUsed: number | null,
  now = new Date(),
): PromotionState {
  if (row.deactivated_at) return 'deactivated';
  if (row.max_uses !== null && timesUsed !== null && timesUsed >= row.max_uses) return 'used-up';
  if (row.ends_at && Date.parse(row.ends_at) <= now.getTime()) return 'expired';
  if (Date.parse(row.starts_at) > now.getTime()) return 'scheduled';
  return 'active';
}

/** The offset of `timeZone` from UTC at `time`, in milliseconds. */
function zoneOffset(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(time / 1000) * 1000;
}

/** Midnight at the start of a day of the shop's calendar ('2027-03-01'), as an instant. */
export function shopDayStart(day: string, timeZone = SHOP_TIME_ZONE): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, date);
  // Twice, so a day whose offset changes (daylight saving) lands on its own midnight.
  const guess = wallMidnight - zoneOffset(wallMidnight, timeZone);
  return new Date(wallMidnight - zoneOffset(guess, timeZone));
}

/** The day after a day of the calendar ('2027-02-28' → '2027-03-01'). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The shop's calendar day of an instant. */
export const shopDayOf = (instant: string | Date, timeZone = SHOP_TIME_ZONE): string =>
  new Date(instant).toLocaleDateString('en-CA', { timeZone });

/** When a new code works: from its first day's midnight to the midnight after its last day (shop time). */
export function promotionWindow(promotion: Pick<NewPromotion, 'startsOn' | 'endsOn'>): {
  startsAt: Date;
  endsAt: Date | null;
} {
  return {
    startsAt: shopDayStart(promotion.startsOn),
    endsAt: promotion.endsOn ? shopDayStart(nextDay(promotion.endsOn)) : null,
  };
}

/** The days a stored code works, as the owner typed them (the last day is the one before ends_at's midnight). */
export const promotionDays = (row: Pick<PromotionRow, 'starts_at' | 'ends_at'>) => ({
  startsOn: shopDayOf(row.starts_at),
  endsOn: row.ends_at ? shopDayOf(new Date(Date.parse(row.ends_at) - 1)) : null,
});
