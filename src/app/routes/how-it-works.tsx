import { PageMeta } from '@/components/layout/page-meta';
import { kitContents, kitFacts } from '@domain/kit-contents';
import { HowItWorksPage } from '@/features/guides/components/how-it-works-page';
import { howItWorksContent } from '@/features/guides/content/how-it-works';

export default function HowItWorksRoute() {
  return (
    <>
      <PageMeta
        title={howItWorksContent.title}
        description={`Choose & download a kit, print at home, set up the hunt in ${kitFacts.setupTime} and watch the magic. See what is inside every Adventure Clue Kit.`}
      />
      <HowItWorksPage contents={kitContents} setupTime={kitFacts.setupTime} />
    </>
  );
}
