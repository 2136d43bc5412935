import type { ReactNode } from 'react';

/** The shared frame of the guide pages: a heading, a short lead and readable-width content. */
export function GuideLayout({
  heading,
  lead,
  children,
  wide = false,
}: {
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'mx-auto max-w-6xl px-4 py-10 md:py-14' : 'mx-auto max-w-3xl px-4 py-10 md:py-14'}>
      <header className="mb-8">
        <h1 className="font-heading text-3xl font-bold text-ink md:text-4xl">{heading}</h1>
        {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
      </header>
      {children}
    </div>
  );
}

/**
 * A section of a guide or legal page under a heading of `level`: 2 under the page's h1, 3 where a page
 * holds a second language under its own h2 (the terms, the privacy policy).
 */
export function GuideSection({
  id,
  heading,
  level = 2,
  children,
}: {
  id: string;
  heading: string;
  level?: 2 | 3;
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
