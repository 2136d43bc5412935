import { shippingRates } from './printed-orders.ts';
import { describe, expect, it } from 'vitest';

import {
  EASTER_DELIVERY_CA,
  FREE_SHIPPING_CA,
  PRINTED_CLOSED_NOTICE,
  clampQuantity,
  formatMoney,
  formatPrice,
  lineTotalCents,
  moneyParts,
  priceFor,
} from './pricing.ts';
import { pricingCtaIn, pricingPlans } from './pricing-plans.ts';

describe('prices', () => {
  it('charges $19.99 USD / $24.99 CAD digital and $49.99 printed in both', () => {
    expect(priceFor('digital', 'us')).toBe(1999);
    expect(priceFor('digital', 'ca')).toBe(2499);
    expect(priceFor('printed', 'us')).toBe(4999);
    expect(priceFor('printed', 'ca')).toBe(4999);
  });

  it('formats amounts for the region with the same width in both currencies', () => {
    expect(formatPrice(1999, 'us')).toBe('$19.99');
    expect(formatPrice(2499, 'ca')).toBe('$24.99');
    expect(formatPrice(123450, 'us')).toBe('$1,234.50');
    expect(formatPrice(24990, 'ca')).toBe('$249.90');
    expect(formatPrice(1999, 'us')).toHaveLength(formatPrice(2499, 'ca').length);
  });

  it('writes every amount one way: the code beside it in English where both dollars may be in view', () => {
    const nbsp = '\u00a0';
    expect(formatMoney(4999, 'CAD')).toBe('$49.99');
    expect(formatMoney(4999, 'CAD', { withCode: true })).toBe('$49.99 CAD');
    expect(formatMoney(123450, 'USD', { withCode: true })).toBe('$1,234.50 USD');
    // French names its own dollar, so no code is added to it.
    expect(formatMoney(2499, 'CAD', { locale: 'fr', withCode: true })).toBe(`24,99${nbsp}$`);
    expect(formatMoney(1999, 'USD', { locale: 'fr', withCode: true })).toBe(`19,99${nbsp}$${nbsp}US`);
    expect(moneyParts(2499, 'CAD')).toEqual({ amount: '$24.99', code: 'CAD' });
    expect(moneyParts(2499, 'CAD', 'fr')).toEqual({ amount: `24,99${nbsp}$`, code: null });
    expect(formatPrice(2499, 'ca', 'fr')).toBe(formatMoney(2499, 'CAD', { locale: 'fr' }));
  });

  it('clamps the farm quantity to whole numbers from 1 to 10', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(7)).toBe(7);
  });

  it('totals price × quantity to the cent', () => {
    expect(lineTotalCents(1999, 3)).toBe(5997);
    expect(lineTotalCents(2499, 10)).toBe(24990);
    expect(lineTotalCents(2499, 25)).toBe(24990);
    expect(lineTotalCents(1999, 0)).toBe(1999);
    expect(formatPrice(lineTotalCents(1999, 7), 'us')).toBe('$139.93');
  });

  it('ships free in Canada and charges a flat rate in the US', () => {
    expect({ us: shippingRates.us.standard.cents, ca: shippingRates.ca.standard.cents }).toEqual({
      us: 999,
      ca: 0,
    });
  });

  it('has the spec notice for printed kits closed for the season (printed-season.ts decides when)', () => {
    expect(PRINTED_CLOSED_NOTICE).toBe(
      'Closed for the Season – Printed Kits are no longer available in time for Easter Morning!',
    );
  });
});

describe('pricing plans', () => {
  it('lists the US plans with shipping extra', () => {
    const [digital, printed] = pricingPlans('us');
    expect(digital).toMatchObject({ name: 'Digital Download', priceCents: 1999, currency: 'USD' });
    expect(digital?.features).toEqual(
      expect.arrayContaining([
        '8 editable clue cards',
        '200+ pre-made riddles',
        'Instant download',
        'Email support',
      ]),
    );
    expect(printed).toMatchObject({ name: 'Printed & Delivered', priceCents: 4999, currency: 'USD' });
    expect(printed?.shippingNote).toBe('Shipping fees may vary');
    expect(printed?.freeShipping).toBeUndefined();
    expect(printed?.features).toContain('16 blank clue cards');
  });

  it('lists the Canadian plans with free shipping and the Easter deadline', () => {
    const [digital, printed] = pricingPlans('ca');
    expect(digital).toMatchObject({ priceCents: 2499, currency: 'CAD' });
    expect(printed).toMatchObject({ priceCents: 4999, currency: 'CAD' });
    expect(printed?.freeShipping).toBe(FREE_SHIPPING_CA);
    expect(FREE_SHIPPING_CA).toBe('Free Shipping In Canada');
    expect(printed?.easterDelivery).toBe(EASTER_DELIVERY_CA);
    expect(EASTER_DELIVERY_CA).toBe('Order by April 4th to ensure Easter delivery!');
    expect(printed?.shippingNote).toBeUndefined();
  });

  it('uses the spec call to action', () => {
    expect(pricingCtaIn.en).toBe('Choose Your Theme & Download Now');
  });
});
