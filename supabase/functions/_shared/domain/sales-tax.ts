import { localeTags, type Locale } from './locales.ts';
import type { OrderTaxLine } from './order-view.ts';

/**
 * Sales tax through Stripe Tax (issue 29 §4). Off unless the owner sets `STRIPE_TAX_ENABLED=true`: a small
 * seller below the registration thresholds collects none. Where the shop is registered is configured
 * in Stripe's dashboard (Tax → Registrations); this list is the shop's record of it, shown to the owner.
 */
export interface TaxRegistration {
  country: 'CA' | 'US';
  /** A province or state code; absent for a country-wide registration (Canada's GST/HST). */
  region?: string;
}

/** The shop's registrations: Canada's GST/HST and Québec's QST. */
export const taxRegistrations: readonly TaxRegistration[] = [
  { country: 'CA' },
  { country: 'CA', region: 'QC' },
];

/** Whether sales tax is on, from the environment's `STRIPE_TAX_ENABLED`; anything but `true` is off. */
export function salesTaxEnabled(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}

/**
 * The Checkout Session parameters that turn Stripe Tax on; none when off. Stripe needs the buyer's
 * address to compute tax: a printed order collects the shipping address, a digital-only one the billing address.
 */
export function salesTaxSessionParams(
  enabled: boolean,
  hasPrinted: boolean,
): { automatic_tax?: { enabled: true }; billing_address_collection?: 'required' } {
  if (!enabled) return {};
  return hasPrinted
    ? { automatic_tax: { enabled: true } }
    : { automatic_tax: { enabled: true }, billing_address_collection: 'required' };
}

/**
 * The names of the taxes Stripe Tax reports (`rate.display_name`) in each language: Québec names GST,
 * HST and QST TPS, TVH and TVQ. A tax not listed keeps Stripe's name.
 */
export const taxNamesIn: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { GST: 'GST', HST: 'HST', QST: 'QST', PST: 'PST', RST: 'RST', 'Sales Tax': 'Sales tax' },
  fr: { GST: 'TPS', HST: 'TVH', QST: 'TVQ', PST: 'TVP', RST: 'TVD', 'Sales Tax': 'Taxe de vente' },
};

/** Taxes whose name says where they apply; any other shows its jurisdiction (a US state's sales tax). */
const namedForTheirPlace = new Set(['GST', 'HST', 'QST', 'PST', 'RST']);

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** 5 % → "5%" in English, "5 %" in French (a no-break space), 9.975 % → "9.975%", "9,975 %". */
export function formatTaxRate(percentage: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[locale], { style: 'percent', maximumFractionDigits: 3 });
    percentFormats.set(locale, format);
  }
  return format.format(percentage / 100);
}

/**
 * A tax as a receipt's row names it: "GST 5%", "TVQ 9,975 %", "Sales tax (New York) 4%". The same on the
 * emails, the buyer's order pages and the owner's.
 */
export function taxLineLabel(
  tax: Pick<OrderTaxLine, 'name' | 'jurisdiction' | 'percentage'>,
  locale: Locale,
) {
  const name = taxNamesIn[locale][tax.name] ?? tax.name;
  const place = namedForTheirPlace.has(tax.name) || !tax.jurisdiction ? '' : ` (${tax.jurisdiction})`;
  return `${name}${place} ${formatTaxRate(tax.percentage, locale)}`;
}
