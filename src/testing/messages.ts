import type { Messages } from '@/lib/i18n/i18n';

type CatalogModule = { default: Messages };

const english = import.meta.glob<CatalogModule>('/src/**/i18n/en.json', { eager: true });
const french = import.meta.glob<CatalogModule>('/src/**/i18n/fr.json', { eager: true });

const merge = (catalogs: Record<string, CatalogModule>): Messages =>
  Object.assign({}, ...Object.values(catalogs).map((module) => module.default)) as Messages;

/** Every catalog of the site in each language, merged (unit tests only). */
export const englishMessages = merge(english);
export const frenchMessages = merge(french);
