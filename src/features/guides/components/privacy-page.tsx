import { useI18n } from '@/lib/i18n/i18n';
import { otherLocale } from '@domain/locales';

import { privacyPolicies, type PrivacyPolicy } from '../content/privacy';
import { GuideLayout, GuideSection } from './guide-layout';

function Policy({ policy, level = 2 }: { policy: PrivacyPolicy; level?: 2 | 3 }) {
  return (
    <>
      <p className="mt-4 text-ink-muted">{policy.intro}</p>
      {policy.sections.map((section) => (
        <GuideSection key={section.id} id={section.id} heading={section.heading} level={level}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </GuideSection>
      ))}
      <p className="mt-10 text-ink-muted">{policy.contact}</p>
    </>
  );
}

/**
 * The privacy policy in both languages on one page, the page's language first: English then French on
 * /privacy, French then English on /fr/privacy. The other language's part has its own heading, its id
 * ("fr" or "en") for the link at the top, and its lang attribute so screen readers switch voice.
 */
export function PrivacyPage() {
  const { t, locale } = useI18n();
  const other = otherLocale[locale];
  const linkLanguage = t('guides.privacy.otherVersionLinkLanguage');
  const first = privacyPolicies[locale];
  const second = privacyPolicies[other];
  return (
    <GuideLayout heading={first.heading} lead={first.lastUpdated}>
      <p>
        {/* On the English page the link reads "Lire en français", in the language it leads to (its catalog says which). */}
        <a
          href={`#${other}`}
          lang={linkLanguage === locale ? undefined : linkLanguage}
          hrefLang={other}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('guides.privacy.otherVersionLink')}
        </a>
      </p>
      <Policy policy={first} />
      <section
        id={other}
        lang={other}
        aria-labelledby={`privacy-${other}`}
        className="mt-16 border-t border-line pt-10"
      >
        <h2 id={`privacy-${other}`} className="font-heading text-3xl font-bold text-ink md:text-4xl">
          {second.heading}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{second.lastUpdated}</p>
        <Policy policy={second} level={3} />
      </section>
    </GuideLayout>
  );
}
