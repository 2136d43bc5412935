import { useNavigate } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { Card } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { authCatalog } from '@/features/auth/i18n/catalog';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [authCatalog];

function ResetPassword() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const { t, path } = useI18n();
  if (loading) return <p role="status">{t('auth.reset.checking')}</p>;
  if (!user)
    return (
      <p role="alert" className="text-ink">
        {t.rich('auth.reset.invalid', {
          link: (chunks) => (
            <Link className="font-semibold text-brand-700 underline" to={paths.clueLogin}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  return <ResetPasswordForm onDone={() => navigate(path(paths.clueGenerator), { replace: true })} />;
}

export default function ClueResetPasswordPage() {
  const { t } = useI18n();
  return (
    <AuthProvider>
      <PageMeta title={t('auth.reset.title')} description={t('auth.reset.description')} noindex />
      <div className="mx-auto grid max-w-lg gap-6 px-4 py-12">
        <h1 className="font-heading text-4xl font-bold text-ink">{t('auth.reset.heading')}</h1>
        <Card>
          <ResetPassword />
        </Card>
      </div>
    </AuthProvider>
  );
}
