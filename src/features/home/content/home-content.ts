import { paths } from '@/config/paths';
import type { Locale } from '@domain/locales';

/**
 * Where each home section leads and what it shows; its texts are the home catalog's (i18n/en.json,
 * fr.json), so an English page carries no French and a French page no English.
 */

export const heroContent = {
  ctaTo: paths.shop,
  image: { src: '/images/home/hero.svg', width: 640, height: 480 },
} as const;

export const aiTeaserContent = {
  primaryTo: paths.aiClueCreator,
  secondaryTo: paths.shop,
} as const;

export const videoContent = {
  poster: {
    desktop: {
      // Its caption is drawn in the picture, so each language has its own.
      src: {
        en: '/images/posters/video-desktop.svg',
        fr: '/images/posters/video-desktop-fr.svg',
      } satisfies Record<Locale, string>,
      width: 1280,
      height: 720,
    },
    mobile: { src: '/images/posters/video-mobile.svg', width: 640, height: 360 },
  },
} as const;

/** Where the video would be while no explainer video is configured: our own steps instead. */
export const howItWorksFallbackContent = {
  linkTo: paths.howItWorks,
} as const;

export const printAtHomeContent = {
  linkTo: paths.findPrintShop,
} as const;

/** The banner's picture holds words, so each language has its own. */
export const bannerContent = {
  image: {
    src: { en: '/images/home/banner.svg', fr: '/images/home/banner-fr.svg' } satisfies Record<Locale, string>,
    width: 1200,
    height: 400,
  },
  to: paths.shop,
} as const;

export const closingCtaContent = {
  ctaTo: paths.shop,
} as const;
