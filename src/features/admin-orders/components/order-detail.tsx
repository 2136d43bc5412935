import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmButtons, type ConfirmAnswers } from '@/components/ui/confirm-buttons';
import { discountCause } from '@domain/bundles';
import type { Shipment } from '@domain/shipping-carriers';
import { isPricedLicence, licenceTextsIn } from '@domain/licences';
import { kitFormatLabelsByLocale } from '@domain/pricing';
import { refundFailureText } from '@domain/refund-status';
import { shippingHoldMessagesIn, shippingHoldOf } from '@domain/shipping-holds';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { useI18n, type I18n } from '@/lib/i18n/i18n';
import { Link } from '@/components/ui/link';
import {
  fetchPrintFile,
  getOrder,
  refundOrder,
  resendDownloads,
  resetLink,
  shipOrder,
  type AdminOrder,
  type AdminOrderItem,
} from '../api/admin-orders-api';
import { formatMoney } from '@domain/pricing';
import { dateTime } from './date-time';
import { OrderHistory } from './order-history';
import { ShipForm } from './ship-form';
import { StatusBadge, ToPrintBadge } from './status-badge';
import { localeNames } from '@domain/locales';
import { shippingSpeedNamesIn } from '@domain/printed-orders';
import { taxLineLabel } from '@domain/sales-tax';

type Refunding = { itemId?: string; label: string; cents: number };

const refundable = (order: AdminOrder) =>
  ['paid', 'shipped', 'partially_refunded'].includes(order.status) &&
  order.refunded_cents < order.total_cents;
const openItems = (order: AdminOrder) => order.items.filter((item) => !item.refunded_at);
// A kit that has had a link can have it reset or resent, even once it expired (it then gets its next one).
const hasLink = (item: AdminOrderItem) => item.links.total > 0 && !item.refunded_at;

/** One order for the owner: what was bought, where it ships, what was paid and refunded, and the actions. */
export function OrderDetail({
  accessToken,
  orderId,
  backHref,
}: {
  accessToken: string;
  orderId: string;
  backHref: string;
}) {
  const { t, locale, tag } = useI18n();
  const money = (cents: number, currency: AdminOrder['currency']) =>
    formatMoney(cents, currency, { locale, withCode: true });
  /** The promotion code, or the bundle by its size. */
  const discountLabel = (label: string) => {
    const cause = discountCause(label);
    return cause.kind === 'bundle' ? t('adminOrders.detail.bundle', { size: cause.size }) : cause.code;
  };
  const [loaded, setLoaded] = useState<{ id: string; order?: AdminOrder; error?: string }>();
  const [refunding, setRefunding] = useState<Refunding>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void getOrder(orderId, accessToken).then((answer) => {
      if (!cancelled)
        setLoaded(
          answer.ok
            ? { id: orderId, order: answer.data.order }
            : { id: orderId, error: answer.message ?? t('adminOrders.failed') },
        );
    });
    return () => {
      cancelled = true;
    };
  }, [orderId, accessToken, t]);

  const back = (
    <Link to={backHref} className="w-fit text-brand-700 underline underline-offset-4">
      {t('adminOrders.detail.back')}
    </Link>
  );
  if (loaded?.id !== orderId) return <p role="status">{t('adminOrders.detail.loading')}</p>;
  if (!loaded.order)
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert">{loaded.error}</p>
      </div>
    );
  const order = loaded.order;
  const setOrder = (next: AdminOrder) => setLoaded({ id: orderId, order: next });

  async function act<T>(run: () => Promise<{ ok: true; data: T } | { ok: false; message?: string }>) {
    setBusy(true);
    const answer = await run();
    setBusy(false);
    if (!answer.ok) toast({ title: answer.message ?? t('adminOrders.failed'), variant: 'destructive' });
    return answer.ok ? answer.data : undefined;
  }

  const ship = async (shipment: Shipment) => {
    const data = await act(() => shipOrder(order.id, shipment, accessToken));
    if (data) {
      setOrder(data.order);
      toast({
        title: t('adminOrders.detail.shippedTitle', { number: order.number }),
        description: t('adminOrders.detail.shippedDescription'),
      });
    }
    return Boolean(data);
  };
  const refund = async () => {
    if (!refunding) return;
    const data = await act(() => refundOrder(order.id, refunding.itemId, accessToken));
    setRefunding(undefined);
    if (data) {
      setOrder(data.order);
      toast({
        title: t('adminOrders.detail.refundedTitle', { amount: money(data.refundedCents, order.currency) }),
      });
      return;
    }
    // A refund Stripe failed at once is on the order now, with its reason.
    const fresh = await getOrder(order.id, accessToken);
    if (fresh.ok) setOrder(fresh.data.order);
  };
  const resend = async () => {
    const data = await act(() => resendDownloads(order.id, accessToken));
    if (!data) return;
    toast({ title: t('adminOrders.detail.resentTitle', { email: data.sentTo }) });
    // The answer carries no order: read it again for the new links and the history row.
    const fresh = await getOrder(order.id, accessToken);
    if (fresh.ok) setOrder(fresh.data.order);
  };
  const reset = async (item: AdminOrderItem) => {
    const data = await act(() => resetLink(order.id, item.id, accessToken));
    if (data) {
      setOrder(data.order);
      toast({
        title: t('adminOrders.detail.resetTitle', { kit: item.kit_title, email: data.sentTo }),
        description: t('adminOrders.detail.resetDescription'),
      });
    }
  };
  const printFile = async (item: AdminOrderItem) => {
    const blob = await act(() => fetchPrintFile(order.id, item.id, accessToken));
    if (blob) saveFile(blob, `${order.number}-${item.kit_slug}-print.pdf`);
  };

  const remaining = order.total_cents - order.refunded_cents;
  const lastItem = openItems(order).length === 1;
  const toShip =
    (order.status === 'paid' || order.status === 'partially_refunded') &&
    !order.shipped_at &&
    order.items.some((item) => item.format === 'printed' && !item.refunded_at);
  const address = order.shipping_address;
  const hold = shippingHoldOf(order.dispute_status);
  const refundedBeforePayment = !order.paid_at && order.refunds.length > 0;
  const placed = t('adminOrders.detail.placed', {
    email: order.email,
    placed: dateTime(order.created_at, tag),
  });

  return (
    <article aria-labelledby="order-heading" className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="order-heading" className="font-heading text-3xl font-semibold text-ink">
          {t('adminOrders.detail.heading', { number: order.number })}
        </h2>
        <StatusBadge status={order.status} />
        {toShip && !hold ? <ToPrintBadge /> : null}
      </header>
      <p className="text-ink-muted">
        {order.paid_at
          ? t('adminOrders.detail.paid', { placed, paid: dateTime(order.paid_at, tag) })
          : placed}
      </p>
      <p className="text-ink-muted">{t('adminOrders.detail.terms', { language: order.terms_language })}</p>
      <p className="text-ink-muted">
        {t('adminOrders.detail.shoppedIn', { language: localeNames[order.locale] })}
      </p>
      {order.kit_locale ? (
        <p className="font-semibold text-ink">
          {t('adminOrders.detail.printing', {
            language: order.kit_locale,
            childName: order.child_name ?? t('adminOrders.detail.noChildName'),
            speed: shippingSpeedNamesIn[locale][order.shipping_speed ?? 'standard'],
          })}
        </p>
      ) : null}

      <section aria-labelledby="items-heading" className="grid gap-3">
        <h3 id="items-heading" className="font-heading text-xl font-semibold">
          {t('adminOrders.detail.items')}
        </h3>
        <ul className="grid gap-3">
          {order.items.map((item) => (
            <li key={item.id} className="grid gap-2 rounded-2xl border border-line bg-surface p-4">
              <p className="font-semibold">
                {t('adminOrders.detail.line', {
                  kit: item.kit_title,
                  format: kitFormatLabelsByLocale[locale][item.format],
                  quantity: item.quantity,
                  amount: money(item.line_cents, order.currency),
                })}
                {item.refunded_at ? (
                  <span className="ml-2 text-danger-700">{t('adminOrders.detail.itemRefunded')}</span>
                ) : null}
              </p>
              {item.tax_cents > 0 ? (
                <p className="text-sm text-ink-muted">
                  {t('adminOrders.detail.lineTax', { amount: money(item.tax_cents, order.currency) })}
                </p>
              ) : null}
              {isPricedLicence(item.licence) ? (
                <p className="text-sm">
                  {t('adminOrders.detail.licence', {
                    licence: licenceTextsIn[locale].name[item.licence],
                    names: item.name_count ?? 0,
                  })}
                </p>
              ) : null}
              {item.format === 'digital' ? <LinkSummary item={item} /> : null}
              <div className="flex flex-wrap gap-2">
                {item.format === 'printed' && !item.refunded_at ? (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => void printFile(item)}>
                    {t('adminOrders.detail.printFile', { kit: item.kit_title })}
                  </Button>
                ) : null}
                {hasLink(item) ? (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => void reset(item)}>
                    {t('adminOrders.detail.resetLink', { kit: item.kit_title })}
                  </Button>
                ) : null}
                {refundable(order) && !item.refunded_at ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      setRefunding({
                        itemId: item.id,
                        label: item.kit_title,
                        // As the server decides it (begin_refund): the kit less its share of the
                        // discount, with its tax.
                        cents: lastItem
                          ? remaining
                          : Math.min(
                              item.line_cents - (item.discount_cents ?? 0) + item.tax_cents,
                              remaining,
                            ),
                      })
                    }
                  >
                    {t('adminOrders.detail.refundItem', { kit: item.kit_title })}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {refunding ? (
        <RefundConfirm
          title={t('adminOrders.detail.refundQuestion', {
            amount: money(refunding.cents, order.currency),
            what: refunding.label,
          })}
          busy={busy}
          onConfirm={() => void refund()}
          onCancel={() => setRefunding(undefined)}
        />
      ) : null}

      <section aria-labelledby="payment-heading" className="grid gap-2">
        <h3 id="payment-heading" className="font-heading text-xl font-semibold">
          {t('adminOrders.detail.payment')}
        </h3>
        <p>
          {order.tax_cents > 0 || order.discount_cents
            ? t(
                order.discount_cents
                  ? order.tax_cents > 0
                    ? 'adminOrders.detail.totalsWithDiscountAndTax'
                    : 'adminOrders.detail.totalsWithDiscount'
                  : 'adminOrders.detail.totalsWithTax',
                {
                  subtotal: money(order.subtotal_cents, order.currency),
                  label: discountLabel(order.discount_label ?? ''),
                  discount: money(order.discount_cents ?? 0, order.currency),
                  shipping: money(order.shipping_cents, order.currency),
                  taxes: order.tax_lines
                    .map((tax) =>
                      t('adminOrders.detail.tax', {
                        tax: taxLineLabel(tax, locale),
                        amount: money(tax.cents, order.currency),
                      }),
                    )
                    .join(' · '),
                  total: money(order.total_cents, order.currency),
                },
              )
            : t('adminOrders.detail.totals', {
                subtotal: money(order.subtotal_cents, order.currency),
                shipping: money(order.shipping_cents, order.currency),
                total: money(order.total_cents, order.currency),
              })}
        </p>
        {order.stripe_payment_intent ? (
          <p className="text-sm text-ink-muted">
            {t('adminOrders.detail.stripePayment', { id: order.stripe_payment_intent })}
          </p>
        ) : null}
        {refundedBeforePayment ? (
          <p className="font-semibold">{t('adminOrders.detail.refundedBeforePayment')}</p>
        ) : null}
        {order.refunds.length ? (
          <ul className="grid gap-1">
            {order.refunds.map((entry) => (
              <li key={entry.id}>
                {t('adminOrders.detail.refund', {
                  amount: money(entry.amount_cents, order.currency),
                  date: dateTime(entry.created_at, tag),
                  what:
                    entry.source === 'admin'
                      ? (order.items.find((item) => item.id === entry.order_item_id)?.kit_title ??
                        t('adminOrders.wholeOrder'))
                      : t('adminOrders.detail.fromStripe'),
                  pending: entry.status === 'pending' ? 'yes' : 'no',
                })}
                {entry.status === 'failed' ? (
                  <strong className="block text-danger-700">
                    {t('adminOrders.detail.refundFailed', {
                      reason: refundFailureText(entry.failure_reason, locale),
                    })}
                  </strong>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{t('adminOrders.detail.noRefunds')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {refundable(order) ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => setRefunding({ label: t('adminOrders.detail.theWholeOrder'), cents: remaining })}
            >
              {t('adminOrders.detail.refundOrder')}
            </Button>
          ) : null}
          {order.items.some(hasLink) ? (
            <Button variant="outline" disabled={busy} onClick={() => void resend()}>
              {t('adminOrders.detail.resend')}
            </Button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="shipping-heading" className="grid gap-3">
        <h3 id="shipping-heading" className="font-heading text-xl font-semibold">
          {t('adminOrders.detail.shipping')}
        </h3>
        {address ? (
          <address className="not-italic">
            {[
              address.name,
              address.line1,
              address.line2,
              `${address.city}, ${address.state} ${address.postal_code}`,
              address.country,
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
          </address>
        ) : (
          <p className="text-ink-muted">{t('adminOrders.detail.noAddress')}</p>
        )}
        {order.shipped_at ? (
          <p>
            {t.rich('adminOrders.detail.shipped', {
              date: dateTime(order.shipped_at, tag),
              carrier: order.carrier,
              number: order.tracking_number,
              tracking: (chunks) =>
                order.tracking_url ? (
                  <a
                    href={order.tracking_url}
                    className="text-brand-700 underline underline-offset-4"
                    rel="noreferrer"
                    target="_blank"
                  >
                    {chunks}
                  </a>
                ) : (
                  chunks
                ),
            })}
          </p>
        ) : null}
        {toShip ? <ShipForm onShip={ship} hold={hold && shippingHoldMessagesIn[locale][hold]} /> : null}
      </section>

      <OrderHistory entries={order.history} currency={order.currency} />
    </article>
  );
}

/** The refund's confirm step; focus moves to it so a keyboard user lands on the choice. */
function RefundConfirm({ title, ...answers }: { title: string } & ConfirmAnswers) {
  const { t } = useI18n();
  return (
    <section
      role="alertdialog"
      aria-labelledby="refund-confirm"
      aria-describedby="refund-confirm-note"
      className="grid gap-3 rounded-2xl border-2 border-danger-700 bg-danger-50 p-4"
    >
      <h3 id="refund-confirm" className="font-semibold">
        {title}
      </h3>
      <p id="refund-confirm-note" className="text-sm">
        {t('adminOrders.detail.confirmNote')}
      </p>
      <ConfirmButtons
        confirmLabel={t('adminOrders.detail.confirm')}
        cancelLabel={t('adminOrders.detail.cancel')}
        {...answers}
      />
    </section>
  );
}

/** Whether a link works, and until when: closed by a reset or refund, expired, or working. */
function linkState(
  link: AdminOrderItem['recent_links'][number],
  { t, tag }: Pick<I18n, 't' | 'tag'>,
): string {
  if (link.revoked_at) return t('adminOrders.link.closed');
  const date = dateTime(link.expires_at, tag);
  return Date.parse(link.expires_at) <= Date.now()
    ? t('adminOrders.link.expired', { date })
    : t('adminOrders.link.working', { date });
}

/** A digital kit's download links: how many work, downloads in all, and the newest ones one by one. */
function LinkSummary({ item }: { item: AdminOrderItem }) {
  const i18n = useI18n();
  const { t, tag } = i18n;
  const { links } = item;
  if (!links.total) return <p className="text-sm text-ink-muted">{t('adminOrders.link.none')}</p>;
  const times = (count: number) => t('adminOrders.link.downloads', { count });
  const summary = t('adminOrders.link.summary', {
    working: links.working,
    total: links.total,
    downloads: times(links.download_count),
  });
  return (
    <div className="grid gap-1 text-sm text-ink-muted">
      <p>
        {links.last_download_at
          ? t('adminOrders.link.lastDownload', { summary, date: dateTime(links.last_download_at, tag) })
          : summary}
      </p>
      <ul className="grid gap-0.5 pl-4">
        {item.recent_links.map((link, index) => (
          <li key={`${link.created_at}-${index}`} className="list-disc">
            {t('adminOrders.link.made', {
              date: dateTime(link.created_at, tag),
              state: linkState(link, i18n),
              downloads: times(link.download_count),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
