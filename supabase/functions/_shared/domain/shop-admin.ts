/**
 * The owner's shop console beyond orders (issue 19, points 5-7): review moderation, the inbox and the
 * waitlist export, and sales totals. Shared by the admin-shop function, the public reviews function and
 * the /admin page.
 */
import type { Tables } from './database.ts';

export const reviewStatuses = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** One approved review as a visitor sees it: first name and initial, never the email. */
export interface PublicReview {
  id: number;
  name: string;
  rating: number;
  review: string;
  kit_slug: string | null;
  created_at: string;
}

export interface ApprovedReviews {
  count: number;
  /** The mean rating to one decimal; null without reviews. */
  average: number | null;
  reviews: PublicReview[];
}

/** A review as the owner sees it, with the reviewer's email. */
export type ReviewRow = Omit<Tables<'reviews'>, 'status'> & { status: ReviewStatus };

/** A message from /contact. */
export type MessageRow = Tables<'contact_messages'>;

export type WaitlistRow = Omit<Tables<'waitlist'>, 'id'>;

/** Sales days are the shop's days: it is a Canadian company, so Eastern time. */
export const SHOP_TIME_ZONE = 'America/Toronto';

/** The longest range the sales chart shows at once. */
export const SALES_MAX_DAYS = 366;

/** Approved reviews a page shows at most. */
export const REVIEWS_SHOWN = 6;

/** The waitlist export's columns, in order; joining the waitlist is the visitor's consent to be told. */
export const WAITLIST_CSV_COLUMNS = ['email', 'age_range', 'consented_at'] as const;

/**
 * One CSV field: quoted when it must be, and a leading = + - @ (or tab/return) neutralised with an
 * apostrophe, so a spreadsheet never runs a formula someone typed into a form (CSV injection).
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRows(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [columns, ...rows]
    .map((row) => row.map((value) => csvField(value as string | number | null)).join(','))
    .join('\r\n')
    .concat('\r\n');
}
