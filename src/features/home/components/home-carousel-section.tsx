import { Suspense, lazy, useEffect, useRef, useState } from 'react';

import { useI18n } from '@/lib/i18n/i18n';

import type { CarouselSlide } from '../content/home-kit-facts';
import { CarouselSlideCards } from './carousel-slide';

const HomeCarousel = lazy(() =>
  import('./home-carousel').then((module) => ({ default: module.HomeCarousel })),
);

/** Same frame as the live carousel's first position: the slides in a row, the controls' row reserved. */
function CarouselPreview({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const { t } = useI18n();
  return (
    <div role="region" aria-roledescription={t('carousel.roleDescription')} aria-label={label}>
      <div className="overflow-hidden">
        <div className="-mx-2 flex">
          <CarouselSlideCards slides={slides} selected={0} />
        </div>
      </div>
      <div className="mt-4 h-11" />
    </div>
  );
}

/**
 * The carousel's script (embla + autoplay) is fetched only as the section nears the viewport; until then,
 * and in the prerendered HTML, the static preview holds exactly the same space and links.
 */
export function HomeCarouselSection({ slides }: { slides: readonly CarouselSlide[] }) {
  const { t } = useI18n();
  const label = t('home.carousel.label');
  const sectionRef = useRef<HTMLElement>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === 'undefined') {
      setLive(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setLive(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  const preview = <CarouselPreview slides={slides} label={label} />;
  return (
    <section ref={sectionRef} aria-labelledby="carousel-heading" className="mx-auto max-w-2xl px-4 py-10">
      <h2 id="carousel-heading" className="text-center font-heading text-2xl font-bold text-ink md:text-3xl">
        {t('home.carousel.heading')}
      </h2>
      <p className="mt-2 mb-6 text-center text-ink-muted">{t('home.carousel.lead')}</p>
      {live ? (
        <Suspense fallback={preview}>
          <HomeCarousel slides={slides} label={label} />
        </Suspense>
      ) : (
        preview
      )}
    </section>
  );
}
