import {
  EASTER_DELIVERY_CA,
  FREE_SHIPPING_CA,
  PRINTED_CLOSED_NOTICE,
  clampQuantity,
  formatPrice,
  lineTotal,
  priceFor,
  printedKitsClosedForSeason,
} from './pricing';
import { PRICING_CTA, pricingPlans } from './pricing-plans';

describe('prices', () => {
  it('charges $19.99 USD / $24.99 CAD digital and $49.99 printed in both', () => {
    expect(priceFor('digital', 'us')).toBe(19.99);
    expect(priceFor('digital', 'ca')).toBe(24.99);
    expect(priceFor('printed', 'us')).toBe(49.99);
    expect(priceFor('printed', 'ca')).toBe(49.99);
  });

  it('formats amounts for the region with the same width in both currencies', () => {
    expect(formatPrice(19.99, 'us')).toBe('$19.99');
    expect(formatPrice(24.99, 'ca')).toBe('$24.99');
    expect(formatPrice(1234.5, 'us')).toBe('$1,234.50');
    expect(formatPrice(249.9, 'ca')).toBe('$249.90');
    expect(formatPrice(19.99, 'us')).toHaveLength(formatPrice(24.99, 'ca').length);
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
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(24.99, 10)).toBe(249.9);
    expect(lineTotal(24.99, 25)).toBe(249.9);
    expect(lineTotal(19.99, 0)).toBe(19.99);
    expect(formatPrice(lineTotal(19.99, 7), 'us')).toBe('$139.93');
  });

  it('keeps printed kits open unless the shop closes them, with the spec notice for that case', () => {
    expect(printedKitsClosedForSeason).toBe(false);
    expect(PRINTED_CLOSED_NOTICE).toBe(
      'Closed for the Season – Printed Kits are no longer available in time for Easter Morning!',
    );
  });
});

describe('pricing plans', () => {
  it('lists the US plans with shipping extra', () => {
    const [digital, printed] = pricingPlans('us');
    expect(digital).toMatchObject({ name: 'Digital Download', price: 19.99, currency: 'USD' });
    expect(digital?.features).toEqual(
      expect.arrayContaining([
        '8 editable clue cards',
        '200+ pre-made riddles',
        'Instant download',
        'Email support',
      ]),
    );
    expect(printed).toMatchObject({ name: 'Printed & Delivered', price: 49.99, currency: 'USD' });
    expect(printed?.shippingNote).toBe('Shipping fees may vary');
    expect(printed?.freeShipping).toBeUndefined();
    expect(printed?.features).toContain('16 blank clue cards');
  });

  it('lists the Canadian plans with free shipping and the Easter deadline', () => {
    const [digital, printed] = pricingPlans('ca');
    expect(digital).toMatchObject({ price: 24.99, currency: 'CAD' });
    expect(printed).toMatchObject({ price: 49.99, currency: 'CAD' });
    expect(printed?.freeShipping).toBe(FREE_SHIPPING_CA);
    expect(FREE_SHIPPING_CA).toBe('Free Shipping In Canada');
    expect(printed?.easterDelivery).toBe(EASTER_DELIVERY_CA);
    expect(EASTER_DELIVERY_CA).toBe('Order by April 4th to ensure Easter delivery!');
    expect(printed?.shippingNote).toBeUndefined();
  });

  it('uses the spec call to action', () => {
    expect(PRICING_CTA).toBe('Choose Your Theme & Download Now');
  });
});
