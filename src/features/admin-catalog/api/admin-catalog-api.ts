import type { KitOffer, ShopCatalog } from '@domain/catalog';
import type { KitSlug } from '@domain/kits';
import type { SeasonDates } from '@domain/season-days';
import { callFunction } from '@/lib/function-client';

/** What the owner's save set off: the static host's rebuild (ADR 051). */
export type RebuildOutcome = 'started' | 'not-configured' | 'failed';

/** A refusal's `message` is the function's, in the page's language; without one the tab says what failed. */
type Answer<T> =
  { ok: true; data: T } | { ok: false; message?: string; fieldErrors?: Record<string, string> };

async function call<T>(action: string, body: unknown, token: string): Promise<Answer<T>> {
  const result = await callFunction(`admin-catalog/${action}`, body, { token });
  return result.ok
    ? { ok: true, data: result.data as T }
    : { ok: false, message: result.message, fieldErrors: result.fieldErrors };
}

export const loadCatalog = (token: string) =>
  call<{ catalog: ShopCatalog; seasons: SeasonDates[] }>('catalog', {}, token);

export const saveOffer = (kit: KitSlug, offer: KitOffer, token: string) =>
  call<{ offer: KitOffer; changed: boolean; rebuild?: RebuildOutcome; notified?: number }>(
    'update-offer',
    { kit, ...offer },
    token,
  );

/** One 'Tell me when it's available' request, as admin-catalog answers it. */
export interface NotifyRequest {
  kit_slug: string;
  email: string;
  locale: 'en' | 'fr';
  consented_at: string;
  notified_at: string | null;
  unsubscribed_at: string | null;
}

export const loadNotifyRequests = (token: string) =>
  call<{ requests: NotifyRequest[] }>('notify-requests', {}, token);

export const savePrintedSeason = (daysBeforeEaster: number | null, token: string) =>
  call<{ changed: boolean; seasons: SeasonDates[]; rebuild?: RebuildOutcome }>(
    'printed-season',
    { daysBeforeEaster },
    token,
  );
