import type { Catalog } from '@/lib/i18n/i18n';

/** The owner's Catalog tab: each kit's sale state and prices, its waiting list, the printed season. */
export const adminCatalogCatalog: Catalog = {
  dir: 'src/features/admin-catalog/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
