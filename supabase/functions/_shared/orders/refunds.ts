import type Stripe from 'stripe';
import type { Locale } from '../domain/locales.ts';
import { refundFailureText, type RefundStatus } from '../domain/refund-status.ts';
import { escapeHtml, orderMoney, OWNER_LOCALE, type OutgoingEmail } from './order-email.ts';
import { orderText } from './i18n/catalog.ts';
import type { OrderView } from '../domain/order-view.ts';
import type { OrderStore } from './order-store.ts';

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

/** What the owner's refund came to. */
export type OwnerRefund =
  | { outcome: 'refunded'; refundedCents: number }
  /** Stripe took the request but failed the refund at once (`failure_reason`): no money moved. */
  | { outcome: 'failed'; failureReason: string }
  /** Stripe refused the request itself; nothing was recorded. */
  | { outcome: 'refused' }
  | { outcome: 'already_refunded' | 'not_refundable' | 'unknown_order' | 'unknown_item' };

/**
 * The owner's refund, as ADR 024 orders it: the amount decided and written pending (begin), Stripe
 * asked with one idempotency key per recorded refund (an SDK retry cannot refund twice), then its
 * answer applied and audited (finish), or the pending row forgotten when Stripe refuses. A card
 * refund can still fail later: that news reaches the same rows through the webhook
 * (OrderStore.recordRefundUpdate), read by the same refundStatusOf.
 */
export async function refundThroughStripe(
  deps: {
    store: Pick<OrderStore, 'beginRefund' | 'cancelRefund' | 'finishRefund'>;
    stripe: Pick<Stripe, 'refunds'>;
    log: (message: string) => void;
  },
  input: { actorId: string; orderId: string; itemId?: string },
): Promise<OwnerRefund> {
  const { store } = deps;
  const begun = await store.beginRefund(input.orderId, input.itemId ?? null);
  if (begun.outcome !== 'pending') return { outcome: begun.outcome };
  let stripeRefund: Stripe.Refund;
  try {
    stripeRefund = await deps.stripe.refunds.create(
      {
        payment_intent: begun.payment_intent,
        amount: begun.amount_cents,
        metadata: {
          order_id: input.orderId,
          refund_id: begun.refund_id,
          ...(input.itemId ? { order_item_id: input.itemId } : {}),
        },
      },
      { idempotencyKey: `refund-${begun.refund_id}` },
    );
  } catch (error) {
    await store.cancelRefund(begun.refund_id);
    deps.log(`Stripe refused refund ${begun.refund_id}: ${String(error)}`);
    return { outcome: 'refused' };
  }
  const { status, failureReason } = refundStatusOf(stripeRefund);
  const finished = await store.finishRefund({
    actorId: input.actorId,
    refundId: begun.refund_id,
    stripeRefundId: stripeRefund.id,
    status,
    failureReason,
  });
  return finished.outcome === 'failed'
    ? { outcome: 'failed', failureReason: finished.failure_reason }
    : { outcome: 'refunded', refundedCents: begun.amount_cents };
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
  locale: Locale = OWNER_LOCALE,
): OutgoingEmail {
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  return plainEmail(shopEmail, say('orders.owner.refundFailed.subject', { number: order.number }), [
    say('orders.owner.refundFailed.intro', {
      amount: orderMoney(locale, order, failure.amountCents),
      number: order.number,
      email: order.email,
      reason: refundFailureText(failure.reason, locale),
    }),
    '',
    ...(failure.stripeRefundId
      ? [say('orders.owner.refundFailed.stripeRefund', { id: failure.stripeRefundId }), '']
      : []),
    say('orders.owner.refundFailed.balance'),
    say('orders.owner.refundFailed.links'),
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
  locale: Locale = OWNER_LOCALE,
): OutgoingEmail {
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  return plainEmail(shopEmail, say('orders.owner.refundedBefore.subject', { number: order.number }), [
    say('orders.owner.refundedBefore.intro', {
      number: order.number,
      email: order.email,
      refunded: orderMoney(locale, order, refundedCents),
      total: orderMoney(locale, order, order.total_cents),
    }),
    '',
    say('orders.owner.refundedBefore.closed'),
  ]);
}
