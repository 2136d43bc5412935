import { useEffect, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { kits, kitWordsIn } from '@domain/kits';
import { orderStatuses } from '@domain/order-status';
import { kitFormatLabelsByLocale, kitFormats } from '@domain/pricing';
import { regionNamesIn, regions } from '@domain/regions';
import { Link } from '@/components/ui/link';
import { useI18n } from '@/lib/i18n/i18n';
import { listOrders, type OrderFilters, type OrderPage } from '../api/admin-orders-api';
import { formatMoney } from '@domain/pricing';
import { dateTime } from './date-time';
import { StatusBadge, ToPrintBadge } from './status-badge';

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
  const { t, locale, tag } = useI18n();
  const formatLabels = kitFormatLabelsByLocale[locale];
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
      setResult(
        answer.ok
          ? { for: filters, page: answer.data }
          : { for: filters, error: answer.message ?? t('adminOrders.failed') },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [filters, accessToken, t]);

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
        {t('adminOrders.list.heading')}
      </h2>
      <form
        role="search"
        onSubmit={submit}
        className="grid gap-3 md:grid-cols-[2fr_repeat(4,1fr)_auto] md:items-end"
      >
        <FormField label={t('adminOrders.list.search')}>
          {(field) => (
            <Input
              {...field}
              type="search"
              value={draft.search}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('adminOrders.list.status')}>
          {(field) => (
            <Select
              {...field}
              value={draft.status}
              onChange={(event) => choose('status', event.target.value as OrderFilters['status'])}
            >
              <option value="">{t('adminOrders.list.all')}</option>
              {orderStatuses.map((status) => (
                <option key={status} value={status}>
                  {t('adminOrders.status', { status })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('adminOrders.list.kit')}>
          {(field) => (
            <Select {...field} value={draft.kit} onChange={(event) => choose('kit', event.target.value)}>
              <option value="">{t('adminOrders.list.all')}</option>
              {kits.map((kit) => (
                <option key={kit.slug} value={kit.slug}>
                  {kitWordsIn(kit, locale).title}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('adminOrders.list.format')}>
          {(field) => (
            <Select
              {...field}
              value={draft.format}
              onChange={(event) => choose('format', event.target.value as OrderFilters['format'])}
            >
              <option value="">{t('adminOrders.list.all')}</option>
              {kitFormats.map((format) => (
                <option key={format} value={format}>
                  {formatLabels[format]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('adminOrders.list.region')}>
          {(field) => (
            <Select
              {...field}
              value={draft.region}
              onChange={(event) => choose('region', event.target.value as OrderFilters['region'])}
            >
              <option value="">{t('adminOrders.list.all')}</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {regionNamesIn[locale][region]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button type="submit">{t('adminOrders.list.apply')}</Button>
      </form>

      {result?.for === filters && result.error ? <p role="alert">{result.error}</p> : null}
      {!page && !(result?.for === filters && result.error) ? (
        <p role="status">{t('adminOrders.list.loading')}</p>
      ) : null}
      {page && page.orders.length === 0 ? <p>{t('adminOrders.list.empty')}</p> : null}
      {page && page.orders.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t('adminOrders.list.caption', { total: page.total, page: page.page, pages })}
            </caption>
            <thead className="bg-canvas text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('adminOrders.list.order')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('adminOrders.list.date')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('adminOrders.list.email')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('adminOrders.list.kits')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('adminOrders.list.total')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('adminOrders.list.status')}
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
                  <td className="px-3 py-2 whitespace-nowrap">{dateTime(order.created_at, tag)}</td>
                  <td className="px-3 py-2">{order.email}</td>
                  <td className="px-3 py-2">
                    {order.kits.join(', ')}
                    <span className="block text-ink-muted">
                      {order.formats.map((format) => formatLabels[format]).join(' + ')}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatMoney(order.total_cents, order.currency, { locale, withCode: true })}
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
        <nav aria-label={t('adminOrders.list.pages')} className="flex items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => onFilters({ ...filters, page: filters.page - 1 })}
          >
            {t('adminOrders.list.previous')}
          </Button>
          <span>{t('adminOrders.list.pageOf', { page: filters.page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => onFilters({ ...filters, page: filters.page + 1 })}
          >
            {t('adminOrders.list.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
