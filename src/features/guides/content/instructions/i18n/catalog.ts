import type { Catalog } from '@/lib/i18n/i18n';

/** The kit instructions page. */
export const instructionsCatalog: Catalog = {
  dir: 'src/features/guides/content/instructions/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
