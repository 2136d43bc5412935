import type Stripe from 'stripe';
import { jsonResponse } from '../http/cors.ts';
import { orderEmail, ownerPrintNotification, type OutgoingEmail } from './order-email.ts';
import { disputeVerdict, ownerDisputeEmail } from './disputes.ts';
import type { DownloadLinks } from './download-links.ts';
import { ownerRefundedBeforePaymentEmail, ownerRefundFailedEmail, refundStatusOf } from './refunds.ts';
import { refundEmail } from './refund-email.ts';
import type { OrderView, ShippingAddress } from '../domain/order-view.ts';
import { defaultLocale } from '../domain/locales.ts';
import { defaultKitLocale, shippingSpeedCharged, type ShippingSpeed } from '../domain/printed-orders.ts';
import type { OrderStore } from './order-store.ts';
import { chargedTax, type ChargedTax } from './charged-tax.ts';

export interface StripeWebhookDeps {
  store: OrderStore;
  /** Derives each digital kit's link (ADR 035): the first ones are stored with the payment. */
  links: DownloadLinks;
  stripe: Stripe;
  webhookSecret: string;
  siteUrl: string;
  shopEmail: string;
  supportEmail: string;
  sendMail(email: OutgoingEmail): Promise<void>;
  log?: (message: string) => void;
}

function shippingFrom(session: Stripe.Checkout.Session): ShippingAddress | null {
  const details = session.collected_information?.shipping_details;
  if (!details) return null;
  const address = details.address;
  return {
    name: details.name,
    line1: address.line1 ?? '',
    line2: address.line2 ?? null,
    city: address.city ?? '',
    state: address.state ?? '',
    postal_code: address.postal_code ?? '',
    country: address.country ?? '',
  };
}

/**
 * The shipping Stripe charged: the buyer may change the speed on Stripe's page, so the amount of the
 * chosen rate names it (before its sales tax, which Stripe adds to `amount_total`). Null when nothing was
 * charged for shipping or the amount is none of the shop's.
 */
function shippingCharged(
  order: Pick<OrderView, 'region'>,
  session: Stripe.Checkout.Session,
): { speed: ShippingSpeed; cents: number } | null {
  const cents = session.shipping_cost?.amount_subtotal;
  if (typeof cents !== 'number') return null;
  const speed = shippingSpeedCharged(order.region, cents);
  return speed ? { speed, cents } : null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * What Stripe took off the kits, and the promotion code the buyer typed for it (its letters, as the
 * owner created it); a bundle's coupon needs no label here, the order has it from checkout.
 */
async function discountOf(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<{ cents: number; label: string | null }> {
  const cents = session.total_details?.amount_discount ?? 0;
  const promotionCode = idOf(session.discounts?.find((discount) => discount.promotion_code)?.promotion_code);
  if (!cents || !promotionCode) return { cents, label: null };
  return { cents, label: (await stripe.promotionCodes.retrieve(promotionCode)).code };
}

/** When Stripe created the event: what a charge snapshot in it counted is judged by this time. */
const createdAt = (event: Stripe.Event) => new Date(event.created * 1000);

/**
 * Stripe's events, verified with the SDK's async verifier on the raw body. A bad signature answers 400
 * and touches nothing; every event id is acted on once (the database records it in the same call that
 * changes the order); other event types are acknowledged and ignored.
 */
export function createStripeWebhookHandler(deps: StripeWebhookDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});

  async function mail(email: OutgoingEmail | undefined, what: string) {
    if (!email) return;
    try {
      await deps.sendMail(email);
    } catch (error) {
      log(`stripe-webhook: sending the ${what} failed: ${String(error)}`);
    }
  }

  /**
   * A paid Checkout (at once, or later by an async method): pending → paid once, with the first link
   * of each digital kit and the sales tax Stripe charged stored in the same call, then the emails.
   */
  async function completePaid(eventId: string, session: Stripe.Checkout.Session): Promise<Response> {
    const pending = await deps.store.orderBySession(session.id);
    let tax: ChargedTax = { cents: 0, lines: [] };
    let discount = { cents: session.total_details?.amount_discount ?? 0, label: null as string | null };
    // Only an order still to pay needs them: a redelivered event asks Stripe nothing.
    if (pending?.status === 'pending')
      try {
        [tax, discount] = await Promise.all([
          chargedTax(deps.stripe, session),
          discountOf(deps.stripe, session),
        ]);
      } catch (error) {
        // Nothing is recorded: Stripe delivers the event again later.
        log(`stripe-webhook: reading the tax or discount of session ${session.id} failed: ${String(error)}`);
        return jsonResponse({ error: 'Stripe unavailable' }, 503);
      }
    const shippingAddress = shippingFrom(session);
    const result = await deps.store.completeCheckout({
      eventId,
      sessionId: session.id,
      amountTotal: session.amount_total ?? -1,
      currency: session.currency ?? '',
      paymentIntent: idOf(session.payment_intent),
      shippingAddress,
      links: pending ? await deps.links.firstLinks(pending) : [],
      shipping: pending ? shippingCharged(pending, session) : null,
      kitLocale: defaultKitLocale(pending?.locale ?? defaultLocale, shippingAddress),
      tax,
      discount,
    });
    if (result.outcome === 'amount_mismatch')
      log(
        `stripe-webhook: session ${session.id} paid an amount that differs from order ${result.number}; left pending`,
      );
    else if (result.outcome === 'unknown_order') log(`stripe-webhook: no order for session ${session.id}`);
    if (result.outcome !== 'paid') return jsonResponse({ received: true, outcome: result.outcome });
    const [order] = await deps.links.show([result.order], { mint: false });
    await mail(orderEmail(order!, deps.siteUrl, deps.supportEmail), 'order email');
    await mail(ownerPrintNotification(order!, deps.shopEmail), 'print notification');
    return jsonResponse({ received: true, outcome: 'paid' });
  }

  /**
   * The late outcome of an async payment. Succeeded pays the order like a paid Checkout (same
   * once-only transition, so a redelivery or a late duplicate changes nothing); failed closes the
   * still-pending order without links, as an expired Checkout does.
   */
  async function handleAsyncPayment(
    event: Stripe.CheckoutSessionAsyncPaymentSucceededEvent | Stripe.CheckoutSessionAsyncPaymentFailedEvent,
  ): Promise<Response> {
    const session = event.data.object;
    if (event.type === 'checkout.session.async_payment_succeeded') return completePaid(event.id, session);
    await deps.store.expireCheckout({ eventId: event.id, sessionId: session.id });
    return jsonResponse({ received: true, outcome: 'payment_failed' });
  }

  /**
   * A chargeback: opening one pauses the order's links (a flag of its own, so the links a refund
   * revoked stay revoked whatever the verdict); closing it restores them if won, keeps them paused if
   * lost. The owner hears of each step.
   */
  async function handleDispute(
    event: Stripe.ChargeDisputeCreatedEvent | Stripe.ChargeDisputeClosedEvent,
  ): Promise<Response> {
    const dispute = event.data.object;
    const verdict = disputeVerdict(
      event.type === 'charge.dispute.created' ? 'created' : 'closed',
      dispute.status,
    );
    const result = await deps.store.recordDispute({
      eventId: event.id,
      paymentIntent: idOf(dispute.payment_intent) ?? '',
      disputeId: dispute.id,
      status: verdict,
    });
    if (result.outcome === 'unknown_order')
      log(`stripe-webhook: no order for disputed charge ${idOf(dispute.charge)}`);
    if (result.outcome === 'disputed' || result.outcome === 'won' || result.outcome === 'lost')
      await mail(ownerDisputeEmail(result.order, dispute, verdict, deps.shopEmail), 'dispute notification');
    return jsonResponse({ received: true, outcome: result.outcome });
  }

  /**
   * Partial or full, ours or the dashboard's: the database adds what it has not recorded yet; only a
   * full refund takes every link back. A refund that overtook the payment closes the order for good,
   * and the owner hears of it.
   */
  async function handleChargeRefunded(event: Stripe.ChargeRefundedEvent): Promise<Response> {
    const charge = event.data.object;
    const result = await deps.store.refundCharge({
      eventId: event.id,
      eventAt: createdAt(event),
      paymentIntent: idOf(charge.payment_intent) ?? '',
      orderId: charge.metadata?.order_id ?? '',
      amountRefunded: charge.amount_refunded,
    });
    if (result.outcome === 'refunded_before_payment')
      await mail(
        ownerRefundedBeforePaymentEmail(result.order, result.refunded_cents, deps.shopEmail),
        'refund-before-payment notification',
      );
    // The buyer hears of each refund once (a redelivered event is a duplicate), in their terms' language.
    if (result.outcome === 'refunded' || result.outcome === 'partially_refunded')
      await mail(
        refundEmail(result.order, result.refunded_cents, result.outcome === 'refunded', deps.supportEmail),
        'refund email',
      );
    return jsonResponse({ received: true, outcome: result.outcome });
  }

  /**
   * A refund's later news (a card refund can fail days after it first succeeded): its status is
   * recorded once per event, and a failure, which leaves the download links as they are, is told to
   * the owner once.
   */
  async function handleRefundUpdate(
    event: Stripe.RefundUpdatedEvent | Stripe.RefundFailedEvent | Stripe.ChargeRefundUpdatedEvent,
  ): Promise<Response> {
    const refund = event.data.object;
    const { status, failureReason } = refundStatusOf(refund);
    const result = await deps.store.recordRefundUpdate({
      eventId: event.id,
      eventType: event.type,
      eventAt: createdAt(event),
      stripeRefundId: refund.id,
      paymentIntent: idOf(refund.payment_intent) ?? '',
      orderId: refund.metadata?.order_id ?? '',
      refundRowId: refund.metadata?.refund_id ?? '',
      amount: refund.amount,
      status,
      failureReason,
    });
    if (result.outcome === 'unknown_order') log(`stripe-webhook: no order for refund ${refund.id}`);
    if (result.outcome === 'failed')
      await mail(
        ownerRefundFailedEmail(
          result.order,
          {
            amountCents: result.amount_cents,
            reason: result.failure_reason,
            stripeRefundId: result.stripe_refund_id,
          },
          deps.shopEmail,
        ),
        'refund failure notification',
      );
    return jsonResponse({ received: true, outcome: result.outcome });
  }

  return async (req) => {
    if (req.method !== 'POST') return jsonResponse({ error: 'Method not allowed' }, 405, { Allow: 'POST' });
    const raw = await req.text();
    let event: Stripe.Event;
    try {
      event = await deps.stripe.webhooks.constructEventAsync(
        raw,
        req.headers.get('stripe-signature') ?? '',
        deps.webhookSecret,
      );
    } catch (error) {
      log(`stripe-webhook: refused an event: ${error instanceof Error ? error.message : String(error)}`);
      return jsonResponse({ error: 'Invalid signature' }, 400);
    }

    switch (event.type) {
      case 'checkout.session.completed':
        // An async method (bank debit) completes the Checkout unpaid; its outcome comes later.
        if (event.data.object.payment_status !== 'paid')
          return jsonResponse({ received: true, outcome: 'awaiting_payment' });
        return completePaid(event.id, event.data.object);
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
        return handleAsyncPayment(event);
      case 'charge.dispute.created':
      case 'charge.dispute.closed':
        return handleDispute(event);
      case 'charge.refunded':
        return handleChargeRefunded(event);
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated':
        return handleRefundUpdate(event);
      case 'checkout.session.expired':
        await deps.store.expireCheckout({ eventId: event.id, sessionId: event.data.object.id });
        return jsonResponse({ received: true, outcome: 'expired' });
      default:
        break;
    }
    return jsonResponse({ received: true, outcome: 'ignored' });
  };
}
