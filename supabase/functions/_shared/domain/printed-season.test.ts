import { describe, expect, it } from 'vitest';
import { defaultCatalog } from './catalog.ts';
import { priceCart } from './checkout-pricing.ts';
import { EASTER_DELIVERY_CA, pricingTextsIn } from './pricing.ts';
import { easterSunday, orderByDay, printedKitsClosedOn, seasonDates } from './printed-season.ts';
import { easterDeliveryNoticeIn } from './easter-notice.ts';
import { seasonOn } from './season-days.ts';

describe('the printed kits season', () => {
  it('computes Easter Sunday per year', () => {
    expect(easterSunday(2025)).toEqual({ month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
    expect(easterSunday(2028)).toEqual({ month: 4, day: 16 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
    expect(easterSunday(2029)).toEqual({ month: 4, day: 1 });
  });

  it('matches the Gregorian computus at its extremes and century years', () => {
    // March 22 and April 25 are the earliest and latest Easter Sundays possible.
    expect(easterSunday(1818)).toEqual({ month: 3, day: 22 });
    expect(easterSunday(2285)).toEqual({ month: 3, day: 22 });
    expect(easterSunday(1943)).toEqual({ month: 4, day: 25 });
    expect(easterSunday(1900)).toEqual({ month: 4, day: 15 });
    expect(easterSunday(2000)).toEqual({ month: 4, day: 23 });
    expect(easterSunday(2100)).toEqual({ month: 3, day: 28 });
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
    expect(priceCart(printed, 'ca', defaultCatalog, new Date('2025-04-10T12:00:00Z'))).toEqual({
      ok: false,
      problems: { 'lines.0.format': 'printedClosed' },
    });
    expect(priceCart(printed, 'ca', defaultCatalog, new Date('2025-04-22T12:00:00Z')).ok).toBe(true);
    expect(
      priceCart(
        [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
        'ca',
        defaultCatalog,
        new Date('2025-04-10T12:00:00Z'),
      ).ok,
    ).toBe(true);
  });
});

describe("the owner's order-by rule: N days before each Easter (issue 29)", () => {
  it("counts back from each year's Easter Sunday, across the month boundary", () => {
    expect(orderByDay(2027, 10)).toEqual({ month: 3, day: 18 });
    expect(orderByDay(2029, 3)).toEqual({ month: 3, day: 29 });
    expect(orderByDay(2026, 1)).toEqual({ month: 4, day: 4 });
    expect(orderByDay(2027, 0)).toEqual({ month: 3, day: 28 });
    // Without a rule, the spec's fixed April 4th.
    expect(orderByDay(2027, null)).toEqual({ month: 4, day: 4 });
  });

  it('closes printed kits from the day after that date through Easter Sunday', () => {
    // 2029: Easter April 1, 10 days before is March 22.
    expect(printedKitsClosedOn(new Date('2029-03-22T12:00:00-07:00'), 10)).toBe(false);
    expect(printedKitsClosedOn(new Date('2029-03-23T12:00:00-07:00'), 10)).toBe(true);
    expect(printedKitsClosedOn(new Date('2029-04-01T12:00:00-07:00'), 10)).toBe(true);
    expect(printedKitsClosedOn(new Date('2029-04-02T12:00:00-07:00'), 10)).toBe(false);
    // The spec's April 4th leaves 2029 without a closed window (Easter is before it).
    expect(printedKitsClosedOn(new Date('2029-03-30T12:00:00-07:00'))).toBe(false);
  });

  it('writes the notice as the spec does, in English and Québec French', () => {
    expect(easterDeliveryNoticeIn.en({ month: 4, day: 4 })).toBe(EASTER_DELIVERY_CA);
    expect(easterDeliveryNoticeIn.fr({ month: 4, day: 4 })).toBe(pricingTextsIn.fr.easterDeliveryCa);
    expect(easterDeliveryNoticeIn.en({ month: 3, day: 21 })).toBe(
      'Order by March 21st to ensure Easter delivery!',
    );
    expect(easterDeliveryNoticeIn.en({ month: 3, day: 22 })).toBe(
      'Order by March 22nd to ensure Easter delivery!',
    );
    expect(easterDeliveryNoticeIn.en({ month: 3, day: 13 })).toBe(
      'Order by March 13th to ensure Easter delivery!',
    );
    expect(easterDeliveryNoticeIn.fr({ month: 4, day: 1 })).toBe(
      'Commandez d’ici le 1er avril pour la recevoir à temps pour Pâques\u202f!',
    );
    expect(easterDeliveryNoticeIn.fr({ month: 3, day: 18 })).toBe(
      'Commandez d’ici le 18 mars pour la recevoir à temps pour Pâques\u202f!',
    );
  });
});

describe("create-checkout pricing from the database's catalog", () => {
  const line = [{ kit: 'space-bunny', format: 'digital', quantity: 1 }] as const;
  const onSale = {
    ...defaultCatalog,
    offers: {
      ...defaultCatalog.offers,
      'space-bunny': {
        sale: 'buy' as const,
        prices: { digital: { us: 1500, ca: 2100 }, printed: { us: 4000, ca: 4200 } },
        licencePrices: defaultCatalog.offers['space-bunny'].licencePrices,
      },
    },
  };

  it("refuses a kit the catalog does not sell, and sells it at the catalog's price once on buy", () => {
    expect(priceCart(line, 'ca', defaultCatalog)).toEqual({ ok: false, problems: { 'lines.0.kit': 'kit' } });
    const priced = priceCart(line, 'ca', onSale, new Date('2026-11-27T12:00:00Z'));
    expect(priced.ok && priced.cart.totalCents).toBe(2100);
    const printed = priceCart(
      [{ kit: 'space-bunny', format: 'printed', quantity: 2 }],
      'us',
      onSale,
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(printed.ok && printed.cart.subtotalCents).toBe(8000);
  });

  it("follows the owner's season rule for printed kits", () => {
    const printed = [{ kit: 'easter-bunny', format: 'printed', quantity: 1 }] as const;
    const tenDays = { ...defaultCatalog, daysBeforeEaster: 10 };
    expect(priceCart(printed, 'ca', tenDays, new Date('2029-03-25T12:00:00Z')).ok).toBe(false);
    expect(priceCart(printed, 'ca', defaultCatalog, new Date('2029-03-25T12:00:00Z')).ok).toBe(true);
  });
});

describe('the seasons the pages carry', () => {
  it("lists each year's Easter and order-by day, and a page picks the first not yet past", () => {
    const seasons = seasonDates(new Date('2026-11-27T12:00:00Z'), 10, 3);
    expect(seasons.map(({ easter, orderBy }) => ({ easter, orderBy }))).toEqual([
      { easter: '2026-04-05', orderBy: '2026-03-26' },
      { easter: '2027-03-28', orderBy: '2027-03-18' },
      { easter: '2028-04-16', orderBy: '2028-04-06' },
    ]);
    expect(seasons[1]!.notice).toEqual({
      en: 'Order by March 18th to ensure Easter delivery!',
      fr: 'Commandez d’ici le 18 mars pour la recevoir à temps pour Pâques\u202f!',
    });
    expect(seasonOn('2026-11-27', seasons)).toEqual(seasons[1]);
    expect(seasonOn('2027-03-28', seasons)).toEqual(seasons[1]);
    expect(seasonOn('2027-03-29', seasons)).toEqual(seasons[2]);
  });
});
