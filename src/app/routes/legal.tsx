import { useLocation } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { PrivacyPage } from '@/features/guides/components/privacy-page';
import { TermsPage } from '@/features/guides/components/terms-page';
import { legalCatalog } from '@/features/guides/content/legal/i18n/catalog';
import { TERMS_LAST_UPDATED } from '@/features/guides/content/terms';
import { useI18n } from '@/lib/i18n/i18n';
import { splitLocalePath } from '@domain/locales';

export const catalogs = [legalCatalog];

/**
 * The legal pages, /terms and /privacy (and their /fr versions), in one route module: one lazy chunk for
 * both keeps the app's route table (loaded by every page) as small as it was with the terms alone.
 */
export default function LegalRoute() {
  const { pathname } = useLocation();
  const { t, locale } = useI18n();
  if (splitLocalePath(pathname).path.startsWith(paths.privacy))
    return (
      <>
        <PageMeta
          title={t('guides.privacy.title')}
          description={t('guides.privacy.description', { siteName: site.name })}
        />
        <PrivacyPage />
      </>
    );
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
