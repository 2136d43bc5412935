import { callFunction } from '@/lib/function-client';
import type { OrderConfirmationView } from './order-types';

export type OrderLookup =
  { kind: 'found'; order: OrderConfirmationView } | { kind: 'not-found' } | { kind: 'failed' };

/** The order behind a Stripe Checkout Session id (the thank-you pages' ?session_id=). */
export async function getOrderBySession(sessionId: string): Promise<OrderLookup> {
  const result = await callFunction('orders/by-session', { sessionId });
  if (result.ok) return { kind: 'found', order: (result.data as { order: OrderConfirmationView }).order };
  return result.status === 404 || result.status === 400 ? { kind: 'not-found' } : { kind: 'failed' };
}
