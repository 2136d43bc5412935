import type { SupabaseClient } from '@supabase/supabase-js';
import { jsonResponse, preflightResponse } from '../cors.ts';
import { requireAdmin } from './require-admin.ts';

export interface AdminOrdersDeps {
  /** supabase-js with the service role: confirms tokens and calls the admin database functions. */
  client: SupabaseClient;
  log?: (message: string) => void;
}

export const adminOrdersMessages = {
  methodNotAllowed: 'Method not allowed: send a POST request.',
  notFound: 'Unknown admin request.',
  invalidJson: 'The request body must be valid JSON.',
  failed: 'Something went wrong. Please try again.',
} as const;

/**
 * POST /admin-orders/<action>, every action behind requireAdmin:
 * - me → the signed-in admin's email (the /admin page's gate in the browser).
 */
export function createAdminOrdersHandler(deps: AdminOrdersDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST')
      return jsonResponse({ error: adminOrdersMessages.methodNotAllowed }, 405, { Allow: 'POST, OPTIONS' });
    const action = new URL(req.url).pathname.split('/').filter(Boolean).pop();
    try {
      const admin = await requireAdmin(req, { client: deps.client });
      if (!admin.ok) return admin.response;
      switch (action) {
        case 'me':
          return jsonResponse({ email: admin.email });
        default:
          return jsonResponse({ error: adminOrdersMessages.notFound }, 404);
      }
    } catch (error) {
      log(`admin-orders: ${action} failed: ${String(error)}`);
      return jsonResponse({ error: adminOrdersMessages.failed }, 500);
    }
  };
}
