import type { BundleOffer } from '@domain/bundles';
import type { NewPromotion, PromotionListing } from '@domain/promotions';
import { callFunction } from '@/lib/function-client';

/** What the owner's save of the bundle set off: the static host's rebuild (ADR 051). */
export type RebuildOutcome = 'started' | 'not-configured' | 'failed';

/** A refusal's `message` is the function's, in the page's language; `fieldErrors` name the fields it refused. */
export type Answer<T> =
  { ok: true; data: T } | { ok: false; message?: string; fieldErrors?: Record<string, string> };

async function call<T>(path: string, body: unknown, token: string): Promise<Answer<T>> {
  const result = await callFunction(path, body, { token });
  return result.ok
    ? { ok: true, data: result.data as T }
    : { ok: false, message: result.message, fieldErrors: result.fieldErrors };
}

export const listPromotions = (token: string) =>
  call<{ promotions: PromotionListing[] }>('admin-promotions/promotions', {}, token);

export const createPromotion = (promotion: NewPromotion, token: string) =>
  call<{ promotion: PromotionListing }>('admin-promotions/create', promotion, token);

export const deactivatePromotion = (id: string, token: string) =>
  call<{ promotion: PromotionListing }>('admin-promotions/deactivate', { id }, token);

/** The bundle is part of the catalog (ADR 051, 053): read and saved through admin-catalog, which rebuilds the pages. */
export async function loadBundle(token: string): Promise<Answer<BundleOffer>> {
  const answer = await call<{ catalog: { bundle: BundleOffer } }>('admin-catalog/catalog', {}, token);
  return answer.ok ? { ok: true, data: answer.data.catalog.bundle } : answer;
}

export const saveBundle = (bundle: BundleOffer, token: string) =>
  call<{ bundle: BundleOffer; changed: boolean; rebuild?: RebuildOutcome }>(
    'admin-catalog/bundle',
    bundle,
    token,
  );
