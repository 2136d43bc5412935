/**
 * The owner's console keeps a trail (ADR 036): each admin action is one row of public.admin_audit_log,
 * written by the database function that does the action. The names match the table's check.
 */
export const adminAuditActions = [
  'refund',
  'ship',
  'resend',
  'reset_link',
  'moderate_review',
  'answer_message',
  'export_waitlist',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** One row of an order's history, as admin_order_history() gives it. */
export interface AdminAuditEntry {
  id: number;
  at: string;
  actor_email: string;
  action: AdminAuditAction;
  subject_table: string;
  subject_id: string | null;
  details: Record<string, unknown>;
}
