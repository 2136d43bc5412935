import { discountCause } from '../domain/bundles.ts';
import { z } from 'zod';
import type { Caller } from '../account/account-store.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonResponse } from '../http/cors.ts';
import { httpText } from '../http/i18n/catalog.ts';
import { actionRouter, bearerToken } from '../http/request.ts';
import { formMessagesIn } from '../domain/form-messages.ts';
import { locales, type Locale } from '../domain/locales.ts';
import { perLocale } from '../http/texts.ts';
import { orderLocale, recoveryEmail, type OutgoingEmail } from './order-email.ts';
import type { DownloadLinks } from './download-links.ts';
import { orderText } from './i18n/catalog.ts';
import { maskEmail } from './mask-email.ts';
import type { OrderView } from '../domain/order-view.ts';
import { claimRates, type OrderStore } from './order-store.ts';

export interface OrdersDeps {
  store: OrderStore;
  /** Each kit's one link, derived again to be shown (ADR 035). */
  links: DownloadLinks;
  siteUrl: string;
  /** Who sent the request's bearer token: the anon key is a guest, a member's token is checked with Auth. */
  caller(token: string | undefined): Promise<Caller>;
  sendMail(email: OutgoingEmail): Promise<void>;
  log?: (message: string) => void;
  /** The clock (tests move it past THANK_YOU_DOWNLOAD_HOURS). */
  now?: () => Date;
}

/** Recovery: a few tries per address and per connection an hour; enough for a typo, not for probing. */
export const RECOVERY_LIMIT = { perEmail: 3, perIp: 10, windowSeconds: 3600 } as const;

/**
 * 'My orders' shows (and, once a link expired, makes) links: plenty of page views per account and
 * per connection an hour, not a loop.
 */
export const MY_ORDERS_LIMIT = { perAccount: 30, perIp: 120, windowSeconds: 3600 } as const;

/** The actions' schemas, their messages in one language. */
const schemasIn = perLocale((locale) => {
  const email = formMessagesIn[locale].email;
  return {
    session: z.object({
      sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{8,200}$/, orderText(locale, 'orders.lookup.sessionId')),
    }),
    token: z.object({
      token: z.string().regex(/^[0-9a-f]{32,128}$/, orderText(locale, 'orders.link.invalid')),
    }),
    recover: z.object({
      email: z.email({ error: email }).max(254, email),
      /** The language of the recovery form: the email and its links are in it. Absent: English. */
      locale: z.enum(locales, { error: orderText(locale, 'orders.cart.locale') }).optional(),
    }),
  };
});

/**
 * How long after checkout the thank-you page (reached with the Checkout Session id) shows the order in
 * full with its download links, so a guest never depends on the email (issue 29 §6). A session id
 * travels in URLs (history, a forwarded address): after this, that page shows the kits and totals
 * only, the email masked and no address, and points to the emailed links.
 */
export const THANK_YOU_DOWNLOAD_HOURS = 24;

/** The kits a bundle discount was for; null for a promotion code or no discount. */
const bundleSizeOf = (label: string | null) => {
  const cause = label ? discountCause(label) : null;
  return cause?.kind === 'bundle' ? cause.size : null;
};

/** An order as its buyer sees it: kits, totals, email and where it ships. */
function receipt(order: OrderView) {
  return {
    number: order.number,
    email: order.email,
    status: order.status,
    currency: order.currency,
    region: order.region,
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    discountLabel: order.discount_label,
    // The page names a bundle by its size without loading the bundle rule (its first load is budgeted).
    bundleSize: bundleSizeOf(order.discount_label),
    shippingCents: order.shipping_cents,
    taxCents: order.tax_cents,
    taxLines: order.tax_lines,
    totalCents: order.total_cents,
    shippingAddress: order.shipping_address,
    items: order.items.map((item) => ({
      kit: item.kit_slug,
      title: item.kit_title,
      format: item.format,
      quantity: item.quantity,
      lineCents: item.line_cents,
      licence: item.licence ?? 'family',
    })),
  };
}

/**
 * The kits of an order that have a link to show, with it, their licence and the children's names given
 * at checkout, which the download form starts from (whoever holds the link is the buyer's household).
 */
const downloadsOf = (order: OrderView) =>
  order.items
    .filter((item) => item.token)
    .map((item) => ({
      kit: item.kit_slug,
      title: item.kit_title,
      token: item.token!,
      licence: item.licence ?? 'family',
      childNames: item.child_names ?? [],
    }));

/** True while the thank-you page may show the whole order and its links (THANK_YOU_DOWNLOAD_HOURS). */
const thankYouFresh = (order: OrderView, now: Date) =>
  now.getTime() - Date.parse(order.created_at) < THANK_YOU_DOWNLOAD_HOURS * 3_600_000;

/**
 * What the thank-you page shows: while fresh, the receipt with each paid kit's link (shown, never
 * minted); afterwards the receipt with the email masked, no address and no links.
 */
async function thankYouPage(order: OrderView, links: DownloadLinks, now: Date) {
  if (!thankYouFresh(order, now))
    return { ...receipt(order), email: maskEmail(order.email), shippingAddress: null, downloads: [] };
  const [shown] = order.status === 'paid' ? await links.show([order], { mint: false }) : [order];
  return { ...receipt(order), downloads: downloadsOf(shown!) };
}

/** A member's own order with its links ('My orders'). */
function withDownloads(order: OrderView) {
  return { ...receipt(order), createdAt: order.created_at, downloads: downloadsOf(order) };
}

/**
 * What a download link's page shows: whoever holds a link sees the kits, the order number, the
 * buyer's address masked and when the link stops working; never the address or the shipping address.
 */
function downloadsPage(order: OrderView) {
  return {
    number: order.number,
    maskedEmail: maskEmail(order.email),
    expiresAt: order.link_expires_at ?? null,
    downloads: downloadsOf(order),
  };
}

/**
 * POST /orders/<action>:
 * - by-session {sessionId} → the order behind a Stripe Checkout Session (thank-you pages); its `status`
 *   stays 'pending' until the webhook has confirmed the payment; once paid, its kits' links for
 *   THANK_YOU_DOWNLOAD_HOURS, then only the kits and totals (`thankYouPage`);
 * - downloads {token} → what the link's page shows of its paid order (every kit, the email masked);
 *   410 once expired, 403 while a dispute holds it, 404 once revoked or unknown;
 * - recover {email, locale?} → emails the links of every paid order of the address, one email per
 *   language of the terms the orders were bought under (French text, /fr/downloads links); the answer,
 *   always the same, is in `locale`;
 * - mine → a signed-in member's orders with their links.
 * Both send each kit's one link again; a kit whose link expired gets its next one, so both are
 * rate limited (per address and IP, per account and IP). Every message is in the request's language.
 */
export function createOrdersHandler(deps: OrdersDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  const now = deps.now ?? (() => new Date());
  return actionRouter<Exclude<Caller, { kind: 'refused' }>>({
    name: 'orders',
    gate: async (req, locale) => {
      const caller = await deps.caller(bearerToken(req));
      return caller.kind === 'refused'
        ? { ok: false, response: jsonResponse({ error: httpText(locale, 'http.signInAgain') }, 401) }
        : { ok: true, caller };
    },
    notFound: (locale) => orderText(locale, 'orders.lookup.notFound'),
    log,
    actions: {
      'by-session': async ({ locale, parse }) => {
        const parsed = parse(schemasIn(locale).session);
        if (!parsed.ok) return parsed.response;
        const order = await deps.store.orderBySession(parsed.data.sessionId);
        return order
          ? jsonResponse({ order: await thankYouPage(order, deps.links, now()) })
          : jsonResponse({ error: orderText(locale, 'orders.orderNotFound') }, 404);
      },

      downloads: async ({ locale, parse }) => {
        const parsed = parse(schemasIn(locale).token);
        if (!parsed.ok) return parsed.response;
        const { token } = parsed.data;
        const order = await deps.store.orderByDownloadToken(token);
        if (order) return jsonResponse({ order: downloadsPage(order) });
        if (await deps.store.downloadDisputed(token))
          return jsonResponse({ error: orderText(locale, 'orders.link.paused') }, 403);
        return (await deps.store.downloadExpired(token))
          ? jsonResponse({ error: orderText(locale, 'orders.lookup.expired'), expired: true }, 410)
          : jsonResponse({ error: orderText(locale, 'orders.link.invalid') }, 404);
      },

      recover: async ({ req, locale, parse }) => {
        const parsed = parse(schemasIn(locale).recover);
        if (!parsed.ok) return parsed.response;
        const email = parsed.data.email.trim();
        const allowed = await claimRates(deps.store, RECOVERY_LIMIT.windowSeconds, [
          ['recover-ip', clientIp(req), RECOVERY_LIMIT.perIp],
          ['recover-email', email, RECOVERY_LIMIT.perEmail],
        ]);
        if (!allowed) return jsonResponse({ error: httpText(locale, 'http.rateLimited') }, 429);
        const orders = (
          await deps.links.show(await deps.store.paidOrdersForEmail(email), { mint: true })
        ).filter((order) => order.items.some((item) => item.token));
        // Every email about an order is in the language of the terms it was bought under (issue 28 §1):
        // one recovery email per language among the address's orders.
        const byLanguage = new Map<Locale, OrderView[]>();
        for (const order of orders)
          byLanguage.set(orderLocale(order), [...(byLanguage.get(orderLocale(order)) ?? []), order]);
        for (const [language, group] of byLanguage) {
          try {
            await deps.sendMail(recoveryEmail(email, group, deps.siteUrl, language));
          } catch (error) {
            log(`orders: sending recovery links failed: ${String(error)}`);
          }
        }
        return jsonResponse({ ok: true, message: orderText(locale, 'orders.lookup.recoverySent') });
      },

      mine: async ({ req, locale }, caller) => {
        if (caller.kind !== 'member')
          return jsonResponse({ error: orderText(locale, 'orders.lookup.signIn') }, 401);
        const allowed = await claimRates(deps.store, MY_ORDERS_LIMIT.windowSeconds, [
          ['mine-ip', clientIp(req), MY_ORDERS_LIMIT.perIp],
          ['mine-account', caller.id, MY_ORDERS_LIMIT.perAccount],
        ]);
        if (!allowed) return jsonResponse({ error: httpText(locale, 'http.rateLimited') }, 429);
        const orders = await deps.links.show(await deps.store.ordersForUser(caller.id), { mint: true });
        return jsonResponse({ orders: orders.map(withDownloads) });
      },
    },
  });
}
