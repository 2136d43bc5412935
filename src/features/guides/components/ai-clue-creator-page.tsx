import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { aiBenefits, aiClueCreatorContent as content, aiSteps } from '../content/ai-clue-creator';
import { CopyrightYear } from './copyright-year';

function WaitlistButton({ className }: { className?: string }) {
  return (
    <a href={content.waitlistHref} className={buttonVariants({ size: 'lg', className })}>
      {content.waitlist}
    </a>
  );
}

/** `waitlist` is the sign-up form, composed in by the route (features do not import each other). */
export function AiClueCreatorPage({ waitlist }: { waitlist?: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <header className="rounded-3xl bg-sky-50 px-6 py-10 text-center">
        <p className="inline-block rounded-full bg-sky-700 px-4 py-1 font-heading text-sm font-semibold text-white">
          {content.badge}
        </p>
        <h1 className="mt-4 font-heading text-3xl font-bold text-ink md:text-5xl">{content.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{content.lead}</p>
        <WaitlistButton className="mt-6" />
        <p className="mt-3 text-sm text-ink-muted">{content.waitlistNote}</p>
      </header>

      <section aria-labelledby="benefits-heading" className="mt-12">
        <h2
          id="benefits-heading"
          className="text-center font-heading text-2xl font-bold text-ink md:text-3xl"
        >
          {content.benefitsHeading}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {aiBenefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
              <h3 className="font-heading text-xl font-bold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-ink-muted">{benefit.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="mt-12">
        <h2 id="how-heading" className="text-center font-heading text-2xl font-bold text-ink md:text-3xl">
          {content.howHeading}
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aiSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-sunshine-50 p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-heading text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-heading text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-1 text-ink-muted">{step.body}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 text-center">
          <WaitlistButton />
        </div>
      </section>

      {waitlist}

      <section aria-labelledby="shop-heading" className="mt-12 rounded-3xl bg-brand-50 p-6 text-center">
        <h2 id="shop-heading" className="font-heading text-2xl font-bold text-ink">
          {content.shopHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{content.shopBody}</p>
        <Link to={paths.shop} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
          {content.shopLink}
        </Link>
      </section>

      <p className="mt-12 text-center text-sm text-ink-muted">
        © <CopyrightYear /> {content.copyrightHolder}. All rights reserved.
      </p>
    </div>
  );
}
