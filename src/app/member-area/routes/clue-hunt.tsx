import { PrintAsCards } from '@/components/kit-print/print-as-cards';
import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { HuntPlanner } from '@/features/clues/hunt-planner';
import { kitForClueTheme } from '@domain/kit-themes';

export default function ClueHuntPage() {
  return (
    <MemberPage
      title="Plan a Whole Hunt"
      description="Plan a whole scavenger hunt: a chain of clue cards and where to hide each one."
    >
      <MemberPageHeading
        title="Plan a Whole Hunt"
        intro="List your hiding places in the order the child will find them. You get one clue card per place, each leading to the next, and a hiding plan that says where each card goes."
      />
      <HuntPlanner
        actions={(hunt) => (
          <PrintAsCards key={hunt.id} hunt={hunt} defaultKit={kitForClueTheme[hunt.theme]} />
        )}
      />
    </MemberPage>
  );
}
