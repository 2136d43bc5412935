import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';

import type { CarouselSlide } from '../content/home-kit-facts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CarouselSlideCard } from './carousel-slide';

/** Spec §9: the home carousel advances every 2 seconds. */
export const CAROUSEL_DELAY_MS = 2000;

export const carouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
} as const;

/**
 * The live carousel: loops, advances every 2 s and keeps going after a swipe (spec), but a visitor's
 * Pause always wins (WCAG 2.2.2) and it starts paused for anyone who prefers reduced motion.
 */
export function HomeCarousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_DELAY_MS, stopOnInteraction: false, playOnInit: false }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState<boolean | null>(null);
  const initialised = useRef(false);

  // The first decision comes from the motion preference; after that only the visitor changes it.
  useEffect(() => {
    if (initialised.current) return;
    initialised.current = true;
    setPlaying(!reducedMotion);
  }, [reducedMotion]);

  useEffect(() => {
    if (!api || playing === null) return;
    const plugin = api.plugins().autoplay;
    if (!playing) {
      plugin.stop();
      // The plugin restarts itself after a drag or focus change; while paused, undo that at once.
      const keepPaused = () => queueMicrotask(() => plugin.stop());
      api.on('autoplay:timerset', keepPaused);
      return () => {
        api.off('autoplay:timerset', keepPaused);
      };
    }
    plugin.play();
  }, [api, playing]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDownCapture={onKeyDown}
      data-slot="home-carousel"
      data-playing={playing === true}
    >
      <div ref={viewportRef} className="overflow-hidden" aria-live={playing ? 'off' : 'polite'}>
        <div className="-mx-2 flex touch-pan-y">
          {slides.map((slide, index) => (
            <CarouselSlideCard
              key={slide.href}
              slide={slide}
              index={index}
              total={slides.length}
              selected={index === selected}
            />
          ))}
        </div>
      </div>
      <div className="mt-4 flex h-11 items-center justify-center gap-3">
        <Button
          variant="outline"
          size="icon"
          className="hidden md:inline-flex"
          onClick={() => api?.scrollPrev()}
          aria-label={carouselLabels.previous}
        >
          <ChevronLeft strokeWidth={2.5} />
        </Button>
        <Button
          variant="secondary"
          onClick={() => setPlaying((current) => !current)}
          aria-label={playing ? carouselLabels.pause : carouselLabels.play}
          disabled={playing === null}
          className="min-w-32"
        >
          {playing ? <Pause fill="currentColor" /> : <Play fill="currentColor" />}
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="hidden md:inline-flex"
          onClick={() => api?.scrollNext()}
          aria-label={carouselLabels.next}
        >
          <ChevronRight strokeWidth={2.5} />
        </Button>
      </div>
    </div>
  );
}
