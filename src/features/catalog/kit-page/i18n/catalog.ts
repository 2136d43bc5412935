import type { Catalog } from '@/lib/i18n/i18n';

/** A kit page's own texts: details, previews, the purchase panel and the farm kit's checkout. */
export const kitPageCatalog: Catalog = {
  dir: 'src/features/catalog/kit-page/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
