import { describe, expect, it } from 'vitest';
import { priceCart } from './checkout-pricing.ts';
import { easterSunday, printedKitsClosedOn } from './printed-season.ts';

describe('the printed kits season', () => {
  it('computes Easter Sunday per year', () => {
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
    expect(easterSunday(2028)).toEqual({ month: 4, day: 16 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
  });

  it('closes after April 4th and reopens the day after Easter Sunday (2025: Easter April 20)', () => {
    expect(printedKitsClosedOn(new Date('2025-04-04T12:00:00-07:00'))).toBe(false);
    expect(printedKitsClosedOn(new Date('2025-04-04T23:30:00-07:00'))).toBe(false);
    expect(printedKitsClosedOn(new Date('2025-04-05T00:30:00-07:00'))).toBe(true);
    expect(printedKitsClosedOn(new Date('2025-04-20T23:00:00-07:00'))).toBe(true);
    expect(printedKitsClosedOn(new Date('2025-04-21T00:01:00-07:00'))).toBe(false);
    expect(printedKitsClosedOn(new Date('2025-11-24T12:00:00Z'))).toBe(false);
  });

  it('counts days on the Pacific coast: late evening April 4th there is still open', () => {
    // 06:00 UTC on April 5th is 23:00 on April 4th in Los Angeles.
    expect(printedKitsClosedOn(new Date('2028-04-05T06:00:00Z'))).toBe(false);
    expect(printedKitsClosedOn(new Date('2028-04-05T08:00:00Z'))).toBe(true);
  });

  it('has no closed window when Easter falls on or before the order-by date (2027: March 28)', () => {
    expect(printedKitsClosedOn(new Date('2027-03-20T12:00:00Z'))).toBe(false);
    expect(printedKitsClosedOn(new Date('2027-04-10T12:00:00Z'))).toBe(false);
  });
});

describe('create-checkout pricing in the closed window', () => {
  const printed = [{ kit: 'easter-bunny', format: 'printed', quantity: 1 }] as const;

  it('refuses printed kits between the order-by date and Easter, and sells them again after', () => {
    expect(priceCart(printed, 'ca', new Date('2025-04-10T12:00:00Z'))).toEqual({
      ok: false,
      problems: { 'lines.0.format': 'printedClosed' },
    });
    expect(priceCart(printed, 'ca', new Date('2025-04-22T12:00:00Z')).ok).toBe(true);
    expect(
      priceCart(
        [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
        'ca',
        new Date('2025-04-10T12:00:00Z'),
      ).ok,
    ).toBe(true);
  });
});
