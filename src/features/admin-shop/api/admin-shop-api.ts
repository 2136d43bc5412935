import type {
  MessageRow as ContactMessage,
  ReviewRow as AdminReview,
  ReviewStatus,
  WaitlistRow as WaitlistEntry,
} from '@domain/shop-admin';
import { callFunction, fetchFunctionFile, type FunctionResult } from '@/lib/function-client';

export type { AdminReview, ContactMessage, WaitlistEntry };

export interface SalesRow {
  day: string;
  kit_slug: string;
  currency: 'USD' | 'CAD';
  orders: number;
  units: number;
  /** The kits' prices sold, before sales tax and without shipping. */
  gross_cents: number;
  /** The kits' shares of their orders' discounts (bundles, promotion codes). */
  discount_cents: number;
  /** What was refunded of them (a refunded kit gives back its line less its discount). */
  refunded_cents: number;
  /** The sales tax charged on those kits, apart: it is collected for the governments. */
  tax_cents: number;
}

/** One promotion code or bundle over the range: how many paid orders used it, and what it took off. */
export interface DiscountSalesRow {
  /** The code, or the bundle rule's id (`discountCause`). */
  label: string;
  currency: 'USD' | 'CAD';
  orders: number;
  discount_cents: number;
}

/** A refusal's `message` is the function's, in the page's language; without one the page says what failed. */
type Answer<T> = { ok: true; data: T } | { ok: false; message?: string };

async function call<T>(action: string, body: unknown, token: string): Promise<Answer<T>> {
  const result: FunctionResult = await callFunction(`admin-shop/${action}`, body, { token });
  return result.ok ? { ok: true, data: result.data as T } : { ok: false, message: result.message };
}

export const listReviews = (status: ReviewStatus | '', token: string) =>
  call<{ reviews: AdminReview[] }>('reviews', status ? { status } : {}, token);

export const moderateReview = (
  change: { id: number; status: ReviewStatus; kit?: string | null },
  token: string,
) => call<{ review: AdminReview }>('moderate-review', change, token);

export const listMessages = (answered: boolean | undefined, token: string) =>
  call<{ messages: ContactMessage[] }>('messages', answered === undefined ? {} : { answered }, token);

export const answerMessage = (id: number, answered: boolean, token: string) =>
  call<{ message: ContactMessage }>('answer-message', { id, answered }, token);

export const listWaitlist = (token: string) => call<{ waitlist: WaitlistEntry[] }>('waitlist', {}, token);

export const salesFor = (range: { from: string; to: string }, token: string) =>
  call<{ rows: SalesRow[]; discounts: DiscountSalesRow[]; timeZone: string }>('sales', range, token);

/** The waitlist as the function's CSV file, for the browser to save. */
export async function waitlistCsv(token: string): Promise<Answer<Blob>> {
  const answer = await fetchFunctionFile('admin-shop/waitlist-csv', {}, { token });
  return answer.ok ? { ok: true, data: answer.file } : { ok: false };
}
