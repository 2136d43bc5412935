import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { corsHeaders, jsonResponse, preflightResponse } from '../http/cors.ts';
import { isKitPdfSlug } from '../domain/kit-themes.ts';
import {
  csvRows,
  reviewStatuses,
  SALES_MAX_DAYS,
  SHOP_TIME_ZONE,
  shopAdminMessages,
  WAITLIST_CSV_COLUMNS,
} from '../domain/shop-admin.ts';
import { requireAdmin } from '../account/require-admin.ts';
import { adminOrdersMessages } from '../orders/admin-orders-handler.ts';

export interface AdminShopDeps {
  /** supabase-js with the service role: confirms tokens and reads the closed tables. */
  client: SupabaseClient;
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

const REVIEW_COLUMNS = 'id, name, email, rating, review, status, kit_slug, created_at, moderated_at';
const MESSAGE_COLUMNS = 'id, name, email, message, created_at, answered_at';

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
  const { client } = deps;

  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST')
      return jsonResponse({ error: adminOrdersMessages.methodNotAllowed }, 405, { Allow: 'POST, OPTIONS' });
    const action = new URL(req.url).pathname.split('/').filter(Boolean).pop();
    try {
      const admin = await requireAdmin(req, { client });
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
        if (parsed.success) return { ok: true, data: parsed.data };
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues)
          fieldErrors[issue.path.join('.') || 'body'] ??= issue.message;
        return {
          ok: false,
          response: jsonResponse({ error: parsed.error.issues[0]?.message, fieldErrors }, 400),
        };
      };
      const must = <T>({ data, error }: { data: T; error: { message: string } | null }): T => {
        if (error) throw new Error(error.message);
        return data;
      };
      // bigint ids: a number, as PostgREST sends them (a database driver may hand over strings).
      const withNumberIds = <T extends { id: unknown }>(rows: T[] | null): T[] =>
        (rows ?? []).map((row) => ({ ...row, id: Number(row.id) }));

      switch (action) {
        case 'reviews': {
          const input = parse(reviewsSchema);
          if (!input.ok) return input.response;
          let query = client.from('reviews').select(REVIEW_COLUMNS);
          if (input.data.status) query = query.eq('status', input.data.status);
          if (input.data.email) query = query.ilike('email', input.data.email.replace(/[\\%_]/g, '\\$&'));
          const reviews = withNumberIds(
            must(await query.order('created_at', { ascending: false }).limit(LIST_LIMIT)),
          );
          return jsonResponse({ reviews });
        }

        // Changes go through admin_* functions: the change and its audit row in one transaction (ADR 036).
        case 'moderate-review': {
          const input = parse(moderateSchema);
          if (!input.ok) return input.response;
          const { id: reviewId, status, kit } = input.data;
          const review = must(
            await client.rpc('admin_moderate_review', {
              p_actor: admin.userId,
              p_review_id: reviewId,
              p_status: status,
              p_kit_slug: kit ?? null,
              p_change_kit: kit !== undefined,
            }),
          ) as { id: unknown } | null;
          return review
            ? jsonResponse({ review: withNumberIds([review])[0] })
            : jsonResponse({ error: shopAdminMessages.reviewNotFound }, 404);
        }

        case 'messages': {
          const input = parse(messagesSchema);
          if (!input.ok) return input.response;
          let query = client.from('contact_messages').select(MESSAGE_COLUMNS);
          if (input.data.answered === true) query = query.not('answered_at', 'is', null);
          if (input.data.answered === false) query = query.is('answered_at', null);
          if (input.data.email) query = query.ilike('email', input.data.email.replace(/[\\%_]/g, '\\$&'));
          const messages = withNumberIds(
            must(await query.order('created_at', { ascending: false }).limit(LIST_LIMIT)),
          );
          return jsonResponse({ messages });
        }

        case 'answer-message': {
          const input = parse(answerSchema);
          if (!input.ok) return input.response;
          const message = must(
            await client.rpc('admin_answer_message', {
              p_actor: admin.userId,
              p_message_id: input.data.id,
              p_answered: input.data.answered,
            }),
          ) as { id: unknown } | null;
          return message
            ? jsonResponse({ message: withNumberIds([message])[0] })
            : jsonResponse({ error: shopAdminMessages.messageNotFound }, 404);
        }

        case 'waitlist':
        case 'waitlist-csv': {
          type WaitlistRow = { email: string; age_range: string | null; created_at: string };
          // Viewing the list is not recorded; the export (the addresses leaving the console) is.
          const rows = (
            action === 'waitlist'
              ? must(
                  await client
                    .from('waitlist')
                    .select('email, age_range, created_at')
                    .order('created_at', { ascending: true }),
                )
              : must(await client.rpc('admin_export_waitlist', { p_actor: admin.userId }))
          ) as WaitlistRow[];
          if (action === 'waitlist') return jsonResponse({ waitlist: rows });
          const csv = csvRows(
            WAITLIST_CSV_COLUMNS,
            rows.map((row) => [row.email, row.age_range, row.created_at]),
          );
          return new Response(csv, {
            headers: {
              ...corsHeaders,
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="waitlist.csv"',
              'Cache-Control': 'no-store',
            },
          });
        }

        case 'sales': {
          const input = parse(salesSchema);
          if (!input.ok) return input.response;
          const { data, error } = await client.rpc('admin_sales', {
            p_from: input.data.from,
            p_to: input.data.to,
            p_time_zone: SHOP_TIME_ZONE,
          });
          if (error) throw new Error(`admin_sales failed: ${error.message}`);
          return jsonResponse({ rows: data, timeZone: SHOP_TIME_ZONE });
        }

        default:
          return jsonResponse({ error: adminOrdersMessages.notFound }, 404);
      }
    } catch (error) {
      log(`admin-shop ${action ?? ''}: ${String(error)}`);
      return jsonResponse({ error: adminOrdersMessages.failed }, 500);
    }
  };
}
