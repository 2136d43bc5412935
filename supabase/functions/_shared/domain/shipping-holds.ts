import { frenchTexts } from './french-typography.ts';
import type { Locale } from './locales.ts';

/**
 * Why a paid order's printed kit may not be marked shipped: its payment is disputed. The admin
 * function refuses with these words and the owner's page shows them beside the disabled form.
 */
export const shippingHoldMessagesIn: Readonly<Record<Locale, Readonly<Record<'open' | 'lost', string>>>> = {
  en: {
    open: 'A payment dispute is open on this order: it cannot be marked shipped until the dispute is won.',
    lost: 'The payment dispute on this order was lost and the money went back to the buyer: it does not ship.',
  },
  fr: frenchTexts({
    open: 'Une contestation de paiement est ouverte sur cette commande : elle ne peut pas être marquée comme expédiée avant que la contestation soit gagnée.',
    lost: 'La contestation de paiement de cette commande a été perdue et l’argent a été rendu à l’acheteur : elle ne sera pas expédiée.',
  }),
};

/** The owner's page's words (the console speaks English). */
export const shippingHoldMessages = shippingHoldMessagesIn.en;

export type ShippingHold = keyof typeof shippingHoldMessages;

/** The hold a dispute puts on shipping, if any (a won dispute holds nothing). */
export const shippingHoldOf = (disputeStatus: string | null | undefined): ShippingHold | undefined =>
  disputeStatus === 'open' || disputeStatus === 'lost' ? disputeStatus : undefined;
