import { isLocale, type Locale } from '@domain/locales';

/** The visitor's own language choice, remembered like the region's (features/region/region-store.ts). */
export const LANGUAGE_CHOICE_KEY = 'ack-language';

// Storage can throw (blocked cookies, private modes); the choice then lasts for this page only.
export function readLanguageChoice(): Locale | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguageChoice(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Not remembered.
  }
}

/** Whether the browser's first language is French (fr, fr-CA, fr-FR …). */
export const browserPrefersFrench = (languages: readonly string[]): boolean =>
  /^fr\b/i.test(languages[0] ?? '');
