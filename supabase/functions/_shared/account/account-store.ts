import type { AuthUser, SupabaseService } from '../http/supabase-service.ts';

/** Who called a function that serves guests and members alike (the order functions). */
export type Caller = { kind: 'guest' } | { kind: 'member'; id: string } | { kind: 'refused' };

/** Accounts and roles: the only code that asks Auth about a caller or the database about a role. */
export interface AccountStore {
  /** The user a session token belongs to, confirmed by Auth; null when it refuses the token. */
  userOf(accessToken: string): Promise<AuthUser | null>;
  /**
   * The caller behind a bearer token. The anon key (whose signature the platform checked, verify_jwt)
   * is a guest; any other token is asked of Auth, so a forged, expired or signed-out token is
   * refused rather than trusted for its claims.
   */
  callerOf(token: string | undefined): Promise<Caller>;
  /** Whether the user is one of the shop's owners (public.admin_users, through is_admin()). */
  isAdmin(userId: string): Promise<boolean>;
  /** Deletes the account: its clues, hunts and quota rows go with it, its orders stay without it. */
  deleteUser(userId: string): Promise<void>;
}

/**
 * The claims of a token, read without checking its signature: only for what the platform or Auth
 * has already checked (the anon key's role; the level of a session Auth has just accepted).
 */
export function tokenClaims(token: string): Record<string, unknown> {
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

export function accountStore(service: SupabaseService): AccountStore {
  return {
    userOf: (accessToken) => service.userOf(accessToken),
    async callerOf(token) {
      if (!token || tokenClaims(token).role === 'anon') return { kind: 'guest' };
      const user = await service.userOf(token);
      return user ? { kind: 'member', id: user.id } : { kind: 'refused' };
    },
    async isAdmin(userId) {
      return (await service.rpc<boolean | null>('is_admin', { p_user: userId })) === true;
    },
    deleteUser: (userId) => service.deleteUser(userId),
  };
}
