import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { downloadsPath, paths } from '@/config/paths';
import { Link } from '@/components/ui/link';
import { getMyOrders } from '../api/get-my-orders';
import type { OrderWithDownloads } from '../api/order-types';
import { OrderSummary } from './order-summary';

export const MY_ORDERS_TEXTS = {
  heading: 'My Account',
  ordersHeading: 'Your orders',
  loading: 'Loading your orders…',
  empty: 'You have no orders yet.',
  failed: 'Your orders could not be loaded. Please reload the page.',
  refunded: 'Refunded: the downloads of this order are closed.',
} as const;

/** 'My orders': each order of the signed-in member with a link to its downloads page. */
export function MyOrders({ accessToken }: { accessToken: string }) {
  const [orders, setOrders] = useState<OrderWithDownloads[] | undefined | 'failed'>();
  useEffect(() => {
    let cancelled = false;
    void getMyOrders(accessToken).then((result) => {
      if (!cancelled) setOrders(result ?? 'failed');
    });
    return () => {
      cancelled = true;
    };
  }, [accessToken]);

  if (!orders) return <p role="status">{MY_ORDERS_TEXTS.loading}</p>;
  if (orders === 'failed') return <p role="alert">{MY_ORDERS_TEXTS.failed}</p>;
  if (!orders.length)
    return (
      <div>
        <p className="text-ink">{MY_ORDERS_TEXTS.empty}</p>
        <Link to={paths.templates} className={buttonVariants({ className: 'mt-4' })}>
          Browse Templates
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
              <p className="text-ink-muted">{MY_ORDERS_TEXTS.refunded}</p>
            ) : null}
            {first ? (
              <Link to={downloadsPath(first.token)} className={buttonVariants()}>
                Downloads for order {order.number}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
