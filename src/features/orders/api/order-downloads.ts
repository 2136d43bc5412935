import type { Locale } from '@domain/locales';
import { callFunction, fetchFunctionFile } from '@/lib/function-client';
import type { OrderDownloadsPage } from './order-types';

export type DownloadsLookup =
  | { kind: 'found'; order: OrderDownloadsPage }
  | { kind: 'invalid' }
  /** The link ran out of time: its page offers a new one by email. */
  | { kind: 'expired' }
  /** Held back by a payment dispute; the function's message says so. */
  | { kind: 'paused'; message: string }
  | { kind: 'failed' };

/**
 * What a download link's page shows of its paid order; 'expired' once the link ran out of time,
 * 'invalid' once refunded, reset or unknown.
 */
export async function getOrderDownloads(token: string): Promise<DownloadsLookup> {
  const result = await callFunction('orders/downloads', { token });
  if (result.ok) return { kind: 'found', order: (result.data as { order: OrderDownloadsPage }).order };
  if (result.status === 403 && result.message) return { kind: 'paused', message: result.message };
  if (result.status === 410) return { kind: 'expired' };
  return result.status === 404 || result.status === 400 ? { kind: 'invalid' } : { kind: 'failed' };
}

export interface KitFileOptions {
  token: string;
  /** The kit of the link's order to build (one link opens every kit of its order). */
  kit: string;
  paper: 'letter' | 'a4';
  ink: 'color' | 'bw';
  childName: string;
  /** A party or classroom kit's children (ADR 054); sent instead of `childName`. */
  childNames?: string[];
  /** The kit's language (the download function builds English unless asked for `fr`). */
  lang: Locale;
}

/**
 * A built file, or why not: `offline` when the request never reached the function, `failed` when it
 * refused (with its own message when it sent one). The form words the reasons in the page's language.
 */
export type KitFile =
  | { ok: true; blob: Blob }
  | { ok: false; reason: 'offline' }
  | { ok: false; reason: 'failed'; message?: string };

/** Asks the download function for a freshly built file. */
async function requestKitFile(body: Record<string, unknown>): Promise<KitFile> {
  const answer = await fetchFunctionFile('download', body);
  if (answer.ok) return { ok: true, blob: answer.file };
  if (answer.status === 0) return { ok: false, reason: 'offline' };
  return { ok: false, reason: 'failed', ...(answer.message ? { message: answer.message } : {}) };
}

/** Builds a fresh PDF of the kit through the download function. */
export function downloadKitFile(options: KitFileOptions): Promise<KitFile> {
  return requestKitFile({
    ...options,
    childName: options.childName.trim() || undefined,
    childNames: options.childNames?.length ? options.childNames : undefined,
  });
}

/** Download All: the zip of every paper and ink of the kit, with the blank cards and a README. */
export function downloadKitZip(options: {
  token: string;
  kit: string;
  childName: string;
  childNames?: string[];
  lang: Locale;
}): Promise<KitFile> {
  return requestKitFile({
    token: options.token,
    kit: options.kit,
    all: true,
    childName: options.childName.trim() || undefined,
    childNames: options.childNames?.length ? options.childNames : undefined,
    lang: options.lang,
  });
}
