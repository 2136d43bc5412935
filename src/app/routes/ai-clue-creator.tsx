import { PageMeta } from '@/components/layout/page-meta';
import { AiClueCreatorPage } from '@/features/guides/components/ai-clue-creator-page';
import { aiClueCreatorContent } from '@/features/guides/content/ai-clue-creator';
import { WaitlistSection } from '@/features/waitlist/waitlist-section';

export default function AiClueCreatorRoute() {
  return (
    <>
      <PageMeta title={aiClueCreatorContent.title} description={aiClueCreatorContent.description} />
      <AiClueCreatorPage waitlist={<WaitlistSection />} />
    </>
  );
}
