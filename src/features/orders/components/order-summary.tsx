import { Fragment } from 'react';

import { isPricedLicence, licenceTextsIn } from '@domain/licences';
import { formatMoney, kitFormatLabelsByLocale } from '@domain/pricing';
import { taxLineLabel } from '@domain/sales-tax';
import { useI18n } from '@/lib/i18n/i18n';
import type { OrderReceipt } from '../api/order-types';

/** An amount of the order: '$24.99 CAD' in English, '24,99 $' in Canadian French. */
function Money({ cents, order }: { cents: number; order: OrderReceipt }) {
  const { locale } = useI18n();
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatMoney(cents, order.currency, { locale, withCode: true })}
    </span>
  );
}

/**
 * An order's number, kits (a party or classroom kit with its licence), totals (its discount after the
 * kits, then shipping, each sales tax and what was paid), email and (for printed kits) where it ships. The
 * kits' titles come as the order gives them: a French page names them in French first (`withKitTitlesIn`).
 */
export function OrderSummary({ order }: { order: OrderReceipt }) {
  const { locale, t } = useI18n();
  const formatLabels = kitFormatLabelsByLocale[locale];
  /** The promotion code as typed, or the bundle by its size. */
  const discountLabel = order.bundleSize
    ? t('orders.summary.bundle', { size: order.bundleSize })
    : (order.discountLabel ?? '');
  const address = order.shippingAddress;
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-card border border-line bg-surface p-6 text-ink"
    >
      <h2 id="order-summary" className="font-heading text-2xl font-bold">
        {t('orders.summary.heading', { number: order.number })}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {order.items.map((item) => (
          <li key={`${item.kit}:${item.format}`} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {isPricedLicence(item.licence)
                ? t('orders.summary.licensedItem', {
                    title: item.title,
                    format: formatLabels[item.format],
                    licence: licenceTextsIn[locale].name[item.licence],
                    quantity: item.quantity,
                  })
                : t('orders.summary.item', {
                    title: item.title,
                    format: formatLabels[item.format],
                    quantity: item.quantity,
                  })}
            </span>
            <Money cents={item.lineCents} order={order} />
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {order.discountCents ? (
          <>
            <dt>{t('orders.summary.discount', { label: discountLabel })}</dt>
            <dd className="text-right">
              −<Money cents={order.discountCents} order={order} />
            </dd>
          </>
        ) : null}
        {order.shippingCents > 0 ? (
          <>
            <dt>{t('orders.summary.shipping')}</dt>
            <dd className="text-right">
              <Money cents={order.shippingCents} order={order} />
            </dd>
          </>
        ) : null}
        {order.taxCents > 0
          ? order.taxLines.map((tax) => (
              <Fragment key={`${tax.name}:${tax.jurisdiction}:${tax.percentage}`}>
                <dt>{taxLineLabel(tax, locale)}</dt>
                <dd className="text-right">
                  <Money cents={tax.cents} order={order} />
                </dd>
              </Fragment>
            ))
          : null}
        <dt className="font-bold">{t('orders.summary.totalPaid')}</dt>
        <dd className="text-right font-bold">
          <Money cents={order.totalCents} order={order} />
        </dd>
      </dl>
      <p className="mt-4 break-words">
        {t.rich('orders.summary.receiptSentTo', {
          email: order.email,
          strong: (chunks) => <strong key="email">{chunks}</strong>,
        })}
      </p>
      {address ? (
        <div className="mt-4">
          <h3 className="font-bold">{t('orders.summary.shippingTo')}</h3>
          <address className="not-italic">
            {address.name}
            <br />
            {address.line1}
            {address.line2 ? (
              <>
                <br />
                {address.line2}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.postal_code}
            <br />
            {address.country}
          </address>
        </div>
      ) : null}
    </section>
  );
}
