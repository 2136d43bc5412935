import { z } from 'zod';
import type { AccountStore } from '../account/account-store.ts';
import { adminGate, adminNotFound } from '../account/require-admin.ts';
import { isKitPdfSlug } from '../domain/kit-themes.ts';
import { perLocale } from '../http/texts.ts';
import {
  csvRows,
  reviewStatuses,
  SALES_MAX_DAYS,
  SHOP_TIME_ZONE,
  WAITLIST_CSV_COLUMNS,
} from '../domain/shop-admin.ts';
import { attachmentResponse, jsonResponse } from '../http/cors.ts';
import { actionRouter } from '../http/request.ts';
import { shopText } from './i18n/catalog.ts';
import type { ShopStore } from './shop-store.ts';

export interface AdminShopDeps {
  /** The reviews, messages, waitlist and sales; the owner's changes are audited. */
  store: ShopStore;
  /** Who is calling: the owner's gate (require-admin.ts). */
  accounts: AccountStore;
  log?: (message: string) => void;
}

/** Rows a list answers at most: a small shop's inbox, newest first. */
const LIST_LIMIT = 200;

const id = z.number().int().positive();

const emailFilter = z.string().trim().toLowerCase().max(254).optional();
const reviewsSchema = z.object({ status: z.enum(reviewStatuses).optional(), email: emailFilter });
const messagesSchema = z.object({ answered: z.boolean().optional(), email: emailFilter });
const answerSchema = z.object({ id, answered: z.boolean() });

/** The schemas whose messages are ours, in one language. */
const schemasIn = perLocale((locale) => {
  const isoDate = z.iso.date({ error: shopText(locale, 'shop.admin.badDate') });
  return {
    moderate: z.object({
      id,
      status: z.enum(reviewStatuses),
      kit: z.string().refine(isKitPdfSlug, shopText(locale, 'shop.admin.unknownKit')).nullable().optional(),
    }),
    sales: z.object({ from: isoDate, to: isoDate }).refine(
      ({ from, to }) => {
        const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
        return days >= 0 && days < SALES_MAX_DAYS;
      },
      { message: shopText(locale, 'shop.admin.badRange'), path: ['to'] },
    ),
  };
});

/**
 * POST /admin-shop/<action>, each behind requireAdmin (401 without a session, 403 for a member or an
 * admin without the second factor); moderation, answering and the CSV export are written to the audit log:
 * - reviews {status?, email?} → the newest reviews, with the reviewer's email (the owner's eyes only);
 * - moderate-review {id, status, kit?} → pending/approved/hidden, and the kit it is about (null: the shop);
 * - messages {answered?, email?} → contact messages; answer-message {id, answered} → marks one (un)answered;
 * - waitlist → the waitlist; waitlist-csv → the same as a CSV file, with the consent time;
 * - sales {from, to} → rows: per day (shop time), kit and currency: orders, units, gross, discount and
 *   refunded cents; discounts: per promotion code or bundle and currency, paid orders and discount cents.
 * Refusals are in the request's language.
 */
export function createAdminShopHandler(deps: AdminShopDeps): (req: Request) => Promise<Response> {
  const { store } = deps;
  return actionRouter({
    name: 'admin-shop',
    gate: adminGate(deps.accounts),
    notFound: adminNotFound,
    log: deps.log,
    actions: {
      reviews: async ({ parse }) => {
        const input = parse(reviewsSchema);
        if (!input.ok) return input.response;
        return jsonResponse({ reviews: await store.reviews(input.data, LIST_LIMIT) });
      },

      'moderate-review': async ({ locale, parse }, admin) => {
        const input = parse(schemasIn(locale).moderate);
        if (!input.ok) return input.response;
        const review = await store.moderateReview({ actorId: admin.userId, ...input.data });
        return review
          ? jsonResponse({ review })
          : jsonResponse({ error: shopText(locale, 'shop.admin.reviewNotFound') }, 404);
      },

      messages: async ({ parse }) => {
        const input = parse(messagesSchema);
        if (!input.ok) return input.response;
        return jsonResponse({ messages: await store.messages(input.data, LIST_LIMIT) });
      },

      'answer-message': async ({ locale, parse }, admin) => {
        const input = parse(answerSchema);
        if (!input.ok) return input.response;
        const message = await store.answerMessage(admin.userId, input.data.id, input.data.answered);
        return message
          ? jsonResponse({ message })
          : jsonResponse({ error: shopText(locale, 'shop.admin.messageNotFound') }, 404);
      },

      // Viewing the list is not recorded; the export (the addresses leaving the console) is.
      waitlist: async () => jsonResponse({ waitlist: await store.waitlist() }),

      'waitlist-csv': async (_request, admin) => {
        const rows = await store.exportWaitlist(admin.userId);
        const csv = csvRows(
          WAITLIST_CSV_COLUMNS,
          rows.map((row) => [row.email, row.age_range, row.created_at]),
        );
        return attachmentResponse(csv, 'text/csv; charset=utf-8', 'waitlist.csv');
      },

      sales: async ({ locale, parse }) => {
        const input = parse(schemasIn(locale).sales);
        if (!input.ok) return input.response;
        const { from, to } = input.data;
        const [rows, discounts] = await Promise.all([
          store.sales(from, to, SHOP_TIME_ZONE),
          store.discountSales(from, to, SHOP_TIME_ZONE),
        ]);
        return jsonResponse({ rows, discounts, timeZone: SHOP_TIME_ZONE });
      },
    },
  });
}
