import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

import { env } from '@/config/env';
import { useConsent } from '@/lib/analytics-consent';
import { isTrackingDenied } from '@/lib/analytics-privacy';
import { useHydrated } from '@/lib/use-hydrated';

const ConsentBanner = lazy(() =>
  import('@/components/layout/consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

/**
 * Asks for consent only where there is something to consent to: a pixel id is configured, the visitor
 * has not chosen yet (or asked to choose again) and the page is one the pixel may run on. Rendered
 * after hydration, so prerendered pages carry none of it and the bar's code loads only when shown.
 */
export function ConsentHost() {
  const hydrated = useHydrated();
  const { choice, reopened } = useConsent();
  const { pathname } = useLocation();
  if (!env.VITE_META_PIXEL_ID || !hydrated) return null;
  if (!reopened && (choice || isTrackingDenied(pathname))) return null;
  return (
    <Suspense fallback={null}>
      {/* Room at the end of the page so the bar never hides the last of it. */}
      <div aria-hidden="true" className="h-36 sm:h-20" />
      <ConsentBanner takeFocus={reopened} />
    </Suspense>
  );
}
