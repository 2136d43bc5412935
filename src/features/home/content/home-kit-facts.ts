import { paths } from '@/config/paths';
import type { KitSlug } from '@domain/kits';

/** The kit figures the home page quotes; the route passes the catalog's own so each fact has one source. */
export interface HomeKitFacts {
  riddles: string;
  ageRange: string;
  setupTime: string;
}

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

export const allKitsSlide: CarouselSlide = {
  href: paths.templates,
  title: 'See All Adventure Templates',
  image: { src: '/images/home/slide-all-kits.svg', width: 600, height: 450 },
  imageAlt: 'A fan of themed clue cards: bunnies, pirates, rockets, dinosaurs and crowns',
};

export type WhyChooseIcon = 'download' | 'ages' | 'riddles' | 'clock' | 'printer' | 'heart';

export interface WhyChooseCard {
  title: string;
  body: string;
  icon: WhyChooseIcon;
}

export function whyChooseCards(facts: HomeKitFacts): readonly WhyChooseCard[] {
  return [
    {
      icon: 'download',
      title: 'Instant Download',
      body: 'Your kit is ready the moment you order, so a last-minute party is still a great party.',
    },
    {
      icon: 'ages',
      title: `Made for Ages ${facts.ageRange}`,
      body: 'Picture clues for little ones, simple riddles for early readers and tricky rhymes for big kids.',
    },
    {
      icon: 'riddles',
      title: facts.riddles,
      body: 'Never stare at a blank card again: pick a ready-made riddle or write your own.',
    },
    {
      icon: 'clock',
      title: `Set Up in ${facts.setupTime}`,
      body: 'Print, fill in the hiding spots, hide the cards. Done before the coffee gets cold.',
    },
    {
      icon: 'printer',
      title: 'Print at Home',
      body: 'Colour or black and white, on any home printer or at a local print shop.',
    },
    {
      icon: 'heart',
      title: 'Screen-Free Family Fun',
      body: 'Kids run, think and giggle together, and you get the photos to prove it.',
    },
  ];
}
