import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useI18n } from '@/lib/i18n/i18n';

import { aiBenefitIds, aiStepIds } from '../content/ai-clue-creator';
import { CopyrightYear } from './copyright-year';

/** The way in: the sign-in page, which signs a new member up too (the creator is free with an account). */
function StartButton({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <Link to={paths.clueLogin} className={buttonVariants({ size: 'lg', className })}>
      {t('guides.ai.start')}
    </Link>
  );
}

/**
 * The spec's teaser, now that the creator is open (issue 29 §8): it leads to the generator instead of
 * a waitlist, and promises only what the generator does.
 */
export function AiClueCreatorPage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-14">
      <header className="rounded-3xl bg-sky-50 px-6 py-10 text-center">
        <p className="inline-block rounded-full bg-sky-700 px-4 py-1 font-heading text-sm font-semibold text-white">
          {t('guides.ai.badge')}
        </p>
        <h1 className="mt-4 font-heading text-3xl font-bold text-ink md:text-5xl">
          {t('guides.ai.heading')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{t('guides.ai.lead')}</p>
        <StartButton className="mt-6" />
        <p className="mt-3 text-sm text-ink-muted">{t('guides.ai.startNote')}</p>
      </header>

      <section aria-labelledby="benefits-heading" className="mt-12">
        <h2
          id="benefits-heading"
          className="text-center font-heading text-2xl font-bold text-ink md:text-3xl"
        >
          {t('guides.ai.benefitsHeading')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {aiBenefitIds.map((id) => (
            <li key={id} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
              <h3 className="font-heading text-xl font-bold text-ink">
                {t(`guides.ai.benefits.${id}.title`)}
              </h3>
              <p className="mt-2 text-ink-muted">{t(`guides.ai.benefits.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="mt-12">
        <h2 id="how-heading" className="text-center font-heading text-2xl font-bold text-ink md:text-3xl">
          {t('guides.ai.howHeading')}
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aiStepIds.map((id, index) => (
            <li key={id} className="rounded-2xl bg-sunshine-50 p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-heading text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-heading text-lg font-bold text-ink">
                {t(`guides.ai.steps.${id}.title`)}
              </h3>
              <p className="mt-1 text-ink-muted">{t(`guides.ai.steps.${id}.body`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 text-center">
          <StartButton />
        </div>
      </section>

      <section aria-labelledby="shop-heading" className="mt-12 rounded-3xl bg-brand-50 p-6 text-center">
        <h2 id="shop-heading" className="font-heading text-2xl font-bold text-ink">
          {t('guides.ai.shopHeading')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('guides.ai.shopBody')}</p>
        <Link to={paths.shop} className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
          {t('guides.ai.shopLink')}
        </Link>
      </section>

      <p className="mt-12 text-center text-sm text-ink-muted">
        {t.rich('guides.ai.copyright', { year: <CopyrightYear />, siteName: site.name })}
      </p>
    </div>
  );
}
