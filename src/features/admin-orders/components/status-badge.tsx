import type { OrderStatus } from '@domain/order-status';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';

const tones: Readonly<Record<OrderStatus, string>> = {
  pending: 'bg-line text-ink',
  paid: 'bg-sky-50 text-sky-700',
  shipped: 'bg-leaf-50 text-leaf-700',
  partially_refunded: 'bg-danger-50 text-danger-800',
  refunded: 'bg-danger-50 text-danger-800',
  expired: 'bg-line text-ink-muted',
};

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return <span className={cn(badge, tones[status])}>{t('adminOrders.status', { status })}</span>;
}

/** A paid order with a printed kit that has not shipped yet. */
export function ToPrintBadge() {
  const { t } = useI18n();
  return <span className={cn(badge, 'bg-sunshine-300 text-ink')}>{t('adminOrders.toPrint')}</span>;
}
