import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { ClueHistoryList } from '@/features/clues/clue-history-list';
import { CluesProvider } from '@/features/clues/clues-provider';
import { HuntHistoryList } from '@/features/clues/hunt-history-list';

export default function ClueHistoryPage() {
  return (
    <MemberPage title="Clue History" description="Your saved scavenger-hunt clues.">
      <MemberPageHeading
        title="Clue History"
        intro="Every hunt and clue you have made, newest first. Click a clue to see all of it."
        className="print:hidden"
      />
      <CluesProvider>
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
      </CluesProvider>
    </MemberPage>
  );
}
