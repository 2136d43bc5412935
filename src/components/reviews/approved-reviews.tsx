import { useEffect, useId, useState } from 'react';

import { callFunction } from '@/lib/function-client';
import { useI18n } from '@/lib/i18n/i18n';
import { kitWordsIn, lookupKit, type KitSlug } from '@domain/kits';
import type { Locale } from '@domain/locales';
import type { ApprovedReviews as ApprovedReviewsAnswer } from '@domain/shop-admin';
import { starText, withAggregateRating } from './review-stars';

/** Adds the rating to the kit page's Product JSON-LD, which the prerendered page already carries. */
function rateProduct(productId: string, answer: ApprovedReviewsAnswer) {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
      if (data['@id'] !== productId) continue;
      script.textContent = JSON.stringify(withAggregateRating(data, answer)).replace(/</g, '\\u003c');
    } catch {
      // Not ours to read; leave it.
    }
  }
}

/** " · Space Bunny Mission" under a home-page review about one kit, in the page's language. */
function kitSuffix(slug: string, locale: Locale): string {
  const found = lookupKit(slug);
  if (found.kind !== 'canonical') return '';
  return ` · ${kitWordsIn(found.kit, locale).title}`;
}

/** `productId`: the '@id' of the kit page's Product JSON-LD, which gets the rating. */
export function ApprovedReviews({ kit, productId }: { kit?: KitSlug; productId?: string }) {
  const headingId = useId();
  const { t, tag, locale } = useI18n();
  const [answer, setAnswer] = useState<ApprovedReviewsAnswer | undefined>();
  useEffect(() => {
    const controller = new AbortController();
    void callFunction('reviews', kit ? { kit } : {}, { signal: controller.signal }).then((result) => {
      if (!result.ok) return;
      const data = result.data as ApprovedReviewsAnswer;
      setAnswer(data);
      if (productId) rateProduct(productId, data);
    });
    return () => controller.abort();
  }, [kit, productId]);

  if (!answer || answer.count === 0 || answer.average === null) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-5xl px-4 py-12"
      data-testid="approved-reviews"
    >
      <h2 id={headingId} className="font-heading text-3xl font-bold text-ink">
        {t('approvedReviews.heading')}
      </h2>
      <p className="mt-2 text-ink-muted">
        <span aria-hidden="true" className="text-brand-700">
          {starText(answer.average)}
        </span>{' '}
        {t('approvedReviews.summary', {
          average: answer.average.toLocaleString(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          count: answer.count,
        })}
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {answer.reviews.map((review) => (
          <li key={review.id} className="rounded-card border border-line bg-surface p-5 shadow-card">
            <figure>
              <p
                className="text-brand-700"
                role="img"
                aria-label={t('approvedReviews.stars', { rating: review.rating })}
              >
                {starText(review.rating)}
              </p>
              <blockquote className="mt-2 text-ink">{review.review}</blockquote>
              <figcaption className="mt-3 text-sm text-ink-muted">
                {review.name}
                {!kit && review.kit_slug ? kitSuffix(review.kit_slug, locale) : ''}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
