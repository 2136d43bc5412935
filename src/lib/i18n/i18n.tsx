import { Children, createContext, createElement, Fragment, use, useMemo, type ReactNode } from 'react';

import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type FormatXMLElementFn, type PrimitiveType } from 'intl-messageformat';

import { hasFrenchVersion } from '@/config/paths';
import { localeTags, localizedPath, type Locale } from '@domain/locales';

/** A catalog's message: plain text, or FormatJS's parsed form when it has arguments (ADR 031). */
export type Message = string | MessageFormatElement[];
export type Messages = Readonly<Record<string, Message>>;

/**
 * A feature's messages in each language, each loaded on demand (the page's language only). `dir` is
 * the catalog's folder: the prerenderer preloads `<dir>/<locale>.json` on the pages that list it.
 */
export type Catalog = Readonly<Record<Locale, () => Promise<{ default: Messages }>> & { dir: string }>;

/** Every catalog a page needs, loaded in its language and merged. */
export async function loadCatalogs(catalogs: readonly Catalog[], locale: Locale): Promise<Messages> {
  const loaded = await Promise.all(catalogs.map((catalog) => catalog[locale]()));
  return Object.assign({}, ...loaded.map((module) => module.default)) as Messages;
}

type I18nValue = { locale: Locale; messages: Messages };

// What a component sees outside any provider: nothing on a page (the router always provides), every
// English catalog in unit tests (src/testing/setup.ts), so a component renders alone as on its page.
const outsideProviders: { locale: Locale; messages: Messages } = { locale: 'en', messages: {} };

/** Tests only: the messages a component rendered without a provider may show. */
export function setMessagesOutsideProviders(messages: Messages): void {
  outsideProviders.messages = messages;
}

const I18nContext = createContext<I18nValue>(outsideProviders);

/**
 * The language of what it wraps and the messages it may show. A nested provider in the same language
 * adds its messages to the outer ones (the site's layout texts, then a page's own).
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale?: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const outer = use(I18nContext);
  const language = locale ?? outer.locale;
  const value = useMemo(
    () => ({
      locale: language,
      messages: language === outer.locale ? { ...outer.messages, ...messages } : messages,
    }),
    [language, outer, messages],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

type Values = Record<string, PrimitiveType>;
type RichValues = Record<string, PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode>>;

// Parsed messages are shared objects of their catalog, so each keeps its formatter.
const formatters = new WeakMap<MessageFormatElement[], IntlMessageFormat>();

function formatterFor(message: MessageFormatElement[], locale: Locale): IntlMessageFormat {
  let formatter = formatters.get(message);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, localeTags[locale]);
    formatters.set(message, formatter);
  }
  return formatter;
}

function missing(id: string, locale: Locale): string {
  // Unit tests fail on console.error, so a page that forgot a catalog is caught before it ships.
  console.error(`Missing message "${id}" (${locale}): is its catalog in the page's route module?`);
  return id;
}

export type Translate = {
  /** The message `id` as text, its arguments filled in. */
  (id: string, values?: Values): string;
  /** The message `id` with elements: tags in the message (`<link>…</link>`) become what `values` gives. */
  rich(id: string, values: RichValues): ReactNode;
};

export type I18n = {
  locale: Locale;
  /** BCP 47 tag for `lang` and `Intl` (en, fr-CA). */
  tag: string;
  t: Translate;
  /** An English path (`paths.shop`) as a path of this language (`/fr/shop`), if it has one. */
  path: (englishPath: string) => string;
};

function createTranslate(locale: Locale, messages: Messages): Translate {
  const text = (id: string, values?: Values) => {
    const message = messages[id];
    if (message === undefined) return missing(id, locale);
    if (typeof message === 'string') return message;
    return String(formatterFor(message, locale).format(values));
  };
  const rich = (id: string, values: RichValues): ReactNode => {
    const message = messages[id];
    if (message === undefined) return missing(id, locale);
    if (typeof message === 'string') return message;
    // A tag's chunks and the parts of the result are lists of React children: each needs a key.
    const keyed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? (chunks: ReactNode[]) => (value as FormatXMLElementFn<ReactNode>)(Children.toArray(chunks))
          : value,
      ]),
    );
    const result = formatterFor(message, locale).format<ReactNode>(keyed);
    // Parts as separate children of a fragment, not a list: they never reorder (react-intl does the same).
    return Array.isArray(result) ? createElement(Fragment, null, ...(result as ReactNode[])) : result;
  };
  return Object.assign(text, { rich });
}

export function useI18n(): I18n {
  const { locale, messages } = use(I18nContext);
  return useMemo(
    () => ({
      locale,
      tag: localeTags[locale],
      t: createTranslate(locale, messages),
      path: (englishPath: string) =>
        hasFrenchVersion(englishPath) ? localizedPath(englishPath, locale) : englishPath,
    }),
    [locale, messages],
  );
}

/** The page's language alone (no messages needed). */
export const useLocale = (): Locale => use(I18nContext).locale;
