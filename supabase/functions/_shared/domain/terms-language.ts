import type { Region } from './regions.ts';

/**
 * The version of the terms of sale that binds an order (issue 20 §4, Québec's Charter of the French
 * language s. 55): French is presented first and applies to an order in Canada unless the buyer
 * expressly chooses English; an order in the United States is in English. Zod-free: the cart page
 * needs it without the checkout schema.
 */
export const termsLanguages = ['fr', 'en'] as const;
export type TermsLanguage = (typeof termsLanguages)[number];
export const defaultTermsLanguage = (region: Region): TermsLanguage => (region === 'ca' ? 'fr' : 'en');
