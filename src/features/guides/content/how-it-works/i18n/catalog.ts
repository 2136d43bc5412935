import type { Catalog } from '@/lib/i18n/i18n';

/** The How It Works page's own texts (its four steps are in the guides catalog: the home page shows them too). */
export const howItWorksCatalog: Catalog = {
  dir: 'src/features/guides/content/how-it-works/i18n',
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
};
