import { adminAccessMessages, SECOND_FACTOR_REQUIRED } from '../domain/admin-access.ts';
import { jsonResponse } from '../http/cors.ts';
import { bearerToken, type Gate } from '../http/request.ts';
import { tokenClaims, type AccountStore } from './account-store.ts';

/** The owner the gate let through. */
export interface Admin {
  userId: string;
  email: string;
}

export type AdminCheck = ({ ok: true } & Admin) | { ok: false; response: Response };

export const adminMessages = {
  ...adminAccessMessages,
  /** An action the owner's functions do not have. */
  notFound: 'Unknown admin request.',
} as const;

/**
 * The only gate of every admin endpoint: the bearer token must be a live session that Auth confirms
 * (not the token's claims alone, so a signed-out or deleted account is refused at once), its user
 * must be in public.admin_users, and the session must have passed the second factor: `aal2` in the
 * token (read as supabase-js's getAuthenticatorAssuranceLevel does, once Auth has accepted it), with
 * a verified factor still on the account (ADR 036). 401 without a valid session, 403
 * `{error, code: 'insufficient_aal'}` for an admin still at aal1, 403 for everyone else.
 */
export async function requireAdmin(request: Request, accounts: AccountStore): Promise<AdminCheck> {
  const token = bearerToken(request);
  const refuse = (status: 401 | 403, error: string, code?: string): AdminCheck => ({
    ok: false,
    response: jsonResponse(code ? { error, code } : { error }, status),
  });
  if (!token) return refuse(401, adminMessages.signIn);
  const user = await accounts.userOf(token);
  if (!user) return refuse(401, adminMessages.signIn);
  if (!(await accounts.isAdmin(user.id))) return refuse(403, adminMessages.adminsOnly);
  // Checked after the role, so a member is told the page is not theirs rather than asked for a code.
  const verifiedFactor = user.factors?.some((factor) => factor.status === 'verified') ?? false;
  if (tokenClaims(token).aal !== 'aal2' || !verifiedFactor)
    return refuse(403, adminMessages.secondFactor, SECOND_FACTOR_REQUIRED);
  return { ok: true, userId: user.id, email: user.email ?? '' };
}

/** requireAdmin as an action router's gate (http/request.ts): every action of the owner's functions. */
export const adminGate =
  (accounts: AccountStore): Gate<Admin> =>
  async (req) => {
    const check = await requireAdmin(req, accounts);
    return check.ok ? { ok: true, caller: { userId: check.userId, email: check.email } } : check;
  };
