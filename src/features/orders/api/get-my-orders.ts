import { callFunction } from '@/lib/function-client';
import type { OrderWithDownloads } from './order-types';

export type MyOrdersLookup =
  | { kind: 'found'; orders: OrderWithDownloads[] }
  /** Too many requests: the function's message says when to try again. */
  | { kind: 'rate-limited'; message: string }
  | { kind: 'failed' };

/** The signed-in member's paid (and refunded) orders, newest first, each with its kits' links. */
export async function getMyOrders(accessToken: string): Promise<MyOrdersLookup> {
  const result = await callFunction('orders/mine', {}, { token: accessToken });
  if (result.ok) return { kind: 'found', orders: (result.data as { orders: OrderWithDownloads[] }).orders };
  if (result.status === 429 && result.message) return { kind: 'rate-limited', message: result.message };
  return { kind: 'failed' };
}
