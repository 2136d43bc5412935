import type { Catalog } from '@/lib/i18n/i18n';

/** A buyer's order pages: the thank-you summary, the downloads page and the lost-downloads form. */
export const ordersCatalog: Catalog = {
  dir: 'src/features/orders/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
