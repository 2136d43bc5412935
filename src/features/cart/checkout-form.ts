import { z } from 'zod';
import { childNamePattern, childNamesProblem, clueRequestTextsIn } from '@domain/clue-request';
import { emailFormSchema } from '@domain/forms';
import { childNamesFrom, childNamesRule, licenceTextsIn, type KitLicence } from '@domain/licences';
import { locales, type Locale } from '@domain/locales';
import { defaultKitLocale, defaultShippingSpeed, shippingSpeeds } from '@domain/printed-orders';
import { CHARTER_LANGUAGE, termsLanguages, type TermsLanguage } from '@domain/terms-language';

/**
 * The cart's checkout form: the receipt email, the terms that bind the order, the children's names of
 * each party or classroom kit and, for a printed kit, the language it is printed in, the child's name on
 * it and the shipping speed. The browser checks what it can before the round trip; create-checkout checks
 * all of it again (domain/cart.ts).
 */

/** 'auto': the shop decides once Stripe has the address (French for Québec, defaultKitLocale). */
export const kitLanguageChoices = ['auto', ...locales] as const;
export type KitLanguageChoice = (typeof kitLanguageChoices)[number];

/** A party or classroom kit of the cart: its names are typed in the form (`childNames.<kit>`). */
export interface LicensedKit {
  kit: string;
  licence: KitLicence;
}

/** The names field of a licensed kit: one name per line, as many as its licence holds. */
const childNamesField = (locale: Locale, licence: KitLicence) =>
  z
    .string()
    .optional()
    .superRefine((text, context) => {
      const problem = childNamesProblem(
        childNamesFrom(text ?? ''),
        childNamesRule(licence, licenceTextsIn[locale]),
      );
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

export const checkoutFormSchemaIn = (locale: Locale, licensed: readonly LicensedKit[] = []) =>
  emailFormSchema.extend({
    termsLanguage: z.enum(termsLanguages),
    kitLanguage: z.enum(kitLanguageChoices),
    childName: z
      .string()
      .trim()
      .refine((name) => name === '' || childNamePattern.test(name), clueRequestTextsIn[locale].childName),
    shippingSpeed: z.enum(shippingSpeeds),
    childNames: z.object(
      Object.fromEntries(licensed.map(({ kit, licence }) => [kit, childNamesField(locale, licence)])),
    ),
  });

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchemaIn>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutFormSchemaIn>>;

/**
 * What the form starts with: French terms whenever they are asked, the kit in French on a French page (a
 * choice left to the address on an English one), standard shipping.
 */
export function checkoutFormDefaults(
  email: string,
  locale: Locale,
  termsDefault: TermsLanguage,
): CheckoutFormInput {
  return {
    email,
    termsLanguage: termsDefault,
    kitLanguage: defaultKitLocale(locale, null) === CHARTER_LANGUAGE ? CHARTER_LANGUAGE : 'auto',
    childName: '',
    shippingSpeed: defaultShippingSpeed,
    childNames: {},
  };
}
