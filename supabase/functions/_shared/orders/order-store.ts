import type { PricedCart } from '../domain/checkout-pricing.ts';
import type { Locale } from '../domain/locales.ts';
import type { OrderStatus } from '../domain/order-status.ts';
import type { RefundStatus } from '../domain/refund-status.ts';
import type { Region } from '../domain/regions.ts';
import type { TermsLanguage } from '../domain/terms-language.ts';
import { rateLimitDigest } from '../http/rate-limit-digest.ts';

/**
 * The state of a digital kit's current link (its newest generation), from which the functions derive
 * its token again (download-links.ts). Generation 0: the kit has no derived link yet.
 */
export interface ItemLinkState {
  generation: number;
  token_hash: string | null;
  expires_at: string | null;
  /** Neither revoked nor expired. */
  live: boolean;
}

/** An order as the database's public.order_json() returns it. */
export interface OrderItemView {
  id: string;
  kit_slug: string;
  kit_title: string;
  format: 'digital' | 'printed';
  quantity: number;
  unit_cents: number;
  line_cents: number;
  /**
   * A download link's raw token: filled in by the functions, which derive it again (download-links.ts),
   * or the token a download link was opened with (it opens its order's kits); the database keeps
   * hashes only.
   */
  token: string | null;
  /** The kit's current link; null when it has none to show (printed, refunded, links paused). */
  link: ItemLinkState | null;
}

/** A kit's next link as the functions made it: only its hash goes to the database. */
export interface NewDownloadLink {
  itemId: string;
  generation: number;
  tokenHash: string;
}

/** The owner's reset of a kit's link; `stale` when another reset took that generation first. */
export type ResetLinkOutcome =
  { outcome: 'reset'; order: OrderView } | { outcome: 'stale' | 'no_link' | 'unknown_item' };

export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface OrderView {
  id: string;
  number: string;
  email: string;
  region: Region;
  currency: 'USD' | 'CAD';
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  status: OrderStatus;
  shipping_address: ShippingAddress | null;
  created_at: string;
  /** The language the buyer checked out in: every email about the order is written in it. */
  locale: Locale;
  items: OrderItemView[];
  /** From a download link only: the kit the link was made for, and when the link stops working. */
  link_kit?: string;
  link_expires_at?: string;
}

export type CompleteOutcome =
  | { outcome: 'paid'; order: OrderView }
  | { outcome: 'duplicate' | 'unknown_order' }
  | { outcome: 'not_pending'; status: string }
  | { outcome: 'amount_mismatch'; number: string };

export type RefundOutcome =
  | { outcome: 'refunded' | 'partially_refunded' | 'paid' | 'shipped' | 'not_paid'; number: string }
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
  /** Counts a download served through the link (the owner sees it per link). */
  recordDownload(token: string): Promise<void>;
  /** True (and counted) while `key` is under `limit` uses of `kind` in the window; keys are stored as HMACs. */
  claimRate(kind: string, key: string, limit: number, windowSeconds: number): Promise<boolean>;
}

/**
 * The order tables through their database functions (supabase/migrations/20261122004000_orders.sql),
 * called over the REST API with the service role: every state change is one atomic call.
 */
export function restOrderStore(opts: {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Keys the HMAC digests of the rate-limit log; a server secret callers never see. */
  digestSecret: string;
  fetch?: typeof fetch;
}): OrderStore {
  const doFetch = opts.fetch ?? fetch;
  const rpcUrl = `${opts.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc`;

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await doFetch(`${rpcUrl}/${name}`, {
      method: 'POST',
      headers: {
        apikey: opts.serviceRoleKey,
        Authorization: `Bearer ${opts.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} failed (${response.status}): ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    createPendingOrder: ({ email, userId, region, termsLanguage, locale, cart }) =>
      rpc<OrderView>('create_pending_order', {
        p_email: email,
        p_user_id: userId,
        p_region: region,
        p_terms_language: termsLanguage,
        p_locale: locale,
        p_currency: cart.currency,
        p_shipping_cents: cart.shippingCents,
        p_items: cart.lines.map((line) => ({
          kit_slug: line.kit,
          kit_title: line.title,
          format: line.format,
          quantity: line.quantity,
          unit_cents: line.unitCents,
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
    recordDownload: async (token) => {
      await rpc('record_download', { p_token: token });
    },
    claimRate: async (kind, key, limit, windowSeconds) =>
      rpc<boolean>('claim_order_rate', {
        p_kind: kind,
        p_key_hmac: await rateLimitDigest(opts.digestSecret, kind, key.trim().toLowerCase()),
        p_limit: limit,
        p_window_seconds: windowSeconds,
      }),
  };
}
