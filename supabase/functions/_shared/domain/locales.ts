/**
 * The languages the shop speaks (issue 20 §1): English for the whole shop, Canadian French (fr-CA)
 * for Québec. A French page's path is its English path under `/fr`; the kits, emails and Stripe
 * Checkout follow the buyer's language. Zod-free: the first load of every public page reads it.
 */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/** The `lang` attribute and the BCP 47 tag for `Intl` formatting and hreflang. */
export const localeTags: Readonly<Record<Locale, string>> = { en: 'en', fr: 'fr-CA' };

/** Each language's name in itself, for the language switch. */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français' };

/** The path prefix of a language's pages: none for English, `/fr` for French. */
export const localePrefix: Readonly<Record<Locale, string>> = { en: '', fr: '/fr' };

/** `path` (an English path such as `/shop` or `/`) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? localePrefix.fr : `${localePrefix.fr}${path}`;
}

/** The language of a path, and the path without its language prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/fr' || pathname === '/fr/') return { locale: 'fr', path: '/' };
  if (pathname.startsWith('/fr/')) return { locale: 'fr', path: pathname.slice(3) };
  return { locale: 'en', path: pathname };
}
