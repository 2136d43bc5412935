import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { useNotices } from '@/config/notices';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';

/** The location a guarded page sends its visitor to the login page with, so they come back afterwards. */
export type ReturnState = { from?: string };

/**
 * Member-only content: a loading state, then the page, or the login page for a visitor without a
 * session. A session that disappears while the page is open (Logout, sign-out in another tab, a
 * revoked session) shows the 'Logged out' notice and leads to the login page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, session, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const { t, path } = useI18n();
  const { notices } = useNotices();
  const loginPath = path(paths.clueLogin);
  const signedIn = Boolean(user || session);
  // Remembered from earlier renders: a session that was there and is gone means "logged out", not "never logged in".
  const [hadSession, setHadSession] = useState(false);
  if (signedIn && !hadSession) setHadSession(true);
  const sessionLost = hadSession && !loading && !signedIn;

  useEffect(() => {
    if (!sessionLost) return;
    toast(notices.loggedOut);
    navigate(loginPath, { replace: true });
  }, [sessionLost, navigate, notices, loginPath]);

  if (loading) {
    return (
      <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-muted">
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        />
        {t('auth.guard.loading')}
      </div>
    );
  }
  if (sessionLost) return null;
  if (!signedIn) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={loginPath} replace state={{ from } satisfies ReturnState} />;
  }
  return children;
}
