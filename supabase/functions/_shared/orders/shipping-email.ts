import {
  addressLines,
  escapeHtml,
  itemTitle,
  orderLocale,
  questionsLine,
  type OutgoingEmail,
} from './order-email.ts';
import type { OrderView } from '../domain/order-view.ts';
import { orderText } from './i18n/catalog.ts';

export interface ShipmentInfo {
  /** As the buyer's language names it (see carrierName). */
  carrier: string;
  trackingNumber: string;
  /** The carrier's page in the buyer's language where it has one (see trackingUrlFor). */
  trackingUrl: string;
}

/**
 * The buyer's shipping email (promised on the print thank-you page), in the language they checked out
 * in: carrier, number, tracking link.
 */
export function shippingEmail(order: OrderView, shipment: ShipmentInfo, supportEmail: string): OutgoingEmail {
  const locale = orderLocale(order);
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  const printed = order.items
    .filter((item) => item.format === 'printed')
    .map((item) =>
      say('orders.email.itemQuantity', { title: itemTitle(item, locale), quantity: String(item.quantity) }),
    );
  const heading = say('orders.shipping.heading');
  const trackingNumber = say('orders.shipping.trackingNumber', { number: shipment.trackingNumber });
  const questions = questionsLine(locale, supportEmail);
  const text = [
    `${heading} ${say('orders.shipping.shipped', { number: order.number })}`,
    '',
    ...printed,
    '',
    say('orders.shipping.carrier', { carrier: shipment.carrier }),
    trackingNumber,
    say('orders.shipping.trackAt', { url: shipment.trackingUrl }),
    '',
    ...(order.shipping_address
      ? [say('orders.shipping.shippingTo'), ...addressLines(order.shipping_address), '']
      : []),
    questions.text,
  ].join('\n');
  const html = `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(say('orders.shipping.shippedWith', { number: order.number, carrier: shipment.carrier }))}</p>
<ul>${printed.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(trackingNumber)}<br>
<a href="${escapeHtml(shipment.trackingUrl)}">${escapeHtml(say('orders.shipping.track'))}</a></p>
${order.shipping_address ? `<p>${escapeHtml(say('orders.shipping.shippingTo'))}<br>${addressLines(order.shipping_address).map(escapeHtml).join('<br>')}</p>` : ''}
<p>${questions.html}</p>`;
  return { to: order.email, subject: say('orders.shipping.subject', { number: order.number }), text, html };
}
