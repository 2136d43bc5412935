import type { Catalog } from '@/lib/i18n/i18n';

/** The guide pages' texts: how it works, instructions, print shops, thank-you pages, AI teaser, legal chrome. */
export const guidesCatalog: Catalog = {
  dir: 'src/features/guides/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
