import type { Locale } from './locales.ts';
import type { Region } from './regions.ts';

/**
 * The version of the terms of sale that binds an order (issues 20 §4 and 28 §1, Québec's Charter of the
 * French language s. 55 and 57): French is presented first and binds unless the buyer expressly chooses
 * English. Every email about the order is in the version accepted. Zod-free: the cart page needs it
 * without the checkout schema.
 */
export const termsLanguages = ['fr', 'en'] as const;
export type TermsLanguage = (typeof termsLanguages)[number];

/**
 * The language Québec's Charter of the French language protects: a legal fact, not a translation, so
 * the rules below name it rather than branch on the page's language (ADR 046).
 */
export const CHARTER_LANGUAGE = 'fr' satisfies Locale & TermsLanguage;

/**
 * Whether the cart asks which terms bind the order: on every French page, and whenever the buyer may be
 * in Québec: a Canadian region, or an unknown one (the location lookup failed, as ad blockers make it).
 */
export const termsChoiceShown = (locale: Locale, region: Region, regionKnown: boolean): boolean =>
  locale === CHARTER_LANGUAGE || region === 'ca' || !regionKnown;

/**
 * The terms an order is bound by when the buyer was not asked, or sent nothing: French in Canada or from a
 * French page, English for a US order from an English page. Where the cart asks, French is preselected.
 */
export const defaultTermsLanguage = (region: Region, locale: Locale = 'en'): TermsLanguage =>
  region === 'ca' || locale === CHARTER_LANGUAGE ? CHARTER_LANGUAGE : 'en';
