import type { Catalog } from '@/lib/i18n/i18n';

/** The print-shop finder page. */
export const findPrintShopCatalog: Catalog = {
  dir: 'src/features/guides/content/find-print-shop/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
