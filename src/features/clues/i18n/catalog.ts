import type { Catalog } from '@/lib/i18n/i18n';

/** The clue pages: the generator, the hunt planner and the history. */
export const cluesCatalog: Catalog = {
  dir: 'src/features/clues/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
