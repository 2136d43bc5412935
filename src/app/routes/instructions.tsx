import { PageMeta } from '@/components/layout/page-meta';
import { InstructionsPage } from '@/features/guides/components/instructions-page';
import { instructionsContent } from '@/features/guides/content/instructions';

export default function InstructionsRoute() {
  return (
    <>
      <PageMeta
        title={instructionsContent.title}
        description="Download, print and set up your Adventure Clue Kit in three steps, with help for opening your files and finding a print shop."
      />
      <InstructionsPage />
    </>
  );
}
