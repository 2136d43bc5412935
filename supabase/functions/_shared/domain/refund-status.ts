/** Where a refund stands (the database's refunds_status_known constraint holds the same list). */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Why Stripe could not give the money back, as the owner reads it after "Refund failed: ". Keys are
 * Stripe's `failure_reason` values, plus `canceled` for a refund canceled before it went through.
 */
const failureReasons: Readonly<Record<string, string>> = {
  expired_or_canceled_card: 'the buyer’s card is expired or canceled',
  lost_or_stolen_card: 'the buyer’s card was reported lost or stolen',
  charge_for_pending_refund_disputed: 'the buyer disputed the payment while the refund was pending',
  insufficient_funds: 'the Stripe balance could not cover it',
  declined: 'the card network declined it',
  merchant_request: 'it was canceled at the shop’s request',
  canceled: 'it was canceled before it went through',
  unknown: 'Stripe gave no reason',
};

/** The owner's words for a failure reason; a reason Stripe adds later is shown as it is named. */
export function refundFailureText(reason: string | null | undefined): string {
  if (!reason) return failureReasons.unknown!;
  return failureReasons[reason] ?? reason.replaceAll('_', ' ');
}
