import { z } from 'zod';

import type { BundleOffer } from '@domain/bundles';
import { PRICE_MAX_CENTS, PRICE_MIN_CENTS } from '@domain/catalog';
import { promotionKinds, promotionRules, type NewPromotion } from '@domain/promotions';

/** An amount as the owner types it ('5', '5.00', '5,00' in French), in cents; undefined when it is not one. */
export function typedCents(value: string): number | undefined {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The form's messages, in the page's language (the catalog's). */
export interface PromotionFormMessages {
  code: string;
  percent: string;
  amount: string;
  date: string;
  endBeforeStart: string;
  maxUses: string;
}

/** What the form holds: every field as typed. */
export interface PromotionFormInput {
  code: string;
  kind: (typeof promotionKinds)[number];
  percent: string;
  amountUs: string;
  amountCa: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
}

/** Where the function's field errors go in the form. */
export const promotionFormFieldOf: Readonly<Record<string, keyof PromotionFormInput>> = {
  code: 'code',
  kind: 'kind',
  percentOff: 'percent',
  'amountOff.us': 'amountUs',
  'amountOff.ca': 'amountCa',
  startsOn: 'startsOn',
  endsOn: 'endsOn',
  maxUses: 'maxUses',
};

/**
 * The new code's checks, as admin-promotions makes them again: letters Stripe takes, a whole percentage
 * or an amount per currency, dates in order, an optional usage limit. Gives what the function takes.
 */
export function promotionFormSchema(messages: PromotionFormMessages) {
  return z
    .object({
      code: z.string().trim(),
      kind: z.enum(promotionKinds),
      percent: z.string().trim(),
      amountUs: z.string(),
      amountCa: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      maxUses: z.string().trim(),
    })
    .superRefine((input, context) => {
      const problem = (path: keyof PromotionFormInput, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (!promotionRules.code(input.code)) problem('code', messages.code);
      if (input.kind === 'percent') {
        const percent = /^\d{1,3}$/.test(input.percent) ? Number(input.percent) : NaN;
        if (!promotionRules.percentOff(percent)) problem('percent', messages.percent);
      } else
        for (const field of ['amountUs', 'amountCa'] as const) {
          const cents = typedCents(input[field]);
          if (cents === undefined || !promotionRules.amountOffCents(cents)) problem(field, messages.amount);
        }
      if (!promotionRules.shopDay(input.startsOn)) problem('startsOn', messages.date);
      if (input.endsOn && !promotionRules.shopDay(input.endsOn)) problem('endsOn', messages.date);
      else if (input.endsOn && input.endsOn < input.startsOn) problem('endsOn', messages.endBeforeStart);
      if (input.maxUses) {
        const uses = /^\d{1,6}$/.test(input.maxUses) ? Number(input.maxUses) : NaN;
        if (!promotionRules.maxUses(uses)) problem('maxUses', messages.maxUses);
      }
    })
    .transform((input): NewPromotion => ({
      code: input.code,
      kind: input.kind,
      ...(input.kind === 'percent'
        ? { percentOff: Number(input.percent) }
        : { amountOff: { us: typedCents(input.amountUs)!, ca: typedCents(input.amountCa)! } }),
      startsOn: input.startsOn,
      ...(input.endsOn ? { endsOn: input.endsOn } : {}),
      ...(input.maxUses ? { maxUses: Number(input.maxUses) } : {}),
    }));
}

/** The bundle form: offered or not, and a price per region in the catalog's range. */
export function bundleFormSchema(priceMessage: string) {
  const price = z
    .string()
    .refine((value) => {
      const cents = typedCents(value);
      return cents !== undefined && cents >= PRICE_MIN_CENTS && cents <= PRICE_MAX_CENTS;
    }, priceMessage)
    .transform((value) => typedCents(value)!);
  return z
    .object({ active: z.boolean(), us: price, ca: price })
    .transform(({ active, us, ca }): BundleOffer => ({ active, priceCents: { us, ca } }));
}

export type BundleFormInput = z.input<ReturnType<typeof bundleFormSchema>>;
