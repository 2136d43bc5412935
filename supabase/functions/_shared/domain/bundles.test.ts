import { describe, expect, it } from 'vitest';

import { bundleDiscount, digitalBundle } from './bundles.ts';

describe('bundleDiscount', () => {
  it('charges 3 digital kits $49.99 USD instead of $59.97', () => {
    const lines = [
      { format: 'digital', quantity: 1 },
      { format: 'digital', quantity: 2 },
    ] as const;
    expect(bundleDiscount(lines, 'us')).toEqual({ rule: 'digital-3', bundles: 1, discountCents: 998 });
  });

  it('charges 3 digital kits $59.99 CAD instead of $74.97', () => {
    expect(bundleDiscount([{ format: 'digital', quantity: 3 }], 'ca')?.discountCents).toBe(1498);
  });

  it('counts whole bundles only: 7 digital kits make 2 bundles', () => {
    expect(bundleDiscount([{ format: 'digital', quantity: 7 }], 'us')).toEqual({
      rule: 'digital-3',
      bundles: 2,
      discountCents: 1996,
    });
  });

  it('gives nothing for 2 digital kits, and printed kits never count', () => {
    expect(bundleDiscount([{ format: 'digital', quantity: 2 }], 'us')).toBeUndefined();
    expect(
      bundleDiscount(
        [
          { format: 'digital', quantity: 2 },
          { format: 'printed', quantity: 3 },
        ],
        'us',
      ),
    ).toBeUndefined();
  });

  it('gives nothing when the bundle price is not a saving', () => {
    const dearer = { ...digitalBundle, priceCents: { us: 9999, ca: 9999 } };
    expect(bundleDiscount([{ format: 'digital', quantity: 3 }], 'us', dearer)).toBeUndefined();
  });
});
