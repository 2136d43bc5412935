import type { Catalog } from '@/lib/i18n/i18n';

/** The AI Clue Creator waitlist section and its form. */
export const waitlistCatalog: Catalog = {
  dir: 'src/features/waitlist/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
