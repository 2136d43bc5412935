import type { Catalog } from '@/lib/i18n/i18n';

/** The AI Clue Creator teaser page. */
export const aiClueCreatorCatalog: Catalog = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
