import type { Catalog } from '@/lib/i18n/i18n';

/** The 'Tell me when it's available' form's texts, loaded with the form (not with the kit page). */
export const notifyMeFormCatalog: Catalog = {
  dir: 'src/features/catalog/notify-me-form/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
