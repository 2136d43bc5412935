import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { downloadsPath, paths } from '@/config/paths';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';
import { getMyOrders, type MyOrdersLookup } from '../api/get-my-orders';
import { OrderSummary } from './order-summary';

/** 'My orders': each order of the signed-in member with a link to its downloads page. */
export function MyOrders({ accessToken }: { accessToken: string }) {
  const { t } = useI18n();
  const [lookup, setLookup] = useState<MyOrdersLookup | undefined>();
  useEffect(() => {
    let cancelled = false;
    void getMyOrders(accessToken).then((result) => {
      if (!cancelled) setLookup(result);
    });
    return () => {
      cancelled = true;
    };
  }, [accessToken]);

  if (!lookup) return <p role="status">{t('orders.mine.loading')}</p>;
  if (lookup.kind === 'failed') return <p role="alert">{t('orders.mine.failed')}</p>;
  if (lookup.kind === 'rate-limited') return <p role="alert">{lookup.message}</p>;
  const { orders } = lookup;
  if (!orders.length)
    return (
      <div>
        <p className="text-ink">{t('orders.mine.empty')}</p>
        <Link to={paths.templates} className={buttonVariants({ className: 'mt-4' })}>
          {t('orders.mine.browse')}
        </Link>
      </div>
    );
  return (
    <ul className="space-y-6">
      {orders.map((order) => {
        const first = order.downloads[0];
        return (
          <li key={order.number} className="space-y-3">
            <OrderSummary order={order} />
            {order.status === 'refunded' ? (
              <p className="text-ink-muted">{t('orders.mine.refunded')}</p>
            ) : null}
            {first ? (
              <Link to={downloadsPath(first.token)} className={buttonVariants()}>
                {t('orders.mine.downloads', { number: order.number })}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
