/**
 * The languages the shop speaks (issue 20 §1): English for the whole shop, Canadian French (fr-CA)
 * for Québec. A French page's path is its English path under `/fr`; the kits, emails and Stripe
 * Checkout follow the buyer's language. Zod-free: the first load of every public page reads it.
 */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/** The `lang` attribute and the BCP 47 tag for `Intl` formatting and hreflang. */
export const localeTags: Readonly<Record<Locale, string>> = { en: 'en', fr: 'fr-CA' };

/** Each language's name in itself, for the language switch. */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français' };

/** The Open Graph locale of a language's pages (`og:locale`). */
export const localeOpenGraphTags: Readonly<Record<Locale, string>> = { en: 'en_US', fr: 'fr_CA' };

/**
 * The language a page offers beside its own: the language switch's target and the privacy policy's
 * second half. The shop is bilingual; a further language would offer English.
 */
export const otherLocale: Readonly<Record<Locale, Locale>> = { en: 'fr', fr: 'en' };

/**
 * Whether a language's words and labels run long, as French does ("Téléchargement", « Comment ça
 * marche »): its long words may break with hyphens in narrow cells, and the header's links need a wider
 * screen before they leave the menu.
 */
export const localeRunsLong: Readonly<Record<Locale, boolean>> = { en: false, fr: true };

/** The path prefix of a language's pages: none for English, `/fr` for French. */
export const localePrefix: Readonly<Record<Locale, string>> = { en: '', fr: '/fr' };

/** `path` (an English path such as `/shop` or `/`) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The language of a path, and the path without its language prefix. Read from `localePrefix`, so a
 * language added there is recognised everywhere a path is split (the router, the pixel's deny list).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = localePrefix[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}
