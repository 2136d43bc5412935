import { kitTitleIn } from '../domain/checkout-pricing.ts';
import { frenchTypography } from '../domain/french-typography.ts';
import {
  DOWNLOAD_ALL_QUERY,
  DOWNLOAD_LANG_QUERY,
  downloadAllTexts,
  downloadAllTextsFr,
} from '../domain/kit-download.ts';
import { isLocale, localeTags, localizedPath, type Locale } from '../domain/locales.ts';
import { formatPrice, kitFormatLabelsByLocale } from '../domain/pricing.ts';
import { SHOP_TIME_ZONE } from '../domain/shop-admin.ts';
import type { OutgoingEmail as MailerEmail } from '../mail/mailer.ts';
import type { OrderItemView, OrderView, ShippingAddress } from '../domain/order-view.ts';

/** An email as order functions build it; any Mailer (../mail/mailer.ts) sends it. */
export interface OutgoingEmail extends MailerEmail {
  to: string;
  html: string;
}

/** '$24.99 CAD': the code keeps US and Canadian dollars apart in an email read anywhere. */
export function formatCents(cents: number, currency: string): string {
  return `$${(cents / 100).toFixed(2)} ${currency}`;
}

/**
 * An amount of the order as its emails write it: '$24.99 CAD' in English; in French the Québec way, as
 * the French pages show it: '24,99 $' (CAD), '19,99 $ US' (USD).
 */
const orderMoney = (order: OrderView, cents: number, locale: Locale) =>
  locale === 'fr' ? formatPrice(cents, order.region, locale) : formatCents(cents, order.currency);

/** French text gets French spacing (no-break spaces before : ; ! ?); English is left as written. */
export const typeset = (locale: Locale): ((text: string) => string) =>
  locale === 'fr' ? frenchTypography : (text) => text;

/** The downloads page in the buyer's language: `/downloads/<token>` or `/fr/downloads/<token>`. */
export const downloadUrl = (siteUrl: string, token: string, locale: Locale = 'en') =>
  `${siteUrl.replace(/\/+$/, '')}${localizedPath(`/downloads/${encodeURIComponent(token)}`, locale)}`;

/** The same page, starting the kit's zip at once (Download All); a French link asks for the French kit. */
export const downloadAllUrl = (siteUrl: string, token: string, kit: string, locale: Locale = 'en') =>
  `${downloadUrl(siteUrl, token, locale)}?${DOWNLOAD_ALL_QUERY}=${encodeURIComponent(kit)}${
    locale === 'en' ? '' : `&${DOWNLOAD_LANG_QUERY}=${locale}`
  }`;

/** The domain's words the emails use, in each language. */
const domainTexts = {
  en: { formats: kitFormatLabelsByLocale.en, downloadAll: downloadAllTexts },
  fr: { formats: kitFormatLabelsByLocale.fr, downloadAll: downloadAllTextsFr },
} as const satisfies Record<Locale, unknown>;

/** The words around a kit's download links, in the receipt and the recovery email. */
const linkTexts = {
  en: {
    everyVersion: 'one zip with every version',
    download: (title: string) => `Download ${title}`,
    until: (date: string) =>
      `The links work until ${date}; once one has expired, its page lets you ask for a new one by email.`,
  },
  fr: {
    everyVersion: 'un seul zip avec toutes les versions',
    download: (title: string) => `Télécharger ${title}`,
    until: (date: string) =>
      `Les liens sont valides jusqu’au ${date}; une fois un lien expiré, sa page vous permet d’en demander un nouveau par courriel.`,
  },
} as const satisfies Record<Locale, unknown>;

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
  return linkTexts[locale].until(date);
}

/** The buyer's receipt (orderEmail), English beside French. */
const receiptTexts = {
  en: {
    subject: (number: string) => `Your Adventure Clue Kits order ${number}`,
    thanks: (number: string) => `Thank you for your order ${number}!`,
    shipping: 'Shipping:',
    totalPaid: 'Total paid:',
    downloadIntro: 'Download your kits (each download makes a fresh file):',
    downloadsHeading: 'Your downloads',
    downloadsNote: 'Each download makes a fresh file.',
    shipsTo: 'Your printed kit ships to:',
    shippingHeading: 'Shipping to',
    processing:
      'Most orders are processed in 1-2 business days; we email you the tracking number when it ships.',
    questions: 'Questions? Write to',
  },
  fr: {
    subject: (number: string) => `Votre commande Adventure Clue Kits ${number}`,
    thanks: (number: string) => `Merci pour votre commande ${number} !`,
    shipping: 'Livraison :',
    totalPaid: 'Total payé :',
    downloadIntro: 'Téléchargez vos trousses (chaque téléchargement crée un nouveau fichier) :',
    downloadsHeading: 'Vos téléchargements',
    downloadsNote: 'Chaque téléchargement crée un nouveau fichier.',
    shipsTo: 'Votre trousse imprimée sera expédiée à :',
    shippingHeading: 'Adresse de livraison',
    processing:
      'La plupart des commandes sont traitées en 1 à 2 jours ouvrables; nous vous enverrons le numéro de suivi par courriel dès l’expédition.',
    questions: 'Des questions ? Écrivez-nous à',
  },
} as const satisfies Record<Locale, unknown>;

/** The recovery email (recoveryEmail), English beside French. */
const recoveryTexts = {
  en: {
    subject: 'Your Adventure Clue Kits download links',
    intro: 'Here are the download links of your Adventure Clue Kits orders:',
    heading: 'Your download links',
    order: (number: string) => `Order ${number}`,
  },
  fr: {
    subject: 'Vos liens de téléchargement Adventure Clue Kits',
    intro: 'Voici les liens de téléchargement de vos commandes Adventure Clue Kits :',
    heading: 'Vos liens de téléchargement',
    order: (number: string) => `Commande ${number}`,
  },
} as const satisfies Record<Locale, unknown>;

/** The language of an order's emails: the one it was checked out in, English when unknown. */
export const orderLocale = (order: OrderView): Locale => (isLocale(order.locale) ? order.locale : 'en');

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
  `${link.title}: ${link.url}`,
  `  ${domainTexts[locale].downloadAll.emailLabel} (${linkTexts[locale].everyVersion}): ${link.allUrl}`,
];

const linkHtml = (link: KitLinks, locale: Locale) =>
  `<li><a href="${escapeHtml(link.url)}">${escapeHtml(typeset(locale)(linkTexts[locale].download(link.title)))}</a> · <a href="${escapeHtml(link.allUrl)}">${escapeHtml(domainTexts[locale].downloadAll.emailLabel)}</a> (zip)</li>`;

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

function itemLines(order: OrderView, locale: Locale): string[] {
  return order.items.map(
    (item) =>
      `${itemTitle(item, locale)} – ${domainTexts[locale].formats[item.format]} × ${item.quantity}: ${orderMoney(order, item.line_cents, locale)}`,
  );
}

function totals(order: OrderView, locale: Locale): string[] {
  const texts = receiptTexts[locale];
  return [
    ...(order.shipping_cents > 0
      ? [`${texts.shipping} ${orderMoney(order, order.shipping_cents, locale)}`]
      : []),
    `${texts.totalPaid} ${orderMoney(order, order.total_cents, locale)}`,
  ];
}

/**
 * The buyer's receipt, in the language they checked out in: what they bought, a download link per
 * digital kit, and the shipping address of a print order.
 */
export function orderEmail(order: OrderView, siteUrl: string, supportEmail: string): OutgoingEmail {
  const locale = orderLocale(order);
  const texts = receiptTexts[locale];
  const typed = typeset(locale);
  const downloadAll = domainTexts[locale].downloadAll;
  const links = kitLinks(order, siteUrl, locale);
  const until = linksUntil(order, locale);
  const printed = order.items.some((item) => item.format === 'printed');
  const text = [
    texts.thanks(order.number),
    '',
    ...itemLines(order, locale),
    ...totals(order, locale),
    '',
    ...(links.length
      ? [
          texts.downloadIntro,
          ...links.flatMap((link) => linkText(link, locale)),
          downloadAll.detail,
          ...(until ? [until] : []),
          '',
        ]
      : []),
    ...(printed && order.shipping_address
      ? [texts.shipsTo, ...addressLines(order.shipping_address), texts.processing, '']
      : []),
    `${texts.questions} ${supportEmail}.`,
  ]
    .map(typed)
    .join('\n');
  const html = `<h1>${escapeHtml(typed(texts.thanks(order.number)))}</h1>
<ul>${itemLines(order, locale)
    .map((line) => `<li>${escapeHtml(typed(line))}</li>`)
    .join('')}</ul>
<p>${totals(order, locale)
    .map((line) => escapeHtml(typed(line)))
    .join('<br>')}</p>
${
  links.length
    ? `<h2>${escapeHtml(typed(texts.downloadsHeading))}</h2><p>${escapeHtml(typed(texts.downloadsNote))}</p><ul>${links
        .map((link) => linkHtml(link, locale))
        .join(
          '',
        )}</ul><p>${escapeHtml(downloadAll.detail)}</p>${until ? `<p>${escapeHtml(typed(until))}</p>` : ''}`
    : ''
}
${
  printed && order.shipping_address
    ? `<h2>${escapeHtml(typed(texts.shippingHeading))}</h2><p>${addressLines(order.shipping_address).map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(typed(texts.processing))}</p>`
    : ''
}
<p>${escapeHtml(typed(texts.questions))} <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.</p>`;
  return { to: order.email, subject: typed(texts.subject(order.number)), text, html };
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

/** Every paid order of an address, with its links again (the lost-downloads page), in the language of the request. */
export function recoveryEmail(
  email: string,
  orders: OrderView[],
  siteUrl: string,
  locale: Locale = 'en',
): OutgoingEmail {
  const texts = recoveryTexts[locale];
  const typed = typeset(locale);
  const sections = orders.map((order) => ({
    number: order.number,
    links: kitLinks(order, siteUrl, locale),
    until: linksUntil(order, locale),
  }));
  const text = [
    texts.intro,
    '',
    ...sections.flatMap((section) => [
      texts.order(section.number),
      ...section.links.flatMap((link) => linkText(link, locale)),
      ...(section.until ? [section.until] : []),
      '',
    ]),
  ]
    .map(typed)
    .join('\n');
  const html = `<h1>${escapeHtml(typed(texts.heading))}</h1>${sections
    .map(
      (section) =>
        `<h2>${escapeHtml(typed(texts.order(section.number)))}</h2><ul>${section.links.map((link) => linkHtml(link, locale)).join('')}</ul>${section.until ? `<p>${escapeHtml(typed(section.until))}</p>` : ''}`,
    )
    .join('')}`;
  return { to: email, subject: typed(texts.subject), text, html };
}
