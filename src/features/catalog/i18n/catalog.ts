import type { Catalog } from '@/lib/i18n/i18n';

/** What every catalog page shows: kit cards and the kit formats' names. */
export const catalogCatalog: Catalog = {
  dir: 'src/features/catalog/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
