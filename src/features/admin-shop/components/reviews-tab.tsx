import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useI18n } from '@/lib/i18n/i18n';
import { kits, kitWordsIn } from '@domain/kits';
import { reviewStatuses, type ReviewStatus } from '@domain/shop-admin';
import { listReviews, moderateReview, type AdminReview } from '../api/admin-shop-api';

/** The owner reads every review (with its email) and decides: approved reviews show on the site. */
export function ReviewsTab({ accessToken }: { accessToken: string }) {
  const { t, locale, tag } = useI18n();
  const filterId = useId();
  const [filter, setFilter] = useState<ReviewStatus | ''>('pending');
  const [state, setState] = useState<{ reviews?: AdminReview[]; error?: string }>({});
  const [kitFor, setKitFor] = useState<Record<number, string>>({});

  useEffect(() => {
    let cancelled = false;
    void listReviews(filter, accessToken).then((answer) => {
      if (!cancelled)
        setState(
          answer.ok ? { reviews: answer.data.reviews } : { error: answer.message ?? t('adminShop.failed') },
        );
    });
    return () => {
      cancelled = true;
    };
  }, [filter, accessToken, t]);

  const decide = async (review: AdminReview, status: ReviewStatus) => {
    const kit = kitFor[review.id] ?? review.kit_slug ?? '';
    const answer = await moderateReview(
      { id: review.id, status, ...(status === 'approved' ? { kit: kit || null } : {}) },
      accessToken,
    );
    if (!answer.ok) {
      setState((current) => ({ ...current, error: answer.message ?? t('adminShop.failed') }));
      return;
    }
    setState((current) => ({
      reviews: current.reviews?.map((entry) => (entry.id === review.id ? answer.data.review : entry)),
    }));
  };

  return (
    <section aria-labelledby={`${filterId}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <h2 id={`${filterId}-heading`} className="font-heading text-2xl font-bold text-ink">
          {t('adminShop.reviews.heading')}
        </h2>
        <label htmlFor={filterId} className="text-sm font-semibold text-ink">
          {t('adminShop.reviews.filter')}
        </label>
        <Select
          id={filterId}
          value={filter}
          onChange={(event) => setFilter(event.target.value as ReviewStatus | '')}
          className="w-auto"
        >
          <option value="">{t('adminShop.reviews.all')}</option>
          {reviewStatuses.map((status) => (
            <option key={status} value={status}>
              {t('adminShop.reviews.status', { status })}
            </option>
          ))}
        </Select>
      </div>
      {state.error ? (
        <p role="alert" className="font-semibold text-berry-700">
          {state.error}
        </p>
      ) : null}
      {!state.reviews ? (
        <p className="text-ink-muted">{t('adminShop.reviews.loading')}</p>
      ) : state.reviews.length === 0 ? (
        <p className="text-ink-muted">{t('adminShop.reviews.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {state.reviews.map((review) => (
            <li
              key={review.id}
              aria-label={t('adminShop.reviews.reviewBy', { name: review.name })}
              className="rounded-card border border-line bg-surface p-4 shadow-card"
            >
              <p className="font-semibold text-ink">
                {review.name} · {review.email} · {t('adminShop.reviews.rating', { rating: review.rating })} ·{' '}
                <span className="text-ink-muted">
                  {t('adminShop.reviews.status', { status: review.status })}
                </span>
              </p>
              <p className="mt-1 whitespace-pre-line text-ink">{review.review}</p>
              <p className="mt-1 text-sm text-ink-muted">{new Date(review.created_at).toLocaleString(tag)}</p>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <label className="text-sm font-semibold text-ink">
                  {t('adminShop.reviews.kit')}
                  <Select
                    className="mt-1 w-auto"
                    value={kitFor[review.id] ?? review.kit_slug ?? ''}
                    onChange={(event) =>
                      setKitFor((current) => ({ ...current, [review.id]: event.target.value }))
                    }
                  >
                    <option value="">{t('adminShop.reviews.wholeShop')}</option>
                    {kits.map((kit) => (
                      <option key={kit.slug} value={kit.slug}>
                        {kitWordsIn(kit, locale).title}
                      </option>
                    ))}
                  </Select>
                </label>
                <Button size="sm" onClick={() => void decide(review, 'approved')}>
                  {t('adminShop.reviews.approve')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => void decide(review, 'hidden')}>
                  {t('adminShop.reviews.hide')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
