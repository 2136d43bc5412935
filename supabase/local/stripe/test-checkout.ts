/** The Stripe stand-in's test card that pays, as its hosted checkout page's form fields. */
export const TEST_CARD = {
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/34',
  card_cvc: '123',
  card_name: 'Ada Parent',
} as const;

/** A Canadian shipping address, as the hosted checkout page's form fields (printed kits). */
export const CANADIAN_ADDRESS = {
  shipping_name: 'Ada Parent',
  shipping_line1: '12 Maple Street',
  shipping_city: 'Regina',
  shipping_state: 'SK',
  shipping_postal_code: 'S4P 3Y2',
  shipping_country: 'CA',
} as const;

/**
 * A Canadian billing address, as the hosted checkout page asks for it when Stripe Tax needs one (a
 * digital-only order with sales tax on); Stripe Tax charges the province's rates.
 */
export const canadianBillingAddress = (city: string, province: string, postalCode: string) => ({
  billing_line1: '12 Maple Street',
  billing_city: city,
  billing_state: province,
  billing_postal_code: postalCode,
  billing_country: 'CA',
});
export const CANADIAN_BILLING_ADDRESS = canadianBillingAddress('Regina', 'SK', 'S4P 3Y2');

/**
 * Submits a Checkout Session's hosted page on the Stripe stand-in as the browser form does, with
 * the test card unless `fields` say otherwise: 303 when it paid. Shared by the stack tests and the
 * e2e suite, so it imports nothing.
 */
export function payOnTestCheckout(url: string, fields: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...TEST_CARD, ...fields }).toString(),
  });
}
