import { describe, expect, it } from 'vitest';
import { starText, withAggregateRating } from './review-stars';

describe('withAggregateRating', () => {
  const product = { '@type': 'Product', name: 'Space Bunny Mission' };

  it('adds the rating only when there are approved reviews', () => {
    expect(withAggregateRating(product, { count: 0, average: null })).toEqual(product);
    expect(withAggregateRating(product, { count: 3, average: 4.7 })).toEqual({
      ...product,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.7,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('draws five stars, filled up to the rounded rating', () => {
    expect(starText(4.4)).toBe('★★★★☆');
    expect(starText(5)).toBe('★★★★★');
  });
});
