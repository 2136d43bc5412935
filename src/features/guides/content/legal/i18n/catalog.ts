import type { Catalog } from '@/lib/i18n/i18n';

/**
 * The legal pages' chrome in the page's language: titles, meta and the link to the other version. The
 * terms and the privacy policy themselves are in both languages on both pages (content/terms.ts, privacy.ts).
 */
export const legalCatalog: Catalog = {
  dir: 'src/features/guides/content/legal/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
