import { z } from 'zod';
import { CART_MAX_LINES } from './cart-limits.ts';
import { childNamePattern, childNamesProblem } from './clue-request.ts';
import { fieldErrorsOf } from './field-errors.ts';
import { CHILD_NAMES_MAX, childNamesRule, kitLicences, type LicenceTexts } from './licences.ts';
import { locales } from './locales.ts';
import { DIGITAL_LICENCE_QUANTITY, kitFormats, QUANTITY_MAX, QUANTITY_MIN } from './pricing.ts';
import { shippingSpeeds } from './printed-orders.ts';
import { regions } from './regions.ts';
import { termsLanguages } from './terms-language.ts';

/**
 * The cart a parent checks out, as the browser keeps it and the create-checkout function re-checks
 * it. Prices are not part of it: the server looks every price up itself (see checkout-pricing.ts).
 */

/** What the cart's checks say; the create-checkout function gives them in the request's language. */
export interface CartMessages {
  email: string;
  region: string;
  lines: string;
  tooManyLines: string;
  kit: string;
  format: string;
  quantity: string;
  digitalQuantity: string;
  duplicate: string;
  termsLanguage: string;
  locale: string;
  kitLocale: string;
  childName: string;
  shippingSpeed: string;
  /** A licence's words and its names' checks (domain/licences.ts). */
  licence: LicenceTexts;
  /** A licence that is not one of the shop's. */
  unknownLicence: string;
}

/** The cart's schemas with `messages` (create-checkout builds them once per language). */
export function cartSchemasWith(messages: CartMessages) {
  const line = z
    .object({
      kit: z.string({ error: messages.kit }).min(1, messages.kit).max(64, messages.kit),
      format: z.enum(kitFormats, { error: messages.format }),
      quantity: z
        .number({ error: messages.quantity })
        .int(messages.quantity)
        .min(QUANTITY_MIN, messages.quantity)
        .max(QUANTITY_MAX, messages.quantity),
      /** A digital kit's licence (ADR 054); absent: family. */
      licence: z.enum(kitLicences, { error: messages.unknownLicence }).optional(),
      /** The children a party or classroom licence personalises the kit for; each gets a poster and a certificate. */
      childNames: z
        .array(z.string({ error: messages.childName }).trim(), { error: messages.childName })
        .max(CHILD_NAMES_MAX, messages.licence.tooManyNames.classroom)
        .optional(),
    })
    .refine((line) => line.format !== 'digital' || line.quantity === DIGITAL_LICENCE_QUANTITY, {
      message: messages.digitalQuantity,
      path: ['quantity'],
    })
    .refine(
      (line) => line.format === 'digital' || ((line.licence ?? 'family') === 'family' && !line.childNames),
      {
        message: messages.licence.digitalOnly,
        path: ['licence'],
      },
    )
    .superRefine((line, context) => {
      const problem = childNamesProblem(
        line.childNames ?? [],
        childNamesRule(line.licence ?? 'family', messages.licence),
      );
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['childNames'] });
    });
  const checkoutRequest = z.object({
    email: z.email({ error: messages.email }).max(254, messages.email),
    region: z.enum(regions, { error: messages.region }),
    lines: z
      .array(line, { error: messages.lines })
      .min(1, messages.lines)
      .max(CART_MAX_LINES, messages.tooManyLines)
      .refine(
        (lines) => new Set(lines.map((line) => `${line.kit}:${line.format}`)).size === lines.length,
        messages.duplicate,
      ),
    /** Absent: the region's default (see defaultTermsLanguage). */
    termsLanguage: z.enum(termsLanguages, { error: messages.termsLanguage }).optional(),
    /** The language of the page the buyer checks out from (Stripe Checkout, emails, thank-you page). Absent: English. */
    locale: z.enum(locales, { error: messages.locale }).optional(),
    // A printed order's details (ignored without a printed kit):
    /** The language the kit is printed in. Absent: French for a Québec address or a French order (defaultKitLocale). */
    kitLocale: z.enum(locales, { error: messages.kitLocale }).optional(),
    /** The child's name printed on the kit; blank is no name. */
    childName: z.preprocess(
      (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
      z.string({ error: messages.childName }).trim().regex(childNamePattern, messages.childName).optional(),
    ),
    /** Preselected on Stripe Checkout, where the buyer may still change it. Absent: standard. */
    shippingSpeed: z.enum(shippingSpeeds, { error: messages.shippingSpeed }).optional(),
  });
  return { line, checkoutRequest };
}

type CartSchemas = ReturnType<typeof cartSchemasWith>;
export type CartLine = z.infer<CartSchemas['line']>;
export type CheckoutRequest = z.infer<CartSchemas['checkoutRequest']>;

/** The first message per field path, e.g. { email: '…', 'lines.0.quantity': '…' }. */
export function cartFieldErrors(error: z.ZodError): Record<string, string> {
  return fieldErrorsOf(error, 'cart');
}
