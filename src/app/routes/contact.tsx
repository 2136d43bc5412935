import { PageMeta } from '@/components/layout/page-meta';
import { ContactSection } from '@/features/contact/contact-section';
import { ContactPage } from '@/features/guides/components/contact-page';
import { contactContent } from '@/features/guides/content/contact';

export default function ContactRoute() {
  return (
    <>
      <PageMeta title={contactContent.title} description={contactContent.description} />
      <ContactPage />
      <ContactSection />
    </>
  );
}
