import { site } from '@/config/site';
import { useI18n } from '@/lib/i18n/i18n';

import { contactTopicIds } from '../content/contact';
import { GuideLayout } from './guide-layout';

/** The page around the contact details; the contact form joins it with the forms work. */
export function ContactPage() {
  const { t } = useI18n();
  return (
    <GuideLayout heading={t('guides.contact.heading')} lead={t('guides.contact.lead')}>
      <section aria-labelledby="email-heading" className="rounded-3xl bg-sunshine-50 p-6">
        <h2 id="email-heading" className="font-heading text-2xl font-bold text-ink">
          {t('guides.contact.emailHeading')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('guides.contact.emailBody')}</p>
        <a
          href={`mailto:${site.supportEmail}`}
          className="mt-3 inline-block font-heading text-xl font-bold break-all text-brand-700 underline underline-offset-4"
        >
          {site.supportEmail}
        </a>
      </section>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {contactTopicIds.map((id) => (
          <li key={id} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <h2 className="font-heading text-lg font-bold text-ink">
              {t(`guides.contact.topics.${id}.title`)}
            </h2>
            <p className="mt-1 text-ink-muted">{t(`guides.contact.topics.${id}.body`)}</p>
          </li>
        ))}
      </ul>
    </GuideLayout>
  );
}
