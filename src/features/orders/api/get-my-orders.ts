import { callFunction } from '@/lib/functions-fetch';
import type { OrderWithDownloads } from './order-types';

/** The signed-in member's paid (and refunded) orders, newest first; undefined when they could not be read. */
export async function getMyOrders(accessToken: string): Promise<OrderWithDownloads[] | undefined> {
  const result = await callFunction('orders/mine', {}, { token: accessToken });
  return result.ok ? (result.data as { orders: OrderWithDownloads[] }).orders : undefined;
}
