import { describe, expect, it } from 'vitest';
import type { SalesRow } from '../api/admin-shop-api';
import { dailyTotals, daysBetween, kitTotals } from './sales-chart';

const row = (
  day: string,
  kit_slug: string,
  currency: 'USD' | 'CAD',
  gross: number,
  refunded = 0,
  discount = 0,
  tax = 0,
): SalesRow => ({
  day,
  kit_slug,
  currency,
  orders: 1,
  units: 1,
  gross_cents: gross,
  discount_cents: discount,
  refunded_cents: refunded,
  tax_cents: tax,
});

describe('sales chart data', () => {
  it('lists every day of the range, month ends included', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('nets refunds per day in one currency, with empty days at zero', () => {
    const rows = [
      row('2026-03-01', 'easter-bunny', 'USD', 1999),
      row('2026-03-01', 'cool-bunny', 'USD', 1999, 1999),
      row('2026-03-01', 'easter-bunny', 'CAD', 2499),
    ];
    expect(dailyTotals(rows, 'USD', ['2026-02-28', '2026-03-01'])).toEqual([
      { day: '2026-02-28', net_cents: 0 },
      { day: '2026-03-01', net_cents: 1999 },
    ]);
  });

  it('keeps sales before tax and adds up the tax apart', () => {
    const rows = [
      row('2026-03-01', 'easter-bunny', 'CAD', 2499, 0, 0, 374),
      row('2026-03-02', 'easter-bunny', 'CAD', 2499, 0, 0, 325),
    ];
    expect(dailyTotals(rows, 'CAD', ['2026-03-01', '2026-03-02'])).toEqual([
      { day: '2026-03-01', net_cents: 2499 },
      { day: '2026-03-02', net_cents: 2499 },
    ]);
    expect(kitTotals(rows).map((total) => [total.gross_cents, total.tax_cents])).toEqual([[4998, 699]]);
  });

  it('adds up each kit per currency, largest first', () => {
    const rows = [
      row('2026-03-01', 'easter-bunny', 'USD', 1999),
      row('2026-03-02', 'easter-bunny', 'USD', 1999),
      row('2026-03-01', 'cool-bunny', 'USD', 2999),
    ];
    expect(kitTotals(rows).map((total) => [total.kit_slug, total.gross_cents, total.units])).toEqual([
      ['easter-bunny', 3998, 2],
      ['cool-bunny', 2999, 1],
    ]);
  });

  it('takes the kits’ discounts off the day’s net sales and adds them up per kit', () => {
    // A bundle of three $19.99 kits sold for $49.99: $9.98 off, spread 332 + 333 + 333.
    const rows = [
      row('2026-03-01', 'easter-bunny', 'USD', 1999, 0, 332),
      row('2026-03-01', 'cool-bunny', 'USD', 1999, 0, 333),
      row('2026-03-01', 'pirate-bunny', 'USD', 1999, 1999 - 333, 333),
      row('2026-03-02', 'easter-bunny', 'USD', 1999, 0, 200),
    ];
    expect(dailyTotals(rows, 'USD', ['2026-03-01', '2026-03-02'])).toEqual([
      { day: '2026-03-01', net_cents: 5997 - 998 - 1666 },
      { day: '2026-03-02', net_cents: 1799 },
    ]);
    expect(kitTotals(rows).find((total) => total.kit_slug === 'easter-bunny')).toMatchObject({
      gross_cents: 3998,
      discount_cents: 532,
    });
  });
});
