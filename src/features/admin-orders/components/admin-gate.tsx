import { useEffect, useState, type ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';
import { SECOND_FACTOR_REQUIRED } from '@domain/admin-access';
import { callAdminOrders } from '../api/admin-call';
import { SecondFactor } from './second-factor';

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
  const { t } = useI18n();
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

  if (state === 'checking') return <p role="status">{t('adminOrders.gate.checking')}</p>;
  if (state === 'failed') return <p role="alert">{t('adminOrders.gate.failed')}</p>;
  // Verifying replaces the session: the new token comes back here as accessToken and is checked again.
  if (state === 'second-factor') return <SecondFactor />;
  if (state === 'refused' || !token)
    return (
      <div className="grid max-w-xl gap-4">
        <h1 className="font-heading text-3xl font-bold text-ink">{t('adminOrders.gate.ownerOnly')}</h1>
        <p className="text-ink-muted">{t('adminOrders.gate.signInHint')}</p>
        <Link
          to={paths.clueLogin}
          // The login page brings the visitor back here once signed in.
          state={{ from: paths.admin }}
          className={buttonVariants({ className: 'w-fit' })}
        >
          {t('adminOrders.gate.signIn')}
        </Link>
      </div>
    );
  return children(token);
}
