import { callFunction } from '@/lib/functions-fetch';

export type RecoveryOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'rate-limited' }
  | { kind: 'failed' };

/** Asks for the download links of an address's paid orders; the answer never says whether it has any. */
export async function recoverDownloads(email: string): Promise<RecoveryOutcome> {
  const result = await callFunction('orders/recover', { email });
  if (result.ok) return { kind: 'sent', message: (result.data as { message: string }).message };
  if (result.status === 400)
    return { kind: 'invalid', message: result.fieldErrors?.email ?? result.message ?? '' };
  if (result.status === 429) return { kind: 'rate-limited' };
  return { kind: 'failed' };
}
