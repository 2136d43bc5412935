import { site } from '@/config/site';

import { termsContent, termsSections } from '../content/terms';
import { GuideLayout, GuideSection } from './guide-layout';

export function TermsPage() {
  return (
    <GuideLayout heading={termsContent.heading} lead={termsContent.lastUpdated}>
      <p className="text-ink-muted">{termsContent.intro}</p>
      <nav aria-label="Sections of the terms" className="mt-6 rounded-2xl bg-sunshine-50 p-5">
        <ul className="space-y-1">
          {termsSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline underline-offset-4">
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {termsSections.map((section) => (
        <GuideSection key={section.id} id={section.id} heading={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </GuideSection>
      ))}
      <p className="mt-10 text-ink-muted">
        Questions about these terms? Email{' '}
        <a
          href={`mailto:${site.supportEmail}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {site.supportEmail}
        </a>
        .
      </p>
    </GuideLayout>
  );
}
