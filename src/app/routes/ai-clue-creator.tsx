import { PageMeta } from '@/components/layout/page-meta';
import { AiClueCreatorPage } from '@/features/guides/components/ai-clue-creator-page';
import { aiClueCreatorCatalog } from '@/features/guides/content/ai-clue-creator/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [aiClueCreatorCatalog];

export default function AiClueCreatorRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('guides.ai.title')} description={t('guides.ai.description')} />
      <AiClueCreatorPage />
    </>
  );
}
