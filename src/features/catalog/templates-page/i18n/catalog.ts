import type { Catalog } from '@/lib/i18n/i18n';

/** The templates page's texts: its heading, the category filter and the search. */
export const templatesPageCatalog: Catalog = {
  dir: 'src/features/catalog/templates-page/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
