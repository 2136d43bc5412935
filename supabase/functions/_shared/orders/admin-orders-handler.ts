import type Stripe from 'stripe';
import { z } from 'zod';
import { adminGate, adminNotFound } from '../account/require-admin.ts';
import type { AccountStore } from '../account/account-store.ts';
import { type Locale } from '../domain/locales.ts';
import { perLocale } from '../http/texts.ts';
import { orderStatuses } from '../domain/order-status.ts';
import { kitFormats } from '../domain/pricing.ts';
import { refundFailureText } from '../domain/refund-status.ts';
import { regions } from '../domain/regions.ts';
import { shippingHoldMessagesIn } from '../domain/shipping-holds.ts';
import {
  carrierName,
  shipmentMessagesIn,
  shipmentSchemaWith,
  trackingUrlFor,
} from '../domain/shipping-carriers.ts';
import { attachmentResponse, jsonResponse } from '../http/cors.ts';
import { actionRouter } from '../http/request.ts';
import type { DownloadLinks } from './download-links.ts';
import { orderText } from './i18n/catalog.ts';
import { orderEmail, orderLocale, type OutgoingEmail } from './order-email.ts';
import { claimRates, type OrderStore } from './order-store.ts';
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
  /** A printed kit (16 blank cards, Letter, colour) in the order's kit language, with the child's name if given. */
  buildPrintFile(kit: string, print: { lang: Locale; childName: string | null }): Promise<Uint8Array>;
  log?: (message: string) => void;
}

/** Orders per page of the owner's list. */
export const ADMIN_PAGE_SIZE = 25;

/** Download emails (resend, reset) an hour, per owner and per buyer: enough for support, not a flood. */
export const LINK_EMAIL_LIMIT = { perAdmin: 30, perRecipient: 5, windowSeconds: 3600 } as const;

/** A refusal of the owner's order tools, in the request's language. */
const refusal = (locale: Locale, status: number, id: string, values?: Record<string, string>) =>
  jsonResponse({ error: orderText(locale, id, values) }, status);

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
const shipSchemaIn = perLocale((locale) =>
  z.object({ orderId: uuid, shipment: shipmentSchemaWith(shipmentMessagesIn[locale]) }),
);
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
 * - print-file {orderId, itemId} → the printed kit's PDF (16 blank cards) in the order's kit language,
 *   with the child's name the buyer gave;
 * - refund {orderId, itemId?} → Stripe refunds one item's line or everything left; that item's (or
 *   every) download link stops working; a refund Stripe fails at once answers 502 "Refund failed: …"
 *   and changes no link;
 * - resend {orderId} → the receipt with each kit's link again (a kit whose link expired gets its next
 *   one); reset-link {orderId, itemId} → the kit's links stop working and its next one is emailed. Both
 *   are rate limited per owner and per buyer (LINK_EMAIL_LIMIT).
 * Refusals are in the request's language; the buyer's emails in the order's.
 */
export function createAdminOrdersHandler(deps: AdminOrdersDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  const { store } = deps;

  /** One more download email from this owner to this buyer, within LINK_EMAIL_LIMIT. */
  const linkEmailAllowed = (adminId: string, recipient: string) =>
    claimRates(store, LINK_EMAIL_LIMIT.windowSeconds, [
      ['link-email-admin', adminId, LINK_EMAIL_LIMIT.perAdmin],
      ['link-email-recipient', recipient, LINK_EMAIL_LIMIT.perRecipient],
    ]);

  return actionRouter({
    name: 'admin-orders',
    gate: adminGate(deps.accounts),
    notFound: adminNotFound,
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

      detail: async ({ locale, parse }) => {
        const input = parse(orderSchema);
        if (!input.ok) return input.response;
        const order = await store.orderDetail(input.data.orderId);
        return order ? jsonResponse({ order }) : refusal(locale, 404, 'orders.orderNotFound');
      },

      ship: async ({ locale: answerLocale, parse }, admin) => {
        const input = parse(shipSchemaIn(answerLocale));
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
            return refusal(answerLocale, 409, 'orders.admin.alreadyShipped');
          case 'not_paid':
            return refusal(answerLocale, 409, 'orders.admin.notPaid');
          case 'no_printed_kit':
            return refusal(answerLocale, 409, 'orders.admin.noPrintedKit');
          case 'disputed':
            return jsonResponse(
              {
                error:
                  shippingHoldMessagesIn[answerLocale][result.dispute_status === 'lost' ? 'lost' : 'open'],
              },
              409,
            );
          default:
            return refusal(answerLocale, 404, 'orders.orderNotFound');
        }
      },

      'print-file': async ({ locale, parse }) => {
        const input = parse(itemSchema);
        if (!input.ok) return input.response;
        const order = await store.order(input.data.orderId);
        const items = (await store.orderDetail(input.data.orderId))?.items;
        const item = items?.find((candidate) => candidate.id === input.data.itemId);
        if (!order || !item) return refusal(locale, 404, 'orders.itemNotInOrder');
        if (item.format !== 'printed') return refusal(locale, 409, 'orders.admin.noPrintedItem');
        const pdf = await deps.buildPrintFile(item.kit_slug, {
          lang: order.kit_locale ?? orderLocale(order),
          childName: order.child_name ?? null,
        });
        return attachmentResponse(
          pdf as BodyInit,
          'application/pdf',
          `${order.number}-${item.kit_slug}-print.pdf`,
        );
      },

      refund: async ({ locale, parse }, admin) => {
        const input = parse(refundSchema);
        if (!input.ok) return input.response;
        if (!deps.stripe) return refusal(locale, 503, 'orders.admin.stripeUnavailable');
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
                error: orderText(locale, 'orders.admin.refundFailed', {
                  reason: refundFailureText(refund.failureReason, locale),
                }),
                order: await store.orderDetail(orderId),
              },
              502,
            );
          case 'refused':
            return refusal(locale, 502, 'orders.admin.stripeRefused');
          case 'already_refunded':
            return refusal(locale, 409, 'orders.admin.alreadyRefunded');
          case 'not_refundable':
            return refusal(locale, 409, 'orders.admin.notRefundable');
          case 'unknown_item':
            return refusal(locale, 404, 'orders.itemNotInOrder');
          default:
            return refusal(locale, 404, 'orders.orderNotFound');
        }
      },

      resend: async ({ locale, parse }, admin) => {
        const input = parse(orderSchema);
        if (!input.ok) return input.response;
        const order = await store.order(input.data.orderId);
        if (!order) return refusal(locale, 404, 'orders.orderNotFound');
        if (!order.items.some((item) => item.link)) return refusal(locale, 409, 'orders.admin.noLinks');
        if (!(await linkEmailAllowed(admin.userId, order.email)))
          return refusal(locale, 429, 'orders.admin.rateLimited');
        // The same links as before; a kit whose link expired gets its next one.
        const [shown] = await deps.links.show([order], { mint: true });
        if (!shown!.items.some((item) => item.token)) return refusal(locale, 409, 'orders.admin.noLinks');
        await deps.sendMail(orderEmail(shown!, deps.siteUrl, deps.supportEmail));
        await store.recordResend(
          admin.userId,
          order.id,
          shown!.items.filter((item) => item.token).map((item) => item.kit_slug),
        );
        return jsonResponse({ sentTo: order.email });
      },

      'reset-link': async ({ locale, parse }, admin) => {
        const input = parse(itemSchema);
        if (!input.ok) return input.response;
        const current = await store.order(input.data.orderId);
        const item = current?.items.find((candidate) => candidate.id === input.data.itemId);
        if (!current || !item) return refusal(locale, 404, 'orders.itemNotInOrder');
        if (!item.link) return refusal(locale, 409, 'orders.admin.noLink');
        if (!(await linkEmailAllowed(admin.userId, current.email)))
          return refusal(locale, 429, 'orders.admin.rateLimited');
        const result = await deps.links.reset(current, item.id, admin.userId);
        if (result.outcome === 'stale') return refusal(locale, 409, 'orders.admin.staleLink');
        if (result.outcome !== 'reset') return refusal(locale, 409, 'orders.admin.noLink');
        const order = result.order;
        await deps.sendMail(orderEmail(order, deps.siteUrl, deps.supportEmail));
        return jsonResponse({ sentTo: order.email, order: await store.orderDetail(input.data.orderId) });
      },
    },
  });
}
