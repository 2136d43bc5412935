import { describe, expect, it } from 'vitest';
import {
  CANADIAN_ADDRESS,
  payOnTestCheckout,
  uniqueEmail,
  useCheckoutStack,
} from '../../../local/stack-testing.ts';
import { clueRequestTextsIn } from '../domain/clue-request.ts';
import { priceCents } from '../domain/pricing.ts';
import { shippingRates } from '../domain/printed-orders.ts';
import { cartMessagesIn } from './create-checkout-handler.ts';

// Issues 28 §1-2 and 29 §5 through the real stack: create-checkout checks and keeps a printed order's
// kit language, child's name and shipping speed; Stripe Checkout offers both speeds and charges the one
// the buyer picks there; the webhook keeps what was charged, settles the kit's language by the address,
// writes every email in the language of the terms accepted, and tells the owner what to print.
const { stack, checkout, startCheckout } = useCheckoutStack();

const QUEBEC_ADDRESS = {
  ...CANADIAN_ADDRESS,
  shipping_line1: '1 rue des Érables',
  shipping_city: 'Québec',
  shipping_state: 'QC',
  shipping_postal_code: 'G1R 4S9',
};

async function orderRow(number: string) {
  const { rows } = await stack.db.query<{
    status: string;
    terms_language: string;
    kit_locale: string | null;
    child_name: string | null;
    shipping_speed: string | null;
    shipping_cents: number;
    total_cents: number;
  }>(
    `select status, terms_language, kit_locale, child_name, shipping_speed, shipping_cents, total_cents
       from public.orders where number = $1`,
    [number],
  );
  return rows[0]!;
}

async function stripeSession(sessionId: string) {
  const response = await fetch(`${stack.stripe.url}/v1/checkout/sessions/${sessionId}`, {
    headers: { Authorization: `Bearer ${stack.stripe.secretKey}` },
  });
  return (await response.json()) as {
    amount_total: number;
    shipping_options: { shipping_amount: number; shipping_rate: string }[];
  };
}

const printedCart = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  region: 'ca',
  lines: [{ kit: 'cool-bunny', format: 'printed', quantity: 1 }],
  ...extra,
});

const mailTo = (email: string) => stack.mailbox.list().find((message) => message.to.includes(email));
const ownerMail = (number: string) =>
  stack.mailbox.list().find((message) => message.subject === `Printed order ${number} to ship`);

describe('create-checkout for a printed order', () => {
  it.each([
    ['kitLocale', { kitLocale: 'de' }, cartMessagesIn('en').kitLocale],
    ['childName', { childName: 'R2-D2' }, clueRequestTextsIn.en.childName],
    ['childName', { childName: 'x'.repeat(41) }, clueRequestTextsIn.en.childName],
    ['shippingSpeed', { shippingSpeed: 'overnight' }, cartMessagesIn('en').shippingSpeed],
  ])('refuses a bad %s, naming the field, and stores nothing', async (field, extra, message) => {
    const email = uniqueEmail('printed-refused');
    const response = await checkout(printedCart(email, extra));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      [field]: message,
    });
    const { rows } = await stack.db.query('select 1 from public.orders where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('refuses in French on a French page', async () => {
    const response = await checkout(printedCart(uniqueEmail('printed-fr'), { shippingSpeed: 'overnight' }), {
      headers: { 'Accept-Language': 'fr-CA' },
    });
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      shippingSpeed: cartMessagesIn('fr').shippingSpeed,
    });
  });

  it('keeps the kit language, child’s name and speed, and offers both speeds on Stripe with the chosen one first', async () => {
    const started = await startCheckout(
      printedCart(uniqueEmail('printed-kept'), {
        kitLocale: 'en',
        childName: '  Zoë  ',
        shippingSpeed: 'express',
      }),
    );
    expect(await orderRow(started.order.number)).toMatchObject({
      status: 'pending',
      terms_language: 'fr',
      kit_locale: 'en',
      child_name: 'Zoë',
      shipping_speed: 'express',
      shipping_cents: shippingRates.ca.express.cents,
      total_cents: priceCents.printed.ca + shippingRates.ca.express.cents,
    });
    const session = await stripeSession(started.sessionId);
    expect(session.shipping_options.map((option) => option.shipping_amount)).toEqual([
      shippingRates.ca.express.cents,
      shippingRates.ca.standard.cents,
    ]);
    expect(session.amount_total).toBe(priceCents.printed.ca + shippingRates.ca.express.cents);
  });

  it('keeps nothing of the kind for a digital order', async () => {
    const started = await startCheckout({
      email: uniqueEmail('digital-printed-fields'),
      region: 'us',
      lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
      kitLocale: 'fr',
      childName: 'Zoë',
      shippingSpeed: 'express',
    });
    expect(await orderRow(started.order.number)).toMatchObject({
      kit_locale: null,
      child_name: null,
      shipping_speed: null,
      shipping_cents: 0,
    });
  });
});

describe('paying a printed order', () => {
  it('charges express picked on Stripe’s page, prints in French for Québec, and tells the owner', async () => {
    const email = uniqueEmail('printed-quebec');
    const started = await startCheckout(
      printedCart(email, { childName: 'Zoë', locale: 'en', termsLanguage: 'en' }),
    );
    const session = await stripeSession(started.sessionId);
    const express = session.shipping_options.find(
      (option) => option.shipping_amount === shippingRates.ca.express.cents,
    )!;
    const page = await (await fetch(started.url)).text();
    expect(page).toContain('name="shipping_rate"');

    const paid = await payOnTestCheckout(started.url, {
      ...QUEBEC_ADDRESS,
      shipping_rate: express.shipping_rate,
    });
    expect(paid.status).toBe(303);
    expect(await orderRow(started.order.number)).toMatchObject({
      status: 'paid',
      kit_locale: 'fr',
      child_name: 'Zoë',
      shipping_speed: 'express',
      shipping_cents: shippingRates.ca.express.cents,
      total_cents: priceCents.printed.ca + shippingRates.ca.express.cents,
    });
    const owner = ownerMail(started.order.number)?.text ?? '';
    expect(owner).toContain('Kit language: French');
    expect(owner).toContain('Child’s name: Zoë');
    expect(owner).toContain('Shipping: Express shipping');
    // The buyer chose the English terms: the receipt is English and says what will be printed.
    const receipt = mailTo(email);
    expect(receipt?.subject).toBe(`Your Adventure Clue Kits order ${started.order.number}`);
    expect(receipt?.text).toContain('Your printed kit will be in French, with Zoë’s name on it.');
    expect(receipt?.text).toContain('Express shipping: $19.99 CAD');
  });

  it('keeps the kit language the buyer chose over the address', async () => {
    const started = await startCheckout(printedCart(uniqueEmail('printed-chosen'), { kitLocale: 'en' }));
    expect((await payOnTestCheckout(started.url, QUEBEC_ADDRESS)).status).toBe(303);
    expect(await orderRow(started.order.number)).toMatchObject({
      status: 'paid',
      kit_locale: 'en',
      child_name: null,
      shipping_speed: 'standard',
    });
    const owner = ownerMail(started.order.number)?.text ?? '';
    expect(owner).toContain('Kit language: English');
    expect(owner).toContain('Child’s name: none (leave the name lines blank)');
    expect(owner).toContain('Shipping: Standard shipping');
  });
});

describe('the emails’ language', () => {
  it('follows the terms accepted, not the page: French terms from an English page mean French emails', async () => {
    const email = uniqueEmail('terms-fr');
    const started = await startCheckout({
      email,
      region: 'ca',
      locale: 'en',
      lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
    });
    expect((await payOnTestCheckout(started.url)).status).toBe(303);
    expect(mailTo(email)?.subject).toBe(`Votre commande Adventure Clue Kits ${started.order.number}`);
  });

  it('and English terms chosen on a French page mean English emails', async () => {
    const email = uniqueEmail('terms-en');
    const started = await startCheckout({
      email,
      region: 'ca',
      locale: 'fr',
      termsLanguage: 'en',
      lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
    });
    expect((await payOnTestCheckout(started.url)).status).toBe(303);
    expect(mailTo(email)?.subject).toBe(`Your Adventure Clue Kits order ${started.order.number}`);
  });
});
