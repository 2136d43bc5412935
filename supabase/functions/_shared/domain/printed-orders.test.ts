import { describe, expect, it } from 'vitest';
import { regions } from './regions.ts';
import { defaultKitLocale, shippingRates, shippingSpeedCharged, shippingSpeeds } from './printed-orders.ts';

describe('printed orders', () => {
  it('recognises each speed of each region by the amount Stripe charged, and no other amount', () => {
    for (const region of regions)
      for (const speed of shippingSpeeds)
        expect(shippingSpeedCharged(region, shippingRates[region][speed].cents)).toBe(speed);
    expect(shippingSpeedCharged('us', 1)).toBeUndefined();
  });

  it('ships free in Canada by standard post and charges more for express everywhere', () => {
    expect(shippingRates.ca.standard.cents).toBe(0);
    for (const region of regions)
      expect(shippingRates[region].express.cents).toBeGreaterThan(shippingRates[region].standard.cents);
  });

  it.each([
    ['en', { country: 'CA', state: 'QC' }, 'fr'],
    ['en', { country: 'CA', state: 'Québec' }, 'fr'],
    ['en', { country: 'CA', state: 'ON' }, 'en'],
    ['en', { country: 'US', state: 'QC' }, 'en'],
    ['fr', { country: 'CA', state: 'ON' }, 'fr'],
    ['en', null, 'en'],
  ] as const)('prints a %s order shipped to %j in %s', (locale, address, expected) => {
    expect(defaultKitLocale(locale, address)).toBe(expected);
  });
});
