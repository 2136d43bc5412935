import type { Catalog } from '@/lib/i18n/i18n';

/** The owner's promotions: the digital-kit bundle and the promotion codes. */
export const adminPromotionsCatalog: Catalog = {
  dir: 'src/features/admin-promotions/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
