import { z } from 'zod';
import { CART_EMAIL_MESSAGE, CART_MAX_LINES } from './cart-limits.ts';
import { fieldErrorsOf } from './field-errors.ts';
import { locales } from './locales.ts';
import { DIGITAL_LICENCE_QUANTITY, kitFormats, QUANTITY_MAX, QUANTITY_MIN } from './pricing.ts';
import { regions } from './regions.ts';
import { termsLanguages } from './terms-language.ts';

/**
 * The cart a parent checks out, as the browser keeps it and the create-checkout function re-checks
 * it. Prices are not part of it: the server looks every price up itself (see checkout-pricing.ts).
 */

export const cartMessages = {
  email: CART_EMAIL_MESSAGE,
  region: 'Choose the United States or Canada.',
  lines: 'Your cart is empty.',
  tooManyLines: `A cart holds at most ${CART_MAX_LINES} lines.`,
  kit: 'This kit cannot be bought online.',
  format: 'Choose Digital Download or Printed & Delivered.',
  quantity: `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`,
  digitalQuantity: `A digital kit is one licence: its quantity is always ${DIGITAL_LICENCE_QUANTITY}.`,
  duplicate: 'Each kit and format may appear only once in the cart.',
  printedClosed: 'Printed kits are closed for the season.',
  termsLanguage: 'Choose the French or the English terms of sale.',
  locale: 'The checkout language must be English (en) or French (fr).',
} as const;

export const cartLineSchema = z
  .object({
    kit: z.string({ error: cartMessages.kit }).min(1, cartMessages.kit).max(64, cartMessages.kit),
    format: z.enum(kitFormats, { error: cartMessages.format }),
    quantity: z
      .number({ error: cartMessages.quantity })
      .int(cartMessages.quantity)
      .min(QUANTITY_MIN, cartMessages.quantity)
      .max(QUANTITY_MAX, cartMessages.quantity),
  })
  .refine((line) => line.format !== 'digital' || line.quantity === DIGITAL_LICENCE_QUANTITY, {
    message: cartMessages.digitalQuantity,
    path: ['quantity'],
  });

export const checkoutRequestSchema = z.object({
  email: z.email({ error: cartMessages.email }).max(254, cartMessages.email),
  region: z.enum(regions, { error: cartMessages.region }),
  lines: z
    .array(cartLineSchema, { error: cartMessages.lines })
    .min(1, cartMessages.lines)
    .max(CART_MAX_LINES, cartMessages.tooManyLines)
    .refine(
      (lines) => new Set(lines.map((line) => `${line.kit}:${line.format}`)).size === lines.length,
      cartMessages.duplicate,
    ),
  /** Absent: the region's default (see defaultTermsLanguage). */
  termsLanguage: z.enum(termsLanguages, { error: cartMessages.termsLanguage }).optional(),
  /** The language of the page the buyer checks out from (Stripe Checkout, emails, thank-you page). Absent: English. */
  locale: z.enum(locales, { error: cartMessages.locale }).optional(),
});

export type CartLine = z.infer<typeof cartLineSchema>;
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The first message per field path, e.g. { email: '…', 'lines.0.quantity': '…' }. */
export function cartFieldErrors(error: z.ZodError): Record<string, string> {
  return fieldErrorsOf(error, 'cart');
}
