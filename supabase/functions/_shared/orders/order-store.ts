import type { PricedCart } from '../domain/checkout-pricing.ts';
import type { KitLicence } from '../domain/licences.ts';
import type { Locale } from '../domain/locales.ts';
import type { OrderStatus } from '../domain/order-status.ts';
import type { OrderListRow, OrderView, ShippingAddress } from '../domain/order-view.ts';
import type { ShippingSpeed } from '../domain/printed-orders.ts';
import type { RefundStatus } from '../domain/refund-status.ts';
import type { Region } from '../domain/regions.ts';
import type { TermsLanguage } from '../domain/terms-language.ts';
import type { KitFormat } from '../domain/pricing.ts';
import { rateLimitDigest } from '../http/rate-limit-digest.ts';
import type { ChargedTax } from './charged-tax.ts';
import type { SupabaseService } from '../http/supabase-service.ts';

/** A kit's next link as the functions made it: only its hash goes to the database. */
export interface NewDownloadLink {
  itemId: string;
  generation: number;
  tokenHash: string;
}

/** The owner's reset of a kit's link; `stale` when another reset took that generation first. */
export type ResetLinkOutcome =
  { outcome: 'reset'; order: OrderView } | { outcome: 'stale' | 'no_link' | 'unknown_item' };

export type CompleteOutcome =
  | { outcome: 'paid'; order: OrderView }
  | { outcome: 'duplicate' | 'unknown_order' }
  | { outcome: 'not_pending'; status: string }
  | { outcome: 'amount_mismatch'; number: string };

export type RefundOutcome =
  /** A paid order after the refund: the order and the charge's refunded total, for the buyer's email. */
  | {
      outcome: 'refunded' | 'partially_refunded' | 'paid' | 'shipped';
      number: string;
      order: OrderView;
      refunded_cents: number;
    }
  | { outcome: 'not_paid'; number: string }
  /** The refund reached an order still pending: it is closed for good (it never turns paid). */
  | { outcome: 'refunded_before_payment'; number: string; order: OrderView; refunded_cents: number }
  | { outcome: 'duplicate' | 'unknown_order' };

/** What a refund's later news did; a newly failed one comes with what the owner's email says. */
export type RefundUpdateOutcome =
  | {
      outcome: 'failed';
      order: OrderView;
      amount_cents: number;
      failure_reason: string;
      stripe_refund_id: string | null;
    }
  | { outcome: 'updated' | 'unchanged'; status: RefundStatus }
  | { outcome: 'unrecorded' | 'duplicate' | 'unknown_order' };

/** What a dispute event did; the order comes along for the owner's email. */
export type DisputeOutcome =
  | { outcome: 'disputed' | 'won' | 'lost' | 'stale'; order: OrderView }
  | { outcome: 'duplicate' | 'unknown_order' };

/** The owner's "mark shipped" (admin_ship_order): shipped once, or why not. */
export type ShipOutcome =
  | { outcome: 'shipped'; order: OrderView }
  | { outcome: 'disputed'; dispute_status: 'open' | 'lost' }
  | { outcome: 'already_shipped' | 'not_paid' | 'no_printed_kit' | 'unknown_order' };

/** Step 1 of the owner's refund (begin_refund): the amount decided and written pending, or why not. */
export type BeginRefundOutcome =
  | { outcome: 'pending'; refund_id: string; amount_cents: number; payment_intent: string }
  | { outcome: 'already_refunded' | 'not_refundable' | 'unknown_order' | 'unknown_item' };

/** Step 2 of the owner's refund (admin_finish_refund), with Stripe's answer applied. */
export type FinishRefundOutcome =
  | { outcome: 'refunded'; status: OrderStatus; amount_cents: number }
  | { outcome: 'failed'; failure_reason: string; amount_cents: number }
  | { outcome: 'unknown_refund' };

/** The owner's filters of the orders list; null or absent: any. */
export interface OrderFilters {
  search?: string;
  status?: OrderStatus;
  kit?: string;
  format?: KitFormat;
  region?: Region;
}

/**
 * One order as the owner's page shows it (admin_order_detail): the order with its items, their links
 * and download counts, refunds and shipping, and `history`, who did what to it in the console.
 */
export type AdminOrderDetail = AdminOrderRow & { history: unknown[] };

/** admin_order_detail's answer: what the page shows, of which the function reads the items. */
type AdminOrderRow = Record<string, unknown> & { items: { id: string; kit_slug: string; format: string }[] };

/** What `open_download` answers for a click. */
export type OpenedDownload =
  | { outcome: 'closed' }
  | { outcome: 'rate_limited' }
  /** `licence`: the item's (ADR 054); absent from a database before licences. */
  | { outcome: 'open'; item_id: string; kit_slug: string; licence?: KitLicence };

/**
 * One use of each `[kind, key, limit]` within the same window, claimed in order: false at the first key
 * already at its limit (the keys after it are not counted).
 */
export async function claimRates(
  store: Pick<OrderStore, 'claimRate'>,
  windowSeconds: number,
  claims: readonly (readonly [kind: string, key: string, limit: number])[],
): Promise<boolean> {
  for (const [kind, key, limit] of claims)
    if (!(await store.claimRate(kind, key, limit, windowSeconds))) return false;
  return true;
}

export interface OrderStore {
  createPendingOrder(input: {
    email: string;
    userId: string | null;
    region: Region;
    /** The terms of sale the buyer accepted: French unless they expressly chose English. */
    termsLanguage: TermsLanguage;
    /** The language of the checkout page: Stripe Checkout, the emails and the thank-you page follow it. */
    locale: Locale;
    cart: PricedCart;
    /** A printed order's details; null without a printed kit. kitLocale null: decided by the address once paid. */
    printed: { kitLocale: Locale | null; childName: string | null; shippingSpeed: ShippingSpeed } | null;
  }): Promise<OrderView>;
  attachSession(orderId: string, sessionId: string): Promise<void>;
  completeCheckout(input: {
    eventId: string;
    sessionId: string;
    amountTotal: number;
    currency: string;
    paymentIntent: string | null;
    shippingAddress: ShippingAddress | null;
    /** The first link of each digital kit, stored in the same call that pays the order. */
    links: NewDownloadLink[];
    /** A printed order's shipping as Stripe charged it (the buyer may change speed there); null: as in the cart. */
    shipping: { speed: ShippingSpeed; cents: number } | null;
    /** The kit's language should the buyer have left it to the shop (defaultKitLocale). */
    kitLocale: Locale;
    /** The sales tax Stripe Tax charged, with its lines (0 and none when tax is off). */
    tax: ChargedTax;
    /**
     * What Stripe took off (total_details.amount_discount) and the promotion code the buyer typed, if
     * any; a bundle's label is the order's own already.
     */
    discount: { cents: number; label: string | null };
  }): Promise<CompleteOutcome>;
  /**
   * charge.refunded, partial or full: `amountRefunded` is the charge's running total of refunds when
   * Stripe created the event (`eventAt`).
   */
  refundCharge(input: {
    eventId: string;
    eventAt: Date;
    paymentIntent: string;
    orderId: string;
    amountRefunded: number;
  }): Promise<RefundOutcome>;
  /** refund.updated / refund.failed / charge.refund.updated: the refund's status as Stripe now tells it. */
  recordRefundUpdate(input: {
    eventId: string;
    eventType: string;
    eventAt: Date;
    stripeRefundId: string;
    paymentIntent: string;
    /** From the refund's metadata: set on the owner's refunds, absent on the dashboard's. */
    orderId: string;
    refundRowId: string;
    amount: number;
    status: RefundStatus;
    failureReason: string | null;
  }): Promise<RefundUpdateOutcome>;
  expireCheckout(input: { eventId: string; sessionId: string }): Promise<void>;
  /** A dispute opened ('open') or closed ('won' | 'lost') on the order paid by `paymentIntent`. */
  recordDispute(input: {
    eventId: string;
    paymentIntent: string;
    disputeId: string;
    status: 'open' | 'won' | 'lost';
  }): Promise<DisputeOutcome>;
  /** True when a link is only held back by an open or lost dispute (so the buyer can be told why). */
  downloadDisputed(token: string): Promise<boolean>;
  /** True when a link of a kit still paid for only ran out of time (its page offers a new one). */
  downloadExpired(token: string): Promise<boolean>;
  /** Stores kits' next links (only where the current one no longer works); answers those now working. */
  storeDownloadLinks(links: NewDownloadLink[]): Promise<{ item_id: string; expires_at: string }[]>;
  /** The owner's reset: the kit's links stop and `link` becomes its link; audited as `actorId`'s. */
  resetDownloadLink(link: NewDownloadLink, actorId: string): Promise<ResetLinkOutcome>;
  orderBySession(sessionId: string): Promise<OrderView | null>;
  orderByDownloadToken(token: string): Promise<OrderView | null>;
  paidOrdersForEmail(email: string): Promise<OrderView[]>;
  ordersForUser(userId: string): Promise<OrderView[]>;
  /**
   * A download click in one round trip (ADR 050): `closed` when the link opens no such kit (the
   * caller then asks why), `rate_limited` past `limit` clicks in the window, or `open` with the item,
   * its rate claim recorded and the download counted (the owner sees it per link).
   */
  openDownload(
    token: string,
    kit: string | undefined,
    limit: number,
    windowSeconds: number,
  ): Promise<OpenedDownload>;
  /** True (and counted) while `key` is under `limit` uses of `kind` in the window; keys are stored as HMACs. */
  claimRate(kind: string, key: string, limit: number, windowSeconds: number): Promise<boolean>;

  // The owner's console (admin-orders): each change writes its audit row in the same transaction (ADR 036).
  order(orderId: string): Promise<OrderView | null>;
  listOrders(
    filters: OrderFilters,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; orders: OrderListRow[] }>;
  orderDetail(orderId: string): Promise<AdminOrderDetail | null>;
  shipOrder(input: {
    actorId: string;
    orderId: string;
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
  }): Promise<ShipOutcome>;
  /** Step 1 of the owner's refund: one item's line, or everything not yet refunded, written pending. */
  beginRefund(orderId: string, itemId: string | null): Promise<BeginRefundOutcome>;
  /** Stripe refused the refund at once: the pending row is forgotten. */
  cancelRefund(refundId: string): Promise<void>;
  /** Step 2: Stripe's answer applied to the refund begun, audited as `actorId`'s. */
  finishRefund(input: {
    actorId: string;
    refundId: string;
    stripeRefundId: string;
    status: RefundStatus;
    failureReason: string | null;
  }): Promise<FinishRefundOutcome>;
  /** The owner's resend, recorded once the email went out, with the kits it carried. */
  recordResend(actorId: string, orderId: string, kits: string[]): Promise<void>;
}

/**
 * The order tables through their database functions (supabase/migrations/20261122004000_orders.sql
 * and after), called over the REST API with the service role: every state change is one atomic
 * call, whether Stripe's webhook, the buyer's pages or the owner's console asks for it.
 */
export function orderStore(
  service: SupabaseService,
  /** Keys the HMAC digests of the rate-limit log; a server secret callers never see. */
  digestSecret: string,
): OrderStore {
  const rpc = <T>(name: string, args: Record<string, unknown>) => service.rpc<T>(name, args);

  return {
    createPendingOrder: ({ email, userId, region, termsLanguage, locale, cart, printed }) =>
      rpc<OrderView>('create_pending_order', {
        p_email: email,
        p_user_id: userId,
        p_region: region,
        p_terms_language: termsLanguage,
        p_locale: locale,
        p_kit_locale: printed?.kitLocale ?? null,
        p_child_name: printed?.childName ?? null,
        p_shipping_speed: printed?.shippingSpeed ?? null,
        p_currency: cart.currency,
        p_shipping_cents: cart.shippingCents,
        p_discount_cents: cart.bundle?.discountCents ?? 0,
        p_discount_label: cart.bundle?.rule ?? null,
        p_items: cart.lines.map((line) => ({
          kit_slug: line.kit,
          kit_title: line.title,
          format: line.format,
          quantity: line.quantity,
          unit_cents: line.unitCents,
          licence: line.licence,
          child_names: line.childNames?.length ? line.childNames : null,
        })),
      }),
    attachSession: async (orderId, sessionId) => {
      await rpc('attach_checkout_session', { p_order_id: orderId, p_session_id: sessionId });
    },
    completeCheckout: (input) =>
      rpc<CompleteOutcome>('complete_checkout', {
        p_event_id: input.eventId,
        p_session_id: input.sessionId,
        p_amount_total: input.amountTotal,
        p_currency: input.currency,
        p_payment_intent: input.paymentIntent,
        p_shipping_address: input.shippingAddress,
        p_links: input.links.map((link) => ({ item_id: link.itemId, token_hash: link.tokenHash })),
        p_shipping_speed: input.shipping?.speed ?? null,
        p_shipping_cents: input.shipping?.cents ?? null,
        p_kit_locale: input.kitLocale,
        p_tax_cents: input.tax.cents,
        p_tax_lines: input.tax.lines,
        p_discount_cents: input.discount.cents,
        p_discount_label: input.discount.label,
      }),
    refundCharge: (input) =>
      rpc<RefundOutcome>('refund_charge', {
        p_event_id: input.eventId,
        p_event_at: input.eventAt.toISOString(),
        p_payment_intent: input.paymentIntent,
        p_order_id: input.orderId,
        p_amount_refunded: input.amountRefunded,
      }),
    recordRefundUpdate: (input) =>
      rpc<RefundUpdateOutcome>('record_refund_update', {
        p_event_id: input.eventId,
        p_event_type: input.eventType,
        p_event_at: input.eventAt.toISOString(),
        p_stripe_refund_id: input.stripeRefundId,
        p_payment_intent: input.paymentIntent,
        p_order_id: input.orderId,
        p_refund_row_id: input.refundRowId,
        p_amount: input.amount,
        p_status: input.status,
        p_failure_reason: input.failureReason,
      }),
    expireCheckout: async (input) => {
      await rpc('expire_checkout', { p_event_id: input.eventId, p_session_id: input.sessionId });
    },
    recordDispute: (input) =>
      rpc<DisputeOutcome>('record_dispute', {
        p_event_id: input.eventId,
        p_payment_intent: input.paymentIntent,
        p_dispute_id: input.disputeId,
        p_status: input.status,
      }),
    downloadDisputed: (token) => rpc<boolean>('download_token_disputed', { p_token: token }),
    downloadExpired: (token) => rpc<boolean>('download_token_expired', { p_token: token }),
    storeDownloadLinks: (links) =>
      rpc<{ item_id: string; expires_at: string }[]>('store_download_links', {
        p_links: links.map((link) => ({
          item_id: link.itemId,
          generation: link.generation,
          token_hash: link.tokenHash,
        })),
      }),
    resetDownloadLink: (link, actorId) =>
      rpc<ResetLinkOutcome>('admin_reset_download_link', {
        p_actor: actorId,
        p_order_item_id: link.itemId,
        p_generation: link.generation,
        p_token_hash: link.tokenHash,
      }),
    orderBySession: (sessionId) => rpc<OrderView | null>('order_by_session', { p_session_id: sessionId }),
    orderByDownloadToken: (token) => rpc<OrderView | null>('order_by_download_token', { p_token: token }),
    paidOrdersForEmail: (email) => rpc<OrderView[]>('paid_orders_for_email', { p_email: email }),
    ordersForUser: (userId) => rpc<OrderView[]>('orders_for_user', { p_user_id: userId }),
    openDownload: async (token, kit, limit, windowSeconds) =>
      rpc<OpenedDownload>('open_download', {
        p_token: token,
        p_kit: kit ?? null,
        p_key_hmac: await rateLimitDigest(digestSecret, 'download', token.trim().toLowerCase()),
        p_limit: limit,
        p_window_seconds: windowSeconds,
      }),
    claimRate: async (kind, key, limit, windowSeconds) =>
      rpc<boolean>('claim_order_rate', {
        p_kind: kind,
        p_key_hmac: await rateLimitDigest(digestSecret, kind, key.trim().toLowerCase()),
        p_limit: limit,
        p_window_seconds: windowSeconds,
      }),

    order: (orderId) => rpc<OrderView | null>('order_json', { p_order_id: orderId }),
    listOrders: (filters, page) =>
      rpc<{ total: number; orders: OrderListRow[] }>('admin_list_orders', {
        p_search: filters.search ?? null,
        p_status: filters.status ?? null,
        p_kit: filters.kit ?? null,
        p_format: filters.format ?? null,
        p_region: filters.region ?? null,
        p_limit: page.limit,
        p_offset: page.offset,
      }),
    orderDetail: async (orderId) => {
      const order = await rpc<AdminOrderRow | null>('admin_order_detail', {
        p_order_id: orderId,
      });
      return (
        order && { ...order, history: await rpc<unknown[]>('admin_order_history', { p_order_id: orderId }) }
      );
    },
    shipOrder: (input) =>
      rpc<ShipOutcome>('admin_ship_order', {
        p_actor: input.actorId,
        p_order_id: input.orderId,
        p_carrier: input.carrier,
        p_tracking_number: input.trackingNumber,
        p_tracking_url: input.trackingUrl,
      }),
    beginRefund: (orderId, itemId) =>
      rpc<BeginRefundOutcome>('begin_refund', { p_order_id: orderId, p_order_item_id: itemId }),
    cancelRefund: async (refundId) => {
      await rpc('cancel_refund', { p_refund_id: refundId });
    },
    finishRefund: (input) =>
      rpc<FinishRefundOutcome>('admin_finish_refund', {
        p_actor: input.actorId,
        p_refund_id: input.refundId,
        p_stripe_refund_id: input.stripeRefundId,
        p_status: input.status,
        p_failure_reason: input.failureReason,
      }),
    recordResend: async (actorId, orderId, kits) => {
      await rpc('admin_record_resend', { p_actor: actorId, p_order_id: orderId, p_kits: kits });
    },
  };
}
