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

export function GuideSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-heading text-2xl font-bold text-ink">
        {heading}
      </h2>
      <div className="mt-4 space-y-4 text-ink-muted">{children}</div>
    </section>
  );
}

export interface GuideStep {
  title: string;
  body: string;
  icon: { src: string; alt: string };
}

/** Numbered steps with their illustrations; an ordered list so the order is announced too. */
export function StepList({ steps, columns = 2 }: { steps: readonly GuideStep[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ol className={`grid gap-6 ${grid}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
          <img
            src={step.icon.src}
            alt={step.icon.alt}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-24"
          />
          <p className="mt-4 font-heading text-sm font-semibold text-brand-700">Step {index + 1}</p>
          <h3 className="font-heading text-xl font-bold text-ink">{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
