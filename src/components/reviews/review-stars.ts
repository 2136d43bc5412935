/** "★★★★☆" for 4 of 5; screen readers get the words from the element's label instead. */
export const starText = (rating: number) =>
  '★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating));

export interface RatingSummary {
  count: number;
  average: number | null;
}

/**
 * The kit's Product JSON-LD with an AggregateRating of its approved reviews, or unchanged when it has
 * none (an empty rating is invalid structured data).
 */
export function withAggregateRating<T extends Record<string, unknown>>(
  product: T,
  summary: RatingSummary,
): T {
  if (summary.count === 0 || summary.average === null) return product;
  return {
    ...product,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
