import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { AuthProvider } from '@/features/auth/auth-provider';
import { MemberHeader, memberLinks } from '@/features/auth/member-header';
import { RequireAuth } from '@/features/auth/require-auth';
import { ClueGeneratorForm } from '@/features/clues/clue-generator-form';
import { ClueSidebar } from '@/features/clues/clue-sidebar';
import { CluesProvider } from '@/features/clues/clues-provider';

export default function ClueGeneratorPage() {
  return (
    <AuthProvider>
      <PageMeta title="Clue Generator" description="Generate scavenger-hunt clues with AI." noindex />
      <RequireAuth>
        <CluesProvider>
          <MemberHeader
            links={[
              memberLinks.home,
              memberLinks.generator,
              memberLinks.hunt,
              memberLinks.history,
              memberLinks.orders,
            ]}
          />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="outline-none mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[2fr_1fr]"
          >
            <div className="grid content-start gap-6">
              <div className="grid gap-2">
                <h1 className="font-heading text-4xl font-bold text-ink">Clue Generator</h1>
                <p className="text-ink-muted">
                  Pick a theme and a difficulty, tell the Clue Master where the clue will hide, and get a clue
                  made for your hunt.
                </p>
              </div>
              <ClueGeneratorForm />
            </div>
            <ClueSidebar />
          </main>
        </CluesProvider>
      </RequireAuth>
    </AuthProvider>
  );
}
