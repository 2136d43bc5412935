import type { Catalog } from '@/lib/i18n/i18n';

/** The print-shop finder page. */
export const findPrintShopCatalog: Catalog = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
