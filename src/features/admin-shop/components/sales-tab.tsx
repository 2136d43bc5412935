import { useEffect, useId, useState, type FormEvent } from 'react';

import { AlertText } from '@/components/ui/alert-text';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import { useI18n } from '@/lib/i18n/i18n';
import { discountCause } from '@domain/bundles';
import { kitWordsIn, lookupKit } from '@domain/kits';
import type { Locale } from '@domain/locales';
import { formatMoney } from '@domain/pricing';
import type { Currency } from '@domain/regions';
import { SHOP_TIME_ZONE } from '@domain/shop-admin';
import { salesFor, type DiscountSalesRow, type SalesRow } from '../api/admin-shop-api';
import { dailyTotals, daysBetween, kitTotals, type DayTotal } from './sales-chart';

const kitTitle = (slug: string, locale: Locale) => {
  const found = lookupKit(slug);
  return found.kind === 'canonical' ? kitWordsIn(found.kit, locale).title : slug;
};
const shopDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });

/** One currency's net sales per day as bars; the table beside it carries the same figures in words. */
function DayBars({ totals, currency }: { totals: DayTotal[]; currency: Currency }) {
  const { t, locale } = useI18n();
  const money = (cents: number) => formatMoney(cents, currency, { locale, withCode: true });
  const max = Math.max(1, ...totals.map((total) => total.net_cents));
  const width = 640;
  const height = 160;
  const step = width / totals.length;
  const sum = totals.reduce((all, total) => all + total.net_cents, 0);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        className="w-full max-w-3xl"
        role="img"
        aria-label={t('adminShop.sales.chart', { currency, sum: money(sum), days: totals.length })}
      >
        {totals.map((total, index) => {
          const barHeight = (total.net_cents / max) * height;
          return (
            <rect
              key={total.day}
              data-day={total.day}
              x={index * step + step * 0.15}
              y={height - barHeight}
              width={step * 0.7}
              height={Math.max(0, barHeight)}
              className="fill-brand-600"
            >
              <title>{`${total.day}: ${money(total.net_cents)}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={height} y2={height} className="stroke-ink-muted" />
        <text x={0} y={height + 16} className="fill-ink text-[12px]">
          {totals[0]?.day}
        </text>
        <text x={width} y={height + 16} textAnchor="end" className="fill-ink text-[12px]">
          {totals.at(-1)?.day}
        </text>
      </svg>
      <figcaption className="text-sm text-ink-muted">
        {t('adminShop.sales.net', { currency, sum: money(sum) })}
      </figcaption>
    </figure>
  );
}

/**
 * Paid sales for a chosen range: a bar chart per currency (net of discounts and refunds), then totals per
 * kit, and what each promotion code or bundle took off. Sales are the kits' prices before sales tax and
 * without shipping, as a shop owner reads them (ADR 052); the tax is a column apart.
 */
export function SalesTab({ accessToken }: { accessToken: string }) {
  const { t, locale } = useI18n();
  const ids = { heading: useId(), from: useId(), to: useId(), kits: useId(), discounts: useId() };
  const money = (cents: number, currency: Currency) =>
    formatMoney(cents, currency, { locale, withCode: true });
  /** A totals table's caption, named by `id` for the table's aria-labelledby. */
  const caption = (id: string, text: string) => (
    <caption id={id} className="text-left font-heading text-lg font-bold text-ink">
      {text}
    </caption>
  );
  /** The promotion code, or the bundle by its size. */
  const discountName = (label: string) => {
    const cause = discountCause(label);
    return cause.kind === 'bundle' ? t('adminShop.sales.bundle', { size: cause.size }) : cause.code;
  };
  const today = new Date();
  const [range, setRange] = useState(() => ({
    from: shopDay(new Date(today.getTime() - 29 * 86_400_000)),
    to: shopDay(today),
  }));
  const [draft, setDraft] = useState(range);
  const [state, setState] = useState<{ rows?: SalesRow[]; discounts?: DiscountSalesRow[]; error?: string }>(
    {},
  );

  useEffect(() => {
    let cancelled = false;
    void salesFor(range, accessToken).then((answer) => {
      if (!cancelled)
        setState(
          answer.ok
            ? { rows: answer.data.rows, discounts: answer.data.discounts }
            : { error: answer.message ?? t('adminShop.failed') },
        );
    });
    return () => {
      cancelled = true;
    };
  }, [range, accessToken, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const days = daysBetween(range.from, range.to);
  const currencies = [...new Set(state.rows?.map((row) => row.currency) ?? [])].sort();

  return (
    <section aria-labelledby={ids.heading} className="space-y-6">
      <h2 id={ids.heading} className="font-heading text-2xl font-bold text-ink">
        {t('adminShop.sales.heading')}
      </h2>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3"
        aria-label={t('adminShop.sales.range')}
      >
        {(
          [
            ['from', t('adminShop.sales.from')],
            ['to', t('adminShop.sales.to')],
          ] as const
        ).map(([end, label]) => (
          <label key={end} htmlFor={ids[end]} className="text-sm font-semibold text-ink">
            {label}
            <Input
              id={ids[end]}
              type="date"
              className="mt-1"
              value={draft[end]}
              onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
            />
          </label>
        ))}
        <Button type="submit">{t('adminShop.sales.show')}</Button>
      </form>
      <AlertText>{state.error}</AlertText>
      {state.rows && state.rows.length === 0 ? (
        <p className="text-ink-muted">{t('adminShop.sales.empty')}</p>
      ) : null}
      {state.rows && state.rows.length > 0 ? (
        <>
          <p className="text-sm text-ink-muted">{t('adminShop.sales.beforeTax')}</p>
          {currencies.map((currency) => (
            <DayBars key={currency} currency={currency} totals={dailyTotals(state.rows!, currency, days)} />
          ))}
          <DataTable
            aria-labelledby={ids.kits}
            caption={caption(ids.kits, t('adminShop.sales.byKit'))}
            rows={kitTotals(state.rows)}
            rowKey={(row) => `${row.kit_slug}-${row.currency}`}
            columns={[
              { header: t('adminShop.sales.kit'), cell: (row) => kitTitle(row.kit_slug, locale) },
              { header: t('adminShop.sales.currency'), cell: (row) => row.currency },
              { header: t('adminShop.sales.units'), cell: (row) => row.units },
              { header: t('adminShop.sales.gross'), cell: (row) => money(row.gross_cents, row.currency) },
              {
                header: t('adminShop.sales.discounts'),
                cell: (row) => money(row.discount_cents, row.currency),
              },
              {
                header: t('adminShop.sales.refunded'),
                cell: (row) => money(row.refunded_cents, row.currency),
              },
              { header: t('adminShop.sales.tax'), cell: (row) => money(row.tax_cents, row.currency) },
            ]}
          />
          {state.discounts?.length ? (
            <DataTable
              aria-labelledby={ids.discounts}
              caption={caption(ids.discounts, t('adminShop.sales.byDiscount'))}
              rows={state.discounts}
              rowKey={(row) => `${row.label}-${row.currency}`}
              columns={[
                { header: t('adminShop.sales.discountLabel'), cell: (row) => discountName(row.label) },
                { header: t('adminShop.sales.currency'), cell: (row) => row.currency },
                { header: t('adminShop.sales.orders'), cell: (row) => row.orders },
                {
                  header: t('adminShop.sales.discounts'),
                  cell: (row) => money(row.discount_cents, row.currency),
                },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
