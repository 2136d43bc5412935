import { paths } from '@/config/paths';
import type { KitSlug } from '@domain/kits';

/**
 * The kit figures the home page quotes, in the page's language; the route passes the domain's own
 * (kitFactsIn) so each fact has one source.
 */
export interface HomeKitFacts {
  riddles: string;
  ageRange: string;
  setupTime: string;
}

/** A slide as shown: its texts already in the page's language. */
export interface CarouselSlide {
  href: string;
  title: string;
  image: { src: string; width: number; height: number };
  imageAlt: string;
}

/** The spec's slide order: these four bunny kits, then the whole collection. */
export const CAROUSEL_KIT_SLUGS = [
  'cool-bunny',
  'easter-bunny',
  'pirate-bunny',
  'space-bunny',
] as const satisfies readonly KitSlug[];

/** The last slide, leading to every kit; its title and alt text are the home catalog's. */
export const allKitsSlide = {
  href: paths.templates,
  titleId: 'home.carousel.allKits',
  image: { src: '/images/home/slide-all-kits.svg', width: 600, height: 450 },
  imageAltId: 'home.carousel.allKitsAlt',
} as const;

export type WhyChooseIcon = 'download' | 'ages' | 'riddles' | 'clock' | 'printer' | 'heart';

/** The six reasons, in order; each one's texts are `home.why.<icon>.body` and, but for riddles, `.title`. */
export const whyChooseIcons: readonly WhyChooseIcon[] = [
  'download',
  'ages',
  'riddles',
  'clock',
  'printer',
  'heart',
];
