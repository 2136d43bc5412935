import { useLocation } from 'react-router-dom';

import { PageMeta } from '@/components/layout/page-meta';
import { paths } from '@/config/paths';
import { PrivacyPage } from '@/features/guides/components/privacy-page';
import { TermsPage } from '@/features/guides/components/terms-page';
import { privacyPolicies } from '@/features/guides/content/privacy';
import { termsPageTexts } from '@/features/guides/content/terms';

/**
 * The legal pages, /terms and /privacy, in one route module: one lazy chunk for both keeps the app's
 * route table (loaded by every page) as small as it was with the terms alone.
 */
export default function LegalRoute() {
  const { pathname } = useLocation();
  if (pathname.startsWith(paths.privacy))
    return (
      <>
        <PageMeta title={privacyPolicies.en.title} description={privacyPolicies.en.description} />
        <PrivacyPage />
      </>
    );
  return (
    <>
      <PageMeta title={termsPageTexts.title} description={termsPageTexts.description} />
      <TermsPage />
    </>
  );
}
