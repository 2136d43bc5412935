import type { AdminAuditEntry } from '@domain/admin-audit';
import { formatMoney } from '@domain/pricing';
import { useI18n, type I18n } from '@/lib/i18n/i18n';
import { dateTime } from './date-time';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What one audit row says the owner did to the order, in a sentence. */
export function describeAdminAction(
  entry: AdminAuditEntry,
  currency: 'USD' | 'CAD',
  { t, locale }: Pick<I18n, 't' | 'locale'>,
): string {
  const { details } = entry;
  switch (entry.action) {
    case 'ship':
      return t('adminOrders.history.ship', {
        carrier: text(details.carrier),
        trackingNumber: text(details.tracking_number),
      });
    case 'refund': {
      const amount =
        typeof details.amount_cents === 'number'
          ? formatMoney(details.amount_cents, currency, { locale, withCode: true })
          : '';
      return t('adminOrders.history.refund', {
        amount,
        what: text(details.kit_title) || t('adminOrders.wholeOrder'),
      });
    }
    case 'resend':
      return t('adminOrders.history.resend');
    case 'reset_link':
      return t('adminOrders.history.resetLink', { kit: text(details.kit_title) });
    default:
      return entry.action;
  }
}

/** The order's audit trail, oldest first: when, who, what (ADR 036). */
export function OrderHistory({ entries, currency }: { entries: AdminAuditEntry[]; currency: 'USD' | 'CAD' }) {
  const i18n = useI18n();
  const { t, tag } = i18n;
  return (
    <section aria-labelledby="history-heading" className="grid gap-2">
      <h3 id="history-heading" className="font-heading text-xl font-semibold">
        {t('adminOrders.history.heading')}
      </h3>
      {entries.length ? (
        <ol className="grid gap-1">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at} className="text-ink-muted">
                {dateTime(entry.at, tag)}
              </time>{' '}
              ·{' '}
              {t('adminOrders.history.entry', {
                actor: entry.actor_email,
                action: describeAdminAction(entry, currency, i18n),
              })}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">{t('adminOrders.history.empty')}</p>
      )}
    </section>
  );
}
