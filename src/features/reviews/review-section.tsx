import { lazy, Suspense, useRef } from 'react';

import { useI18n } from '@/lib/i18n/i18n';
import { useNearViewport } from '@/lib/use-near-viewport';

// The form's code (react-hook-form, zod) and the approved reviews load when a visitor nears them,
// not with the home page.
const ReviewArea = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewArea })));

/** Space the form takes once loaded, held from the start so nothing below it moves. */
const FORM_HEIGHT = 'min-h-[34rem] md:min-h-[28rem]';

/** "Leave a Review" on the home page, before the footer. */
export function ReviewSection() {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} id="review" aria-labelledby="review-heading" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="review-heading" className="text-center font-heading text-2xl font-bold text-ink md:text-3xl">
        {t('reviews.heading')}
      </h2>
      <p className="mt-2 text-center text-ink-muted">{t('reviews.lead')}</p>
      <div className={`mt-8 rounded-3xl border border-line bg-surface p-6 shadow-card ${FORM_HEIGHT}`}>
        {near ? (
          <Suspense fallback={null}>
            <ReviewArea />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
