import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import { heroContent } from '../content/home-content';

/** The first screen: the page's heading and its LCP image (eager, high priority: React preloads it in <head>). */
export function HomeHero() {
  const { t } = useI18n();
  const { image } = heroContent;
  return (
    <section aria-labelledby="home-hero-heading" className="bg-sunshine-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div className="space-y-5">
          <h1
            id="home-hero-heading"
            className="font-heading text-4xl font-bold leading-tight text-ink md:text-5xl"
          >
            {t('home.hero.heading')}
          </h1>
          <p className="text-lg text-ink-muted">{t('home.hero.lead')}</p>
          <Link to={heroContent.ctaTo} className={buttonVariants({ size: 'lg' })}>
            {t('home.hero.cta')}
          </Link>
        </div>
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={t('home.hero.imageAlt')}
          fetchPriority="high"
          loading="eager"
          decoding="async"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}
