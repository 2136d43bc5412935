import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { downloadsPath, paths } from '@/config/paths';
import { Link } from '@/components/ui/link';
import { getMyOrders, type MyOrdersLookup } from '../api/get-my-orders';
import { OrderSummary } from './order-summary';

export const MY_ORDERS_TEXTS = {
  heading: 'My Orders',
  description: 'Your Adventure Clue Kits orders and their downloads.',
  intro: 'Every order you placed while signed in, newest first, with the page of its downloads.',
  loading: 'Loading your orders…',
  empty: 'You have no orders yet.',
  failed: 'Your orders could not be loaded. Please reload the page.',
  refunded: 'Refunded: the downloads of this order are closed.',
} as const;

/** 'My orders': each order of the signed-in member with a link to its downloads page. */
export function MyOrders({ accessToken }: { accessToken: string }) {
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

  if (!lookup) return <p role="status">{MY_ORDERS_TEXTS.loading}</p>;
  if (lookup.kind === 'failed') return <p role="alert">{MY_ORDERS_TEXTS.failed}</p>;
  if (lookup.kind === 'rate-limited') return <p role="alert">{lookup.message}</p>;
  const { orders } = lookup;
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
