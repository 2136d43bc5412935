import { Suspense, lazy, useEffect, useRef, useState } from 'react';

import { carouselContent } from '../content/home-content';
import type { CarouselSlide } from '../content/home-kit-facts';
import { CarouselSlideCard } from './carousel-slide';

const HomeCarousel = lazy(() =>
  import('./home-carousel').then((module) => ({ default: module.HomeCarousel })),
);

/** Same frame as the live carousel's first position: the slides in a row, the controls' row reserved. */
function CarouselPreview({ slides }: { slides: readonly CarouselSlide[] }) {
  return (
    <div role="region" aria-roledescription="carousel" aria-label={carouselContent.label}>
      <div className="overflow-hidden">
        <div className="-mx-2 flex">
          {slides.map((slide, index) => (
            <CarouselSlideCard
              key={slide.href}
              slide={slide}
              index={index}
              total={slides.length}
              selected={index === 0}
            />
          ))}
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

  const preview = <CarouselPreview slides={slides} />;
  return (
    <section ref={sectionRef} aria-labelledby="carousel-heading" className="mx-auto max-w-2xl px-4 py-10">
      <h2 id="carousel-heading" className="text-center font-heading text-2xl font-bold text-ink md:text-3xl">
        {carouselContent.heading}
      </h2>
      <p className="mt-2 mb-6 text-center text-ink-muted">{carouselContent.lead}</p>
      {live ? (
        <Suspense fallback={preview}>
          <HomeCarousel slides={slides} label={carouselContent.label} />
        </Suspense>
      ) : (
        preview
      )}
    </section>
  );
}
