import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import { typographyIn } from '../domain/french-typography.ts';
import { defaultLocale, localeTags, type Locale } from '../domain/locales.ts';

/** One language's messages: a flat object of ICU messages keyed by id (`<capability>/i18n/<locale>.json`). */
export type CatalogMessages = Readonly<Record<string, string>>;

/** A capability's catalogs, one per language the shop speaks (ADR 044). */
export type ServerCatalog = Readonly<Record<Locale, CatalogMessages>>;

export type TextValues = Readonly<Record<string, string | number>>;

/** A message of one capability's catalogs, in a language, its arguments filled in. */
export type Texts = (locale: Locale, id: string, values?: TextValues) => string;

const plainText = (text: string) => text;

/**
 * The functions' `t`: the message `id` of `catalog` in `locale`, formatted with FormatJS as the browser's
 * catalogs are (ADR 031), then given the language's punctuation spacing (French: no-break spaces before
 * : ; ! ?), the arguments included, as the emails' lines always were. A language without the message
 * speaks the shop's default language; an id in no catalog is a bug, and throws.
 */
export function catalogTexts(catalog: ServerCatalog): Texts {
  const formatters = new Map<string, IntlMessageFormat>();
  return (locale, id, values) => {
    const own = catalog[locale]?.[id];
    const language = own === undefined ? defaultLocale : locale;
    const key = `${language}:${id}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      const message = own ?? catalog[defaultLocale][id];
      if (message === undefined) throw new Error(`No message "${id}" in the functions' catalogs.`);
      // Tags are plain text here: an email's HTML is written by its builder, never by a catalog.
      formatter = new IntlMessageFormat(message, localeTags[language] ?? language, undefined, {
        ignoreTag: true,
      });
      formatters.set(key, formatter);
    }
    const typeset = typographyIn[language] ?? plainText;
    return typeset(String(formatter.format(values)));
  };
}

/**
 * Zod's own words for a check that has no message of ours (a field of the wrong type, an id that is not
 * a UUID), in each language: zod's maintained translations, given at parse time (`schema.safeParse(body,
 * zodMessagesIn(locale))`); our messages on the schema win over them.
 */
const zodLocales: Readonly<Record<Locale, () => { localeError: z.core.$ZodErrorMap }>> = {
  en: z.locales.en,
  fr: z.locales.fr,
};

const zodErrorMaps = new Map<Locale, z.core.$ZodErrorMap>();

export function zodMessagesIn(locale: Locale): { error: z.core.$ZodErrorMap } {
  let map = zodErrorMaps.get(locale);
  if (!map) {
    const zods = (zodLocales[locale] ?? zodLocales[defaultLocale])().localeError;
    const typeset = typographyIn[locale] ?? plainText;
    map = (issue) => {
      const said = zods(issue);
      if (typeof said === 'string') return typeset(said);
      return said ? { ...said, message: typeset(said.message) } : said;
    };
    zodErrorMaps.set(locale, map);
  }
  return { error: map };
}

/**
 * `build` called once per language, on first use: a schema or table whose texts are in that language
 * (the functions answer in the request's language with the same rules as the browser's English).
 */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale)!;
  };
}
