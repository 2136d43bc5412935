import { lazy, Suspense, useRef } from 'react';

import { useNearViewport } from '@/lib/use-near-viewport';

// The form's code (react-hook-form, zod) loads when a visitor nears it, not with the home page.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));
// The reviews the owner approved, after the form so that nothing above it moves when they arrive.
const ApprovedReviews = lazy(() =>
  import('@/components/reviews/approved-reviews').then((module) => ({ default: module.ApprovedReviews })),
);

/** Space the form takes once loaded, held from the start so nothing below it moves. */
const FORM_HEIGHT = 'min-h-[34rem] md:min-h-[28rem]';

/** "Leave a Review" on the home page, before the footer. */
export function ReviewSection() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <section ref={ref} id="review" aria-labelledby="review-heading" className="mx-auto max-w-3xl px-4 py-12">
      <h2 id="review-heading" className="text-center font-heading text-2xl font-bold text-ink md:text-3xl">
        Leave a Review
      </h2>
      <p className="mt-2 text-center text-ink-muted">
        Had an adventure with one of our kits? Tell us how the hunt went.
      </p>
      <div className={`mt-8 rounded-3xl border border-line bg-surface p-6 shadow-card ${FORM_HEIGHT}`}>
        {near ? (
          <Suspense fallback={null}>
            <ReviewForm />
          </Suspense>
        ) : null}
      </div>
      {near ? (
        <Suspense fallback={null}>
          <ApprovedReviews />
        </Suspense>
      ) : null}
    </section>
  );
}
