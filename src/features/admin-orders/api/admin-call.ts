import { callFunction, type FunctionResult } from '@/lib/function-client';

/** One admin-orders action with the signed-in admin's token; the function decides who is an admin. */
export function callAdminOrders(action: string, body: unknown, token: string): Promise<FunctionResult> {
  return callFunction(`admin-orders/${action}`, body, { token });
}
