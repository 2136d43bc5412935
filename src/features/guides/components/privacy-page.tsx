import { privacyPolicies, type PrivacyPolicy } from '../content/privacy';
import { GuideLayout } from './guide-layout';
import { LegalSection } from './legal-section';

function Policy({ policy, level = 2 }: { policy: PrivacyPolicy; level?: 2 | 3 }) {
  return (
    <>
      <p className="mt-4 text-ink-muted">{policy.intro}</p>
      {policy.sections.map((section) => (
        <LegalSection key={section.id} id={section.id} heading={section.heading} level={level}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </LegalSection>
      ))}
      <p className="mt-10 text-ink-muted">{policy.contact}</p>
    </>
  );
}

/**
 * The privacy policy in English, then in French on the same page (id "fr", marked lang="fr" so screen
 * readers read it as French), each language with its own heading and a link to the other.
 */
export function PrivacyPage() {
  const { en, fr } = privacyPolicies;
  return (
    <GuideLayout heading={en.heading} lead={en.lastUpdated}>
      <p>
        <a
          href="#fr"
          lang="fr"
          hrefLang="fr"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {en.otherLanguage.label}
        </a>
      </p>
      <Policy policy={en} />
      <section id="fr" lang="fr" aria-labelledby="privacy-fr" className="mt-16 border-t border-line pt-10">
        <h2 id="privacy-fr" className="font-heading text-3xl font-bold text-ink md:text-4xl">
          {fr.heading}
        </h2>
        <p className="mt-3 text-lg text-ink-muted">{fr.lastUpdated}</p>
        <Policy policy={fr} level={3} />
      </section>
    </GuideLayout>
  );
}
