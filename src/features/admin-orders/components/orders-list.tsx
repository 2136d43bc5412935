import { useEffect, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { kits } from '@domain/kits';
import { orderStatuses, orderStatusLabels } from '@domain/order-status';
import { kitFormatLabels, kitFormats } from '@domain/pricing';
import { regionNamesIn, regions } from '@domain/regions';
import { Link } from '@/components/ui/link';
import { listOrders, type OrderFilters, type OrderPage } from '../api/admin-orders-api';
import { formatMoney } from '@domain/pricing';
import { dateTime } from './date-time';
import { StatusBadge, ToPrintBadge } from './status-badge';

export const ORDERS_LIST_TEXTS = {
  heading: 'Orders',
  search: 'Search by email or order number',
  apply: 'Search',
  loading: 'Loading orders…',
  empty: 'No orders match.',
  previous: 'Previous page',
  next: 'Next page',
} as const;

export const emptyFilters: OrderFilters = {
  search: '',
  status: '',
  kit: '',
  format: '',
  region: '',
  page: 1,
};

/** The owner's orders: search, filters and paging, newest first; each number opens the order. */
export function OrdersList({
  accessToken,
  filters,
  onFilters,
  orderHref,
}: {
  accessToken: string;
  filters: OrderFilters;
  onFilters(next: OrderFilters): void;
  orderHref(orderId: string): string;
}) {
  const [result, setResult] = useState<{ for: OrderFilters; page?: OrderPage; error?: string }>();
  const [draft, setDraft] = useState(filters);
  const [draftFor, setDraftFor] = useState(filters);
  // The draft follows the URL when it changes (back button, a tab link).
  if (draftFor !== filters) {
    setDraftFor(filters);
    setDraft(filters);
  }

  useEffect(() => {
    let cancelled = false;
    void listOrders(filters, accessToken).then((answer) => {
      if (cancelled) return;
      setResult(answer.ok ? { for: filters, page: answer.data } : { for: filters, error: answer.message });
    });
    return () => {
      cancelled = true;
    };
  }, [filters, accessToken]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilters({ ...draft, page: 1 });
  };
  const choose = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    onFilters({ ...draft, [key]: value, page: 1 });

  const page = result?.for === filters ? result.page : undefined;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <section aria-labelledby="orders-heading" className="grid gap-4">
      <h2 id="orders-heading" className="font-heading text-2xl font-semibold text-ink">
        {ORDERS_LIST_TEXTS.heading}
      </h2>
      <form
        role="search"
        onSubmit={submit}
        className="grid gap-3 md:grid-cols-[2fr_repeat(4,1fr)_auto] md:items-end"
      >
        <FormField label={ORDERS_LIST_TEXTS.search}>
          {(field) => (
            <Input
              {...field}
              type="search"
              value={draft.search}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Status">
          {(field) => (
            <Select
              {...field}
              value={draft.status}
              onChange={(event) => choose('status', event.target.value as OrderFilters['status'])}
            >
              <option value="">All</option>
              {orderStatuses.map((status) => (
                <option key={status} value={status}>
                  {orderStatusLabels[status]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Kit">
          {(field) => (
            <Select {...field} value={draft.kit} onChange={(event) => choose('kit', event.target.value)}>
              <option value="">All</option>
              {kits.map((kit) => (
                <option key={kit.slug} value={kit.slug}>
                  {kit.title}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Format">
          {(field) => (
            <Select
              {...field}
              value={draft.format}
              onChange={(event) => choose('format', event.target.value as OrderFilters['format'])}
            >
              <option value="">All</option>
              {kitFormats.map((format) => (
                <option key={format} value={format}>
                  {kitFormatLabels[format]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Region">
          {(field) => (
            <Select
              {...field}
              value={draft.region}
              onChange={(event) => choose('region', event.target.value as OrderFilters['region'])}
            >
              <option value="">All</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {regionNamesIn.en[region]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit">{ORDERS_LIST_TEXTS.apply}</Button>
      </form>

      {result?.for === filters && result.error ? <p role="alert">{result.error}</p> : null}
      {!page && !(result?.for === filters && result.error) ? (
        <p role="status">{ORDERS_LIST_TEXTS.loading}</p>
      ) : null}
      {page && page.orders.length === 0 ? <p>{ORDERS_LIST_TEXTS.empty}</p> : null}
      {page && page.orders.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Orders, newest first: {page.total} in all, page {page.page} of {pages}
            </caption>
            <thead className="bg-canvas text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Order
                </th>
                <th scope="col" className="px-3 py-2">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  Email
                </th>
                <th scope="col" className="px-3 py-2">
                  Kits
                </th>
                <th scope="col" className="px-3 py-2">
                  Total
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {page.orders.map((order) => (
                <tr key={order.id} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    <Link to={orderHref(order.id)} className="text-brand-700 underline underline-offset-4">
                      {order.number}
                    </Link>
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime(order.created_at)}</td>
                  <td className="px-3 py-2">{order.email}</td>
                  <td className="px-3 py-2">
                    {order.kits.join(', ')}
                    <span className="block text-ink-muted">
                      {order.formats.map((format) => kitFormatLabels[format]).join(' + ')}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatMoney(order.total_cents, order.currency, { withCode: true })}
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      <StatusBadge status={order.status} />
                      {order.to_print ? <ToPrintBadge /> : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && pages > 1 ? (
        <nav aria-label="Order pages" className="flex items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => onFilters({ ...filters, page: filters.page - 1 })}
          >
            {ORDERS_LIST_TEXTS.previous}
          </Button>
          <span>
            Page {filters.page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => onFilters({ ...filters, page: filters.page + 1 })}
          >
            {ORDERS_LIST_TEXTS.next}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
