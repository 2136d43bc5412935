import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { ClueGeneratorForm } from '@/features/clues/clue-generator-form';
import { ClueSidebar } from '@/features/clues/clue-sidebar';
import { CluesProvider } from '@/features/clues/clues-provider';

export default function ClueGeneratorPage() {
  return (
    <MemberPage
      title="Clue Generator"
      description="Generate scavenger-hunt clues with AI."
      layout="with-sidebar"
    >
      <CluesProvider>
        <div className="grid content-start gap-6">
          <MemberPageHeading
            title="Clue Generator"
            intro="Pick a theme and a difficulty, tell the Clue Master where the clue will hide, and get a clue made for your hunt."
          />
          <ClueGeneratorForm />
        </div>
        <ClueSidebar />
      </CluesProvider>
    </MemberPage>
  );
}
