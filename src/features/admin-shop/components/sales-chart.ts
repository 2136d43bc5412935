import type { Currency } from '@domain/regions';

import type { SalesRow } from '../api/admin-shop-api';

export interface DayTotal {
  day: string;
  net_cents: number;
}

/** Every day of the range (inclusive, YYYY-MM-DD), so days without a sale show as empty bars. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** Net sales (gross less discounts and refunds, before tax) per day in one currency, over every day of the range. */
export function dailyTotals(
  rows: readonly SalesRow[],
  currency: Currency,
  days: readonly string[],
): DayTotal[] {
  const byDay = new Map<string, number>();
  for (const row of rows)
    if (row.currency === currency)
      byDay.set(
        row.day,
        (byDay.get(row.day) ?? 0) + row.gross_cents - row.discount_cents - row.refunded_cents,
      );
  return days.map((day) => ({ day, net_cents: byDay.get(day) ?? 0 }));
}

/** Per kit and currency over the range: units, gross, discounts and refunded (before tax), the tax apart, largest first. */
export function kitTotals(rows: readonly SalesRow[]) {
  const totals = new Map<
    string,
    {
      kit_slug: string;
      currency: Currency;
      units: number;
      gross_cents: number;
      discount_cents: number;
      refunded_cents: number;
      tax_cents: number;
    }
  >();
  for (const row of rows) {
    const key = `${row.kit_slug}|${row.currency}`;
    const entry = totals.get(key) ?? {
      kit_slug: row.kit_slug,
      currency: row.currency,
      units: 0,
      gross_cents: 0,
      discount_cents: 0,
      refunded_cents: 0,
      tax_cents: 0,
    };
    entry.units += row.units;
    entry.gross_cents += row.gross_cents;
    entry.discount_cents += row.discount_cents;
    entry.refunded_cents += row.refunded_cents;
    entry.tax_cents += row.tax_cents;
    totals.set(key, entry);
  }
  return [...totals.values()].sort((a, b) => b.gross_cents - a.gross_cents);
}
