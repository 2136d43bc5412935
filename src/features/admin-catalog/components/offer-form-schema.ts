import { z } from 'zod';

import {
  DAYS_BEFORE_EASTER_MAX,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  saleStates,
  type KitOffer,
} from '@domain/catalog';
import { centsToDecimal } from '@domain/pricing';

/** The forms' messages, from the page's catalog (catalog-tab.tsx). */
export interface OfferFormMessages {
  /** Said of a price the owner cannot set ($1.00 to $999.99). */
  price: string;
  /** Said of an order-by day that is not 0 to 60 days before Easter. */
  days: string;
}

/**
 * A price as the owner types it ('19.99', '19,99' as French writes it, '24'), in cents. The function
 * checks the cents again.
 */
const dollarsWith = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, message)
    .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
    .refine((cents) => cents >= PRICE_MIN_CENTS && cents <= PRICE_MAX_CENTS, message);

export const offerFormSchemaWith = (messages: OfferFormMessages) => {
  const dollars = dollarsWith(messages.price);
  /** A party or classroom licence's price; left empty, the licence is not sold in that region (ADR 054). */
  const licenceDollars = z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return null;
      const price = dollars.safeParse(value);
      if (price.success) return price.data;
      context.addIssue({ code: 'custom', message: messages.price });
      return z.NEVER;
    });
  return z.object({
    sale: z.enum(saleStates),
    prices: z.object({
      digital: z.object({ us: dollars, ca: dollars }),
      printed: z.object({ us: dollars, ca: dollars }),
    }),
    licencePrices: z.object({
      party: z.object({ us: licenceDollars, ca: licenceDollars }),
      classroom: z.object({ us: licenceDollars, ca: licenceDollars }),
    }),
  });
};

export type OfferFormInput = z.input<ReturnType<typeof offerFormSchemaWith>>;

/** The form's fields for an offer: prices as the owner reads them ('19.99'), an unsold licence empty. */
export function offerFormValues(offer: KitOffer): OfferFormInput {
  const text = centsToDecimal;
  const optional = (cents: number | null) => (cents === null ? '' : text(cents));
  const { party, classroom } = offer.licencePrices;
  return {
    sale: offer.sale,
    prices: {
      digital: { us: text(offer.prices.digital.us), ca: text(offer.prices.digital.ca) },
      printed: { us: text(offer.prices.printed.us), ca: text(offer.prices.printed.ca) },
    },
    licencePrices: {
      party: { us: optional(party.us), ca: optional(party.ca) },
      classroom: { us: optional(classroom.us), ca: optional(classroom.ca) },
    },
  };
}

export const seasonFormSchemaWith = (messages: Pick<OfferFormMessages, 'days'>) =>
  z.object({
    days: z
      .string()
      .trim()
      .regex(/^\d{0,2}$/, messages.days)
      .transform((value) => (value === '' ? null : Number(value)))
      .refine((days) => days === null || days <= DAYS_BEFORE_EASTER_MAX, messages.days),
  });
