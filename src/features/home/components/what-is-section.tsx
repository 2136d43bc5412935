import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import { printAtHomeContent } from '../content/home-content';

const paragraphs = ['home.whatIs.paragraph1', 'home.whatIs.paragraph2'] as const;

/** 'What is an Adventure Clue Kit?' followed by the print-at-home note, as the spec orders them. */
export function WhatIsSection() {
  const { t } = useI18n();
  return (
    <>
      <section aria-labelledby="what-is-heading" className="mx-auto max-w-3xl px-4 py-10">
        <h2 id="what-is-heading" className="font-heading text-2xl font-bold text-ink md:text-3xl">
          {t('home.whatIs.heading')}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-ink-muted">
            {t(paragraph)}
          </p>
        ))}
      </section>
      <aside aria-labelledby="print-at-home-heading" className="mx-auto max-w-3xl px-4 pb-10">
        <div className="rounded-2xl bg-sunshine-100 p-6">
          <h2 id="print-at-home-heading" className="font-heading text-xl font-bold text-ink">
            {t('home.printAtHome.heading')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('home.printAtHome.body')}</p>
          <Link
            to={printAtHomeContent.linkTo}
            className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('home.printAtHome.link')}
          </Link>
        </div>
      </aside>
    </>
  );
}
