import { discountCause } from '../domain/bundles.ts';
import { kitTitleIn } from '../domain/kit-titles.ts';
import { DOWNLOAD_ALL_QUERY, DOWNLOAD_LANG_QUERY, downloadAllTextsIn } from '../domain/kit-download.ts';
import { defaultLocale, isLocale, localeTags, localizedPath, type Locale } from '../domain/locales.ts';
import { licenceTextsIn } from '../domain/licences.ts';
import { formatPrice, kitFormatLabelsByLocale } from '../domain/pricing.ts';
import { defaultShippingSpeed, shippingSpeedNamesIn } from '../domain/printed-orders.ts';
import { taxLineLabel } from '../domain/sales-tax.ts';
import { SHOP_TIME_ZONE } from '../domain/shop-admin.ts';
import type { OutgoingEmail as MailerEmail } from '../mail/mailer.ts';
import type { OrderItemView, OrderView, ShippingAddress } from '../domain/order-view.ts';
import { orderText } from './i18n/catalog.ts';

/** An email as order functions build it; any Mailer (../mail/mailer.ts) sends it. */
export interface OutgoingEmail extends MailerEmail {
  to: string;
  html: string;
}

/** The owner's emails are in the shop's own language (English); their texts are in the catalog all the same. */
export const OWNER_LOCALE: Locale = defaultLocale;

/**
 * An amount of an order as its emails write it, in `locale`: the catalog chooses between the figure and
 * currency code ('$24.99 CAD' in English, so the two dollars stay apart in an email read anywhere) and
 * the way the pages write it ('24,99 $', '19,99 $ US' in French).
 */
export const orderMoney = (
  locale: Locale,
  order: Pick<OrderView, 'region' | 'currency'>,
  cents: number,
): string =>
  orderText(locale, 'orders.email.money', {
    amount: (cents / 100).toFixed(2),
    currency: order.currency,
    price: formatPrice(cents, order.region, locale),
  });

/** The downloads page in the buyer's language: `/downloads/<token>` or `/fr/downloads/<token>`. */
export const downloadUrl = (siteUrl: string, token: string, locale: Locale = defaultLocale) =>
  `${siteUrl.replace(/\/+$/, '')}${localizedPath(`/downloads/${encodeURIComponent(token)}`, locale)}`;

/** The same page, starting the kit's zip at once (Download All); a link in another language asks for that kit. */
export const downloadAllUrl = (siteUrl: string, token: string, kit: string, locale: Locale = defaultLocale) =>
  `${downloadUrl(siteUrl, token, locale)}?${DOWNLOAD_ALL_QUERY}=${encodeURIComponent(kit)}${
    locale === defaultLocale ? '' : `&${DOWNLOAD_LANG_QUERY}=${locale}`
  }`;

/** Escapes text for an email's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A character no message holds: stands for a value that becomes HTML (a link) in a message's place. */
const SLOT = '\u0000';

/**
 * A message as HTML, with `html` (a link) where the catalog puts `{slot}`: the message is formatted with
 * a placeholder, escaped, then the placeholder replaced, so a translation may put the link anywhere.
 */
export const messageHtml = (
  locale: Locale,
  id: string,
  values: Record<string, string>,
  slot: { name: string; html: string },
): string => escapeHtml(orderText(locale, id, { ...values, [slot.name]: SLOT })).replace(SLOT, slot.html);

/** "Questions? Write to help@example.com." as text and as HTML with its mailto link. */
export function questionsLine(locale: Locale, supportEmail: string): { text: string; html: string } {
  return {
    text: orderText(locale, 'orders.email.questions', { email: supportEmail }),
    html: messageHtml(
      locale,
      'orders.email.questions',
      {},
      {
        name: 'email',
        html: `<a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>`,
      },
    ),
  };
}

/**
 * When the order's links stop working, as a sentence in `locale` (the soonest, should its kits' links
 * differ), in the shop's time zone; undefined when no link is shown.
 */
function linksUntil(order: OrderView, locale: Locale): string | undefined {
  const soonest = order.items
    .filter((item) => item.token && item.link?.expires_at)
    .map((item) => item.link!.expires_at!)
    .sort()[0];
  if (!soonest) return undefined;
  const date = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(soonest));
  return orderText(locale, 'orders.links.until', { date });
}

/**
 * The language of every email about an order: that of the terms of sale the buyer accepted (issue 28 §1,
 * the Charter's s. 55 and 57), else the one it was checked out in, English when unknown.
 */
export const orderLocale = (order: Pick<OrderView, 'locale' | 'terms_language'>): Locale =>
  isLocale(order.terms_language)
    ? order.terms_language
    : isLocale(order.locale)
      ? order.locale
      : defaultLocale;

/** A kit as the buyer's emails name it: in French for a French order. */
export const itemTitle = (item: OrderItemView, locale: Locale) =>
  kitTitleIn(locale, item.kit_slug, item.kit_title);

interface KitLinks {
  title: string;
  url: string;
  allUrl: string;
}

function kitLinks(order: OrderView, siteUrl: string, locale: Locale): KitLinks[] {
  return order.items
    .filter((item) => item.token)
    .map((item) => ({
      title: itemTitle(item, locale),
      url: downloadUrl(siteUrl, item.token!, locale),
      allUrl: downloadAllUrl(siteUrl, item.token!, item.kit_slug, locale),
    }));
}

const linkText = (link: KitLinks, locale: Locale) => [
  orderText(locale, 'orders.links.kit', { title: link.title, url: link.url }),
  `  ${orderText(locale, 'orders.links.all', { label: downloadAllTextsIn[locale].emailLabel, url: link.allUrl })}`,
];

const linkHtml = (link: KitLinks, locale: Locale) =>
  `<li><a href="${escapeHtml(link.url)}">${escapeHtml(orderText(locale, 'orders.links.download', { title: link.title }))}</a> · <a href="${escapeHtml(link.allUrl)}">${escapeHtml(downloadAllTextsIn[locale].emailLabel)}</a> (zip)</li>`;

export function addressLines(address: ShippingAddress): string[] {
  return [
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state} ${address.postal_code}`,
    address.country,
  ];
}

/** Each kit with its format, count and amount; a party or classroom kit names its licence (ADR 054). */
function itemLines(order: OrderView, locale: Locale): string[] {
  return order.items.map((item) =>
    orderText(
      locale,
      item.licence && item.licence !== 'family' ? 'orders.receipt.licensedItem' : 'orders.receipt.item',
      {
        title: itemTitle(item, locale),
        format: kitFormatLabelsByLocale[locale][item.format],
        licence: licenceTextsIn[locale].name[item.licence ?? 'family'],
        quantity: String(item.quantity),
        amount: orderMoney(locale, order, item.line_cents),
      },
    ),
  );
}

/** What an order's discount is called in its emails: the promotion code, or the bundle by its size. */
export function discountLabelIn(locale: Locale, label: string | null): string {
  const cause = discountCause(label ?? '');
  return cause.kind === 'bundle'
    ? orderText(locale, 'orders.receipt.bundle', { size: String(cause.size) })
    : cause.code;
}

/** The receipt's discount line, after the kits; none without a discount. */
const discountLines = (order: OrderView, locale: Locale): string[] =>
  order.discount_cents > 0
    ? [
        orderText(locale, 'orders.receipt.discount', {
          label: discountLabelIn(locale, order.discount_label),
          amount: orderMoney(locale, order, order.discount_cents),
        }),
      ]
    : [];

function totals(order: OrderView, locale: Locale): string[] {
  const amount = orderMoney(locale, order, order.shipping_cents);
  return [
    ...discountLines(order, locale),
    ...(order.shipping_speed
      ? [
          orderText(locale, 'orders.receipt.shippingSpeed', {
            speed: shippingSpeedNamesIn[locale][order.shipping_speed],
            amount,
          }),
        ]
      : order.shipping_cents > 0
        ? [orderText(locale, 'orders.receipt.shipping', { amount })]
        : []),
    ...(order.tax_cents > 0
      ? order.tax_lines.map((tax) =>
          orderText(locale, 'orders.receipt.tax', {
            tax: taxLineLabel(tax, locale),
            amount: orderMoney(locale, order, tax.cents),
          }),
        )
      : []),
    orderText(locale, 'orders.receipt.totalPaid', { amount: orderMoney(locale, order, order.total_cents) }),
  ];
}

/** What the printed kit will say: its language and, when given, the child's name on it. */
function printedKitLine(order: OrderView, locale: Locale): string[] {
  if (!order.kit_locale) return [];
  return [
    order.child_name
      ? orderText(locale, 'orders.receipt.printedFor', { language: order.kit_locale, name: order.child_name })
      : orderText(locale, 'orders.receipt.printedIn', { language: order.kit_locale }),
  ];
}

/**
 * The buyer's receipt, in the language they checked out in: what they bought, a download link per
 * digital kit, and the shipping address of a print order.
 */
export function orderEmail(order: OrderView, siteUrl: string, supportEmail: string): OutgoingEmail {
  const locale = orderLocale(order);
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  const downloadAll = downloadAllTextsIn[locale];
  const links = kitLinks(order, siteUrl, locale);
  const until = linksUntil(order, locale);
  const printed = order.items.some((item) => item.format === 'printed');
  const thanks = say('orders.receipt.thanks', { number: order.number });
  const questions = questionsLine(locale, supportEmail);
  const text = [
    thanks,
    '',
    ...itemLines(order, locale),
    ...totals(order, locale),
    '',
    ...(links.length
      ? [
          say('orders.receipt.downloadIntro'),
          ...links.flatMap((link) => linkText(link, locale)),
          downloadAll.detail,
          ...(until ? [until] : []),
          '',
        ]
      : []),
    ...(printed && order.shipping_address
      ? [
          say('orders.receipt.shipsTo'),
          ...addressLines(order.shipping_address),
          ...printedKitLine(order, locale),
          say('orders.receipt.processing'),
          '',
        ]
      : []),
    questions.text,
  ].join('\n');
  const html = `<h1>${escapeHtml(thanks)}</h1>
<ul>${itemLines(order, locale)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('')}</ul>
<p>${totals(order, locale)
    .map((line) => escapeHtml(line))
    .join('<br>')}</p>
${
  links.length
    ? `<h2>${escapeHtml(say('orders.receipt.downloadsHeading'))}</h2><p>${escapeHtml(say('orders.receipt.downloadsNote'))}</p><ul>${links
        .map((link) => linkHtml(link, locale))
        .join('')}</ul><p>${escapeHtml(downloadAll.detail)}</p>${until ? `<p>${escapeHtml(until)}</p>` : ''}`
    : ''
}
${
  printed && order.shipping_address
    ? `<h2>${escapeHtml(say('orders.receipt.shippingHeading'))}</h2><p>${addressLines(order.shipping_address).map(escapeHtml).join('<br>')}</p>
${printedKitLine(order, locale)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('')}<p>${escapeHtml(say('orders.receipt.processing'))}</p>`
    : ''
}
<p>${questions.html}</p>`;
  return { to: order.email, subject: say('orders.receipt.subject', { number: order.number }), text, html };
}

/**
 * The shop's notice of a printed order: what to print, in which language and with which child's name, how
 * fast and where to ship it (in OWNER_LOCALE by default).
 */
export function ownerPrintNotification(
  order: OrderView,
  shopEmail: string,
  locale: Locale = OWNER_LOCALE,
): OutgoingEmail | undefined {
  const printedItems = order.items.filter((item) => item.format === 'printed');
  if (!printedItems.length) return undefined;
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  const address = order.shipping_address
    ? addressLines(order.shipping_address)
    : [say('orders.owner.print.noAddress')];
  const text = [
    say('orders.owner.print.intro', { number: order.number, email: order.email }),
    '',
    say('orders.owner.print.printAndShip'),
    ...printedItems.map((item) =>
      say('orders.email.itemQuantity', { title: item.kit_title, quantity: String(item.quantity) }),
    ),
    '',
    say('orders.owner.print.kitLanguage', { language: order.kit_locale ?? orderLocale(order) }),
    order.child_name
      ? say('orders.owner.print.childName', { name: order.child_name })
      : say('orders.owner.print.noChildName'),
    say('orders.owner.print.speed', {
      speed: shippingSpeedNamesIn[locale][order.shipping_speed ?? defaultShippingSpeed],
    }),
    '',
    say('orders.owner.print.shipTo'),
    ...address,
  ].join('\n');
  return {
    to: shopEmail,
    replyTo: order.email,
    subject: say('orders.owner.print.subject', { number: order.number }),
    text,
    html: `<pre>${escapeHtml(text)}</pre>`,
  };
}

/** Paid orders of an address, with their links again (the lost-downloads page), in `locale`: the terms language they share. */
export function recoveryEmail(
  email: string,
  orders: OrderView[],
  siteUrl: string,
  locale: Locale = defaultLocale,
): OutgoingEmail {
  const say = (id: string, values?: Record<string, string>) => orderText(locale, id, values);
  const sections = orders.map((order) => ({
    heading: say('orders.recovery.order', { number: order.number }),
    links: kitLinks(order, siteUrl, locale),
    until: linksUntil(order, locale),
  }));
  const text = [
    say('orders.recovery.intro'),
    '',
    ...sections.flatMap((section) => [
      section.heading,
      ...section.links.flatMap((link) => linkText(link, locale)),
      ...(section.until ? [section.until] : []),
      '',
    ]),
  ].join('\n');
  const html = `<h1>${escapeHtml(say('orders.recovery.heading'))}</h1>${sections
    .map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2><ul>${section.links.map((link) => linkHtml(link, locale)).join('')}</ul>${section.until ? `<p>${escapeHtml(section.until)}</p>` : ''}`,
    )
    .join('')}`;
  return { to: email, subject: say('orders.recovery.subject'), text, html };
}
