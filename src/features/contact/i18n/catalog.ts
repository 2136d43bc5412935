import type { Catalog } from '@/lib/i18n/i18n';

/** The contact form of /contact. */
export const contactCatalog: Catalog = {
  dir: 'src/features/contact/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
