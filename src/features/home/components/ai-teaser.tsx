import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import { aiTeaserContent } from '../content/home-content';

export function AiTeaser() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="ai-teaser-heading" className="mx-auto max-w-6xl px-4 py-10">
      <div className="rounded-3xl border-2 border-brand-600 bg-brand-50 p-6 md:p-10">
        <p className="font-heading text-sm font-semibold uppercase tracking-wide text-brand-700">
          {t('home.aiTeaser.eyebrow')}
        </p>
        <h2 id="ai-teaser-heading" className="mt-2 font-heading text-2xl font-bold text-ink md:text-3xl">
          {t('home.aiTeaser.heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{t('home.aiTeaser.body')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={aiTeaserContent.primaryTo} className={buttonVariants()}>
            {t('home.aiTeaser.primary')}
          </Link>
          <Link to={aiTeaserContent.secondaryTo} className={buttonVariants({ variant: 'outline' })}>
            {t('home.aiTeaser.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
