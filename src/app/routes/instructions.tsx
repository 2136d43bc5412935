import { PageMeta } from '@/components/layout/page-meta';
import { InstructionsPage } from '@/features/guides/components/instructions-page';
import { instructionsCatalog } from '@/features/guides/content/instructions/i18n/catalog';
import { guidesCatalog } from '@/features/guides/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [guidesCatalog, instructionsCatalog];

export default function InstructionsRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('guides.instructions.title')} description={t('guides.instructions.description')} />
      <InstructionsPage />
    </>
  );
}
