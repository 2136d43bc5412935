import type { Catalog } from '@/lib/i18n/i18n';

/** The home page's "Leave a Review" section and its form. */
export const reviewsCatalog: Catalog = {
  dir: 'src/features/reviews/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
