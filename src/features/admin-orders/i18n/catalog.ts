import type { Catalog } from '@/lib/i18n/i18n';

/** The owner's console: its page, access gate and second factor, and the orders tab (list, order, shipping). */
export const adminOrdersCatalog: Catalog = {
  dir: 'src/features/admin-orders/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
