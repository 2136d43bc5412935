import type { Catalog } from '@/lib/i18n/i18n';

/** The home page's sections: hero, AI teaser, carousel, video or steps, what-is, banner, closing, why-choose. */
export const homeCatalog: Catalog = {
  dir: 'src/features/home/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
