import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { AuthProvider } from '@/features/auth/auth-provider';
import { MemberHeader, memberLinks } from '@/features/auth/member-header';
import { RequireAuth } from '@/features/auth/require-auth';
import { ClueHistoryList } from '@/features/clues/clue-history-list';
import { CluesProvider } from '@/features/clues/clues-provider';
import { HuntHistoryList } from '@/features/clues/hunt-history-list';

export default function ClueHistoryPage() {
  return (
    <AuthProvider>
      <PageMeta title="Clue History" description="Your saved scavenger-hunt clues." noindex />
      <RequireAuth>
        <CluesProvider>
          <MemberHeader
            links={[memberLinks.home, memberLinks.generator, memberLinks.hunt, memberLinks.orders]}
          />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="outline-none mx-auto grid max-w-4xl gap-6 px-4 py-10"
          >
            <div className="grid gap-2 print:hidden">
              <h1 className="font-heading text-4xl font-bold text-ink">Clue History</h1>
              <p className="text-ink-muted">
                Every hunt and clue you have made, newest first. Click a clue to see all of it.
              </p>
            </div>
            <section aria-labelledby="saved-hunts" className="grid gap-4 print:hidden">
              <h2 id="saved-hunts" className="font-heading text-2xl font-semibold text-ink">
                Whole hunts
              </h2>
              <HuntHistoryList />
            </section>
            <section aria-labelledby="saved-clues" className="grid gap-4">
              <h2 id="saved-clues" className="font-heading text-2xl font-semibold text-ink print:hidden">
                Single clues
              </h2>
              <ClueHistoryList />
            </section>
          </main>
        </CluesProvider>
      </RequireAuth>
    </AuthProvider>
  );
}
