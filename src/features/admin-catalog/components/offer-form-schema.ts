import { z } from 'zod';

import {
  DAYS_BEFORE_EASTER_MAX,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  saleStates,
  type KitOffer,
} from '@domain/catalog';
import { centsToDecimal, formatMoney } from '@domain/pricing';

export const PRICE_MESSAGE = `Enter a price like 19.99, between ${formatMoney(PRICE_MIN_CENTS, 'USD')} and ${formatMoney(PRICE_MAX_CENTS, 'USD')}.`;
export const DAYS_MESSAGE = `Enter a whole number of days between 0 and ${DAYS_BEFORE_EASTER_MAX}, or leave it empty for April 4th.`;

/** A price as the owner types it ('19.99', '24'), in cents. The function checks the cents again. */
const dollars = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, PRICE_MESSAGE)
  .transform((value) => Math.round(Number(value) * 100))
  .refine((cents) => cents >= PRICE_MIN_CENTS && cents <= PRICE_MAX_CENTS, PRICE_MESSAGE);

export const offerFormSchema = z.object({
  sale: z.enum(saleStates),
  prices: z.object({
    digital: z.object({ us: dollars, ca: dollars }),
    printed: z.object({ us: dollars, ca: dollars }),
  }),
});

export type OfferFormInput = z.input<typeof offerFormSchema>;

/** The form's fields for an offer: prices as the owner reads them ('19.99'). */
export function offerFormValues(offer: KitOffer): OfferFormInput {
  const text = centsToDecimal;
  return {
    sale: offer.sale,
    prices: {
      digital: { us: text(offer.prices.digital.us), ca: text(offer.prices.digital.ca) },
      printed: { us: text(offer.prices.printed.us), ca: text(offer.prices.printed.ca) },
    },
  };
}

export const seasonFormSchema = z.object({
  days: z
    .string()
    .trim()
    .regex(/^\d{0,2}$/, DAYS_MESSAGE)
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((days) => days === null || days <= DAYS_BEFORE_EASTER_MAX, DAYS_MESSAGE),
});
