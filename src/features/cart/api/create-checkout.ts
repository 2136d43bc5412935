import type { CheckoutRequest } from '@domain/cart';
import { callFunction } from '@/lib/function-client';
import { storedMemberToken } from '@/lib/member-session';

export type CheckoutOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'invalid'; fieldErrors: Record<string, string>; message?: string }
  | { kind: 'unavailable' }
  /** Refused for a reason the server names: an expired sign-in (401) or too many attempts (429). */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message?: string };

/** Asks create-checkout for a Stripe Checkout page; a signed-in member's order is linked to them. */
export async function createCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
  const result = await callFunction('create-checkout', request, { token: storedMemberToken() });
  if (result.ok) {
    const url = (result.data as { url?: unknown } | null)?.url;
    return typeof url === 'string' ? { kind: 'redirect', url } : { kind: 'failed' };
  }
  if (result.status === 400 && result.fieldErrors)
    return { kind: 'invalid', fieldErrors: result.fieldErrors, message: result.message };
  if (result.status === 503) return { kind: 'unavailable' };
  if ((result.status === 401 || result.status === 429) && result.message)
    return { kind: 'refused', message: result.message };
  return { kind: 'failed', message: result.message };
}
