import { lazy, Suspense } from 'react';

import { useHydrated } from '@/lib/use-hydrated';
import type { KitSlug } from '@domain/kits';

// Loaded once the page is up, never with its first load; last on the page, so nothing moves above it.
const ApprovedReviews = lazy(() =>
  import('@/components/reviews/approved-reviews').then((module) => ({ default: module.ApprovedReviews })),
);

/** The kit's approved reviews ("What parents say"), and its rating in the Product JSON-LD; nothing without any. */
export function KitReviews({ kit, productId }: { kit: KitSlug; productId: string }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ApprovedReviews kit={kit} productId={productId} />
    </Suspense>
  ) : null;
}
