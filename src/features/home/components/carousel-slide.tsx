import { CarouselItem } from '@/components/ui/carousel-item';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';

import type { CarouselSlide } from '../content/home-kit-facts';

/** One slide; the static preview and the live carousel draw the same markup so the swap cannot shift. */
export function CarouselSlideCard({
  slide,
  index,
  total,
  selected,
}: {
  slide: CarouselSlide;
  index: number;
  total: number;
  selected: boolean;
}) {
  const { t } = useI18n();
  return (
    <CarouselItem
      aria-label={t('home.carousel.slideLabel', { index: index + 1, total, title: slide.title })}
      data-selected={selected}
      className="px-2"
    >
      <Link
        to={slide.href}
        className="block overflow-hidden rounded-3xl border border-line bg-surface shadow-card"
      >
        <img
          src={slide.image.src}
          width={slide.image.width}
          height={slide.image.height}
          alt={slide.imageAlt}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
        <span className="block px-5 py-4 text-center font-heading text-lg font-bold text-ink">
          {slide.title}
        </span>
      </Link>
    </CarouselItem>
  );
}

/** Every slide in order, the one at `selected` marked so. */
export function CarouselSlideCards({
  slides,
  selected,
}: {
  slides: readonly CarouselSlide[];
  selected: number;
}) {
  return slides.map((slide, index) => (
    <CarouselSlideCard
      key={slide.href}
      slide={slide}
      index={index}
      total={slides.length}
      selected={index === selected}
    />
  ));
}
