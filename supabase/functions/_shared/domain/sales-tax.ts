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
