/**
 * French punctuation spacing (issue 20): a no-break space before a colon and inside « guillemets », a
 * narrow no-break space before ; ! and ?, so a line never starts with the mark. A mark glued to a word
 * gets its space; a question mark inside an address ("?all=") is left alone because no space or end of
 * text follows it.
 */
import type { Locale } from './locales.ts';

export const NO_BREAK_SPACE = '\u00A0';
export const NARROW_NO_BREAK_SPACE = '\u202F';

const spaceBefore = '[ \\u00A0\\u202F]?';

export function frenchTypography(text: string): string {
  return text
    .replace(new RegExp(`${spaceBefore}([;!?])(?=\\s|$|»)`, 'g'), `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(new RegExp(`(\\S)${spaceBefore}:(?=\\s|$)`, 'g'), `$1${NO_BREAK_SPACE}:`)
    .replace(new RegExp(`«${spaceBefore}`, 'g'), `«${NO_BREAK_SPACE}`)
    .replace(new RegExp(`${spaceBefore}»`, 'g'), `${NO_BREAK_SPACE}»`);
}

/** The same rules over every string of a content object (headings, paragraphs, labels). */
export function frenchTexts<T>(content: T): T {
  if (typeof content === 'string') return frenchTypography(content) as T;
  if (Array.isArray(content)) return content.map((item) => frenchTexts(item)) as T;
  if (content && typeof content === 'object')
    return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, frenchTexts(value)])) as T;
  return content;
}

/** True when a French text breaks the rules above (used by the tests over every French text). */
export function breaksFrenchTypography(text: string): boolean {
  return frenchTypography(text) !== text;
}

/**
 * Each language's punctuation spacing, applied to every text the functions write in it (their
 * messages and emails): French spacing in French, English as written. A new language names its rule here.
 */
export const typographyIn: Readonly<Record<Locale, (text: string) => string>> = {
  en: (text) => text,
  fr: frenchTypography,
};
