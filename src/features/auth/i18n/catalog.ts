import type { Catalog } from '@/lib/i18n/i18n';

/** The member area's frame and its ways in: sign-in and sign-up, the reset link, the member header. */
export const authCatalog: Catalog = {
  dir: 'src/features/auth/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
