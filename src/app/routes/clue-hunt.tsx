import { PrintAsCards } from '@/components/kit-print/print-as-cards';
import { PageMeta } from '@/components/layout/page-meta';
import { MAIN_CONTENT_ID } from '@/components/layout/skip-link';
import { AuthProvider } from '@/features/auth/auth-provider';
import { MemberHeader, memberLinks } from '@/features/auth/member-header';
import { RequireAuth } from '@/features/auth/require-auth';
import { HuntPlanner } from '@/features/clues/hunt-planner';
import { kitForClueTheme } from '@domain/kit-themes';

export default function ClueHuntPage() {
  return (
    <AuthProvider>
      <PageMeta
        title="Plan a Whole Hunt"
        description="Plan a whole scavenger hunt: a chain of clue cards and where to hide each one."
        noindex
      />
      <RequireAuth>
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
          className="outline-none mx-auto grid max-w-4xl content-start gap-6 px-4 py-10"
        >
          <div className="grid gap-2">
            <h1 className="font-heading text-4xl font-bold text-ink">Plan a Whole Hunt</h1>
            <p className="text-ink-muted">
              List your hiding places in the order the child will find them. You get one clue card per place,
              each leading to the next, and a hiding plan that says where each card goes.
            </p>
          </div>
          <HuntPlanner
            actions={(hunt) => (
              <PrintAsCards key={hunt.id} hunt={hunt} defaultKit={kitForClueTheme[hunt.theme]} />
            )}
          />
        </main>
      </RequireAuth>
    </AuthProvider>
  );
}
