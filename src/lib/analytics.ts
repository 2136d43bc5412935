import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { env } from '@/config/env';
import { readConsent, useConsent, type ConsentChoice } from '@/lib/analytics-consent';
import { isTrackingDenied } from '@/lib/analytics-routes';
import { META_PIXEL_SCRIPT_URL } from '@/lib/meta-pixel-sources';

import type { Fbq, FbqArgs } from './meta-pixel';

/** Meta's pixel loader; it is only ever requested when a pixel id is configured. */
export { META_PIXEL_SCRIPT_URL };

export interface Analytics {
  /** Whether events can go anywhere; false when no pixel id is configured. */
  readonly enabled: boolean;
  pageView(): void;
  /** Tells a loaded pixel the visitor withdrew consent; loads nothing. */
  revoke(): void;
}

/** What the adapter reads of the browser; tests give their own. */
export interface AnalyticsContext {
  consent(): ConsentChoice | undefined;
  /** The page's address and its referrer, as the pixel itself would read them. */
  page(): { pathname: string; href: string; referrer: string };
}

const browserContext: AnalyticsContext = {
  consent: readConsent,
  page: () => ({
    pathname: window.location.pathname,
    href: window.location.href,
    referrer: window.document.referrer,
  }),
};

/**
 * Builds the adapter. Without a pixel id it is inert: no script, no global, no network, and the pixel
 * code itself is never fetched. With one, nothing happens until the visitor has accepted, and never on
 * a private page in any language (analytics-routes.ts). Meta's script reads the address and referrer
 * itself, so an event whose address or referrer still holds a token, session id or email, or whose
 * referrer is one of our private pages, is not sent at all.
 */
export function createAnalytics(
  pixelId: string | undefined,
  context: AnalyticsContext = browserContext,
): Analytics {
  let pixelCode: Promise<typeof import('./meta-pixel')> | undefined;
  let fbq: Fbq | undefined;

  const send = (...args: FbqArgs) => {
    if (!pixelId || typeof window === 'undefined' || context.consent() !== 'granted') return;
    // The address as it is now: the check below runs once the pixel code (and the sanitiser) is in.
    const { pathname, href, referrer } = context.page();
    if (isTrackingDenied(pathname)) return;
    pixelCode ??= import('./meta-pixel');
    void pixelCode.then(({ startPixel, isCleanAddress, isPrivateReferrer }) => {
      if (!isCleanAddress(href) || !isCleanAddress(referrer) || isPrivateReferrer(referrer, href)) return;
      fbq ??= startPixel(window, pixelId);
      fbq(...args);
    });
  };

  return {
    enabled: Boolean(pixelId),
    pageView() {
      send('track', 'PageView');
    },
    revoke() {
      fbq?.('consent', 'revoke');
    },
  };
}

export const analytics: Analytics = createAnalytics(env.VITE_META_PIXEL_ID);

/**
 * Sends PageView once per visited URL, and for the page in view when the visitor accepts; mount it
 * once, inside the router.
 */
export function usePageViewTracking(tracker: Analytics = analytics): void {
  const { pathname, search } = useLocation();
  const { choice } = useConsent();
  useEffect(() => {
    if (choice === 'granted' && !isTrackingDenied(pathname)) tracker.pageView();
    else if (choice === 'denied') tracker.revoke();
  }, [tracker, pathname, search, choice]);
}
