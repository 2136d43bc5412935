import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../local/stack.ts';
import {
  CANADIAN_ADDRESS,
  canadianBillingAddress,
  forgetLoopbackCheckouts,
  payOnTestCheckout,
  startTestFunctions,
  startTestStack,
  uniqueEmail,
  type TestFunctions,
} from '../../../local/stack-testing.ts';

// Issue 29 §4 (ADR 052) through the real stack: create-checkout with STRIPE_TAX_ENABLED asks Stripe Tax
// (the SDK, the stand-in) for the tax of the buyer's address; the webhook reads what Stripe charged (the
// total, each line's and the shipping's taxes, expanded as real Stripe needs) and the order, its JSON, the
// thank-you page and the receipt show each tax. Off, nothing of it is asked and the order keeps no tax.
let stack: RunningStack;
/** create-checkout with the owner's switch on; the stack's own functions keep it off, as by default. */
let taxOn: TestFunctions;

beforeAll(async () => {
  stack = await startTestStack();
  taxOn = await startTestFunctions(stack, {
    SITE_URL: 'http://127.0.0.1:5173',
    STRIPE_SECRET_KEY: stack.stripe.secretKey,
    STRIPE_API_URL: stack.stripe.url,
    STRIPE_TAX_ENABLED: 'true',
  });
});
afterAll(async () => {
  await taxOn?.stop();
  await stack?.stop();
});
beforeEach(async () => {
  stack.mailbox.clear();
  await forgetLoopbackCheckouts(stack);
});

interface Started {
  url: string;
  number: string;
  sessionId: string;
}

async function checkoutWithTax(cart: Record<string, unknown>): Promise<Started> {
  const { data, error } = await taxOn
    .clientFor(stack.anonKey)
    .functions.invoke<{ url: string; order: { number: string } }>('create-checkout', { body: cart });
  expect(error).toBeNull();
  return { url: data!.url, number: data!.order.number, sessionId: data!.url.split('/').pop()! };
}

async function checkoutWithoutTax(cart: unknown): Promise<Started> {
  const response = await fetch(`${stack.apiUrl}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(cart),
  });
  const answer = (await response.json()) as { url: string; order: { number: string } };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return { url: answer.url, number: answer.order.number, sessionId: answer.url.split('/').pop()! };
}

/** The session as the stand-in keeps it: what create-checkout asked for. */
async function stripeSession(sessionId: string) {
  const response = await fetch(`${stack.stripe.url}/v1/checkout/sessions/${sessionId}`, {
    headers: { Authorization: `Bearer ${stack.stripe.secretKey}` },
  });
  return (await response.json()) as {
    automatic_tax: { enabled: boolean };
    billing_address_collection: string;
    shipping_options: { shipping_amount: number; shipping_rate: string }[];
    amount_total: number;
  };
}

async function storedOrder(number: string) {
  const { rows } = await stack.db.query<{
    status: string;
    subtotal_cents: number;
    shipping_cents: number;
    shipping_speed: string | null;
    tax_cents: number;
    tax_lines: unknown;
    total_cents: number;
    json: { tax_cents: number; tax_lines: unknown; total_cents: number };
  }>(
    `select status, subtotal_cents, shipping_cents, shipping_speed, tax_cents, tax_lines, total_cents,
            public.order_json(id) as json
       from public.orders where number = $1`,
    [number],
  );
  return rows[0]!;
}

async function thankYouPage(sessionId: string) {
  const response = await fetch(`${stack.apiUrl}/functions/v1/orders/by-session`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { order: { taxCents: number; taxLines: unknown; totalCents: number } })
    .order;
}

const receiptOf = (number: string) =>
  stack.mailbox
    .list()
    .find(
      (message) =>
        message.subject.endsWith(`order ${number}`) ||
        message.subject.endsWith(`commande Adventure Clue Kits ${number}`),
    );

describe('sales tax with STRIPE_TAX_ENABLED on', () => {
  it('charges a Québec buyer of a digital kit GST and QST, and every page of the order shows both', async () => {
    const email = uniqueEmail('tax-quebec');
    const started = await checkoutWithTax({
      email,
      region: 'ca',
      locale: 'fr',
      lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
    });
    const asked = await stripeSession(started.sessionId);
    expect(asked.automatic_tax.enabled).toBe(true);
    expect(asked.billing_address_collection).toBe('required');

    const paid = await payOnTestCheckout(started.url, canadianBillingAddress('Québec', 'QC', 'G1R 4S9'));
    expect(paid.status).toBe(303);

    // 24.99 $: GST 5 % 1.25 $, QST 9.975 % 2.49 $.
    const gst = { name: 'GST', jurisdiction: 'Canada', percentage: 5, cents: 125 };
    const qst = { name: 'QST', jurisdiction: 'Québec', percentage: 9.975, cents: 249 };
    const order = await storedOrder(started.number);
    expect(order).toMatchObject({ status: 'paid', subtotal_cents: 2499, tax_cents: 374, total_cents: 2873 });
    expect(order.tax_lines).toEqual([
      { line: 1, ...gst },
      { line: 1, ...qst },
    ]);
    expect(order.json).toMatchObject({ tax_cents: 374, tax_lines: [gst, qst], total_cents: 2873 });
    expect(await thankYouPage(started.sessionId)).toMatchObject({
      taxCents: 374,
      taxLines: [gst, qst],
      totalCents: 2873,
    });

    // The terms of sale in Canada are French unless the buyer chose English: so is the receipt.
    const receipt = receiptOf(started.number);
    expect(receipt?.to).toContain(email);
    expect(receipt?.text).toContain(
      [
        'Chasse aux cocos de Pâques – Téléchargement numérique × 1\u00A0: 24,99\u00A0$',
        'TPS 5\u00A0%\u00A0: 1,25\u00A0$',
        'TVQ 9,975\u00A0%\u00A0: 2,49\u00A0$',
        'Total payé\u00A0: 28,73\u00A0$',
      ].join('\n'),
    );
  });

  it('charges an Ontario buyer of a printed kit HST on the kit and on the express shipping chosen on Stripe', async () => {
    const started = await checkoutWithTax({
      email: uniqueEmail('tax-ontario'),
      region: 'ca',
      termsLanguage: 'en',
      lines: [{ kit: 'cool-bunny', format: 'printed', quantity: 1 }],
    });
    const asked = await stripeSession(started.sessionId);
    expect(asked.automatic_tax.enabled).toBe(true);
    // The shipping address is Stripe Tax's: no billing address is asked.
    expect(asked.billing_address_collection).toBe('auto');
    const express = asked.shipping_options.find((option) => option.shipping_amount === 1999)!;

    const paid = await payOnTestCheckout(started.url, {
      ...CANADIAN_ADDRESS,
      shipping_city: 'Toronto',
      shipping_state: 'ON',
      shipping_postal_code: 'M5V 2T6',
      shipping_rate: express.shipping_rate,
    });
    expect(paid.status).toBe(303);

    // 49.99 $ and 19.99 $ of express shipping, HST 13 %: 6.50 $ and 2.60 $.
    const order = await storedOrder(started.number);
    expect(order).toMatchObject({
      status: 'paid',
      subtotal_cents: 4999,
      shipping_cents: 1999,
      shipping_speed: 'express',
      tax_cents: 910,
      total_cents: 4999 + 1999 + 910,
    });
    expect(order.tax_lines).toEqual([
      { line: 1, name: 'HST', jurisdiction: 'Ontario', percentage: 13, cents: 650 },
      { line: null, name: 'HST', jurisdiction: 'Ontario', percentage: 13, cents: 260 },
    ]);
    expect(order.json.tax_lines).toEqual([
      { name: 'HST', jurisdiction: 'Ontario', percentage: 13, cents: 910 },
    ]);
    expect(receiptOf(started.number)?.text).toContain(
      [
        'Cool Bunny Hunt – Printed & Delivered × 1: $49.99 CAD',
        'Express shipping: $19.99 CAD',
        'HST 13%: $9.10 CAD',
        'Total paid: $79.08 CAD',
      ].join('\n'),
    );
  });
});

describe('sales tax off (the default)', () => {
  it('asks Stripe for no tax and keeps none, the receipt as before', async () => {
    const started = await checkoutWithoutTax({
      email: uniqueEmail('tax-off'),
      region: 'ca',
      termsLanguage: 'en',
      lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
    });
    const asked = await stripeSession(started.sessionId);
    expect(asked.automatic_tax.enabled).toBe(false);
    expect(asked.billing_address_collection).toBe('auto');
    expect((await payOnTestCheckout(started.url)).status).toBe(303);

    const order = await storedOrder(started.number);
    expect(order).toMatchObject({ status: 'paid', tax_cents: 0, tax_lines: [], total_cents: 2499 });
    expect(order.json).toMatchObject({ tax_cents: 0, tax_lines: [] });
    const receipt = receiptOf(started.number)?.text ?? '';
    expect(receipt).toContain(
      'Easter Bunny Hunt – Digital Download × 1: $24.99 CAD\nTotal paid: $24.99 CAD\n',
    );
    expect(receipt).not.toMatch(/\b(GST|QST|HST)\b|tax/i);
  });
});
