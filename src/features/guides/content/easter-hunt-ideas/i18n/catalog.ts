import type { Catalog } from '@/lib/i18n/i18n';

/** The Easter hunt ideas article, written for each language (the French one is not a word-for-word copy). */
export const easterHuntIdeasCatalog: Catalog = {
  dir: 'src/features/guides/content/easter-hunt-ideas/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
