import { env } from '@/config/env';

/**
 * Where a signed-in member's session is kept in this browser: the member area's supabase-js client is
 * told to keep it under this key (lib/supabase.ts). It is supabase-js's own default for the project, so
 * sessions kept before the key was named here stay signed in.
 */
export const memberSessionKey = `sb-${new URL(env.VITE_SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/**
 * The signed-in member's access token, read from the kept session, so a public page (the cart) can act
 * as the member without loading supabase-js. Undefined when nobody is signed in or the token has expired
 * or is about to (only the member area's client refreshes it).
 */
export function storedMemberToken(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const session = JSON.parse(window.localStorage.getItem(memberSessionKey) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
    } | null;
    if (typeof session?.access_token !== 'string' || typeof session.expires_at !== 'number') return undefined;
    return session.expires_at * 1000 > Date.now() + 10_000 ? session.access_token : undefined;
  } catch {
    return undefined;
  }
}
