import type { Locale } from '../domain/locales.ts';
import {
  addressLines,
  escapeHtml,
  itemTitle,
  orderLocale,
  typeset,
  type OutgoingEmail,
} from './order-email.ts';
import type { OrderView } from '../domain/order-view.ts';

export interface ShipmentInfo {
  /** As the buyer's language names it (see carrierName). */
  carrier: string;
  trackingNumber: string;
  /** The carrier's page in the buyer's language where it has one (see trackingUrlFor). */
  trackingUrl: string;
}

/** The shipping email's words, English beside French. */
const shippingTexts = {
  en: {
    subject: (number: string) => `Your Adventure Clue Kits order ${number} has shipped`,
    heading: 'Your printed kit is on its way!',
    shipped: (number: string) => `Order ${number} has shipped.`,
    shippedWith: (number: string, carrier: string) => `Order ${number} has shipped with ${carrier}.`,
    carrier: 'Carrier:',
    trackingNumber: 'Tracking number:',
    track: 'Track your parcel',
    shippingTo: 'Shipping to:',
    questions: 'Questions? Write to',
  },
  fr: {
    subject: (number: string) => `Votre commande Adventure Clue Kits ${number} a été expédiée`,
    heading: 'Votre trousse imprimée est en route !',
    shipped: (number: string) => `La commande ${number} a été expédiée.`,
    shippedWith: (number: string, carrier: string) => `La commande ${number} a été expédiée par ${carrier}.`,
    carrier: 'Transporteur :',
    trackingNumber: 'Numéro de suivi :',
    track: 'Suivre votre colis',
    shippingTo: 'Adresse de livraison :',
    questions: 'Des questions ? Écrivez-nous à',
  },
} as const satisfies Record<Locale, unknown>;

/**
 * The buyer's shipping email (promised on the print thank-you page), in the language they checked out
 * in: carrier, number, tracking link.
 */
export function shippingEmail(order: OrderView, shipment: ShipmentInfo, supportEmail: string): OutgoingEmail {
  const locale = orderLocale(order);
  const texts = shippingTexts[locale];
  const typed = typeset(locale);
  const printed = order.items.filter((item) => item.format === 'printed');
  const text = [
    `${texts.heading} ${texts.shipped(order.number)}`,
    '',
    ...printed.map((item) => `${itemTitle(item, locale)} × ${item.quantity}`),
    '',
    `${texts.carrier} ${shipment.carrier}`,
    `${texts.trackingNumber} ${shipment.trackingNumber}`,
    `${texts.track}: ${shipment.trackingUrl}`,
    '',
    ...(order.shipping_address ? [texts.shippingTo, ...addressLines(order.shipping_address), ''] : []),
    `${texts.questions} ${supportEmail}.`,
  ]
    .map(typed)
    .join('\n');
  const html = `<h1>${escapeHtml(typed(texts.heading))}</h1>
<p>${escapeHtml(typed(texts.shippedWith(order.number, shipment.carrier)))}</p>
<ul>${printed.map((item) => `<li>${escapeHtml(typed(`${itemTitle(item, locale)} × ${item.quantity}`))}</li>`).join('')}</ul>
<p>${escapeHtml(typed(`${texts.trackingNumber} ${shipment.trackingNumber}`))}<br>
<a href="${escapeHtml(shipment.trackingUrl)}">${escapeHtml(texts.track)}</a></p>
${order.shipping_address ? `<p>${escapeHtml(typed(texts.shippingTo))}<br>${addressLines(order.shipping_address).map(escapeHtml).join('<br>')}</p>` : ''}
<p>${escapeHtml(typed(texts.questions))} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.</p>`;
  return { to: order.email, subject: typed(texts.subject(order.number)), text, html };
}
