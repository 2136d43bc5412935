import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { TermsLanguage } from '@domain/terms-language';
import type { Shipment } from '@domain/shipping-carriers';
import { kitFormatLabels } from '@domain/pricing';
import { refundFailureText } from '@domain/refund-status';
import { shippingHoldMessages, shippingHoldOf } from '@domain/shipping-holds';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
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
import { localeNames, type Locale } from '@domain/locales';
import { shippingSpeedNamesIn } from '@domain/printed-orders';

/** Which version of the terms binds the order (issue 20 §4): French unless the buyer chose English. */
const termsLanguageLabels: Record<TermsLanguage, string> = {
  fr: 'French (Conditions générales)',
  en: 'English',
};

/** The language a printed kit is printed in, as the owner's (English) console names it. */
const kitLanguageLabels: Record<Locale, string> = { en: 'English', fr: 'French' };

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
  const [loaded, setLoaded] = useState<{ id: string; order?: AdminOrder; error?: string }>();
  const [refunding, setRefunding] = useState<Refunding>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void getOrder(orderId, accessToken).then((answer) => {
      if (!cancelled)
        setLoaded(
          answer.ok ? { id: orderId, order: answer.data.order } : { id: orderId, error: answer.message },
        );
    });
    return () => {
      cancelled = true;
    };
  }, [orderId, accessToken]);

  const back = (
    <Link to={backHref} className="w-fit text-brand-700 underline underline-offset-4">
      Back to orders
    </Link>
  );
  if (loaded?.id !== orderId) return <p role="status">Loading the order…</p>;
  if (!loaded.order)
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert">{loaded.error}</p>
      </div>
    );
  const order = loaded.order;
  const setOrder = (next: AdminOrder) => setLoaded({ id: orderId, order: next });

  async function act<T>(run: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>) {
    setBusy(true);
    const answer = await run();
    setBusy(false);
    if (!answer.ok) toast({ title: answer.message, variant: 'destructive' });
    return answer.ok ? answer.data : undefined;
  }

  const ship = async (shipment: Shipment) => {
    const data = await act(() => shipOrder(order.id, shipment, accessToken));
    if (data) {
      setOrder(data.order);
      toast({
        title: `Order ${order.number} marked shipped`,
        description: `The buyer was emailed the tracking link.`,
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
      toast({ title: `Refunded ${formatMoney(data.refundedCents, order.currency, { withCode: true })}` });
      return;
    }
    // A refund Stripe failed at once is on the order now, with its reason.
    const fresh = await getOrder(order.id, accessToken);
    if (fresh.ok) setOrder(fresh.data.order);
  };
  const resend = async () => {
    const data = await act(() => resendDownloads(order.id, accessToken));
    if (!data) return;
    toast({ title: `Download email sent to ${data.sentTo}` });
    // The answer carries no order: read it again for the new links and the history row.
    const fresh = await getOrder(order.id, accessToken);
    if (fresh.ok) setOrder(fresh.data.order);
  };
  const reset = async (item: AdminOrderItem) => {
    const data = await act(() => resetLink(order.id, item.id, accessToken));
    if (data) {
      setOrder(data.order);
      toast({
        title: `New link for ${item.kit_title} sent to ${data.sentTo}`,
        description: 'The old link no longer works.',
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

  return (
    <article aria-labelledby="order-heading" className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="order-heading" className="font-heading text-3xl font-semibold text-ink">
          Order {order.number}
        </h2>
        <StatusBadge status={order.status} />
        {toShip && !hold ? <ToPrintBadge /> : null}
      </header>
      <p className="text-ink-muted">
        {order.email} · placed {dateTime(order.created_at)}
        {order.paid_at ? ` · paid ${dateTime(order.paid_at)}` : ''}
      </p>
      <p className="text-ink-muted">
        Terms of sale accepted: {termsLanguageLabels[order.terms_language]} (emails to the buyer in it)
      </p>
      <p className="text-ink-muted">Shopped in: {localeNames[order.locale]}</p>
      {order.kit_locale ? (
        <p className="font-semibold text-ink">
          Print in {kitLanguageLabels[order.kit_locale]} · Child’s name: {order.child_name ?? 'none'} ·{' '}
          {shippingSpeedNamesIn.en[order.shipping_speed ?? 'standard']}
        </p>
      ) : null}

      <section aria-labelledby="items-heading" className="grid gap-3">
        <h3 id="items-heading" className="font-heading text-xl font-semibold">
          Items
        </h3>
        <ul className="grid gap-3">
          {order.items.map((item) => (
            <li key={item.id} className="grid gap-2 rounded-2xl border border-line bg-surface p-4">
              <p className="font-semibold">
                {item.kit_title} – {kitFormatLabels[item.format]} × {item.quantity}:{' '}
                {formatMoney(item.line_cents, order.currency, { withCode: true })}
                {item.refunded_at ? <span className="ml-2 text-danger-700">Refunded</span> : null}
              </p>
              {item.format === 'digital' ? <LinkSummary item={item} /> : null}
              <div className="flex flex-wrap gap-2">
                {item.format === 'printed' && !item.refunded_at ? (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => void printFile(item)}>
                    Download print file ({item.kit_title})
                  </Button>
                ) : null}
                {hasLink(item) ? (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => void reset(item)}>
                    Reset link ({item.kit_title})
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
                        cents: lastItem ? remaining : Math.min(item.line_cents, remaining),
                      })
                    }
                  >
                    Refund item ({item.kit_title})
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {refunding ? (
        <RefundConfirm
          title={`Refund ${formatMoney(refunding.cents, order.currency, { withCode: true })} for ${refunding.label}?`}
          busy={busy}
          onConfirm={() => void refund()}
          onCancel={() => setRefunding(undefined)}
        />
      ) : null}

      <section aria-labelledby="payment-heading" className="grid gap-2">
        <h3 id="payment-heading" className="font-heading text-xl font-semibold">
          Payment
        </h3>
        <p>
          Subtotal {formatMoney(order.subtotal_cents, order.currency, { withCode: true })} · Shipping{' '}
          {formatMoney(order.shipping_cents, order.currency, { withCode: true })} · Total{' '}
          {formatMoney(order.total_cents, order.currency, { withCode: true })}
        </p>
        {order.stripe_payment_intent ? (
          <p className="text-sm text-ink-muted">Stripe payment {order.stripe_payment_intent}</p>
        ) : null}
        {refundedBeforePayment ? (
          <p className="font-semibold">
            Refunded in Stripe before the payment was recorded: no download link was sent and nothing ships.
          </p>
        ) : null}
        {order.refunds.length ? (
          <ul className="grid gap-1">
            {order.refunds.map((entry) => (
              <li key={entry.id}>
                Refund {formatMoney(entry.amount_cents, order.currency, { withCode: true })} on{' '}
                {dateTime(entry.created_at)} (
                {entry.source === 'admin'
                  ? (order.items.find((item) => item.id === entry.order_item_id)?.kit_title ?? 'whole order')
                  : 'from Stripe'}
                ){entry.status === 'pending' ? ', pending' : ''}
                {entry.status === 'failed' ? (
                  <strong className="block text-danger-700">
                    Refund failed: {refundFailureText(entry.failure_reason)}. The money is back in your Stripe
                    balance, not with the buyer; the download links were left as they were.
                  </strong>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No refunds.</p>
        )}
        <div className="flex flex-wrap gap-2">
          {refundable(order) ? (
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => setRefunding({ label: 'the whole order', cents: remaining })}
            >
              Refund order
            </Button>
          ) : null}
          {order.items.some(hasLink) ? (
            <Button variant="outline" disabled={busy} onClick={() => void resend()}>
              Resend download email
            </Button>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="shipping-heading" className="grid gap-3">
        <h3 id="shipping-heading" className="font-heading text-xl font-semibold">
          Shipping
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
          <p className="text-ink-muted">No shipping address (digital only).</p>
        )}
        {order.shipped_at ? (
          <p>
            Shipped {dateTime(order.shipped_at)} with {order.carrier}, tracking{' '}
            {order.tracking_url ? (
              <a
                href={order.tracking_url}
                className="text-brand-700 underline underline-offset-4"
                rel="noreferrer"
                target="_blank"
              >
                {order.tracking_number}
              </a>
            ) : (
              order.tracking_number
            )}
          </p>
        ) : null}
        {toShip ? <ShipForm onShip={ship} hold={hold && shippingHoldMessages[hold]} /> : null}
      </section>

      <OrderHistory entries={order.history} currency={order.currency} />
    </article>
  );
}

/** The refund's confirm step; focus moves to it so a keyboard user lands on the choice. */
function RefundConfirm({
  title,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
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
        Stripe returns the money to the buyer’s card; the refunded kits’ download links stop working.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={confirm} variant="destructive" disabled={busy} onClick={onConfirm}>
          Confirm refund
        </Button>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

/** Whether a link works, and until when: closed by a reset or refund, expired, or working. */
function linkState(link: AdminOrderItem['recent_links'][number]): string {
  if (link.revoked_at) return 'closed';
  return Date.parse(link.expires_at) <= Date.now()
    ? `expired ${dateTime(link.expires_at)}`
    : `working until ${dateTime(link.expires_at)}`;
}

/** A digital kit's download links: how many work, downloads in all, and the newest ones one by one. */
function LinkSummary({ item }: { item: AdminOrderItem }) {
  const { links } = item;
  if (!links.total) return <p className="text-sm text-ink-muted">No download link.</p>;
  const times = (count: number) => `${count} ${count === 1 ? 'download' : 'downloads'}`;
  return (
    <div className="grid gap-1 text-sm text-ink-muted">
      <p>
        Download links: {links.working} of {links.total} working, {times(links.download_count)}
        {links.last_download_at ? `, last on ${dateTime(links.last_download_at)}` : ''}
      </p>
      <ul className="grid gap-0.5 pl-4">
        {item.recent_links.map((link, index) => (
          <li key={`${link.created_at}-${index}`} className="list-disc">
            Link made {dateTime(link.created_at)}: {linkState(link)}, {times(link.download_count)}
          </li>
        ))}
      </ul>
    </div>
  );
}
