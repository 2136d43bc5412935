import type { Catalog } from '@/lib/i18n/i18n';

/** The region switch and the region notice. */
export const regionCatalog: Catalog = {
  dir: 'src/features/region/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
