import { formatPrice, kitFormatLabels } from '@domain/pricing';
import type { OrderReceipt } from '../api/order-types';

function Money({ cents, order }: { cents: number; order: OrderReceipt }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      {formatPrice(cents, order.region)} {order.currency}
    </span>
  );
}

/** An order's number, kits, totals, email and (for printed kits) where it ships. */
export function OrderSummary({ order }: { order: OrderReceipt }) {
  const address = order.shippingAddress;
  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-card border border-line bg-surface p-6 text-ink"
    >
      <h2 id="order-summary" className="font-heading text-2xl font-bold">
        Order {order.number}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {order.items.map((item) => (
          <li key={`${item.kit}:${item.format}`} className="flex flex-wrap justify-between gap-2 py-2">
            <span>
              {item.title} – {kitFormatLabels[item.format]} × {item.quantity}
            </span>
            <Money cents={item.lineCents} order={order} />
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {order.shippingCents > 0 ? (
          <>
            <dt>Shipping</dt>
            <dd className="text-right">
              <Money cents={order.shippingCents} order={order} />
            </dd>
          </>
        ) : null}
        <dt className="font-bold">Total paid</dt>
        <dd className="text-right font-bold">
          <Money cents={order.totalCents} order={order} />
        </dd>
      </dl>
      <p className="mt-4">
        Receipt sent to <strong>{order.email}</strong>
      </p>
      {address ? (
        <div className="mt-4">
          <h3 className="font-bold">Shipping to</h3>
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
