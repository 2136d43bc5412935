import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';

import { closingCtaContent } from '../content/home-content';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-heading" className="mx-auto max-w-6xl px-4 py-10">
      <div className="rounded-3xl bg-brand-700 px-6 py-10 text-center text-white">
        <h2 id="closing-cta-heading" className="font-heading text-2xl font-bold md:text-3xl">
          {closingCtaContent.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl">{closingCtaContent.body}</p>
        <Link
          to={closingCtaContent.ctaTo}
          className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'mt-6' })}
        >
          {closingCtaContent.cta}
        </Link>
      </div>
    </section>
  );
}
