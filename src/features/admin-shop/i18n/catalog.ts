import type { Catalog } from '@/lib/i18n/i18n';

/** The owner's console beyond orders: reviews, inbox and waitlist, sales. */
export const adminShopCatalog: Catalog = {
  dir: 'src/features/admin-shop/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
