import { useNavigate } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';

function ResetPassword() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  if (loading) return <p role="status">Checking your link...</p>;
  if (!user)
    return (
      <p role="alert" className="text-ink">
        This reset link is invalid or has expired. Ask for a new one from the{' '}
        <a className="font-semibold text-brand-700 underline" href={paths.clueLogin}>
          log in page
        </a>
        .
      </p>
    );
  return <ResetPasswordForm onDone={() => navigate(paths.clueGenerator, { replace: true })} />;
}

export default function ClueResetPasswordPage() {
  return (
    <AuthProvider>
      <PageMeta
        title="Choose a New Password"
        description="Choose a new password for the AI Clue Creator."
        noindex
      />
      <div className="mx-auto grid max-w-lg gap-6 px-4 py-12">
        <h1 className="font-heading text-4xl font-bold text-ink">Choose a new password</h1>
        <Card>
          <ResetPassword />
        </Card>
      </div>
    </AuthProvider>
  );
}
