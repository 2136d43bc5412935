import { PageMeta } from '@/components/layout/page-meta';
import { TermsPage } from '@/features/guides/components/terms-page';
import { TERMS_LAST_UPDATED, termsContent } from '@/features/guides/content/terms';

export default function TermsRoute() {
  return (
    <>
      <PageMeta
        title={termsContent.title}
        description={`Terms and conditions for Adventure Clue Kits digital downloads: personal-use licence, all sales final, governed by the laws of Saskatchewan, Canada. Last updated ${TERMS_LAST_UPDATED}.`}
      />
      <TermsPage />
    </>
  );
}
