import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { env } from '@/config/env';
import { META_PIXEL_SCRIPT_URL } from '@/lib/meta-pixel-sources';

import type { Fbq, FbqArgs } from './meta-pixel';

/** Meta's pixel loader; it is only ever requested when a pixel id is configured. */
export { META_PIXEL_SCRIPT_URL };

export interface PurchaseDetails {
  value: number;
  currency: string;
}

export interface Analytics {
  /** Whether events go anywhere; false when no pixel id is configured. */
  readonly enabled: boolean;
  pageView(): void;
  purchase(details?: PurchaseDetails): void;
}

/**
 * Builds the adapter. Without a pixel id it is inert: no script, no global, no network, and the pixel
 * code itself is never fetched. The script is injected on the first event, so prerendering (no window)
 * never touches it.
 */
export function createAnalytics(pixelId: string | undefined): Analytics {
  let pixel: Promise<Fbq> | undefined;

  const send = (...args: FbqArgs) => {
    if (!pixelId || typeof window === 'undefined') return;
    pixel ??= import('./meta-pixel').then(({ startPixel }) => startPixel(window, pixelId));
    void pixel.then((fbq) => fbq(...args));
  };

  return {
    enabled: Boolean(pixelId),
    pageView() {
      send('track', 'PageView');
    },
    purchase(details) {
      send('track', 'Purchase', details);
    },
  };
}

export const analytics: Analytics = createAnalytics(env.VITE_META_PIXEL_ID);

/** Sends PageView once per visited URL; mount it once, inside the router. */
export function usePageViewTracking(tracker: Analytics = analytics): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    tracker.pageView();
  }, [tracker, pathname, search]);
}
