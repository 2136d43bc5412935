import type { AuthError, Session, User } from '@supabase/supabase-js';
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';

import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/i18n';
import { supabase } from '@/lib/supabase';
import { localizedPath, type Locale } from '@domain/locales';

type AuthResult = { error: AuthError | null };

export type AuthContextValue = {
  user: User | null;
  session: Session | null;
  /** True until the first answer about the stored session has arrived. */
  loading: boolean;
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(email: string, password: string): Promise<AuthResult>;
  /** 'local' forgets the session in this browser only (after the account was deleted, say). */
  signOut(scope?: 'global' | 'local'): Promise<AuthResult>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Where the confirmation link lands: the login page in the member's language, a member page because
 * only member pages load the auth client.
 */
export const confirmationRedirect = (locale: Locale) =>
  `${window.location.origin}${localizedPath(paths.clueLogin, locale)}`;

/** Where a reset link lands: the new-password page in the member's language. */
export const recoveryRedirect = (locale: Locale) =>
  `${window.location.origin}${localizedPath(paths.clueResetPassword, locale)}`;

/**
 * Follows supabase-js's session: the stored one at start, then every auth event (sign-in, sign-out,
 * token refresh, other tabs). Refreshing is supabase-js's own job (a 30 s tick, 90 s margin).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const locale = useLocale();

  useEffect(() => {
    // onAuthStateChange first reports INITIAL_SESSION, which ends the loading state.
    const { data } = supabase.auth.onAuthStateChange((_event, next) => {
      setSession(next);
      setLoading(false);
    });
    return () => data.subscription.unsubscribe();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      signIn: async (email, password) => {
        const { error } = await supabase.auth.signInWithPassword({ email, password });
        return { error };
      },
      signUp: async (email, password) => {
        const { error } = await supabase.auth.signUp({
          email,
          password,
          // The member's language, kept in their metadata: Auth's emails are written in it (the
          // hosted templates read `.Data.locale`, the local stack the same field).
          options: { emailRedirectTo: confirmationRedirect(locale), data: { locale } },
        });
        return { error };
      },
      signOut: async (scope = 'global') => {
        const { error } = await supabase.auth.signOut({ scope });
        return { error };
      },
    }),
    [session, loading, locale],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
