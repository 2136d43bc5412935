import { lazy, Suspense } from 'react';

import { env } from '@/config/env';
import { useHydrated } from '@/lib/use-hydrated';

const Tracking = lazy(() =>
  import('@/components/layout/tracking').then((module) => ({ default: module.Tracking })),
);

/**
 * The pixel, its consent bar and page-view tracking, only in a build with a pixel id and only after
 * hydration: prerendered pages carry none of it, and it is not part of any page's first load.
 */
export function PrivacyHost() {
  const hydrated = useHydrated();
  return env.VITE_META_PIXEL_ID && hydrated ? (
    <Suspense fallback={null}>
      <Tracking />
    </Suspense>
  ) : null;
}
