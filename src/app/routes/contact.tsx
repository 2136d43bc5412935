import { PageMeta } from '@/components/layout/page-meta';
import { ContactSection } from '@/features/contact/contact-section';
import { contactCatalog } from '@/features/contact/i18n/catalog';
import { ContactPage } from '@/features/guides/components/contact-page';
import { guidesCatalog } from '@/features/guides/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [guidesCatalog, contactCatalog];

export default function ContactRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('guides.contact.title')} description={t('guides.contact.description')} />
      <ContactPage />
      <ContactSection />
    </>
  );
}
