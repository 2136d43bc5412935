import { PageMeta } from '@/components/layout/page-meta';
import { site } from '@/config/site';
import { PrivacyPage } from '@/features/guides/components/privacy-page';
import { legalCatalog } from '@/features/guides/content/legal/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [legalCatalog];

export default function PrivacyRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta
        title={t('guides.privacy.title')}
        description={t('guides.privacy.description', { siteName: site.name })}
      />
      <PrivacyPage />
    </>
  );
}
