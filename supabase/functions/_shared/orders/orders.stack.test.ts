import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cartMessagesIn } from './create-checkout-handler.ts';
import { RECOVERY_LIMIT } from './orders-handler.ts';
import { priceCents } from '../domain/pricing.ts';
import { shippingRates } from '../domain/printed-orders.ts';

const shippingCents = { us: shippingRates.us.standard.cents, ca: shippingRates.ca.standard.cents };
import {
  CANADIAN_ADDRESS,
  createMember,
  payOnTestCheckout,
  postFunction,
  uniqueEmail,
  useCheckoutStack,
} from '../../../local/stack-testing.ts';
import { buildEvent, signPayload } from '../../../local/stripe/webhooks.ts';
import { orderText } from './i18n/catalog.ts';
import { formMessages } from '../domain/form-messages.ts';

const cartMessages = cartMessagesIn('en');

// create-checkout and stripe-webhook under real Deno, with the real database and the stack's Stripe
// stand-in: what a buyer pays, what the webhook accepts, and what it refuses.
const { stack, checkout, startCheckout } = useCheckoutStack();

async function orderRow(number: string) {
  const { rows } = await stack.db.query<{
    id: string;
    status: string;
    total_cents: number;
    shipping_address: unknown;
  }>('select id, status, total_cents, shipping_address from public.orders where number = $1', [number]);
  return rows[0]!;
}

/** The stored links of an order: hashes only (the raw tokens exist only in emails). */
async function tokens(number: string) {
  const { rows } = await stack.db.query<{ token_hash: string; revoked_at: string | null }>(
    `select t.token_hash, t.revoked_at from public.download_tokens t
       join public.order_items i on i.id = t.order_item_id join public.orders o on o.id = i.order_id
      where o.number = $1`,
    [number],
  );
  return rows;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The raw download tokens an email carries (each kit's link and its Download All link share one). */
const tokensIn = (text: string | undefined) => [
  ...new Set([...(text ?? '').matchAll(/\/downloads\/([0-9a-f]{64})/g)].map((match) => match[1]!)),
];

function sendSigned(event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  return fetch(`${stack.apiUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': signature ?? signPayload(body, stack.stripe.webhookSecret),
    },
    body,
  });
}

const digitalCart = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  region: 'us',
  lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
  ...extra,
});

describe('create-checkout', () => {
  it('prices the cart on the server, ignoring the prices a browser sends', async () => {
    const email = uniqueEmail('tamper');
    const started = await startCheckout({
      email,
      region: 'ca',
      total: 1,
      lines: [{ kit: 'cool-bunny', format: 'printed', quantity: 3, price: 0.01, unitCents: 1 }],
    });
    const row = await orderRow(started.order.number);
    expect(row.status).toBe('pending');
    expect(row.total_cents).toBe(3 * priceCents.printed.ca + shippingCents.ca);
    const session = (await (
      await fetch(`${stack.stripe.url}/v1/checkout/sessions/${started.sessionId}`, {
        headers: { Authorization: `Bearer ${stack.stripe.secretKey}` },
      })
    ).json()) as { amount_total: number; currency: string; customer_email: string };
    expect(session).toMatchObject({
      amount_total: 3 * priceCents.printed.ca + shippingCents.ca,
      currency: 'cad',
      customer_email: email,
    });
  });

  it.each([
    [
      'no email',
      { region: 'us', lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }] },
      'email',
      cartMessages.email,
    ],
    [
      'a bad email',
      { email: 'nope', region: 'us', lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }] },
      'email',
      cartMessages.email,
    ],
    [
      'an unsupported region',
      {
        email: 'a@example.com',
        region: 'uk',
        lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
      },
      'region',
      cartMessages.region,
    ],
    ['an empty cart', { email: 'a@example.com', region: 'us', lines: [] }, 'lines', cartMessages.lines],
    [
      'quantity 0',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 0 }],
      },
      'lines.0.quantity',
      cartMessages.quantity,
    ],
    [
      'quantity 11',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 11 }],
      },
      'lines.0.quantity',
      cartMessages.quantity,
    ],
    [
      'quantity 1.5',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1.5 }],
      },
      'lines.0.quantity',
      cartMessages.quantity,
    ],
    [
      'quantity "2"',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [{ kit: 'easter-bunny', format: 'digital', quantity: '2' }],
      },
      'lines.0.quantity',
      cartMessages.quantity,
    ],
    [
      'an unknown format',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [{ kit: 'easter-bunny', format: 'vinyl', quantity: 1 }],
      },
      'lines.0.format',
      cartMessages.format,
    ],
    [
      'an unknown kit',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [{ kit: 'no-such-kit', format: 'digital', quantity: 1 }],
      },
      'lines.0.kit',
      cartMessages.kit,
    ],
    [
      'a contact-only kit',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [{ kit: 'space-bunny', format: 'digital', quantity: 1 }],
      },
      'lines.0.kit',
      cartMessages.kit,
    ],
    [
      'an unavailable kit',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [{ kit: 'dino-bunny-hunt', format: 'digital', quantity: 1 }],
      },
      'lines.0.kit',
      cartMessages.kit,
    ],
    [
      'a prototype key as kit',
      { email: 'a@example.com', region: 'us', lines: [{ kit: '__proto__', format: 'digital', quantity: 1 }] },
      'lines.0.kit',
      cartMessages.kit,
    ],
    [
      'the same line twice',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [
          { kit: 'easter-bunny', format: 'digital', quantity: 1 },
          { kit: 'easter-bunny', format: 'digital', quantity: 1 },
        ],
      },
      'lines',
      cartMessages.duplicate,
    ],
    [
      'a digital kit of 2 (one licence per line)',
      {
        email: 'a@example.com',
        region: 'us',
        lines: [
          { kit: 'cool-bunny', format: 'printed', quantity: 2 },
          { kit: 'easter-bunny', format: 'digital', quantity: 2 },
        ],
      },
      'lines.1.quantity',
      cartMessages.digitalQuantity,
    ],
  ])('answers 400 naming the field for %s', async (_case, body, field, message) => {
    const before = await stack.db.query<{ count: string }>(
      'select count(*)::text as count from public.orders',
    );
    const response = await checkout(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(answer.fieldErrors[field]).toBe(message);
    const after = await stack.db.query<{ count: string }>(
      'select count(*)::text as count from public.orders',
    );
    expect(after.rows[0]!.count).toBe(before.rows[0]!.count);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await checkout('{"email":');
    expect(response.status).toBe(400);
  });

  it('links the order to the signed-in member', async () => {
    const member = await createMember(stack);
    const started = await startCheckout(digitalCart(member.email), { token: member.accessToken });
    const { rows } = await stack.db.query<{ user_id: string }>(
      'select user_id from public.orders where number = $1',
      [started.order.number],
    );
    expect(rows[0]!.user_id).toBe(member.id);
  });

  it('keeps which terms of sale bind the order: French in Canada unless English is chosen', async () => {
    const termsOf = async (body: Record<string, unknown>) => {
      const started = await startCheckout(body);
      const { rows } = await stack.db.query<{ terms_language: string }>(
        'select terms_language from public.orders where number = $1',
        [started.order.number],
      );
      return rows[0]!.terms_language;
    };
    const canadian = digitalCart(uniqueEmail('terms'), { region: 'ca' });
    expect(await termsOf(canadian)).toBe('fr');
    expect(await termsOf({ ...canadian, termsLanguage: 'fr' })).toBe('fr');
    expect(await termsOf({ ...canadian, termsLanguage: 'en' })).toBe('en');
    expect(await termsOf(digitalCart(uniqueEmail('terms')))).toBe('en');

    const refused = await checkout({ ...canadian, termsLanguage: 'de' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      termsLanguage: cartMessages.termsLanguage,
    });
  });

  it('opens an English Checkout on the English pages unless the buyer checks out in French', async () => {
    const started = await startCheckout(digitalCart(uniqueEmail('english')));
    const session = await stripeSession(started.sessionId);
    expect(session.locale).toBe('en');
    expect(new URL(session.success_url).pathname).toBe('/thank-you-order');
    expect(new URL(session.cancel_url).pathname).toBe('/cart');
    expect(await orderLocale(started.order.number)).toBe('en');
  });

  it.each([['de'], ['fr-CA'], ['FR'], [1]])(
    'refuses the checkout language %j, naming the field',
    async (locale) => {
      const response = await checkout(digitalCart(uniqueEmail('locale'), { locale }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
        locale: cartMessages.locale,
      });
    },
  );
});

/** A Checkout Session as the Stripe stand-in keeps it. */
async function stripeSession(sessionId: string) {
  const response = await fetch(`${stack.stripe.url}/v1/checkout/sessions/${sessionId}?expand[0]=line_items`, {
    headers: { Authorization: `Bearer ${stack.stripe.secretKey}` },
  });
  return (await response.json()) as {
    locale: string | null;
    success_url: string;
    cancel_url: string;
    line_items: { data: { description: string }[] };
  };
}

async function orderLocale(number: string) {
  const { rows } = await stack.db.query<{ locale: string }>(
    'select locale from public.orders where number = $1',
    [number],
  );
  return rows[0]!.locale;
}

describe('checking out in French', () => {
  it('keeps the language on the order, and Checkout, its page and the return pages are French', async () => {
    const email = uniqueEmail('francais');
    const started = await startCheckout({
      email,
      region: 'ca',
      locale: 'fr',
      lines: [
        { kit: 'cool-bunny', format: 'printed', quantity: 1 },
        { kit: 'easter-bunny', format: 'digital', quantity: 1 },
      ],
    });
    expect(await orderLocale(started.order.number)).toBe('fr');
    const session = await stripeSession(started.sessionId);
    expect(session.locale).toBe('fr-CA');
    expect(new URL(session.success_url).pathname).toBe('/fr/thank-you-print-order');
    expect(new URL(session.cancel_url).pathname).toBe('/fr/cart');
    expect(session.line_items.data.map((item) => item.description)).toEqual([
      'Chasse du lapin cool – Imprimée et livrée',
      'Chasse aux cocos de Pâques – Téléchargement numérique',
    ]);

    const page = await (await fetch(started.url)).text();
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('Numéro de carte');
    expect(page).toContain('Livraison gratuite au Canada');
    expect(page).toMatch(/<button type="submit" name="action" value="pay">Payer 74,98\u00A0\$<\/button>/);
    const declined = await payOnTestCheckout(started.url, {
      ...CANADIAN_ADDRESS,
      card_number: '4000 0000 0000 0002',
    });
    expect(await declined.text()).toContain('Votre carte a été refusée.');
    const refused = await payOnTestCheckout(started.url, { ...CANADIAN_ADDRESS, shipping_country: 'FR' });
    expect(await refused.text()).toContain('Nous ne livrons pas dans ce pays.');

    const paid = await payOnTestCheckout(started.url, CANADIAN_ADDRESS);
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).pathname).toBe('/fr/thank-you-print-order');
    const mail = stack.mailbox.list().find((message) => message.to.includes(email));
    expect(mail?.subject).toBe(`Votre commande Adventure Clue Kits ${started.order.number}`);
    expect(mail?.text).toContain(`Merci pour votre commande ${started.order.number}\u202F!`);
    expect(mail?.text).toContain('Total payé\u00A0: 74,98\u00A0$');
    const [token] = tokensIn(mail?.text);
    expect(mail?.text).toContain(`/fr/downloads/${token}\n`);
    expect(mail?.text).toContain(`/fr/downloads/${token}?all=easter-bunny&lang=fr`);
    expect(mail?.text).not.toMatch(/\/\/[^/\s]+\/downloads\//);
    expect(mail?.html).toContain(`/fr/downloads/${token}"`);
    // The owner's notice stays English.
    expect(
      stack.mailbox
        .list()
        .some((message) => message.subject === `Printed order ${started.order.number} to ship`),
    ).toBe(true);
  });

  it('has the Stripe stand-in take only Stripe’s languages, and speak English but for French', async () => {
    const create = (locale: string) =>
      fetch(`${stack.stripe.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${stack.stripe.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          mode: 'payment',
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': 'cad',
          'line_items[0][price_data][unit_amount]': '100',
          'line_items[0][price_data][product_data][name]': 'Kit',
          success_url: 'http://127.0.0.1/ok',
          cancel_url: 'http://127.0.0.1/cart',
          locale,
        }).toString(),
      });
    const unknown = await create('xx');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { param: string } }).error.param).toBe('locale');
    for (const [locale, lang] of [
      ['auto', 'en'],
      ['de', 'en'],
      ['fr', 'fr-CA'],
    ]) {
      const session = (await (await create(locale!)).json()) as { url: string; locale: string };
      expect(session.locale).toBe(locale);
      expect(await (await fetch(session.url)).text()).toContain(`<html lang="${lang}">`);
    }
  });

  it('shows US dollars the Québec way in a French receipt', async () => {
    const email = uniqueEmail('dollars-us');
    const started = await startCheckout(digitalCart(email, { locale: 'fr' }));
    await payOnTestCheckout(started.url);
    const mail = stack.mailbox.list().find((message) => message.to.includes(email));
    expect(mail?.text).toContain(`Total payé\u00A0: 19,99\u00A0$\u00A0US`);
    expect(new URL((await stripeSession(started.sessionId)).success_url).pathname).toBe(
      '/fr/thank-you-order',
    );
  });
});

describe('paying and the webhook', () => {
  it('marks the order paid, mints one link per digital kit and emails it', async () => {
    const email = uniqueEmail('paid');
    const started = await startCheckout({
      email,
      region: 'us',
      lines: [
        { kit: 'easter-bunny', format: 'digital', quantity: 1 },
        { kit: 'pirate-bunny', format: 'digital', quantity: 1 },
      ],
    });
    const paid = await payOnTestCheckout(started.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`/thank-you-order\\?session_id=${started.sessionId}$`),
    );
    expect((await orderRow(started.order.number)).status).toBe('paid');
    const minted = await tokens(started.order.number);
    expect(minted).toHaveLength(2);
    const mail = stack.mailbox.list().find((message) => message.to.includes(email));
    expect(mail?.subject).toBe(`Your Adventure Clue Kits order ${started.order.number}`);
    const sent = tokensIn(mail?.text);
    expect(sent).toHaveLength(2);
    expect(minted.map((row) => row.token_hash).sort()).toEqual(sent.map(sha256).sort());
  });

  it('stores the Canadian address of a printed kit and tells the shop where to ship it', async () => {
    const email = uniqueEmail('printed');
    const started = await startCheckout({
      email,
      region: 'ca',
      lines: [
        { kit: 'cool-bunny', format: 'printed', quantity: 1 },
        { kit: 'easter-bunny', format: 'digital', quantity: 1 },
      ],
    });
    expect((await orderRow(started.order.number)).total_cents).toBe(
      priceCents.printed.ca + priceCents.digital.ca + shippingCents.ca,
    );
    const refused = await payOnTestCheckout(started.url, { ...CANADIAN_ADDRESS, shipping_country: 'FR' });
    expect(await refused.text()).toContain('We cannot ship to that country.');
    const paid = await payOnTestCheckout(started.url, CANADIAN_ADDRESS);
    expect(paid.headers.get('location')).toContain('/thank-you-print-order?session_id=');
    const row = await orderRow(started.order.number);
    expect(row.shipping_address).toMatchObject({ name: 'Ada Parent', city: 'Regina', country: 'CA' });
    expect(await tokens(started.order.number)).toHaveLength(1);
    const owner = stack.mailbox
      .list()
      .find((message) => message.subject === `Printed order ${started.order.number} to ship`);
    expect(owner?.text).toContain('12 Maple Street');
    expect(owner?.text).toContain('Cool Bunny Hunt × 1');
  });

  it('keeps a declined card on the checkout page and sends no event', async () => {
    const started = await startCheckout(digitalCart(uniqueEmail('declined')));
    const events = (await (await fetch(`${stack.stripe.url}/_test/events`)).json()) as unknown[];
    const declined = await payOnTestCheckout(started.url, { card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await orderRow(started.order.number)).status).toBe('pending');
    expect((await (await fetch(`${stack.stripe.url}/_test/events`)).json()) as unknown[]).toHaveLength(
      events.length,
    );
  });

  it('refuses a forged signature and changes nothing', async () => {
    const started = await startCheckout(digitalCart(uniqueEmail('forged')));
    const session = {
      id: started.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: priceCents.digital.us,
      currency: 'usd',
      payment_intent: 'pi_forged',
    };
    const event = buildEvent('checkout.session.completed', session);
    const forged = await sendSigned(event, signPayload(JSON.stringify(event), 'whsec_not_the_secret'));
    expect(forged.status).toBe(400);
    const stale = await sendSigned(
      event,
      signPayload(JSON.stringify(event), stack.stripe.webhookSecret, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(stale.status).toBe(400);
    const unsigned = await fetch(`${stack.apiUrl}/functions/v1/stripe-webhook`, {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await orderRow(started.order.number)).status).toBe('pending');
    const { rows } = await stack.db.query('select 1 from public.stripe_events where id = $1', [event.id]);
    expect(rows).toHaveLength(0);
  });

  it('acts on a redelivered event only once', async () => {
    const email = uniqueEmail('replay');
    const started = await startCheckout(digitalCart(email));
    await payOnTestCheckout(started.url);
    const before = await tokens(started.order.number);
    const events = (await (await fetch(`${stack.stripe.url}/_test/events`)).json()) as {
      id: string;
      data: { object: { id: string } };
    }[];
    const event = events.find((candidate) => candidate.data.object.id === started.sessionId)!;
    const again = (await (
      await fetch(`${stack.stripe.url}/_test/events/${event.id}/redeliver`, { method: 'POST' })
    ).json()) as { status: number };
    expect(again.status).toBe(200);
    expect(await tokens(started.order.number)).toEqual(before);
    expect(stack.mailbox.list().filter((message) => message.to.includes(email))).toHaveLength(1);
  });

  it('leaves an order pending when the amount paid differs from its total', async () => {
    const email = uniqueEmail('mismatch');
    const started = await startCheckout(digitalCart(email));
    const session = {
      id: started.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 1,
      currency: 'usd',
      payment_intent: 'pi_cheap',
    };
    const response = await sendSigned(buildEvent('checkout.session.completed', session));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: 'amount_mismatch' });
    expect((await orderRow(started.order.number)).status).toBe('pending');
    expect(await tokens(started.order.number)).toHaveLength(0);
    const wrongCurrency = { ...session, amount_total: priceCents.digital.us, currency: 'cad' };
    expect(
      await (await sendSigned(buildEvent('checkout.session.completed', wrongCurrency))).json(),
    ).toMatchObject({
      outcome: 'amount_mismatch',
    });
    expect(stack.mailbox.list().filter((message) => message.to.includes(email))).toHaveLength(0);
  });

  it('marks a refunded order refunded and revokes its download links', async () => {
    const started = await startCheckout(digitalCart(uniqueEmail('refund')));
    await payOnTestCheckout(started.url);
    await refundOnStripe(started.sessionId);
    await expect.poll(async () => (await orderRow(started.order.number)).status).toBe('refunded');
    const revoked = await tokens(started.order.number);
    expect(revoked.length).toBeGreaterThan(0);
    for (const token of revoked) expect(token.revoked_at).not.toBeNull();
  });

  /** Refunds through Stripe's API (the dashboard's way), `amount` cents or all; the charge it refunded. */
  async function refundOnStripe(sessionId: string, amount?: number) {
    const session = (await (
      await fetch(`${stack.stripe.url}/v1/checkout/sessions/${sessionId}`, {
        headers: { Authorization: `Bearer ${stack.stripe.secretKey}` },
      })
    ).json()) as { payment_intent: string };
    const refund = await fetch(`${stack.stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stack.stripe.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${session.payment_intent}${amount ? `&amount=${amount}` : ''}`,
    });
    expect(refund.status).toBe(200);
    return session.payment_intent;
  }

  const refundEmailsTo = (email: string) =>
    stack.mailbox
      .list()
      .filter((message) => message.to.includes(email) && /Refund|Remboursement/.test(message.subject));

  it('tells the buyer of a refund once, in the language of the terms they accepted (issue 28 §1)', async () => {
    const french = uniqueEmail('refund-fr');
    const started = await startCheckout(digitalCart(french, { region: 'ca', termsLanguage: 'fr' }));
    await payOnTestCheckout(started.url);
    await refundOnStripe(started.sessionId);
    await expect.poll(async () => refundEmailsTo(french).length).toBe(1);
    const [mail] = refundEmailsTo(french);
    expect(mail!.subject).toBe(`Remboursement de votre commande Adventure Clue Kits ${started.order.number}`);
    expect(mail!.text).toContain('Nous avons remboursé 24,99\u00a0$');
    expect(mail!.text).toContain('Les liens de téléchargement de la commande ne fonctionnent plus.');

    const english = uniqueEmail('refund-en');
    const partly = await startCheckout({
      ...digitalCart(english, { region: 'ca', termsLanguage: 'en' }),
      lines: [
        { kit: 'easter-bunny', format: 'digital', quantity: 1 },
        { kit: 'cool-bunny', format: 'digital', quantity: 1 },
      ],
    });
    await payOnTestCheckout(partly.url);
    const paymentIntent = await refundOnStripe(partly.sessionId, 1000);
    await expect.poll(async () => refundEmailsTo(english).length).toBe(1);
    expect(refundEmailsTo(english)[0]!.subject).toBe(
      `Refund for your Adventure Clue Kits order ${partly.order.number}`,
    );
    expect(refundEmailsTo(english)[0]!.text).toContain('We have refunded $10.00 CAD');
    expect(refundEmailsTo(english)[0]!.text).toContain('your other kits download as before');

    // Stripe delivers an event at least once: each refund's event tells the buyer once, however
    // often it arrives.
    const event = buildEvent('charge.refunded', {
      id: 'ch_redelivered',
      object: 'charge',
      payment_intent: paymentIntent,
      amount_refunded: 1000,
      metadata: {},
    });
    expect((await sendSigned(event)).status).toBe(200);
    expect(refundEmailsTo(english)).toHaveLength(2);
    expect((await sendSigned(event)).status).toBe(200);
    expect(refundEmailsTo(english)).toHaveLength(2);
  });
});

const orders = (action: string, body: unknown, token?: string) =>
  postFunction(stack, `orders/${action}`, body, { token });

describe('orders', () => {
  it('shows the order behind a session, pending before the payment and paid after it, with its links', async () => {
    const email = uniqueEmail('status');
    const started = await startCheckout(digitalCart(email));
    const before = (await (await orders('by-session', { sessionId: started.sessionId })).json()) as {
      order: { status: string; number: string; email: string; downloads: unknown[] };
    };
    expect(before.order).toMatchObject({
      status: 'pending',
      number: started.order.number,
      email,
      downloads: [],
    });
    await payOnTestCheckout(started.url);
    const after = (await (await orders('by-session', { sessionId: started.sessionId })).json()) as {
      order: {
        status: string;
        items: { title: string; quantity: number }[];
        downloads: { kit: string; token: string }[];
      };
    };
    expect(after.order.status).toBe('paid');
    expect(after.order.items).toEqual([expect.objectContaining({ title: 'Easter Bunny Hunt', quantity: 1 })]);
    // The thank-you page offers the kit at once (issue 29 §6): the receipt's own link, not a new one.
    const receipt = stack.mailbox
      .list()
      .find((message) => message.subject === `Your Adventure Clue Kits order ${started.order.number}`);
    expect(after.order.downloads).toEqual([
      {
        kit: 'easter-bunny',
        title: 'Easter Bunny Hunt',
        token: tokensIn(receipt?.text)[0],
        licence: 'family',
        childNames: [],
      },
    ]);
    expect(await tokens(started.order.number)).toHaveLength(1);
    expect((await orders('by-session', { sessionId: 'cs_test_unknown123' })).status).toBe(404);
    expect((await orders('by-session', { sessionId: 'x' })).status).toBe(400);
  });

  it('shows an old session’s order without links, email or address (the URL may have travelled)', async () => {
    const email = uniqueEmail('old-session');
    const started = await startCheckout({
      email,
      region: 'ca',
      lines: [
        { kit: 'easter-bunny', format: 'digital', quantity: 1 },
        { kit: 'easter-bunny', format: 'printed', quantity: 1 },
      ],
    });
    await payOnTestCheckout(started.url, CANADIAN_ADDRESS);
    await stack.db.query(
      `update public.orders set created_at = now() - interval '25 hours' where number = $1`,
      [started.order.number],
    );
    const answer = (await (await orders('by-session', { sessionId: started.sessionId })).json()) as {
      order: {
        status: string;
        email: string;
        shippingAddress: unknown;
        downloads: unknown[];
        items: unknown[];
      };
    };
    expect(answer.order).toMatchObject({ status: 'paid', shippingAddress: null, downloads: [] });
    expect(answer.order.items).toHaveLength(2);
    expect(answer.order.email).not.toContain(email.split('@')[0]!.slice(1));
    expect(answer.order.email).toMatch(/•••@/);
    expect(JSON.stringify(answer)).not.toContain(CANADIAN_ADDRESS.shipping_line1);
  });

  it('lists a paid order’s kits for any of its links, and nothing once refunded', async () => {
    const started = await startCheckout({
      email: uniqueEmail('links'),
      region: 'us',
      lines: [
        { kit: 'easter-bunny', format: 'digital', quantity: 1 },
        { kit: 'farmyard-hunt', format: 'digital', quantity: 1 },
      ],
    });
    await payOnTestCheckout(started.url);
    const receipt = stack.mailbox
      .list()
      .find((message) => message.subject === `Your Adventure Clue Kits order ${started.order.number}`);
    const [first] = tokensIn(receipt?.text);
    const answer = (await (await orders('downloads', { token: first! })).json()) as {
      order: { downloads: { title: string }[] };
    };
    expect(answer.order.downloads.map((download) => download.title).sort()).toEqual([
      'Easter Bunny Hunt',
      'Farm Bunny Hunt',
    ]);
    await stack.db.query(`update public.download_tokens set revoked_at = now() where token_hash = $1`, [
      sha256(first!),
    ]);
    expect((await orders('downloads', { token: first! })).status).toBe(404);
    expect((await orders('downloads', { token: 'nothex' })).status).toBe(400);
  });

  it('emails the links again, answering the same whether or not the address has orders', async () => {
    const email = uniqueEmail('recover');
    const started = await startCheckout(digitalCart(email));
    await payOnTestCheckout(started.url);
    const receipt = tokensIn(stack.mailbox.list().find((message) => message.to.includes(email))?.text);
    stack.mailbox.clear();
    const known = await orders('recover', { email });
    const unknown = await orders('recover', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = stack.mailbox.list();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your Adventure Clue Kits download links');
    // The receipt's link again: derived anew from the kit, not minted (one link per kit, ADR 035).
    const [link] = tokensIn(mail[0]!.text);
    expect([link]).toEqual(receipt);
    expect((await tokens(started.order.number)).map((row) => row.token_hash)).toEqual([sha256(link!)]);
    expect((await orders('downloads', { token: link! })).status).toBe(200);
    const bad = await orders('recover', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe(
      formMessages.email,
    );
  });

  it('emails each order’s links in the language of its terms (issue 28 §1), the answer in the form’s', async () => {
    const email = uniqueEmail('recuperer');
    const started = await startCheckout(digitalCart(email, { region: 'ca', termsLanguage: 'fr' }));
    await payOnTestCheckout(started.url);
    const english = await startCheckout(digitalCart(email, { region: 'us' }));
    await payOnTestCheckout(english.url);
    stack.mailbox.clear();
    const asked = await orders('recover', { email, locale: 'fr' });
    expect(asked.status).toBe(200);
    expect(((await asked.json()) as { message: string }).message).toBe(
      orderText('fr', 'orders.lookup.recoverySent'),
    );
    const mails = stack.mailbox.list();
    expect(mails.map((message) => message.subject).sort()).toEqual([
      'Vos liens de téléchargement Adventure Clue Kits',
      'Your Adventure Clue Kits download links',
    ]);
    const mail = mails.find((message) => message.subject.startsWith('Vos liens'));
    expect(mail!.text).toContain(`Commande ${started.order.number}\n`);
    expect(mail!.text).not.toContain(english.order.number);
    const [link] = tokensIn(mail!.text);
    expect(mail!.text).toMatch(
      new RegExp(`^Chasse aux cocos de Pâques\u00A0: https?://[^/\\s]+/fr/downloads/${link}$`, 'm'),
    );
    const inEnglish = mails.find((message) => !message.subject.startsWith('Vos liens'));
    expect(inEnglish!.text).toContain(english.order.number);
    expect(inEnglish!.text).not.toContain('/fr/downloads/');
    expect((await orders('downloads', { token: link! })).status).toBe(200);
    const bad = await orders('recover', { email, locale: 'es' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string> }).fieldErrors.locale).toBe(
      orderText('en', 'orders.cart.locale'),
    );
  });

  it('rate-limits recovery per address', async () => {
    const email = uniqueEmail('limit');
    for (let attempt = 0; attempt < RECOVERY_LIMIT.perEmail; attempt += 1)
      expect((await orders('recover', { email })).status).toBe(200);
    expect((await orders('recover', { email })).status).toBe(429);
  });

  it("shows a member their own orders and nobody else's", async () => {
    const member = await createMember(stack);
    const other = await createMember(stack);
    const started = await startCheckout(digitalCart(member.email), { token: member.accessToken });
    await payOnTestCheckout(started.url);
    const mine = (await (await orders('mine', {}, member.accessToken)).json()) as {
      orders: { number: string; downloads: unknown[] }[];
    };
    expect(mine.orders.map((order) => order.number)).toEqual([started.order.number]);
    expect(mine.orders[0]!.downloads).toHaveLength(1);
    const theirs = (await (await orders('mine', {}, other.accessToken)).json()) as { orders: unknown[] };
    expect(theirs.orders).toEqual([]);
    expect((await orders('mine', {})).status).toBe(401);
  });

  it('keeps the order tables closed to visitors and members', async () => {
    const member = await createMember(stack);
    for (const key of [stack.anonKey, member.accessToken]) {
      for (const table of ['orders', 'order_items', 'download_tokens', 'stripe_events']) {
        const read = await fetch(`${stack.apiUrl}/rest/v1/${table}?select=*`, {
          headers: { apikey: stack.anonKey, Authorization: `Bearer ${key}` },
        });
        expect(read.status, `${table} read`).not.toBe(200);
      }
      const rpc = await fetch(`${stack.apiUrl}/rest/v1/rpc/paid_orders_for_email`, {
        method: 'POST',
        headers: {
          apikey: stack.anonKey,
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ p_email: 'a@example.com' }),
      });
      expect(rpc.status).not.toBe(200);
    }
  });
});
