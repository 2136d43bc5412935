import type { Locale } from './locales.ts';

/** Where a refund stands (the database's refunds_status_known constraint holds the same list). */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Why Stripe could not give the money back, as the owner reads it after "Refund failed: ", in each
 * language. Keys are Stripe's `failure_reason` values, plus `canceled` for a refund canceled before it
 * went through.
 */
export const failureReasonsIn: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {
    expired_or_canceled_card: 'the buyer’s card is expired or canceled',
    lost_or_stolen_card: 'the buyer’s card was reported lost or stolen',
    charge_for_pending_refund_disputed: 'the buyer disputed the payment while the refund was pending',
    insufficient_funds: 'the Stripe balance could not cover it',
    declined: 'the card network declined it',
    merchant_request: 'it was canceled at the shop’s request',
    canceled: 'it was canceled before it went through',
    unknown: 'Stripe gave no reason',
  },
  fr: {
    expired_or_canceled_card: 'la carte de l’acheteur est expirée ou annulée',
    lost_or_stolen_card: 'la carte de l’acheteur a été déclarée perdue ou volée',
    charge_for_pending_refund_disputed:
      'l’acheteur a contesté le paiement pendant que le remboursement était en attente',
    insufficient_funds: 'le solde Stripe ne suffisait pas à le couvrir',
    declined: 'le réseau de la carte l’a refusé',
    merchant_request: 'il a été annulé à la demande de la boutique',
    canceled: 'il a été annulé avant d’être effectué',
    unknown: 'Stripe n’a donné aucune raison',
  },
};

/** The owner's words for a failure reason, in `locale`; a reason Stripe adds later is shown as it is named. */
export function refundFailureText(reason: string | null | undefined, locale: Locale = 'en'): string {
  const reasons = failureReasonsIn[locale];
  if (!reason) return reasons.unknown!;
  return reasons[reason] ?? reason.replaceAll('_', ' ');
}
