import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { orderStatuses, type OrderStatus } from '@domain/order-status';
import { kitFormats, type KitFormat } from '@domain/pricing';
import { regions, type Region } from '@domain/regions';
import type { OrderFilters } from '../api/admin-orders-api';
import { OrderDetail } from './order-detail';
import { OrdersList } from './orders-list';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : '';

/** The filters live in the URL (?q=&status=&kit=&format=&region=&page=), so back and reload keep them. */
function filtersFrom(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: oneOf<OrderStatus>(orderStatuses, params.get('status')),
    kit: params.get('kit') ?? '',
    format: oneOf<KitFormat>(kitFormats, params.get('format')),
    region: oneOf<Region>(regions, params.get('region')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function queryOf(filters: OrderFilters): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('q', filters.search);
  for (const key of ['status', 'kit', 'format', 'region'] as const)
    if (filters[key]) query.set(key, filters[key]);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

/** The admin's Orders tab: the orders list, or one order (?order=<id>). */
export function OrdersTab({ accessToken }: { accessToken: string }) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The same object while the query is unchanged, so the list loads once per change of the URL.
  const filters = useMemo(() => filtersFrom(new URLSearchParams(key)), [key]);
  const orderId = params.get('order');
  const listHref = () => {
    const query = queryOf(filters);
    return query ? `${paths.admin}?${query}` : paths.admin;
  };
  if (orderId) return <OrderDetail accessToken={accessToken} orderId={orderId} backHref={listHref()} />;
  return (
    <OrdersList
      accessToken={accessToken}
      filters={filters}
      onFilters={(next) => setParams(new URLSearchParams(queryOf(next)))}
      orderHref={(id) => {
        const query = new URLSearchParams(queryOf(filters));
        query.set('order', id);
        return `${paths.admin}?${query.toString()}`;
      }}
    />
  );
}
