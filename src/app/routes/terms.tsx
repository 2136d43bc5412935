import { PageMeta } from '@/components/layout/page-meta';
import { site } from '@/config/site';
import { TermsPage } from '@/features/guides/components/terms-page';
import { legalCatalog } from '@/features/guides/content/legal/i18n/catalog';
import { TERMS_LAST_UPDATED } from '@/features/guides/content/terms';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [legalCatalog];

export default function TermsRoute() {
  const { t, locale } = useI18n();
  return (
    <>
      <PageMeta
        title={t('guides.terms.title')}
        description={t('guides.terms.description', {
          siteName: site.name,
          lastUpdated: TERMS_LAST_UPDATED[locale],
        })}
      />
      <TermsPage />
    </>
  );
}
