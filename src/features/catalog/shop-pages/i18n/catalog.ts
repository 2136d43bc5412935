import type { Catalog } from '@/lib/i18n/i18n';

/** The shop and pricing pages' texts. */
export const shopPagesCatalog: Catalog = {
  dir: 'src/features/catalog/shop-pages/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
