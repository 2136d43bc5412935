import { site } from '@/config/site';
import { useI18n } from '@/lib/i18n/i18n';

import { termsVersions, type TermsVersion } from '../content/terms';
import { GuideSection } from './guide-layout';

const headingIds = { fr: 'terms-fr', en: 'terms-en' } as const;

function TermsVersionArticle({ version, first }: { version: TermsVersion; first: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <article
      id={version.lang}
      lang={version.lang}
      aria-labelledby={headingIds[version.lang]}
      className={first ? undefined : 'mt-16 border-t border-line pt-10'}
    >
      <header className="mb-8">
        <Heading
          id={headingIds[version.lang]}
          className="font-heading text-3xl font-bold text-ink md:text-4xl"
        >
          {version.heading}
        </Heading>
        <p className="mt-3 text-lg text-ink-muted">{version.lastUpdated}</p>
      </header>
      <p className="text-ink-muted">{version.intro}</p>
      <nav aria-label={version.sectionsLabel} className="mt-6 rounded-2xl bg-sunshine-50 p-5">
        <ul className="space-y-1">
          {version.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-4">
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {version.sections.map((section) => (
        <GuideSection key={section.id} id={section.id} heading={section.heading} level={first ? 2 : 3}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </GuideSection>
      ))}
      <p className="mt-10 text-ink-muted">
        {version.questions.before}{' '}
        <a
          href={`mailto:${site.supportEmail}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {site.supportEmail}
        </a>
        {version.questions.after}
      </p>
    </article>
  );
}

/**
 * /terms and /fr/terms: the French version first (the page's h1), then the English one (issue 20 §4).
 * A short note above the French terms, in the page's language, leads to the English ones.
 */
export function TermsPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <p className="mb-8 rounded-2xl border border-line bg-surface p-4 text-ink-muted">
        {t('guides.terms.otherVersionNote')}{' '}
        <a href="#en" hrefLang="en" className="font-semibold text-brand-700 underline underline-offset-4">
          {t('guides.terms.otherVersionLink')}
        </a>
      </p>
      {termsVersions.map((version, index) => (
        <TermsVersionArticle key={version.lang} version={version} first={index === 0} />
      ))}
    </div>
  );
}
