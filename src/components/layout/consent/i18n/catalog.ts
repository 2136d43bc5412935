import type { Catalog } from '@/lib/i18n/i18n';

/** The consent bar's words, loaded with the bar (privacy-host.tsx), after the page's first load. */
export const consentCatalog: Catalog = {
  dir: 'src/components/layout/consent/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
