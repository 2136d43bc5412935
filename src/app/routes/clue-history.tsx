import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { AuthProvider } from '@/features/auth/auth-provider';
import { MemberHeader, memberLinks } from '@/features/auth/member-header';
import { RequireAuth } from '@/features/auth/require-auth';
import { ClueHistoryList } from '@/features/clues/clue-history-list';
import { CluesProvider } from '@/features/clues/clues-provider';

export default function ClueHistoryPage() {
  return (
    <AuthProvider>
      <PageMeta title="Clue History" description="Your saved scavenger-hunt clues." noindex />
      <RequireAuth>
        <CluesProvider>
          <MemberHeader links={[memberLinks.home, memberLinks.generator, memberLinks.orders]} />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="outline-none mx-auto grid max-w-4xl gap-6 px-4 py-10"
          >
            <div className="grid gap-2 print:hidden">
              <h1 className="font-heading text-4xl font-bold text-ink">Clue History</h1>
              <p className="text-ink-muted">
                Every clue you have made, newest first. Click a clue to see all of it.
              </p>
            </div>
            <ClueHistoryList />
          </main>
        </CluesProvider>
      </RequireAuth>
    </AuthProvider>
  );
}
