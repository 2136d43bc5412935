import type { Catalog } from '@/lib/i18n/i18n';

/** The two thank-you pages Stripe sends buyers back to (digital and printed orders). */
export const thankYouCatalog: Catalog = {
  dir: 'src/features/guides/content/thank-you/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
