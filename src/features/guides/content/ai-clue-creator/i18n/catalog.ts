import type { Catalog } from '@/lib/i18n/i18n';

/** The AI Clue Creator teaser page. */
export const aiClueCreatorCatalog: Catalog = {
  dir: 'src/features/guides/content/ai-clue-creator/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
