import type { Locale } from '../domain/locales.ts';
import { jsonResponse } from '../http/cors.ts';
import { clueText } from './i18n/catalog.ts';

/** Per-member generation limits; the database enforces them (public.claim_clue_generations). */
export interface ClueQuota {
  perMinute: number;
  perDay: number;
}

export const defaultClueQuota: ClueQuota = { perMinute: 30, perDay: 300 };

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

/** CLUE_QUOTA_PER_MINUTE and CLUE_QUOTA_PER_DAY override the defaults; anything but a positive whole number is ignored. */
export function clueQuotaFromEnv(env: Record<string, string | undefined>): ClueQuota {
  return {
    perMinute: positiveInteger(env.CLUE_QUOTA_PER_MINUTE, defaultClueQuota.perMinute),
    perDay: positiveInteger(env.CLUE_QUOTA_PER_DAY, defaultClueQuota.perDay),
  };
}

function describeWait(locale: Locale, seconds: number): string {
  if (seconds < 60) return clueText(locale, 'clues.quota.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return clueText(locale, 'clues.quota.minutes', { count: minutes });
  return clueText(locale, 'clues.quota.hours', { count: Math.ceil(minutes / 60) });
}

export type QuotaLimit = 'minute' | 'day';

/** What the member reads when the quota stops them, in `locale`: which limit, and when they can try again. */
export function quotaExceededMessage(
  locale: Locale,
  quota: ClueQuota,
  limit: QuotaLimit,
  retryAfterSeconds: number,
): string {
  const wait = describeWait(locale, retryAfterSeconds);
  return limit === 'day'
    ? clueText(locale, 'clues.quota.day', { limit: quota.perDay, wait })
    : clueText(locale, 'clues.quota.minute', { limit: quota.perMinute, wait });
}

/** 429 with the member's message and `Retry-After`, for a clue or a hunt the quota stops. */
export function quotaExceededResponse(
  locale: Locale,
  quota: ClueQuota,
  claim: { limit: QuotaLimit; retryAfterSeconds: number },
): Response {
  return jsonResponse(
    { error: quotaExceededMessage(locale, quota, claim.limit, claim.retryAfterSeconds) },
    429,
    { 'Retry-After': String(claim.retryAfterSeconds) },
  );
}
