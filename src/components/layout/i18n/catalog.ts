import type { Catalog } from '@/lib/i18n/i18n';

/** The navigation, footer and shared notices of every page. */
export const layoutCatalog: Catalog = {
  dir: 'src/components/layout/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
