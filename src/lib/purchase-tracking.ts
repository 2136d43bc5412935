import { useEffect } from 'react';

import { analytics, type Analytics } from '@/lib/analytics';

// Apart from the adapter so that only the thank-you pages, not every page's first load, carry it.
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
