import { SECOND_FACTOR_REQUIRED } from '../domain/admin-access.ts';
import type { Locale } from '../domain/locales.ts';
import { jsonResponse } from '../http/cors.ts';
import { bearerToken, type Gate } from '../http/request.ts';
import { requestLocale } from '../http/request-locale.ts';
import { tokenClaims, type AccountStore } from './account-store.ts';
import { accountText } from './i18n/catalog.ts';

/** The owner the gate let through. */
export interface Admin {
  userId: string;
  email: string;
}

export type AdminCheck = ({ ok: true } & Admin) | { ok: false; response: Response };

/** What the owner's functions answer for an action they do not have. */
export const adminNotFound = (locale: Locale) => accountText(locale, 'account.admin.notFound');

/**
 * The only gate of every admin endpoint: the bearer token must be a live session that Auth confirms
 * (not the token's claims alone, so a signed-out or deleted account is refused at once), its user
 * must be in public.admin_users, and the session must have passed the second factor: `aal2` in the
 * token (read as supabase-js's getAuthenticatorAssuranceLevel does, once Auth has accepted it), with
 * a verified factor still on the account (ADR 036). 401 without a valid session, 403
 * `{error, code: 'insufficient_aal'}` for an admin still at aal1, 403 for everyone else; each in
 * `locale` (the request's language by default).
 */
export async function requireAdmin(
  request: Request,
  accounts: AccountStore,
  locale: Locale = requestLocale(request),
): Promise<AdminCheck> {
  const token = bearerToken(request);
  const refuse = (status: 401 | 403, id: string, code?: string): AdminCheck => {
    const error = accountText(locale, id);
    return { ok: false, response: jsonResponse(code ? { error, code } : { error }, status) };
  };
  if (!token) return refuse(401, 'account.admin.signIn');
  const user = await accounts.userOf(token);
  if (!user) return refuse(401, 'account.admin.signIn');
  if (!(await accounts.isAdmin(user.id))) return refuse(403, 'account.admin.adminsOnly');
  // Checked after the role, so a member is told the page is not theirs rather than asked for a code.
  const verifiedFactor = user.factors?.some((factor) => factor.status === 'verified') ?? false;
  if (tokenClaims(token).aal !== 'aal2' || !verifiedFactor)
    return refuse(403, 'account.admin.secondFactor', SECOND_FACTOR_REQUIRED);
  return { ok: true, userId: user.id, email: user.email ?? '' };
}

/** requireAdmin as an action router's gate (http/request.ts): every action of the owner's functions. */
export const adminGate =
  (accounts: AccountStore): Gate<Admin> =>
  async (req, locale) => {
    const check = await requireAdmin(req, accounts, locale);
    return check.ok ? { ok: true, caller: { userId: check.userId, email: check.email } } : check;
  };
