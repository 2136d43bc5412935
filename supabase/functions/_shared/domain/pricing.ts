/**
 * What a kit costs, in integer cents of the region's currency, and the money maths of the cart.
 * The browser shows these figures; the checkout function charges them (it never trusts a price the
 * browser sends).
 */
import { frenchTypography } from './french-typography.ts';
import { localeTags, type Locale } from './locales.ts';
import { currencyOf, type Currency, type Region } from './regions.ts';

export const kitFormats = ['digital', 'printed'] as const;
export type KitFormat = (typeof kitFormats)[number];

export const kitFormatLabels: Readonly<Record<KitFormat, string>> = {
  digital: 'Digital Download',
  printed: 'Printed & Delivered',
};

/** The labels by language, for code that has the language at hand: pages, Stripe Checkout's lines, the emails' receipts. */
export const kitFormatLabelsByLocale: Readonly<Record<Locale, Readonly<Record<KitFormat, string>>>> = {
  en: kitFormatLabels,
  // Canadian French (issue 20).
  fr: {
    digital: 'Téléchargement numérique',
    printed: 'Imprimée et livrée',
  },
};

/** Spec: digital $19.99 USD / $24.99 CAD; printed $49.99 in both currencies. */
export const priceCents: Readonly<Record<KitFormat, Readonly<Record<Region, number>>>> = {
  digital: { us: 1999, ca: 2499 },
  printed: { us: 4999, ca: 4999 },
};

/** Printed kits ship only to the US and Canada; the rates per speed are printed-orders.ts's. */
export const shippingCountries = ['US', 'CA'] as const;

export const SHIPPING_NOTE_US = 'Shipping fees may vary';
export const FREE_SHIPPING_CA = 'Free Shipping In Canada';

/** The spec's last day (month, day) a printed kit can be ordered for delivery by Easter. */
export const easterOrderDeadline = { month: 4, day: 4 } as const;

/** The spec's notice for that day; the pages write the owner's day with easterDeliveryNoticeIn (printed-season.ts). */
export const EASTER_DELIVERY_CA = 'Order by April 4th to ensure Easter delivery!';

export const PRINTED_CLOSED_NOTICE =
  'Closed for the Season – Printed Kits are no longer available in time for Easter Morning!';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

export function priceFor(format: KitFormat, region: Region): number {
  return priceCents[format][region];
}

/** Whole numbers between 1 and 10; anything unreadable falls back to 1. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)));
}

/**
 * A digital kit is one licence per cart line (issue 18): the family prints it as often as it likes, so
 * a second copy would buy nothing. Printed kits are counted 1 to 10.
 */
export const DIGITAL_LICENCE_QUANTITY = 1;
export const DIGITAL_LICENCE_LABEL = '1 licence';
export const DIGITAL_LICENCE_NOTE = 'Print it as often as your family likes.';

/** The shipping, season and licence texts of each language, as the pages show them. */
export const pricingTextsIn: Readonly<
  Record<
    Locale,
    {
      shippingNoteUs: string;
      freeShippingCa: string;
      easterDeliveryCa: string;
      printedClosed: string;
      licenceLabel: string;
      licenceNote: string;
    }
  >
> = {
  en: {
    shippingNoteUs: SHIPPING_NOTE_US,
    freeShippingCa: FREE_SHIPPING_CA,
    easterDeliveryCa: EASTER_DELIVERY_CA,
    printedClosed: PRINTED_CLOSED_NOTICE,
    licenceLabel: DIGITAL_LICENCE_LABEL,
    licenceNote: DIGITAL_LICENCE_NOTE,
  },
  fr: {
    shippingNoteUs: 'Les frais de livraison peuvent varier',
    freeShippingCa: 'Livraison gratuite au Canada',
    easterDeliveryCa: frenchTypography('Commandez d’ici le 4 avril pour la recevoir à temps pour Pâques!'),
    printedClosed: frenchTypography(
      'Commandes fermées pour la saison : les trousses imprimées ne peuvent plus arriver à temps pour le matin de Pâques!',
    ),
    licenceLabel: '1 licence',
    licenceNote: 'Votre famille peut l’imprimer aussi souvent qu’elle le veut.',
  },
};

/** The largest quantity a cart line of this format may hold. */
export const maxQuantity = (format: KitFormat): number =>
  format === 'digital' ? DIGITAL_LICENCE_QUANTITY : QUANTITY_MAX;

/** A line's quantity made valid for its format: 1 for a digital kit, 1–10 for a printed one. */
export function clampLineQuantity(format: KitFormat, value: number): number {
  return Math.min(maxQuantity(format), clampQuantity(value));
}

export function lineTotalCents(unitCents: number, quantity: number): number {
  return unitCents * clampQuantity(quantity);
}

/**
 * How each language writes an amount. English uses the narrow '$' and shows the currency code beside it
 * where the two dollars must stay apart; Canadian French names its own dollar: '24,99 $', '19,99 $ US'.
 */
export const moneyStyles: Readonly<
  Record<Locale, { tag: string; currencyDisplay: 'narrowSymbol' | 'symbol'; codeBeside: boolean }>
> = {
  en: { tag: 'en-US', currencyDisplay: 'narrowSymbol', codeBeside: true },
  fr: { tag: localeTags.fr, currencyDisplay: 'symbol', codeBeside: false },
};

/**
 * An amount as the shop writes it, in two parts: the amount ('$24.99', '24,99 $', '19,99 $ US') and the
 * currency code to show beside it ('CAD' in English; null in French, whose amount names its dollar). A
 * page that styles the code apart takes the parts; everything else takes `formatMoney`.
 */
export function moneyParts(
  cents: number,
  currency: Currency,
  locale: Locale = 'en',
): { amount: string; code: Currency | null } {
  const { tag, currencyDisplay, codeBeside } = moneyStyles[locale];
  const amount = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency,
    currencyDisplay,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return { amount, code: codeBeside ? currency : null };
}

/**
 * The shop's one money formatter: '$19.99' in English, and '$19.99 USD' `withCode`, where both dollars
 * may be in view (the cart, an order's receipt, the owner's console); '19,99 $ US' in Canadian French.
 */
export function formatMoney(
  cents: number,
  currency: Currency,
  { locale = 'en', withCode = false }: { locale?: Locale; withCode?: boolean } = {},
): string {
  const { amount, code } = moneyParts(cents, currency, locale);
  return withCode && code ? `${amount} ${code}` : amount;
}

/** A price in the region's currency: '$19.99' for us, '$24.99' for ca, '24,99 $' in French. */
export function formatPrice(cents: number, region: Region, locale: Locale = 'en'): string {
  return formatMoney(cents, currencyOf(region), { locale });
}

/** Cents as a plain decimal string ('19.99'), as JSON-LD and tracking events want them. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface PricingPlan {
  format: KitFormat;
  name: string;
  priceCents: number;
  currency: Currency;
  description: string;
  features: readonly string[];
  shippingNote?: string;
  freeShipping?: string;
  easterDelivery?: string;
}
