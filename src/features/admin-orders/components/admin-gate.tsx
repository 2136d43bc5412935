import { useEffect, useState, type ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/components/ui/link';
import { SECOND_FACTOR_REQUIRED } from '@domain/admin-access';
import { callAdminOrders } from '../api/admin-call';
import { SecondFactor } from './second-factor';

export const ADMIN_GATE_TEXTS = {
  checking: 'Checking your access…',
  ownerOnly: 'This page is for the shop owner.',
  signIn: 'Sign in',
  signInHint: 'Sign in with the shop owner’s account to continue.',
  failed: 'The admin pages could not be reached. Please reload the page.',
} as const;

type Access = 'checking' | 'admin' | 'second-factor' | 'refused' | 'failed';

/**
 * Shows its children only when the admin-orders function confirms the signed-in account is an admin
 * whose session passed the second factor; an admin without it gets the authenticator step first.
 * This is a courtesy for the browser: every admin function checks the role and the factor on each call.
 */
export function AdminGate({
  accessToken: token,
  loading,
  children,
}: {
  /** The signed-in account's access token (the route reads the session), undefined when signed out. */
  accessToken: string | undefined;
  /** True until the stored session has been read. */
  loading: boolean;
  children: (accessToken: string) => ReactNode;
}) {
  const [access, setAccess] = useState<{ token: string; access: Access }>();

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    void callAdminOrders('me', {}, token).then((result) => {
      if (cancelled) return;
      const next: Access = result.ok
        ? 'admin'
        : result.status === 403 && result.code === SECOND_FACTOR_REQUIRED
          ? 'second-factor'
          : result.status === 401 || result.status === 403
            ? 'refused'
            : 'failed';
      setAccess({ token, access: next });
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  const state: Access =
    loading || (token && access?.token !== token) ? 'checking' : !token ? 'refused' : access!.access;

  if (state === 'checking') return <p role="status">{ADMIN_GATE_TEXTS.checking}</p>;
  if (state === 'failed') return <p role="alert">{ADMIN_GATE_TEXTS.failed}</p>;
  // Verifying replaces the session: the new token comes back here as accessToken and is checked again.
  if (state === 'second-factor') return <SecondFactor />;
  if (state === 'refused' || !token)
    return (
      <div className="grid max-w-xl gap-4">
        <h1 className="font-heading text-3xl font-bold text-ink">{ADMIN_GATE_TEXTS.ownerOnly}</h1>
        <p className="text-ink-muted">{ADMIN_GATE_TEXTS.signInHint}</p>
        <Link
          to={paths.clueLogin}
          // The login page brings the visitor back here once signed in.
          state={{ from: paths.admin }}
          className={buttonVariants({ className: 'w-fit' })}
        >
          {ADMIN_GATE_TEXTS.signIn}
        </Link>
      </div>
    );
  return children(token);
}
