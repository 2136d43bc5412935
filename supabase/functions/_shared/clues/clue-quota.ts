import { jsonResponse } from '../http/cors.ts';

/** Per-member generation limits; the database enforces them (public.claim_clue_generation). */
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

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export type QuotaLimit = 'minute' | 'day';

/** What the member reads when the quota stops them: which limit, and when they can try again. */
export function quotaExceededMessage(quota: ClueQuota, limit: QuotaLimit, retryAfterSeconds: number): string {
  const allowance =
    limit === 'day'
      ? `${quota.perDay} clues a day`
      : `${quota.perMinute} clue${quota.perMinute === 1 ? '' : 's'} a minute`;
  return `You have reached the limit of ${allowance}. Please try again in ${describeWait(retryAfterSeconds)}.`;
}

/** 429 with the member's message and `Retry-After`, for a clue or a hunt the quota stops. */
export function quotaExceededResponse(
  quota: ClueQuota,
  claim: { limit: QuotaLimit; retryAfterSeconds: number },
): Response {
  return jsonResponse({ error: quotaExceededMessage(quota, claim.limit, claim.retryAfterSeconds) }, 429, {
    'Retry-After': String(claim.retryAfterSeconds),
  });
}
