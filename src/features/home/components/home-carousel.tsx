import Autoplay from 'embla-carousel-autoplay';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Carousel,
  CarouselContent,
  CarouselNext,
  CarouselPrevious,
  type CarouselApi,
} from '@/components/ui/carousel';

import { useI18n } from '@/lib/i18n/i18n';

import type { CarouselSlide } from '../content/home-kit-facts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CarouselSlideCards } from './carousel-slide';

/** Spec §9: the home carousel advances every 2 seconds. */
export const CAROUSEL_DELAY_MS = 2000;

// The arrows sit in the controls row under the slides, not over them; phones swipe instead.
const arrowInRow = 'static hidden translate-y-0 md:inline-flex';

/**
 * The live carousel: loops, advances every 2 s and keeps going after a swipe (spec), but a visitor's
 * Pause always wins (WCAG 2.2.2) and it starts paused for anyone who prefers reduced motion.
 */
export function HomeCarousel({ slides, label }: { slides: readonly CarouselSlide[]; label: string }) {
  const { t } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_DELAY_MS, stopOnInteraction: false, playOnInit: false }),
  );
  const [api, setApi] = useState<CarouselApi>();
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

  return (
    <Carousel
      label={label}
      opts={{ loop: true }}
      plugins={[autoplay]}
      setApi={setApi}
      data-slot="home-carousel"
      data-playing={playing === true}
    >
      <CarouselContent className="-mx-2 ml-0 touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
        <CarouselSlideCards slides={slides} selected={selected} />
      </CarouselContent>
      <div className="mt-4 flex h-11 items-center justify-center gap-3">
        <CarouselPrevious className={arrowInRow} />
        <Button
          variant="secondary"
          onClick={() => setPlaying((current) => !current)}
          aria-label={playing ? t('home.carousel.pauseLabel') : t('home.carousel.playLabel')}
          disabled={playing === null}
          className="min-w-32"
        >
          {playing ? <Pause fill="currentColor" /> : <Play fill="currentColor" />}
          {playing ? t('home.carousel.pause') : t('home.carousel.play')}
        </Button>
        <CarouselNext className={arrowInRow} />
      </div>
    </Carousel>
  );
}
