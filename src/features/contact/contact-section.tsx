import { lazy, Suspense } from 'react';

import { useI18n } from '@/lib/i18n/i18n';

// The form's code (react-hook-form, zod) is its own chunk, fetched while the page hydrates, so it stays
// out of the first load; the prerenderer waits for it, so the HTML already holds the fields.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/** Space the form takes, held from the start so nothing below it moves on a client-side visit. */
const FORM_HEIGHT = 'min-h-[30rem] md:min-h-[24rem]';

/** "Send Us a Message": the /contact form. */
export function ContactSection() {
  const { t } = useI18n();
  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-heading"
      className="mx-auto max-w-3xl px-4 pb-12"
    >
      <h2 id="contact-form-heading" className="font-heading text-2xl font-bold text-ink">
        {t('contact.form.heading')}
      </h2>
      <div className={`mt-6 rounded-3xl border border-line bg-surface p-6 shadow-card ${FORM_HEIGHT}`}>
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      </div>
    </section>
  );
}
