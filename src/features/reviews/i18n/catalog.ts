import type { Catalog } from '@/lib/i18n/i18n';

/** The home page's "Leave a Review" section and its form. */
export const reviewsCatalog: Catalog = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
