import type { Catalog } from '@/lib/i18n/i18n';

/** The member's account page. */
export const accountCatalog: Catalog = {
  dir: 'src/features/account/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
