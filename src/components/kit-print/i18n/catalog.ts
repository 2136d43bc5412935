import type { Catalog } from '@/lib/i18n/i18n';

/** "Print as cards" on the clue pages. */
export const kitPrintCatalog: Catalog = {
  dir: 'src/components/kit-print/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
