import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { ConsentBanner } from '@/components/layout/consent-banner';
import { usePageViewTracking } from '@/lib/analytics';
import { reopenConsent, useConsent } from '@/lib/analytics-consent';
import { isTrackingDenied } from '@/lib/analytics-routes';
import { PRIVACY_CHOICES_EVENT } from '@/lib/privacy-choices';

/**
 * Page views for the pixel (once the visitor accepts) and the consent bar: shown while the visitor has
 * not chosen, on pages the pixel may run on, or when the footer's 'Privacy choices' asks for it.
 */
export function Tracking() {
  usePageViewTracking();
  const { choice, reopened } = useConsent();
  const { pathname } = useLocation();
  useEffect(() => {
    window.addEventListener(PRIVACY_CHOICES_EVENT, reopenConsent);
    return () => window.removeEventListener(PRIVACY_CHOICES_EVENT, reopenConsent);
  }, []);
  if (!reopened && (choice || isTrackingDenied(pathname))) return null;
  return (
    <>
      {/* Room at the end of the page so the bar never hides the last of it. */}
      <div aria-hidden="true" className="h-36 sm:h-20" />
      <ConsentBanner takeFocus={reopened} />
    </>
  );
}
