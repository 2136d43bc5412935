import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { z } from 'zod';
import { corsHeaders, jsonResponse, preflightResponse } from '../http/cors.ts';
import { orderStatuses } from '../domain/order-status.ts';
import { kitFormats } from '../domain/pricing.ts';
import { refundFailureText } from '../domain/refund-status.ts';
import { regions } from '../domain/regions.ts';
import { shippingHoldMessages } from '../domain/shipping-holds.ts';
import { carrierName, shipmentSchema, trackingUrlFor } from '../domain/shipping-carriers.ts';
import type { DownloadLinks } from './download-links.ts';
import { orderEmail, orderLocale, type OutgoingEmail } from './order-email.ts';
import type { OrderStore, OrderView } from './order-store.ts';
import { refundStatusOf } from './refund-outcomes.ts';
import { requireAdmin } from '../account/require-admin.ts';
import { shippingEmail } from './shipping-email.ts';

export interface AdminOrdersDeps {
  /** supabase-js with the service role: confirms tokens and calls the admin database functions. */
  client: SupabaseClient;
  /** Absent when the shop has no Stripe key yet: refunds then answer 503. */
  stripe?: Stripe;
  /** Each kit's one link (ADR 035): resend shows it again, reset makes the kit's next one. */
  links: DownloadLinks;
  /** The order functions' rate limit (claim_order_rate), for the download emails. */
  claimRate: OrderStore['claimRate'];
  siteUrl: string;
  supportEmail: string;
  sendMail(email: OutgoingEmail): Promise<void>;
  /** The 16 blank cards of a printed kit, on Letter paper in colour. */
  buildPrintFile(kit: string): Promise<Uint8Array>;
  log?: (message: string) => void;
}

/** Orders per page of the owner's list. */
export const ADMIN_PAGE_SIZE = 25;

/** Download emails (resend, reset) an hour, per owner and per buyer: enough for support, not a flood. */
export const LINK_EMAIL_LIMIT = { perAdmin: 30, perRecipient: 5, windowSeconds: 3600 } as const;

export const adminOrdersMessages = {
  methodNotAllowed: 'Method not allowed: send a POST request.',
  notFound: 'Unknown admin request.',
  invalidJson: 'The request body must be valid JSON.',
  orderNotFound: 'Order not found.',
  itemNotFound: 'This kit is not part of the order.',
  notPaid: 'Only a paid order can be shipped.',
  noPrintedKit: 'This order has no printed kit to ship.',
  alreadyShipped: 'This order was already marked shipped.',
  disputeOpen: shippingHoldMessages.open,
  disputeLost: shippingHoldMessages.lost,
  notRefundable: 'This order has no payment to refund.',
  alreadyRefunded: 'This was already refunded.',
  stripeUnavailable: 'Refunds need the Stripe key (STRIPE_SECRET_KEY).',
  stripeRefused: 'Stripe refused the refund.',
  refundFailed: (reason: string | null) => `Refund failed: ${refundFailureText(reason)}.`,
  noPrintedItem: 'Only a printed kit has a print file.',
  noLinks: 'This order has no download links to send.',
  noLink: 'Only a digital kit of a paid, unrefunded order has a download link.',
  staleLink: 'This link was just reset. Reload the order and try again.',
  rateLimited: 'Too many download emails for now — please try again in an hour.',
  failed: 'Something went wrong. Please try again.',
} as const;

const uuid = z.uuid();
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const listSchema = z.object({
  search: z.string().trim().max(254).optional(),
  status: z.preprocess(blankToUndefined, z.enum(orderStatuses).optional()),
  kit: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .optional(),
  ),
  format: z.preprocess(blankToUndefined, z.enum(kitFormats).optional()),
  region: z.preprocess(blankToUndefined, z.enum(regions).optional()),
  page: z.number().int().min(1).max(10_000).default(1),
});
const orderSchema = z.object({ orderId: uuid });
const itemSchema = z.object({ orderId: uuid, itemId: uuid });
const shipSchema = z.object({ orderId: uuid, shipment: shipmentSchema });
const refundSchema = z.object({ orderId: uuid, itemId: uuid.optional() });

function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join('.') || 'body'] ??= issue.message;
  return fieldErrors;
}

type Outcome = { outcome: string; [key: string]: unknown };

/**
 * POST /admin-orders/<action>, every action behind requireAdmin (401 without a session, 403 for a
 * member who is not an admin or an admin without the second factor); ship, refund, resend and
 * reset-link are written to the audit log with the action, shown as the order's history:
 * - me → the admin's email (the /admin page's gate in the browser);
 * - list {search?, status?, kit?, format?, region?, page?} → {orders, total, page, pageSize};
 * - detail {orderId} → the order with items, links and download counts, refunds, shipping, history;
 * - ship {orderId, shipment: {carrier, trackingNumber, trackingUrl?}} → status shipped, the buyer's
 *   shipping email; a second call changes nothing and sends nothing (409), nor while a payment
 *   dispute is open or was lost (409);
 * - print-file {orderId, itemId} → the printed kit's PDF (16 blank cards);
 * - refund {orderId, itemId?} → Stripe refunds one item's line or everything left; that item's (or
 *   every) download link stops working; a refund Stripe fails at once answers 502 "Refund failed: …"
 *   and changes no link;
 * - resend {orderId} → the receipt with each kit's link again (a kit whose link expired gets its next
 *   one); reset-link {orderId, itemId} → the kit's links stop working and its next one is emailed. Both
 *   are rate limited per owner and per buyer (LINK_EMAIL_LIMIT).
 */
export function createAdminOrdersHandler(deps: AdminOrdersDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const { data, error } = await deps.client.rpc(name, args);
    if (error) throw new Error(`${name} failed: ${error.message}`);
    return data as T;
  }

  /** The order's page: the order and its history (who did what to it, from the audit log). */
  async function detail(orderId: string): Promise<Record<string, unknown> | null> {
    const order = await rpc<Record<string, unknown> | null>('admin_order_detail', { p_order_id: orderId });
    return order && { ...order, history: await rpc('admin_order_history', { p_order_id: orderId }) };
  }

  async function orderView(orderId: string): Promise<OrderView | null> {
    return rpc<OrderView | null>('order_json', { p_order_id: orderId });
  }

  /** One more download email from this owner to this buyer, within LINK_EMAIL_LIMIT. */
  const linkEmailAllowed = async (adminId: string, recipient: string) =>
    (await deps.claimRate(
      'link-email-admin',
      adminId,
      LINK_EMAIL_LIMIT.perAdmin,
      LINK_EMAIL_LIMIT.windowSeconds,
    )) &&
    (await deps.claimRate(
      'link-email-recipient',
      recipient,
      LINK_EMAIL_LIMIT.perRecipient,
      LINK_EMAIL_LIMIT.windowSeconds,
    ));

  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST')
      return jsonResponse({ error: adminOrdersMessages.methodNotAllowed }, 405, { Allow: 'POST, OPTIONS' });
    const action = new URL(req.url).pathname.split('/').filter(Boolean).pop();
    try {
      const admin = await requireAdmin(req, { client: deps.client });
      if (!admin.ok) return admin.response;

      let body: unknown;
      try {
        const raw = await req.text();
        body = raw ? JSON.parse(raw) : {};
      } catch {
        return jsonResponse({ error: adminOrdersMessages.invalidJson }, 400);
      }
      const parse = <T>(schema: z.ZodType<T>): { ok: true; data: T } | { ok: false; response: Response } => {
        const parsed = schema.safeParse(body);
        return parsed.success
          ? { ok: true, data: parsed.data }
          : {
              ok: false,
              response: jsonResponse(
                { error: parsed.error.issues[0]?.message, fieldErrors: fieldErrorsOf(parsed.error) },
                400,
              ),
            };
      };

      switch (action) {
        case 'me':
          return jsonResponse({ email: admin.email });

        case 'list': {
          const input = parse(listSchema);
          if (!input.ok) return input.response;
          const { search, status, kit, format, region, page } = input.data;
          const result = await rpc<{ total: number; orders: unknown[] }>('admin_list_orders', {
            p_search: search ?? null,
            p_status: status ?? null,
            p_kit: kit ?? null,
            p_format: format ?? null,
            p_region: region ?? null,
            p_limit: ADMIN_PAGE_SIZE,
            p_offset: (page - 1) * ADMIN_PAGE_SIZE,
          });
          return jsonResponse({ ...result, page, pageSize: ADMIN_PAGE_SIZE });
        }

        case 'detail': {
          const input = parse(orderSchema);
          if (!input.ok) return input.response;
          const order = await detail(input.data.orderId);
          return order
            ? jsonResponse({ order })
            : jsonResponse({ error: adminOrdersMessages.orderNotFound }, 404);
        }

        case 'ship': {
          const input = parse(shipSchema);
          if (!input.ok) return input.response;
          const { orderId, shipment } = input.data;
          const trackingUrl = trackingUrlFor(shipment);
          // admin_* functions do the action and write its audit row in one transaction (ADR 036).
          const result = await rpc<Outcome>('admin_ship_order', {
            p_actor: admin.userId,
            p_order_id: orderId,
            p_carrier: shipment.carrier,
            p_tracking_number: shipment.trackingNumber,
            p_tracking_url: trackingUrl,
          });
          switch (result.outcome) {
            case 'shipped': {
              // The owner's page keeps the English link; the buyer gets the carrier's page in their language.
              const order = result.order as OrderView;
              const locale = orderLocale(order);
              await deps.sendMail(
                shippingEmail(
                  order,
                  {
                    carrier: carrierName(shipment.carrier, locale),
                    trackingNumber: shipment.trackingNumber,
                    trackingUrl: trackingUrlFor(shipment, locale),
                  },
                  deps.supportEmail,
                ),
              );
              return jsonResponse({ order: await detail(orderId) });
            }
            case 'already_shipped':
              return jsonResponse({ error: adminOrdersMessages.alreadyShipped }, 409);
            case 'not_paid':
              return jsonResponse({ error: adminOrdersMessages.notPaid }, 409);
            case 'no_printed_kit':
              return jsonResponse({ error: adminOrdersMessages.noPrintedKit }, 409);
            case 'disputed':
              return jsonResponse(
                {
                  error:
                    result.dispute_status === 'lost'
                      ? adminOrdersMessages.disputeLost
                      : adminOrdersMessages.disputeOpen,
                },
                409,
              );
            default:
              return jsonResponse({ error: adminOrdersMessages.orderNotFound }, 404);
          }
        }

        case 'print-file': {
          const input = parse(itemSchema);
          if (!input.ok) return input.response;
          const order = await orderView(input.data.orderId);
          const items = (await detail(input.data.orderId))?.items as
            { id: string; kit_slug: string; format: string }[] | undefined;
          const item = items?.find((candidate) => candidate.id === input.data.itemId);
          if (!order || !item) return jsonResponse({ error: adminOrdersMessages.itemNotFound }, 404);
          if (item.format !== 'printed')
            return jsonResponse({ error: adminOrdersMessages.noPrintedItem }, 409);
          const pdf = await deps.buildPrintFile(item.kit_slug);
          return new Response(pdf as BodyInit, {
            headers: {
              ...corsHeaders,
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="${order.number}-${item.kit_slug}-print.pdf"`,
              'Cache-Control': 'no-store',
            },
          });
        }

        case 'refund': {
          const input = parse(refundSchema);
          if (!input.ok) return input.response;
          if (!deps.stripe) return jsonResponse({ error: adminOrdersMessages.stripeUnavailable }, 503);
          const { orderId, itemId } = input.data;
          const begun = await rpc<Outcome>('begin_refund', {
            p_order_id: orderId,
            p_order_item_id: itemId ?? null,
          });
          switch (begun.outcome) {
            case 'pending':
              break;
            case 'already_refunded':
              return jsonResponse({ error: adminOrdersMessages.alreadyRefunded }, 409);
            case 'not_refundable':
              return jsonResponse({ error: adminOrdersMessages.notRefundable }, 409);
            case 'unknown_item':
              return jsonResponse({ error: adminOrdersMessages.itemNotFound }, 404);
            default:
              return jsonResponse({ error: adminOrdersMessages.orderNotFound }, 404);
          }
          const refundId = begun.refund_id as string;
          let stripeRefund: Stripe.Refund;
          try {
            stripeRefund = await deps.stripe.refunds.create(
              {
                payment_intent: begun.payment_intent as string,
                amount: begun.amount_cents as number,
                metadata: {
                  order_id: orderId,
                  refund_id: refundId,
                  ...(itemId ? { order_item_id: itemId } : {}),
                },
              },
              // One key per recorded refund: an SDK retry cannot refund twice.
              { idempotencyKey: `refund-${refundId}` },
            );
          } catch (error) {
            await rpc('cancel_refund', { p_refund_id: refundId });
            log(`admin-orders: Stripe refused refund ${refundId}: ${String(error)}`);
            return jsonResponse({ error: adminOrdersMessages.stripeRefused }, 502);
          }
          // A card refund can also fail later; the webhook records that (refund.failed).
          const { status, failureReason } = refundStatusOf(stripeRefund);
          const finished = await rpc<Outcome>('admin_finish_refund', {
            p_actor: admin.userId,
            p_refund_id: refundId,
            p_stripe_refund_id: stripeRefund.id,
            p_status: status,
            p_failure_reason: failureReason,
          });
          if (finished.outcome === 'failed')
            return jsonResponse(
              {
                error: adminOrdersMessages.refundFailed(finished.failure_reason as string),
                order: await detail(orderId),
              },
              502,
            );
          return jsonResponse({ refundedCents: begun.amount_cents, order: await detail(orderId) });
        }

        case 'resend': {
          const input = parse(orderSchema);
          if (!input.ok) return input.response;
          const order = await orderView(input.data.orderId);
          if (!order) return jsonResponse({ error: adminOrdersMessages.orderNotFound }, 404);
          if (!order.items.some((item) => item.link))
            return jsonResponse({ error: adminOrdersMessages.noLinks }, 409);
          if (!(await linkEmailAllowed(admin.userId, order.email)))
            return jsonResponse({ error: adminOrdersMessages.rateLimited }, 429);
          // The same links as before; a kit whose link expired gets its next one.
          const [shown] = await deps.links.show([order], { mint: true });
          if (!shown!.items.some((item) => item.token))
            return jsonResponse({ error: adminOrdersMessages.noLinks }, 409);
          await deps.sendMail(orderEmail(shown!, deps.siteUrl, deps.supportEmail));
          await rpc('admin_record_resend', {
            p_actor: admin.userId,
            p_order_id: order.id,
            p_kits: shown!.items.filter((item) => item.token).map((item) => item.kit_slug),
          });
          return jsonResponse({ sentTo: order.email });
        }

        case 'reset-link': {
          const input = parse(itemSchema);
          if (!input.ok) return input.response;
          const current = await orderView(input.data.orderId);
          const item = current?.items.find((candidate) => candidate.id === input.data.itemId);
          if (!current || !item) return jsonResponse({ error: adminOrdersMessages.itemNotFound }, 404);
          if (!item.link) return jsonResponse({ error: adminOrdersMessages.noLink }, 409);
          if (!(await linkEmailAllowed(admin.userId, current.email)))
            return jsonResponse({ error: adminOrdersMessages.rateLimited }, 429);
          const result = await deps.links.reset(current, item.id, admin.userId);
          if (result.outcome === 'stale') return jsonResponse({ error: adminOrdersMessages.staleLink }, 409);
          if (result.outcome !== 'reset') return jsonResponse({ error: adminOrdersMessages.noLink }, 409);
          const order = result.order;
          await deps.sendMail(orderEmail(order, deps.siteUrl, deps.supportEmail));
          return jsonResponse({ sentTo: order.email, order: await detail(input.data.orderId) });
        }

        default:
          return jsonResponse({ error: adminOrdersMessages.notFound }, 404);
      }
    } catch (error) {
      log(`admin-orders: ${action} failed: ${String(error)}`);
      return jsonResponse({ error: adminOrdersMessages.failed }, 500);
    }
  };
}
