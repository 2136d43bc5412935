import { DOWNLOAD_ALL_QUERY, downloadAllTexts } from '../domain/kit-download.ts';
import { kitFormatLabels } from '../domain/pricing.ts';
import type { OutgoingEmail as MailerEmail } from '../mail/mailer.ts';
import type { OrderView, ShippingAddress } from './order-store.ts';

/** An email as order functions build it; any Mailer (../mail/mailer.ts) sends it. */
export interface OutgoingEmail extends MailerEmail {
  to: string;
  html: string;
}

/** '$24.99 CAD': the code keeps US and Canadian dollars apart in an email read anywhere. */
export function formatCents(cents: number, currency: string): string {
  return `$${(cents / 100).toFixed(2)} ${currency}`;
}

export const downloadUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, '')}/downloads/${encodeURIComponent(token)}`;

/** The same page, starting the kit's zip at once (Download All). */
export const downloadAllUrl = (siteUrl: string, token: string, kit: string) =>
  `${downloadUrl(siteUrl, token)}?${DOWNLOAD_ALL_QUERY}=${encodeURIComponent(kit)}`;

interface KitLinks {
  title: string;
  url: string;
  allUrl: string;
}

function kitLinks(order: OrderView, siteUrl: string): KitLinks[] {
  return order.items
    .filter((item) => item.token)
    .map((item) => ({
      title: item.kit_title,
      url: downloadUrl(siteUrl, item.token!),
      allUrl: downloadAllUrl(siteUrl, item.token!, item.kit_slug),
    }));
}

const linkText = (link: KitLinks) => [
  `${link.title}: ${link.url}`,
  `  ${downloadAllTexts.emailLabel} (one zip with every version): ${link.allUrl}`,
];

const linkHtml = (link: KitLinks) =>
  `<li><a href="${escapeHtml(link.url)}">Download ${escapeHtml(link.title)}</a> · <a href="${escapeHtml(link.allUrl)}">${downloadAllTexts.emailLabel}</a> (zip)</li>`;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function addressLines(address: ShippingAddress): string[] {
  return [
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
  ];
}

function itemLines(order: OrderView): string[] {
  return order.items.map(
    (item) =>
      `${item.kit_title} – ${kitFormatLabels[item.format]} × ${item.quantity}: ${formatCents(item.line_cents, order.currency)}`,
  );
}

function totals(order: OrderView): string[] {
  return [
    ...(order.shipping_cents > 0 ? [`Shipping: ${formatCents(order.shipping_cents, order.currency)}`] : []),
    `Total paid: ${formatCents(order.total_cents, order.currency)}`,
  ];
}

/** The buyer's receipt: what they bought, a download link per digital kit, and the shipping address of a print order. */
export function orderEmail(order: OrderView, siteUrl: string, supportEmail: string): OutgoingEmail {
  const links = kitLinks(order, siteUrl);
  const printed = order.items.some((item) => item.format === 'printed');
  const text = [
    `Thank you for your order ${order.number}!`,
    '',
    ...itemLines(order),
    ...totals(order),
    '',
    ...(links.length
      ? [
          'Download your kits (the links keep working; each download makes a fresh file):',
          ...links.flatMap(linkText),
          downloadAllTexts.detail,
          '',
        ]
      : []),
    ...(printed && order.shipping_address
      ? [
          'Your printed kit ships to:',
          ...addressLines(order.shipping_address),
          'Most orders are processed in 1-2 business days; we email you the tracking number when it ships.',
          '',
        ]
      : []),
    `Questions? Write to ${supportEmail}.`,
  ].join('\n');
  const html = `<h1>Thank you for your order ${escapeHtml(order.number)}!</h1>
<ul>${itemLines(order)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('')}</ul>
<p>${totals(order).map(escapeHtml).join('<br>')}</p>
${
  links.length
    ? `<h2>Your downloads</h2><p>The links keep working; each download makes a fresh file.</p><ul>${links
        .map(linkHtml)
        .join('')}</ul><p>${escapeHtml(downloadAllTexts.detail)}</p>`
    : ''
}
${
  printed && order.shipping_address
    ? `<h2>Shipping to</h2><p>${addressLines(order.shipping_address).map(escapeHtml).join('<br>')}</p>
<p>Most orders are processed in 1-2 business days; we email you the tracking number when it ships.</p>`
    : ''
}
<p>Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.</p>`;
  return { to: order.email, subject: `Your Adventure Clue Kits order ${order.number}`, text, html };
}

/** The shop's notice of a printed order: what to print and where to ship it. */
export function ownerPrintNotification(order: OrderView, shopEmail: string): OutgoingEmail | undefined {
  const printedItems = order.items.filter((item) => item.format === 'printed');
  if (!printedItems.length) return undefined;
  const address = order.shipping_address ? addressLines(order.shipping_address) : ['(no address collected)'];
  const text = [
    `Printed kit order ${order.number} from ${order.email}.`,
    '',
    'Print and ship:',
    ...printedItems.map((item) => `${item.kit_title} × ${item.quantity}`),
    '',
    'Ship to:',
    ...address,
  ].join('\n');
  return {
    to: shopEmail,
    replyTo: order.email,
    subject: `Printed order ${order.number} to ship`,
    text,
    html: `<pre>${escapeHtml(text)}</pre>`,
  };
}

/** Every paid order of an address, with its links again (the lost-downloads page). */
export function recoveryEmail(email: string, orders: OrderView[], siteUrl: string): OutgoingEmail {
  const sections = orders.map((order) => ({
    number: order.number,
    links: kitLinks(order, siteUrl),
  }));
  const text = [
    'Here are the download links of your Adventure Clue Kits orders:',
    '',
    ...sections.flatMap((section) => [`Order ${section.number}`, ...section.links.flatMap(linkText), '']),
  ].join('\n');
  const html = `<h1>Your download links</h1>${sections
    .map(
      (section) =>
        `<h2>Order ${escapeHtml(section.number)}</h2><ul>${section.links.map(linkHtml).join('')}</ul>`,
    )
    .join('')}`;
  return { to: email, subject: 'Your Adventure Clue Kits download links', text, html };
}
