import type { Catalog } from '@/lib/i18n/i18n';

/** The cart page: its lines, totals, terms-of-sale choice and the way to checkout. */
export const cartCatalog: Catalog = {
  dir: 'src/features/cart/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
