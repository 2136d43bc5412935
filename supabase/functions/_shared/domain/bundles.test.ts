import { describe, expect, it } from 'vitest';

import { bundleDiscount, defaultBundle, discountCause, type BundleLine } from './bundles.ts';

const digital = (unitCents: number, quantity = 1): BundleLine => ({ format: 'digital', quantity, unitCents });
const printed = (unitCents: number, quantity = 1): BundleLine => ({ format: 'printed', quantity, unitCents });

describe('bundleDiscount', () => {
  it('charges 3 digital kits $49.99 USD instead of $59.97', () => {
    expect(bundleDiscount([digital(1999), digital(1999), digital(1999)], 'us', defaultBundle)).toEqual({
      rule: 'digital-3',
      bundles: 1,
      discountCents: 998,
    });
  });

  it('charges 3 digital kits $59.99 CAD instead of $74.97', () => {
    expect(bundleDiscount([digital(2499, 3)], 'ca', defaultBundle)?.discountCents).toBe(1498);
  });

  it('counts whole bundles only: 7 digital kits make 2 bundles', () => {
    expect(bundleDiscount([digital(1999, 7)], 'us', defaultBundle)).toEqual({
      rule: 'digital-3',
      bundles: 2,
      discountCents: 1996,
    });
  });

  it('groups the dearest kits first when the owner priced kits differently', () => {
    // 30 + 25 + 20 = 75 → 49.99 saves 25.01; the 10-dollar kit stays at its price.
    const lines = [digital(1000), digital(3000), digital(2000), digital(2500)];
    expect(bundleDiscount(lines, 'us', defaultBundle)).toEqual({
      rule: 'digital-3',
      bundles: 1,
      discountCents: 2501,
    });
  });

  it('leaves a group at its kits’ prices when the bundle would cost more', () => {
    const lines = [digital(3000), digital(3000), digital(3000), digital(1000), digital(1000), digital(1000)];
    expect(bundleDiscount(lines, 'us', defaultBundle)).toEqual({
      rule: 'digital-3',
      bundles: 1,
      discountCents: 9000 - 4999,
    });
  });

  it('gives nothing for 2 digital kits, and printed kits never count', () => {
    expect(bundleDiscount([digital(1999, 2)], 'us', defaultBundle)).toBeUndefined();
    expect(bundleDiscount([digital(1999, 2), printed(4999, 3)], 'us', defaultBundle)).toBeUndefined();
  });

  it('counts family downloads only: a party or classroom licence keeps the price the owner set', () => {
    const classroom: BundleLine = { format: 'digital', quantity: 1, unitCents: 7999, licence: 'classroom' };
    const party: BundleLine = { format: 'digital', quantity: 1, unitCents: 1999, licence: 'party' };
    expect(bundleDiscount([digital(1999, 2), classroom], 'us', defaultBundle)).toBeUndefined();
    expect(bundleDiscount([digital(1999, 2), party], 'us', defaultBundle)).toBeUndefined();
    expect(bundleDiscount([digital(1999, 3), classroom], 'us', defaultBundle)?.discountCents).toBe(
      3 * 1999 - 4999,
    );
  });

  it('gives nothing when the bundle price is not a saving, or the owner switched the bundle off', () => {
    const dearer = { active: true, priceCents: { us: 9999, ca: 9999 } };
    expect(bundleDiscount([digital(1999, 3)], 'us', dearer)).toBeUndefined();
    expect(bundleDiscount([digital(1999, 3)], 'us', { ...defaultBundle, active: false })).toBeUndefined();
  });
});

describe('discountCause', () => {
  it('tells the bundle rule from a promotion code', () => {
    expect(discountCause('digital-3')).toEqual({ kind: 'bundle', size: 3 });
    expect(discountCause('SPRING10')).toEqual({ kind: 'code', code: 'SPRING10' });
  });
});
