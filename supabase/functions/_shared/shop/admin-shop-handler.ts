import { z } from 'zod';
import type { AccountStore } from '../account/account-store.ts';
import { adminMessages, requireAdmin } from '../account/require-admin.ts';
import { isKitPdfSlug } from '../domain/kit-themes.ts';
import {
  csvRows,
  reviewStatuses,
  SALES_MAX_DAYS,
  SHOP_TIME_ZONE,
  shopAdminMessages,
  WAITLIST_CSV_COLUMNS,
} from '../domain/shop-admin.ts';
import { attachmentResponse, jsonResponse } from '../http/cors.ts';
import {
  actionOf,
  invalidJsonResponse,
  parseInput,
  readJsonBody,
  refuseMethod,
  requestMessages,
} from '../http/request.ts';
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
const isoDate = z.iso.date({ error: shopAdminMessages.badDate });

const emailFilter = z.string().trim().toLowerCase().max(254).optional();
const reviewsSchema = z.object({ status: z.enum(reviewStatuses).optional(), email: emailFilter });
const moderateSchema = z.object({
  id,
  status: z.enum(reviewStatuses),
  kit: z.string().refine(isKitPdfSlug, shopAdminMessages.unknownKit).nullable().optional(),
});
const messagesSchema = z.object({ answered: z.boolean().optional(), email: emailFilter });
const answerSchema = z.object({ id, answered: z.boolean() });
const salesSchema = z.object({ from: isoDate, to: isoDate }).refine(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    return days >= 0 && days < SALES_MAX_DAYS;
  },
  { message: shopAdminMessages.badRange, path: ['to'] },
);

/**
 * POST /admin-shop/<action>, each behind requireAdmin (401 without a session, 403 for a member or an
 * admin without the second factor); moderation, answering and the CSV export are written to the audit log:
 * - reviews {status?, email?} → the newest reviews, with the reviewer's email (the owner's eyes only);
 * - moderate-review {id, status, kit?} → pending/approved/hidden, and the kit it is about (null: the shop);
 * - messages {answered?, email?} → contact messages; answer-message {id, answered} → marks one (un)answered;
 * - waitlist → the waitlist; waitlist-csv → the same as a CSV file, with the consent time;
 * - sales {from, to} → per day (shop time), kit and currency: orders, units, gross and refunded cents.
 */
export function createAdminShopHandler(deps: AdminShopDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  const { store } = deps;

  return async (req) => {
    const refused = refuseMethod(req, requestMessages.postOnly);
    if (refused) return refused;
    const action = actionOf(req);
    try {
      const admin = await requireAdmin(req, deps.accounts);
      if (!admin.ok) return admin.response;

      const read = await readJsonBody(req, { empty: {} });
      if (!read.ok) return invalidJsonResponse();
      const parse = <T>(schema: z.ZodType<T>) => parseInput(schema, read.body);

      switch (action) {
        case 'reviews': {
          const input = parse(reviewsSchema);
          if (!input.ok) return input.response;
          return jsonResponse({ reviews: await store.reviews(input.data, LIST_LIMIT) });
        }

        case 'moderate-review': {
          const input = parse(moderateSchema);
          if (!input.ok) return input.response;
          const review = await store.moderateReview({ actorId: admin.userId, ...input.data });
          return review
            ? jsonResponse({ review })
            : jsonResponse({ error: shopAdminMessages.reviewNotFound }, 404);
        }

        case 'messages': {
          const input = parse(messagesSchema);
          if (!input.ok) return input.response;
          return jsonResponse({ messages: await store.messages(input.data, LIST_LIMIT) });
        }

        case 'answer-message': {
          const input = parse(answerSchema);
          if (!input.ok) return input.response;
          const message = await store.answerMessage(admin.userId, input.data.id, input.data.answered);
          return message
            ? jsonResponse({ message })
            : jsonResponse({ error: shopAdminMessages.messageNotFound }, 404);
        }

        case 'waitlist':
          // Viewing the list is not recorded; the export (the addresses leaving the console) is.
          return jsonResponse({ waitlist: await store.waitlist() });

        case 'waitlist-csv': {
          const rows = await store.exportWaitlist(admin.userId);
          const csv = csvRows(
            WAITLIST_CSV_COLUMNS,
            rows.map((row) => [row.email, row.age_range, row.created_at]),
          );
          return attachmentResponse(csv, 'text/csv; charset=utf-8', 'waitlist.csv');
        }

        case 'sales': {
          const input = parse(salesSchema);
          if (!input.ok) return input.response;
          const rows = await store.sales(input.data.from, input.data.to, SHOP_TIME_ZONE);
          return jsonResponse({ rows, timeZone: SHOP_TIME_ZONE });
        }

        default:
          return jsonResponse({ error: adminMessages.notFound }, 404);
      }
    } catch (error) {
      log(`admin-shop ${action ?? ''}: ${String(error)}`);
      return jsonResponse({ error: requestMessages.failed }, 500);
    }
  };
}
