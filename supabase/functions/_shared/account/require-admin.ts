import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { jsonResponse } from '../http/cors.ts';
import { adminAccessMessages, SECOND_FACTOR_REQUIRED } from '../domain/admin-access.ts';

export interface RequireAdminDeps {
  /** A supabase-js client with the service role (see serviceRoleClient): it confirms tokens and asks is_admin(). */
  client: SupabaseClient;
}

export type AdminCheck = { ok: true; userId: string; email: string } | { ok: false; response: Response };

export const adminMessages = adminAccessMessages;

/** One service-role client per function instance: it holds no session, so nothing leaks between calls. */
export function serviceRoleClient(supabaseUrl: string, serviceRoleKey: string): SupabaseClient {
  return createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/**
 * The claims of a token Auth has just accepted. getUser checked its signature and session, so they
 * are the ones Auth issued; this only reads them (as supabase-js's getAuthenticatorAssuranceLevel does).
 */
function claimsOf(token: string): Record<string, unknown> {
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '=')), (char) =>
      char.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The only gate of every admin endpoint: the bearer token must be a live session that auth confirms
 * (getUser, not the token's claims alone, so a signed-out or deleted account is refused at once), its
 * user must be in public.admin_users, and the session must have passed the second factor: `aal2` in
 * the token, with a verified factor still on the account (ADR 036). 401 without a valid session, 403
 * `{error, code: 'insufficient_aal'}` for an admin still at aal1, 403 for everyone else.
 */
export async function requireAdmin(request: Request, deps: RequireAdminDeps): Promise<AdminCheck> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const refuse = (status: 401 | 403, error: string, code?: string): AdminCheck => ({
    ok: false,
    response: jsonResponse(code ? { error, code } : { error }, status),
  });
  if (!token) return refuse(401, adminMessages.signIn);
  const { data, error } = await deps.client.auth.getUser(token);
  if (error || !data.user) return refuse(401, adminMessages.signIn);
  const { data: isAdmin, error: rpcError } = await deps.client.rpc('is_admin', { p_user: data.user.id });
  if (rpcError) throw new Error(`is_admin failed: ${rpcError.message}`);
  if (isAdmin !== true) return refuse(403, adminMessages.adminsOnly);
  // Checked after the role, so a member is told the page is not theirs rather than asked for a code.
  const verifiedFactor = data.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  if (claimsOf(token).aal !== 'aal2' || !verifiedFactor)
    return refuse(403, adminMessages.secondFactor, SECOND_FACTOR_REQUIRED);
  return { ok: true, userId: data.user.id, email: data.user.email ?? '' };
}
