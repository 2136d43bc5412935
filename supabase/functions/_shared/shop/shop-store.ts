import type {
  ApprovedReviews,
  MessageRow,
  ReviewRow,
  ReviewStatus,
  WaitlistRow,
} from '../domain/shop-admin.ts';
import { rateLimitDigest } from '../http/rate-limit-digest.ts';
import type { RestQuery, SupabaseService } from '../http/supabase-service.ts';
import type { FormSubmission } from './form-rules.ts';

export interface RateLimit {
  perEmail: number;
  perIp: number;
  windowSeconds: number;
}

/** Per address and per IP, across all three forms: roomy for a family, tight for a script. */
export const DEFAULT_RATE_LIMIT: RateLimit = { perEmail: 5, perIp: 20, windowSeconds: 3600 };

export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The reviews, messages, waitlist and sales: the visitors' forms, the pages' reviews and the owner's console. */
export interface ShopStore {
  /** Records one submission against the rate limit, or says how long until one frees up. */
  claimSubmission(email: string, ip: string, limit: RateLimit): Promise<Claim>;
  /**
   * Inserts the validated row with the service role: visitors have no insert of their own. A second
   * join of a waitlisted address at the same instant fails with SupabaseServiceError 409.
   */
  insertSubmission(submission: FormSubmission): Promise<void>;
  /** What a page shows: the approved reviews of the shop (kit null) or of one kit. */
  approvedReviews(kit: string | null, limit: number): Promise<ApprovedReviews>;

  // The owner's console (admin-shop): each change writes its audit row in the same transaction (ADR 036).
  /** Newest first, at most `limit`; `email` matches the address whatever its case. */
  reviews(filter: { status?: ReviewStatus; email?: string }, limit: number): Promise<ReviewRow[]>;
  /** null when there is no such review. `kit` undefined leaves the review's kit as it was. */
  moderateReview(input: {
    actorId: string;
    id: number;
    status: ReviewStatus;
    kit?: string | null;
  }): Promise<ReviewRow | null>;
  messages(filter: { answered?: boolean; email?: string }, limit: number): Promise<MessageRow[]>;
  /** null when there is no such message. */
  answerMessage(actorId: string, id: number, answered: boolean): Promise<MessageRow | null>;
  /** Oldest first; viewing it is not audited. */
  waitlist(): Promise<WaitlistRow[]>;
  /** The same list for the CSV file, the export audited (the addresses leave the console). */
  exportWaitlist(actorId: string): Promise<WaitlistRow[]>;
  /** Per day in `timeZone`, kit and currency: orders, units, gross, discount and refunded cents. */
  sales(from: string, to: string, timeZone: string): Promise<unknown[]>;
  /** Over the same days, per promotion code or bundle and currency: paid orders and discount cents. */
  discountSales(from: string, to: string, timeZone: string): Promise<unknown[]>;
}

const tableRow = (submission: FormSubmission): { table: string; row: Record<string, unknown> } => {
  switch (submission.formType) {
    case 'review':
      return {
        table: 'reviews',
        row: {
          name: submission.name,
          email: submission.email,
          rating: submission.rating,
          review: submission.review,
        },
      };
    case 'contact':
      return {
        table: 'contact_messages',
        row: { name: submission.name, email: submission.email, message: submission.message },
      };
    case 'waitlist':
      return { table: 'waitlist', row: { email: submission.email, age_range: submission.ageRange } };
  }
};

const REVIEW_COLUMNS = 'id,name,email,rating,review,status,kit_slug,created_at,moderated_at';
const MESSAGE_COLUMNS = 'id,name,email,message,created_at,answered_at';

/** An address to match with ilike, its wildcards taken literally. */
const likeEmail = (email: string) => `ilike.${email.replace(/[\\%_]/g, '\\$&')}`;

/** bigint ids: a number, as PostgREST sends them (a database driver may hand over strings). */
const withNumberId = <T extends { id: unknown }>(row: T): T => ({ ...row, id: Number(row.id) });

/** The store over the project's REST API with the service role. */
export function shopStore(
  service: SupabaseService,
  /** Keys the HMAC digests of the rate-limit log; a server secret the caller never sees. */
  digestSecret: string,
): ShopStore {
  const newestFirst = (query: RestQuery, limit: number): RestQuery => ({
    ...query,
    order: 'created_at.desc',
    limit: String(limit),
  });

  return {
    async claimSubmission(email, ip, limit) {
      // Only the service role may run the limiter: a visitor calling it could use up someone else's quota.
      const rows = await service.rpc<{ allowed: boolean; retry_after_seconds: number }[] | null>(
        'claim_form_submission',
        {
          email_hmac: await rateLimitDigest(digestSecret, 'email', email.trim().toLowerCase()),
          ip_hmac: await rateLimitDigest(digestSecret, 'ip', ip),
          per_email: limit.perEmail,
          per_ip: limit.perIp,
          window_seconds: limit.windowSeconds,
        },
      );
      const row = rows?.[0];
      if (!row) throw new Error('claim_form_submission returned no row');
      return row.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: row.retry_after_seconds };
    },

    async insertSubmission(submission) {
      const { table, row } = tableRow(submission);
      await service.insert(table, row, { returning: 'minimal' });
    },

    approvedReviews: (kit, limit) =>
      service.rpc<ApprovedReviews>('approved_reviews', { p_kit: kit, p_limit: limit }),

    async reviews(filter, limit) {
      const query: RestQuery = { select: REVIEW_COLUMNS };
      if (filter.status) query.status = `eq.${filter.status}`;
      if (filter.email) query.email = likeEmail(filter.email);
      return (await service.select<ReviewRow>('reviews', newestFirst(query, limit))).map(withNumberId);
    },

    async moderateReview({ actorId, id, status, kit }) {
      const review = await service.rpc<ReviewRow | null>('admin_moderate_review', {
        p_actor: actorId,
        p_review_id: id,
        p_status: status,
        p_kit_slug: kit ?? null,
        p_change_kit: kit !== undefined,
      });
      return review && withNumberId(review);
    },

    async messages(filter, limit) {
      const query: RestQuery = { select: MESSAGE_COLUMNS };
      if (filter.answered === true) query.answered_at = 'not.is.null';
      if (filter.answered === false) query.answered_at = 'is.null';
      if (filter.email) query.email = likeEmail(filter.email);
      return (await service.select<MessageRow>('contact_messages', newestFirst(query, limit))).map(
        withNumberId,
      );
    },

    async answerMessage(actorId, id, answered) {
      const message = await service.rpc<MessageRow | null>('admin_answer_message', {
        p_actor: actorId,
        p_message_id: id,
        p_answered: answered,
      });
      return message && withNumberId(message);
    },

    waitlist: () =>
      service.select<WaitlistRow>('waitlist', {
        select: 'email,age_range,created_at',
        order: 'created_at.asc',
      }),

    exportWaitlist: (actorId) => service.rpc<WaitlistRow[]>('admin_export_waitlist', { p_actor: actorId }),

    sales: (from, to, timeZone) =>
      service.rpc<unknown[]>('admin_sales', { p_from: from, p_to: to, p_time_zone: timeZone }),
    discountSales: (from, to, timeZone) =>
      service.rpc<unknown[]>('admin_discount_sales', { p_from: from, p_to: to, p_time_zone: timeZone }),
  };
}
