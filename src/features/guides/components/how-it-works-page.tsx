import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import { howItWorksSteps } from '../content/how-it-works';
import { GuideLayout, GuideSection } from './guide-layout';
import { StepList } from './step-list';

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
  const { t } = useI18n();
  return (
    <GuideLayout heading={t('guides.howItWorks.heading')} lead={t('guides.howItWorks.lead')} wide>
      <GuideSection id="steps-heading" heading={t('guides.howItWorks.stepsHeading')}>
        <StepList steps={howItWorksSteps(setupTime)} columns={4} />
      </GuideSection>
      <GuideSection id="inside-heading" heading={t('guides.howItWorks.insideHeading')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {contents.map((item) => (
            <li key={item.title} className="rounded-2xl bg-sunshine-50 p-5">
              <h3 className="font-heading text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-1">{item.detail}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="cta-heading" heading={t('guides.howItWorks.ctaHeading')}>
        <Link to={paths.shop} className={buttonVariants({ size: 'lg' })}>
          {t('guides.howItWorks.cta')}
        </Link>
      </GuideSection>
    </GuideLayout>
  );
}
