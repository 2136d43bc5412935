import { addressLines, type OutgoingEmail } from '../orders/order-email.ts';
import type { OrderView } from '../orders/order-store.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface ShipmentInfo {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

/** The buyer's shipping email (promised on the print thank-you page): carrier, number, tracking link. */
export function shippingEmail(order: OrderView, shipment: ShipmentInfo, supportEmail: string): OutgoingEmail {
  const printed = order.items.filter((item) => item.format === 'printed');
  const text = [
    `Your printed kit is on its way! Order ${order.number} has shipped.`,
    '',
    ...printed.map((item) => `${item.kit_title} × ${item.quantity}`),
    '',
    `Carrier: ${shipment.carrier}`,
    `Tracking number: ${shipment.trackingNumber}`,
    `Track your parcel: ${shipment.trackingUrl}`,
    '',
    ...(order.shipping_address ? ['Shipping to:', ...addressLines(order.shipping_address), ''] : []),
    `Questions? Write to ${supportEmail}.`,
  ].join('\n');
  const html = `<h1>Your printed kit is on its way!</h1>
<p>Order ${escapeHtml(order.number)} has shipped with ${escapeHtml(shipment.carrier)}.</p>
<ul>${printed.map((item) => `<li>${escapeHtml(`${item.kit_title} × ${item.quantity}`)}</li>`).join('')}</ul>
<p>Tracking number: ${escapeHtml(shipment.trackingNumber)}<br>
<a href="${escapeHtml(shipment.trackingUrl)}">Track your parcel</a></p>
${order.shipping_address ? `<p>Shipping to:<br>${addressLines(order.shipping_address).map(escapeHtml).join('<br>')}</p>` : ''}
<p>Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.</p>`;
  return {
    to: order.email,
    subject: `Your Adventure Clue Kits order ${order.number} has shipped`,
    text,
    html,
  };
}
