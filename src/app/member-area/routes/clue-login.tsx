import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthForm } from '@/features/auth/auth-form';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import type { ReturnState } from '@/features/auth/require-auth';

function ClueLogin() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as ReturnState | null)?.from;
  const target = from?.startsWith('/clue-') ? from : paths.clueGenerator;

  if (!loading && user) return <Navigate to={target} replace />;
  return (
    <div className="mx-auto grid max-w-lg gap-6 px-4 py-12">
      <div className="grid gap-2 text-center">
        <h1 className="font-heading text-4xl font-bold text-ink">AI Clue Creator</h1>
        <p className="text-ink-muted">Log in to make clues for your next hunt, or create a free account.</p>
      </div>
      <Card>
        <AuthForm onLoggedIn={() => navigate(target, { replace: true })} />
      </Card>
    </div>
  );
}

export default function ClueLoginPage() {
  return (
    <AuthProvider>
      <PageMeta
        title="Log In"
        description="Log in to the AI Clue Creator to make and keep scavenger-hunt clues."
        noindex
      />
      <ClueLogin />
    </AuthProvider>
  );
}
