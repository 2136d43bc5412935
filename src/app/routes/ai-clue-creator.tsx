import { PageMeta } from '@/components/layout/page-meta';
import { AiClueCreatorPage } from '@/features/guides/components/ai-clue-creator-page';
import { aiClueCreatorCatalog } from '@/features/guides/content/ai-clue-creator/i18n/catalog';
import { waitlistCatalog } from '@/features/waitlist/i18n/catalog';
import { WaitlistSection } from '@/features/waitlist/waitlist-section';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [aiClueCreatorCatalog, waitlistCatalog];

export default function AiClueCreatorRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('guides.ai.title')} description={t('guides.ai.description')} />
      <AiClueCreatorPage waitlist={<WaitlistSection />} />
    </>
  );
}
