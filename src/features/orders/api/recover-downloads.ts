import { callFunction } from '@/lib/function-client';
import type { Locale } from '@domain/locales';

export type RecoveryOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

/**
 * Asks for the download links of an address's paid orders, emailed in `locale` (links to the pages of
 * that language); the answer never says whether it has any.
 */
export async function recoverDownloads(email: string, locale: Locale = 'en'): Promise<RecoveryOutcome> {
  const result = await callFunction('orders/recover', { email, locale });
  if (result.ok) return { kind: 'sent', message: (result.data as { message: string }).message };
  if (result.status === 400)
    return { kind: 'invalid', message: result.fieldErrors?.email ?? result.message ?? '' };
  if (result.status === 429) return { kind: 'rate-limited' };
  return { kind: 'failed' };
}
