import {
  defaultLocale,
  localeRunsLong,
  localeNames,
  localeOpenGraphTags,
  localePrefix,
  locales,
  localeTags,
  otherLocale,
  type Locale,
} from './locales.ts';

/**
 * Tests only: a throwaway language made from English, to prove that a language is data (issue 26 §3).
 * Its texts are the English ones with accented letters between ⟦ and ⟧, so a text that did not come
 * from a catalog or a `Record<Locale, T>` stands out as plain English; `{arguments}` are kept as they are.
 */
export const PSEUDO_LOCALE = 'xx' as Locale;

const accented: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aceinostuyACEINOSTUY'].map((letter, index) => [letter, [...'àçéîñôšţûýÀÇÉÎÑÔŠŢÛÝ'][index]!]),
);

/**
 * The pseudo form of an English text or ICU message: letters of the text accented, the message's
 * syntax (argument names, plural and select keywords) left alone, the whole between ⟦ and ⟧.
 */
export function pseudoLocalize(message: string): string {
  let out = '';
  // What each open brace started: an argument (name, type, options) or the text of an option.
  const open: ('argument' | 'text')[] = [];
  for (const char of message) {
    const inText = open.length === 0 || open.at(-1) === 'text';
    if (char === '{') open.push(inText ? 'argument' : 'text');
    else if (char === '}') open.pop();
    out += inText && char !== '{' && char !== '}' ? (accented[char] ?? char) : char;
  }
  return `⟦${out}⟧`;
}

/** The pseudo form of a table of texts: strings, the strings functions return, lists, nested tables. */
export function pseudoTexts<T>(english: T): T {
  if (typeof english === 'string') return pseudoLocalize(english) as T;
  if (Array.isArray(english)) return english.map((item: unknown) => pseudoTexts(item)) as T;
  if (typeof english === 'function')
    return ((...args: unknown[]) => pseudoTexts((english as (...args: unknown[]) => unknown)(...args))) as T;
  if (english && typeof english === 'object')
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, pseudoTexts(value)])) as T;
  return english;
}

/**
 * Adds the pseudo language in memory, as a new language would be added: a line in the locale list
 * (with its tag, name and path prefix) and, in each of `tables` (catalogs and `Record<Locale, T>`
 * texts), the pseudo form of its English. Returns what takes it away again (test files may share
 * their modules).
 */
export function addPseudoLocale(tables: readonly object[]): () => void {
  const list = locales as unknown as Locale[];
  const line = { localeTags, localeNames, localePrefix, localeOpenGraphTags, otherLocale, localeRunsLong };
  const perLanguage = [...Object.values(line), ...tables] as Record<string, unknown>[];
  list.push(PSEUDO_LOCALE);
  Object.assign(localeTags, { [PSEUDO_LOCALE]: 'en-XA' });
  Object.assign(localeNames, { [PSEUDO_LOCALE]: pseudoLocalize('Pseudo') });
  Object.assign(localePrefix, { [PSEUDO_LOCALE]: `/${PSEUDO_LOCALE}` });
  Object.assign(localeOpenGraphTags, { [PSEUDO_LOCALE]: 'en_XA' });
  Object.assign(otherLocale, { [PSEUDO_LOCALE]: defaultLocale });
  // Between ⟦ ⟧ and accented, its words run long.
  Object.assign(localeRunsLong, { [PSEUDO_LOCALE]: true });
  for (const table of tables)
    Object.assign(table, { [PSEUDO_LOCALE]: pseudoTexts((table as { en: unknown }).en) });
  return () => {
    list.splice(list.indexOf(PSEUDO_LOCALE), 1);
    for (const table of perLanguage) delete table[PSEUDO_LOCALE];
  };
}
