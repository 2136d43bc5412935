import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import { closingCtaContent } from '../content/home-content';

export function ClosingCta() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="closing-cta-heading" className="mx-auto max-w-6xl px-4 py-10">
      <div className="rounded-3xl bg-brand-700 px-6 py-10 text-center text-white">
        <h2 id="closing-cta-heading" className="font-heading text-2xl font-bold md:text-3xl">
          {t('home.closing.heading')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl">{t('home.closing.body')}</p>
        <Link
          to={closingCtaContent.ctaTo}
          className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'mt-6' })}
        >
          {t('home.closing.cta')}
        </Link>
      </div>
    </section>
  );
}
