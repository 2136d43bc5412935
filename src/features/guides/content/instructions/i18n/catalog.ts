import type { Catalog } from '@/lib/i18n/i18n';

/** The kit instructions page. */
export const instructionsCatalog: Catalog = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
