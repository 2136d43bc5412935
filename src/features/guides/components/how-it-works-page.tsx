import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { howItWorksContent, howItWorksSteps } from '../content/how-it-works';
import { GuideLayout, GuideSection, StepList } from './guide-layout';

export interface KitContentItem {
  title: string;
  detail: string;
}

/** The kit's contents and setup time come from the catalog through the page, so they have one source. */
export function HowItWorksPage({
  contents,
  setupTime,
}: {
  contents: readonly KitContentItem[];
  setupTime: string;
}) {
  return (
    <GuideLayout heading={howItWorksContent.heading} lead={howItWorksContent.lead} wide>
      <GuideSection id="steps-heading" heading={howItWorksContent.stepsHeading}>
        <StepList steps={howItWorksSteps(setupTime)} columns={4} />
      </GuideSection>
      <GuideSection id="inside-heading" heading={howItWorksContent.insideHeading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {contents.map((item) => (
            <li key={item.title} className="rounded-2xl bg-sunshine-50 p-5">
              <h3 className="font-heading text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-1">{item.detail}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="cta-heading" heading={howItWorksContent.ctaHeading}>
        <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
          {howItWorksContent.cta}
        </Link>
      </GuideSection>
    </GuideLayout>
  );
}
