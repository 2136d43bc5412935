import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { env } from '@/config/env';
import { META_PIXEL_SCRIPT_URL } from '@/lib/meta-pixel-sources';

/** Meta's pixel loader; it is only ever requested when a pixel id is configured. */
export { META_PIXEL_SCRIPT_URL };

type FbqArgs = [command: 'init', pixelId: string] | [command: 'track', event: string, data?: object];

/** The global the pixel script reads: calls made before it loads wait in `queue`. */
export interface Fbq {
  (...args: FbqArgs): void;
  queue: FbqArgs[];
  callMethod?: (...args: FbqArgs) => void;
  loaded: boolean;
  version: string;
  push: Fbq;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

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

/** The same queueing stub as Meta's snippet, written out so no inline script is needed. */
function installFbq(win: Window): Fbq {
  if (win.fbq) return win.fbq;
  const fbq = ((...args: FbqArgs) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}

/**
 * Builds the adapter. Without a pixel id it is inert: no script, no global, no network.
 * The script is injected on the first event, so prerendering (no window) never touches it.
 */
export function createAnalytics(pixelId: string | undefined): Analytics {
  let fbq: Fbq | undefined;

  const ensurePixel = (): Fbq | undefined => {
    if (!pixelId || typeof window === 'undefined') return undefined;
    if (fbq) return fbq;
    fbq = installFbq(window);
    const script = document.createElement('script');
    script.async = true;
    script.src = META_PIXEL_SCRIPT_URL;
    document.head.append(script);
    fbq('init', pixelId);
    return fbq;
  };

  return {
    enabled: Boolean(pixelId),
    pageView() {
      ensurePixel()?.('track', 'PageView');
    },
    purchase(details) {
      ensurePixel()?.('track', 'Purchase', details);
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

export const PURCHASE_TRACKED_KEY = 'ack-purchase-tracked';

/** A paid order as the thank-you pages know it: enough to report the sale once. */
export interface TrackedOrder {
  number: string;
  value: number;
  currency: string;
}

function trackedNumbers(): string[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PURCHASE_TRACKED_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Sends Purchase for a paid order, once per order in this browser: a reload, a second tab or a change
 * of region on the thank-you page sends nothing more. Nothing is sent until there is a paid order.
 */
export function usePurchaseTracking(order: TrackedOrder | undefined, tracker: Analytics = analytics): void {
  const number = order?.number;
  const value = order?.value;
  const currency = order?.currency;
  useEffect(() => {
    if (!number || value === undefined || !currency) return;
    const seen = trackedNumbers();
    if (seen.includes(number)) return;
    try {
      window.localStorage.setItem(PURCHASE_TRACKED_KEY, JSON.stringify([...seen, number].slice(-50)));
    } catch {
      // Without storage the event may repeat on a reload; it still goes once per page view.
    }
    tracker.purchase({ value, currency });
  }, [tracker, number, value, currency]);
}
