import { ChevronLeft, ChevronRight } from 'lucide-react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';

import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];
type CarouselPlugins = Parameters<typeof useEmblaCarousel>[1];

type CarouselContextValue = {
  carouselRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  scrollPrev: () => void;
  scrollNext: () => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(): CarouselContextValue {
  const context = use(CarouselContext);
  if (!context) throw new Error('useCarousel must be used within a <Carousel />');
  return context;
}

export type CarouselProps = ComponentProps<'section'> & {
  /** What the carousel shows, for screen readers ("Featured kits"). */
  label: string;
  opts?: CarouselOptions;
  plugins?: CarouselPlugins;
  setApi?: (api: CarouselApi) => void;
};

/** Embla under the hood; left and right arrow keys move between slides. */
export function Carousel({ label, opts, plugins, setApi, className, children, ...props }: CarouselProps) {
  const [carouselRef, api] = useEmblaCarousel(opts, plugins);
  const { t } = useI18n();
  // Embla is the source of truth for where the carousel stands; before it starts (and on the server) neither way is open.
  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on('select', onChange).on('reInit', onChange);
      return () => {
        api?.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const canScrollPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canScrollNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? false,
    () => false,
  );

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  };

  useEffect(() => {
    if (api) setApi?.(api);
  }, [api, setApi]);

  return (
    <CarouselContext value={{ carouselRef, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}>
      <section
        data-slot="carousel"
        aria-roledescription={t('carousel.roleDescription')}
        aria-label={label}
        onKeyDownCapture={onKeyDown}
        className={cn('relative', className)}
        {...props}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

export function CarouselContent({ className, ...props }: ComponentProps<'div'>) {
  const { carouselRef } = useCarousel();
  return (
    <div ref={carouselRef} className="overflow-hidden" data-slot="carousel-viewport">
      <div data-slot="carousel-content" className={cn('-ml-4 flex', className)} {...props} />
    </div>
  );
}

const arrowClass =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-card hover:bg-sunshine-100 disabled:opacity-40';

const arrows = {
  previous: { label: 'carousel.previous', side: 'left-2', Icon: ChevronLeft },
  next: { label: 'carousel.next', side: 'right-2', Icon: ChevronRight },
} as const;

function CarouselArrow({
  direction,
  className,
  ...props
}: ComponentProps<'button'> & { direction: keyof typeof arrows }) {
  const { scrollPrev, scrollNext, canScrollPrev, canScrollNext } = useCarousel();
  const arrow = arrows[direction];
  const { t } = useI18n();
  const previous = direction === 'previous';
  return (
    <button
      type="button"
      data-slot={`carousel-${direction}`}
      aria-label={t(arrow.label)}
      disabled={previous ? !canScrollPrev : !canScrollNext}
      onClick={previous ? scrollPrev : scrollNext}
      className={cn(arrowClass, arrow.side, className)}
      {...props}
    >
      <arrow.Icon className="size-5" strokeWidth={2.5} />
    </button>
  );
}

export function CarouselPrevious(props: ComponentProps<'button'>) {
  return <CarouselArrow direction="previous" {...props} />;
}

export function CarouselNext(props: ComponentProps<'button'>) {
  return <CarouselArrow direction="next" {...props} />;
}

export type { CarouselApi };
