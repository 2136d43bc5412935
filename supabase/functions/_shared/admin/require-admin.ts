import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { jsonResponse } from '../cors.ts';

export interface RequireAdminDeps {
  /** A supabase-js client with the service role (see serviceRoleClient): it confirms tokens and asks is_admin(). */
  client: SupabaseClient;
}

export type AdminCheck = { ok: true; userId: string; email: string } | { ok: false; response: Response };

export const adminMessages = {
  signIn: 'Please sign in as the shop owner.',
  adminsOnly: 'Admins only.',
} as const;

/** One service-role client per function instance: it holds no session, so nothing leaks between calls. */
export function serviceRoleClient(supabaseUrl: string, serviceRoleKey: string): SupabaseClient {
  return createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/**
 * The only gate of every admin endpoint: the bearer token must be a live session that auth confirms
 * (getUser, not the token's claims alone, so a signed-out or deleted account is refused at once) and
 * its user must be in public.admin_users. 401 without a valid session, 403 for everyone else.
 */
export async function requireAdmin(request: Request, deps: RequireAdminDeps): Promise<AdminCheck> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const refuse = (status: 401 | 403, error: string): AdminCheck => ({
    ok: false,
    response: jsonResponse({ error }, status),
  });
  if (!token) return refuse(401, adminMessages.signIn);
  const { data, error } = await deps.client.auth.getUser(token);
  if (error || !data.user) return refuse(401, adminMessages.signIn);
  const { data: isAdmin, error: rpcError } = await deps.client.rpc('is_admin', { p_user: data.user.id });
  if (rpcError) throw new Error(`is_admin failed: ${rpcError.message}`);
  if (isAdmin !== true) return refuse(403, adminMessages.adminsOnly);
  return { ok: true, userId: data.user.id, email: data.user.email ?? '' };
}
