import type { AdminAuditEntry } from '@domain/admin-audit';
import { formatMoney } from '@domain/pricing';
import { dateTime } from './date-time';

export const ORDER_HISTORY_TEXTS = {
  heading: 'History',
  empty: 'No admin actions yet.',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What one audit row says the owner did to the order, in a sentence. */
export function describeAdminAction(entry: AdminAuditEntry, currency: 'USD' | 'CAD'): string {
  const { details } = entry;
  switch (entry.action) {
    case 'ship':
      return `Marked shipped with ${text(details.carrier)}, tracking ${text(details.tracking_number)}`;
    case 'refund': {
      const amount =
        typeof details.amount_cents === 'number'
          ? formatMoney(details.amount_cents, currency, { withCode: true })
          : '';
      return `Refunded ${amount} (${text(details.kit_title) || 'whole order'})`;
    }
    case 'resend':
      return 'Resent the download email with fresh links';
    case 'reset_link':
      return `Reset the download link of ${text(details.kit_title)}`;
    default:
      return entry.action;
  }
}

/** The order's audit trail, oldest first: when, who, what (ADR 036). */
export function OrderHistory({ entries, currency }: { entries: AdminAuditEntry[]; currency: 'USD' | 'CAD' }) {
  return (
    <section aria-labelledby="history-heading" className="grid gap-2">
      <h3 id="history-heading" className="font-heading text-xl font-semibold">
        {ORDER_HISTORY_TEXTS.heading}
      </h3>
      {entries.length ? (
        <ol className="grid gap-1">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at} className="text-ink-muted">
                {dateTime(entry.at)}
              </time>{' '}
              · {entry.actor_email}: {describeAdminAction(entry, currency)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">{ORDER_HISTORY_TEXTS.empty}</p>
      )}
    </section>
  );
}
