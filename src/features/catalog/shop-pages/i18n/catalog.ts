import type { Catalog } from '@/lib/i18n/i18n';

/** The shop, templates and pricing pages' texts. */
export const shopPagesCatalog: Catalog = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
