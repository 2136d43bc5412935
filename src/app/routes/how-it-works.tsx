import { PageMeta } from '@/components/layout/page-meta';
import { kitContentsIn } from '@domain/kit-contents';
import { HowItWorksPage } from '@/features/guides/components/how-it-works-page';
import { howItWorksCatalog } from '@/features/guides/content/how-it-works/i18n/catalog';
import { guidesCatalog } from '@/features/guides/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [guidesCatalog, howItWorksCatalog];

export default function HowItWorksRoute() {
  const { t, locale } = useI18n();
  const { facts, contents } = kitContentsIn[locale];
  return (
    <>
      <PageMeta
        title={t('guides.howItWorks.title')}
        description={t('guides.howItWorks.description', { setupTime: facts.setupTime })}
      />
      <HowItWorksPage contents={contents} setupTime={facts.setupTime} />
    </>
  );
}
