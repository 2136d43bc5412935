import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthForm } from '@/features/auth/auth-form';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { authCatalog } from '@/features/auth/i18n/catalog';
import type { ReturnState } from '@/features/auth/require-auth';
import { useI18n } from '@/lib/i18n/i18n';
import { splitLocalePath } from '@domain/locales';

export const catalogs = [authCatalog];

function ClueLogin() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { t, path } = useI18n();
  const from = (location.state as ReturnState | null)?.from;
  // Back to the clue page the guard sent them from (in its language), else the generator in this one.
  const target = from && splitLocalePath(from).path.startsWith('/clue-') ? from : path(paths.clueGenerator);

  if (!loading && user) return <Navigate to={target} replace />;
  return (
    <div className="mx-auto grid max-w-lg gap-6 px-4 py-12">
      <div className="grid gap-2 text-center">
        <h1 className="font-heading text-4xl font-bold text-ink">{t('auth.login.heading')}</h1>
        <p className="text-ink-muted">{t('auth.login.lead')}</p>
      </div>
      <Card>
        <AuthForm onLoggedIn={() => navigate(target, { replace: true })} />
      </Card>
    </div>
  );
}

export default function ClueLoginPage() {
  const { t } = useI18n();
  return (
    <AuthProvider>
      <PageMeta title={t('auth.login.title')} description={t('auth.login.description')} noindex />
      <ClueLogin />
    </AuthProvider>
  );
}
