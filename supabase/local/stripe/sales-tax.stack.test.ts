import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../stack.ts';
import {
  CANADIAN_ADDRESS,
  CANADIAN_BILLING_ADDRESS,
  canadianBillingAddress,
  payOnTestCheckout,
  startTestStack,
} from '../stack-testing.ts';

// Issue 29 §4: the Stripe stand-in answers Stripe Tax's fields (automatic_tax, total_details.amount_tax,
// each line's amount_tax, and the lines' and the shipping's taxes when expanded, as Stripe includes them
// only then) on the buyer's address, a billing one for a digital order, so the shop's tests see real amounts.
let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack({ functions: false });
});
afterAll(async () => {
  await stack?.stop();
});

const QUEBEC = {
  ...CANADIAN_ADDRESS,
  shipping_city: 'Québec',
  shipping_state: 'QC',
  shipping_postal_code: 'G1R 4S9',
};

async function stripe(path: string, body?: Record<string, string>) {
  const response = await fetch(`${stack.stripe.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${stack.stripe.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: body && new URLSearchParams(body).toString(),
  });
  return (await response.json()) as Record<string, never>;
}

const printedSession = (extra: Record<string, string>) =>
  stripe('/v1/checkout/sessions', {
    mode: 'payment',
    'line_items[0][quantity]': '2',
    'line_items[0][price_data][currency]': 'cad',
    'line_items[0][price_data][unit_amount]': '2499',
    'line_items[0][price_data][product_data][name]': 'Kit',
    'shipping_address_collection[allowed_countries][0]': 'CA',
    'shipping_options[0][shipping_rate_data][display_name]': 'Standard',
    'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
    'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '900',
    'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'cad',
    success_url: 'http://127.0.0.1/ok',
    cancel_url: 'http://127.0.0.1/cart',
    customer_email: 'parent@example.com',
    ...extra,
  });

const digitalSession = (extra: Record<string, string>) =>
  stripe('/v1/checkout/sessions', {
    mode: 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'cad',
    'line_items[0][price_data][unit_amount]': '2499',
    'line_items[0][price_data][product_data][name]': 'Kit',
    success_url: 'http://127.0.0.1/ok',
    cancel_url: 'http://127.0.0.1/cart',
    customer_email: 'parent@example.com',
    ...extra,
  });

interface Tax {
  amount: number;
  rate: { display_name: string; jurisdiction: string };
}

interface Session {
  id: string;
  url: string;
  amount_total: number;
  automatic_tax: { enabled: boolean; status: string | null };
  total_details: { amount_tax: number };
  shipping_cost: { amount_tax: number; amount_total: number; taxes?: Tax[] };
  customer_details: { address: { state: string } | null };
}

interface LineItems {
  data: { amount_tax: number; taxes?: Tax[] }[];
}

const named = (taxes: Tax[] | undefined) =>
  taxes?.map((tax) => [tax.rate.display_name, tax.rate.jurisdiction, tax.amount]);

describe('Stripe Tax on the stand-in', () => {
  it('charges GST and QST on the lines and the shipping for a Québec address', async () => {
    const created = (await printedSession({ 'automatic_tax[enabled]': 'true' })) as unknown as Session;
    expect(created.automatic_tax).toMatchObject({ enabled: true, status: 'requires_location_inputs' });
    const refusals: [field: string, value: string, message: string][] = [
      ['shipping_name', ' ', 'Enter the full name.'],
      ['shipping_postal_code', '', 'Enter the postal code.'],
      ['shipping_country', 'FR', 'We cannot ship to that country.'],
    ];
    for (const [field, value, message] of refusals) {
      const refused = await payOnTestCheckout(created.url, { ...QUEBEC, [field]: value });
      expect(refused.status).toBe(200);
      expect(await refused.text()).toContain(message);
    }
    expect((await payOnTestCheckout(created.url, QUEBEC)).status).toBe(303);

    const session = (await stripe(`/v1/checkout/sessions/${created.id}`)) as unknown as Session;
    const items = (await stripe(
      `/v1/checkout/sessions/${created.id}/line_items?expand[0]=data.taxes`,
    )) as unknown as LineItems;
    // 49.98 $: GST 2.50 $, QST 4.99 $; shipping 9.00 $: GST 0.45 $, QST 0.90 $.
    expect(named(items.data[0]!.taxes)).toEqual([
      ['GST', 'Canada', 250],
      ['QST', 'Québec', 499],
    ]);
    expect(items.data[0]!.amount_tax).toBe(749);
    expect(session.shipping_cost).toMatchObject({ amount_tax: 135, amount_total: 1035 });
    const withShipping = (await stripe(
      `/v1/checkout/sessions/${created.id}?expand[0]=shipping_cost.taxes&expand[1]=line_items.data.taxes`,
    )) as unknown as Session & { line_items: LineItems };
    expect(named(withShipping.shipping_cost.taxes)).toEqual([
      ['GST', 'Canada', 45],
      ['QST', 'Québec', 90],
    ]);
    expect(named(withShipping.line_items.data[0]!.taxes)).toEqual(named(items.data[0]!.taxes));
    expect(session.total_details.amount_tax).toBe(884);
    expect(session.amount_total).toBe(4998 + 900 + 884);
    expect(session.automatic_tax.status).toBe('complete');
  });

  it('answers the taxes only when they are expanded, as Stripe does', async () => {
    const created = (await printedSession({ 'automatic_tax[enabled]': 'true' })) as unknown as Session;
    await payOnTestCheckout(created.url, QUEBEC);
    const items = (await stripe(`/v1/checkout/sessions/${created.id}/line_items`)) as unknown as LineItems;
    expect(items.data[0]!.amount_tax).toBe(749);
    expect(items.data[0]!.taxes).toBeUndefined();
    const session = (await stripe(
      `/v1/checkout/sessions/${created.id}?expand[0]=line_items`,
    )) as unknown as Session & { line_items: LineItems };
    expect(session.shipping_cost.taxes).toBeUndefined();
    expect(session.line_items.data[0]!.taxes).toBeUndefined();
  });

  it('asks a digital order for a billing address and taxes it there', async () => {
    const created = (await digitalSession({
      'automatic_tax[enabled]': 'true',
      billing_address_collection: 'required',
    })) as unknown as Session;
    const page = await (await fetch(created.url)).text();
    expect(page).toContain('Billing address');
    const missing = await payOnTestCheckout(created.url, { ...CANADIAN_BILLING_ADDRESS, billing_city: ' ' });
    expect(missing.status).toBe(200);
    expect(await missing.text()).toContain('Enter the city.');

    const paid = await payOnTestCheckout(created.url, canadianBillingAddress('Toronto', 'ON', 'M5V 2T6'));
    expect(paid.status).toBe(303);
    const session = (await stripe(`/v1/checkout/sessions/${created.id}`)) as unknown as Session;
    // 24.99 $ in Ontario: HST 13 %, 3.25 $.
    expect(session.total_details.amount_tax).toBe(325);
    expect(session.amount_total).toBe(2499 + 325);
    expect(session.customer_details.address).toMatchObject({ state: 'ON' });
  });

  it('charges no tax when automatic tax is off', async () => {
    const created = (await printedSession({})) as unknown as Session;
    expect(created.automatic_tax.enabled).toBe(false);
    expect((await payOnTestCheckout(created.url, QUEBEC)).status).toBe(303);
    const session = (await stripe(`/v1/checkout/sessions/${created.id}`)) as unknown as Session;
    expect(session.total_details.amount_tax).toBe(0);
    expect(session.amount_total).toBe(4998 + 900);
  });
});
