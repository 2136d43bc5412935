import type Stripe from 'stripe';
import { refundFailureText, type RefundStatus } from '../domain/refund-status.ts';
import { escapeHtml, formatCents, type OutgoingEmail } from './order-email.ts';
import type { OrderView } from './order-store.ts';

/**
 * Our record of a Stripe refund: `requires_action` is still under way; `canceled` means the money
 * never left, as `failed` does, so both count as failed.
 */
export function refundStatusOf(refund: Pick<Stripe.Refund, 'status' | 'failure_reason'>): {
  status: RefundStatus;
  failureReason: string | null;
} {
  switch (refund.status) {
    case 'succeeded':
      return { status: 'succeeded', failureReason: null };
    case 'failed':
      return { status: 'failed', failureReason: refund.failure_reason ?? 'unknown' };
    case 'canceled':
      return { status: 'failed', failureReason: refund.failure_reason ?? 'canceled' };
    default:
      return { status: 'pending', failureReason: null };
  }
}

const plainEmail = (to: string, subject: string, lines: string[]): OutgoingEmail => {
  const text = lines.join('\n');
  return { to, subject, text, html: `<pre>${escapeHtml(text)}</pre>` };
};

/** Tells the owner a refund did not reach the buyer, and what that leaves them to do. */
export function ownerRefundFailedEmail(
  order: OrderView,
  failure: { amountCents: number; reason: string | null; stripeRefundId: string | null },
  shopEmail: string,
): OutgoingEmail {
  return plainEmail(shopEmail, `Refund failed on order ${order.number}`, [
    `A refund of ${formatCents(failure.amountCents, order.currency)} on order ${order.number} (${order.email}) failed: ${refundFailureText(failure.reason)}.`,
    '',
    ...(failure.stripeRefundId ? [`Stripe refund: ${failure.stripeRefundId}`, ''] : []),
    'The money went back to your Stripe balance, not to the buyer. Give it back another way (or ask the buyer for another card), and tell them.',
    'The order’s download links were left as they were.',
  ]);
}

/**
 * Tells the owner a payment was refunded before the shop recorded it (the refund overtook Stripe's
 * checkout.session.completed): the order is closed and will not be paid or fulfilled.
 */
export function ownerRefundedBeforePaymentEmail(
  order: OrderView,
  refundedCents: number,
  shopEmail: string,
): OutgoingEmail {
  return plainEmail(shopEmail, `Order ${order.number} refunded before its payment was recorded`, [
    `Order ${order.number} (${order.email}) was refunded in Stripe (${formatCents(refundedCents, order.currency)} of ${formatCents(order.total_cents, order.currency)}) before the shop had recorded its payment.`,
    '',
    'The order is closed as refunded: it will not turn paid, no download link was sent and nothing ships, even when Stripe reports the payment later.',
  ]);
}
