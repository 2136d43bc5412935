import type { ReactNode } from 'react';

/**
 * A section of a legal page. The legal pages hold two languages, so a section sits under the page's
 * h1 (level 2) or under the second language's h2 (level 3). Apart from GuideSection so the guide pages'
 * shared module, loaded by the home page, stays as small as it is.
 */
export function LegalSection({
  id,
  heading,
  level,
  children,
}: {
  id: string;
  heading: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="mt-10">
      <Heading id={id} className="font-heading text-2xl font-bold text-ink">
        {heading}
      </Heading>
      <div className="mt-4 space-y-4 text-ink-muted">{children}</div>
    </section>
  );
}
