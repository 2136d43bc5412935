import type Stripe from 'stripe';
import { z } from 'zod';
import { adminGate, adminMessages } from '../account/require-admin.ts';
import type { AccountStore } from '../account/account-store.ts';
import { orderStatuses } from '../domain/order-status.ts';
import { kitFormats } from '../domain/pricing.ts';
import { refundFailureText } from '../domain/refund-status.ts';
import { regions } from '../domain/regions.ts';
import { shippingHoldMessages } from '../domain/shipping-holds.ts';
import { carrierName, shipmentSchema, trackingUrlFor } from '../domain/shipping-carriers.ts';
import { attachmentResponse, jsonResponse } from '../http/cors.ts';
import { actionRouter, requestMessages } from '../http/request.ts';
import type { DownloadLinks } from './download-links.ts';
import { orderEmail, orderLocale, type OutgoingEmail } from './order-email.ts';
import type { OrderStore } from './order-store.ts';
import { refundThroughStripe } from './refunds.ts';
import { shippingEmail } from './shipping-email.ts';

export interface AdminOrdersDeps {
  /** The orders, as the webhook and the buyer's pages see them too: the owner's changes are audited. */
  store: OrderStore;
  /** Who is calling: the owner's gate (require-admin.ts). */
  accounts: AccountStore;
  /** Absent when the shop has no Stripe key yet: refunds then answer 503. */
  stripe?: Stripe;
  /** Each kit's one link (ADR 035): resend shows it again, reset makes the kit's next one. */
  links: DownloadLinks;
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
  methodNotAllowed: requestMessages.postOnly,
  notFound: adminMessages.notFound,
  invalidJson: requestMessages.invalidJson,
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
  failed: requestMessages.failed,
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
  const { store } = deps;

  /** One more download email from this owner to this buyer, within LINK_EMAIL_LIMIT. */
  const linkEmailAllowed = async (adminId: string, recipient: string) =>
    (await store.claimRate(
      'link-email-admin',
      adminId,
      LINK_EMAIL_LIMIT.perAdmin,
      LINK_EMAIL_LIMIT.windowSeconds,
    )) &&
    (await store.claimRate(
      'link-email-recipient',
      recipient,
      LINK_EMAIL_LIMIT.perRecipient,
      LINK_EMAIL_LIMIT.windowSeconds,
    ));

  return actionRouter({
    name: 'admin-orders',
    gate: adminGate(deps.accounts),
    messages: adminOrdersMessages,
    log,
    actions: {
      me: async (_request, admin) => jsonResponse({ email: admin.email }),

      list: async ({ parse }) => {
        const input = parse(listSchema);
        if (!input.ok) return input.response;
        const { page, ...filters } = input.data;
        const result = await store.listOrders(filters, {
          limit: ADMIN_PAGE_SIZE,
          offset: (page - 1) * ADMIN_PAGE_SIZE,
        });
        return jsonResponse({ ...result, page, pageSize: ADMIN_PAGE_SIZE });
      },

      detail: async ({ parse }) => {
        const input = parse(orderSchema);
        if (!input.ok) return input.response;
        const order = await store.orderDetail(input.data.orderId);
        return order
          ? jsonResponse({ order })
          : jsonResponse({ error: adminOrdersMessages.orderNotFound }, 404);
      },

      ship: async ({ parse }, admin) => {
        const input = parse(shipSchema);
        if (!input.ok) return input.response;
        const { orderId, shipment } = input.data;
        const result = await store.shipOrder({
          actorId: admin.userId,
          orderId,
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: trackingUrlFor(shipment),
        });
        switch (result.outcome) {
          case 'shipped': {
            // The owner's page keeps the English link; the buyer gets the carrier's page in their language.
            const locale = orderLocale(result.order);
            await deps.sendMail(
              shippingEmail(
                result.order,
                {
                  carrier: carrierName(shipment.carrier, locale),
                  trackingNumber: shipment.trackingNumber,
                  trackingUrl: trackingUrlFor(shipment, locale),
                },
                deps.supportEmail,
              ),
            );
            return jsonResponse({ order: await store.orderDetail(orderId) });
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
      },

      'print-file': async ({ parse }) => {
        const input = parse(itemSchema);
        if (!input.ok) return input.response;
        const order = await store.order(input.data.orderId);
        const items = (await store.orderDetail(input.data.orderId))?.items;
        const item = items?.find((candidate) => candidate.id === input.data.itemId);
        if (!order || !item) return jsonResponse({ error: adminOrdersMessages.itemNotFound }, 404);
        if (item.format !== 'printed') return jsonResponse({ error: adminOrdersMessages.noPrintedItem }, 409);
        const pdf = await deps.buildPrintFile(item.kit_slug);
        return attachmentResponse(
          pdf as BodyInit,
          'application/pdf',
          `${order.number}-${item.kit_slug}-print.pdf`,
        );
      },

      refund: async ({ parse }, admin) => {
        const input = parse(refundSchema);
        if (!input.ok) return input.response;
        if (!deps.stripe) return jsonResponse({ error: adminOrdersMessages.stripeUnavailable }, 503);
        const { orderId, itemId } = input.data;
        const refund = await refundThroughStripe(
          { store, stripe: deps.stripe, log: (message) => log(`admin-orders: ${message}`) },
          { actorId: admin.userId, orderId, itemId },
        );
        switch (refund.outcome) {
          case 'refunded':
            return jsonResponse({
              refundedCents: refund.refundedCents,
              order: await store.orderDetail(orderId),
            });
          case 'failed':
            // A card refund can also fail later; the webhook records that (refund.failed).
            return jsonResponse(
              {
                error: adminOrdersMessages.refundFailed(refund.failureReason),
                order: await store.orderDetail(orderId),
              },
              502,
            );
          case 'refused':
            return jsonResponse({ error: adminOrdersMessages.stripeRefused }, 502);
          case 'already_refunded':
            return jsonResponse({ error: adminOrdersMessages.alreadyRefunded }, 409);
          case 'not_refundable':
            return jsonResponse({ error: adminOrdersMessages.notRefundable }, 409);
          case 'unknown_item':
            return jsonResponse({ error: adminOrdersMessages.itemNotFound }, 404);
          default:
            return jsonResponse({ error: adminOrdersMessages.orderNotFound }, 404);
        }
      },

      resend: async ({ parse }, admin) => {
        const input = parse(orderSchema);
        if (!input.ok) return input.response;
        const order = await store.order(input.data.orderId);
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
        await store.recordResend(
          admin.userId,
          order.id,
          shown!.items.filter((item) => item.token).map((item) => item.kit_slug),
        );
        return jsonResponse({ sentTo: order.email });
      },

      'reset-link': async ({ parse }, admin) => {
        const input = parse(itemSchema);
        if (!input.ok) return input.response;
        const current = await store.order(input.data.orderId);
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
        return jsonResponse({ sentTo: order.email, order: await store.orderDetail(input.data.orderId) });
      },
    },
  });
}
