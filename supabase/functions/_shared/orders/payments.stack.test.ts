import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_LIMIT } from './create-checkout-handler.ts';
import { orderText } from './i18n/catalog.ts';
import { createStripeClient } from './stripe-client.ts';
import { rateLimitDigest } from '../http/rate-limit-digest.ts';
import { signJwt } from '../../../local/keys.ts';
import { LOCAL_SHOP_EMAIL, type RunningStack } from '../../../local/stack.ts';
import {
  createMember,
  payOnTestCheckout,
  startTestStack,
  uniqueEmail,
} from '../../../local/stack-testing.ts';
import { httpText } from '../http/i18n/catalog.ts';

// Payments hardening (issue 19, point 8) under real Deno, the real database and the Stripe stand-in:
// disputes, async payments, the card-only checkout, create-checkout's rate limit and caller check.
let stack: RunningStack;

const clearCheckoutClaims = () =>
  stack.db.query(`delete from public.order_rate_claims where kind = 'checkout-ip'`);

beforeAll(async () => {
  stack = await startTestStack();
  await clearCheckoutClaims();
});
afterAll(async () => {
  // On a shared database the next suites check out from 127.0.0.1 too.
  if (stack) await clearCheckoutClaims();
  await stack?.stop();
});
beforeEach(() => {
  stack.mailbox.clear();
});

const digitalCart = (email: string) => ({
  email,
  region: 'us',
  lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
});

/** A POST through the gateway from a given loopback address: the gateway sets X-Real-IP to it. */
function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
  token = stack.anonKey,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(`${stack.apiUrl}${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const post = (path: string, body: unknown, token?: string) => postFrom('127.0.0.1', path, body, token);

async function startCheckout(email: string, token?: string) {
  const answer = await post('/functions/v1/create-checkout', digitalCart(email), token);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const url = answer.json.url as string;
  return { url, number: (answer.json.order as { number: string }).number, sessionId: url.split('/').pop()! };
}

async function paidOrder() {
  const email = uniqueEmail('buyer');
  const started = await startCheckout(email);
  const paid = await payOnTestCheckout(started.url);
  expect(paid.status).toBe(303);
  const { rows } = await stack.db.query<{ stripe_payment_intent: string }>(
    'select o.stripe_payment_intent from public.orders o where o.number = $1',
    [started.number],
  );
  // Links are stored hashed: the raw token is only in the order email.
  const receipt = stack.mailbox
    .list()
    .find((message) => message.subject === `Your Adventure Clue Kits order ${started.number}`);
  const token = /\/downloads\/([0-9a-f]{64})/.exec(receipt?.text ?? '')?.[1];
  expect(token, 'the order email carries the download link').toBeDefined();
  return { ...started, email, paymentIntent: rows[0]!.stripe_payment_intent, token: token! };
}

async function stripeHook(path: string, body: unknown = {}) {
  const response = await fetch(`${stack.stripe.url}/_test/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { event: string; dispute: { id: string } };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

const redeliver = (eventId: string) =>
  fetch(`${stack.stripe.url}/_test/events/${eventId}/redeliver`, { method: 'POST' });

const downloads = (token: string) => post('/functions/v1/orders/downloads', { token });
const download = (token: string) => post('/functions/v1/download', { token, paper: 'letter', ink: 'color' });

async function orderState(number: string) {
  const { rows } = await stack.db.query<{ status: string; dispute_status: string | null; links: number }>(
    `select o.status, o.dispute_status,
            (select count(*)::int from public.download_tokens t join public.order_items i on i.id = t.order_item_id
              where i.order_id = o.id) as links
       from public.orders o where o.number = $1`,
    [number],
  );
  return rows[0]!;
}

const ownerMail = () => stack.mailbox.list().filter((mail) => mail.to.includes(LOCAL_SHOP_EMAIL));

describe('disputes', () => {
  it('pauses the links while a dispute is open, tells the owner, and restores them when it is won', async () => {
    const order = await paidOrder();
    stack.mailbox.clear();
    const opened = await stripeHook('disputes', { payment_intent: order.paymentIntent });

    const refused = await downloads(order.token);
    expect(refused).toEqual({ status: 403, json: { error: orderText('en', 'orders.link.paused') } });
    expect(await download(order.token)).toEqual({
      status: 403,
      json: { error: orderText('en', 'orders.link.paused') },
    });
    expect((await orderState(order.number)).dispute_status).toBe('open');
    const [opening] = ownerMail();
    expect(opening?.subject).toBe(`Dispute on order ${order.number} opened: downloads paused`);
    expect(opening?.text).toContain('Reason given: fraudulent');

    stack.mailbox.clear();
    await stripeHook(`disputes/${opened.dispute.id}/close`, { status: 'won' });
    const restored = await downloads(order.token);
    expect(restored.status).toBe(200);
    expect((restored.json.order as { downloads: { token: string }[] }).downloads[0]?.token).toBe(order.token);
    expect(ownerMail().map((mail) => mail.subject)).toEqual([
      `Dispute on order ${order.number} won: downloads restored`,
    ]);

    // A late redelivery of the opening changes nothing: the verdict stands.
    expect((await redeliver(opened.event)).status).toBe(200);
    expect((await downloads(order.token)).status).toBe(200);
  });

  it('keeps the links paused when the dispute is lost', async () => {
    const order = await paidOrder();
    const opened = await stripeHook('disputes', { payment_intent: order.paymentIntent });
    stack.mailbox.clear();
    await stripeHook(`disputes/${opened.dispute.id}/close`, { status: 'lost' });
    expect(await downloads(order.token)).toEqual({
      status: 403,
      json: { error: orderText('en', 'orders.link.paused') },
    });
    expect((await orderState(order.number)).dispute_status).toBe('lost');
    expect(ownerMail().map((mail) => mail.subject)).toEqual([
      `Dispute on order ${order.number} lost: downloads stay paused`,
    ]);
  });

  it('never brings back links a refund revoked, even when the dispute is won', async () => {
    const order = await paidOrder();
    const opened = await stripeHook('disputes', { payment_intent: order.paymentIntent });
    const refund = await fetch(`${stack.stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stack.stripe.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${order.paymentIntent}`,
    });
    expect(refund.status).toBe(200);
    await expect.poll(async () => (await orderState(order.number)).status).toBe('refunded');
    await stripeHook(`disputes/${opened.dispute.id}/close`, { status: 'won' });
    expect(await downloads(order.token)).toEqual({
      status: 404,
      json: { error: orderText('en', 'orders.link.invalid') },
    });
  });
});

describe('a refund that overtakes the payment', () => {
  it('closes the still-pending order for good: the late checkout.session.completed neither pays it nor sends links', async () => {
    const email = uniqueEmail('refund-first');
    const started = await startCheckout(email);
    // Stripe's completion is slow to arrive (a failing endpoint, a retry hours later).
    expect(
      (
        await fetch(`${stack.stripe.url}/_test/webhooks/hold`, {
          method: 'POST',
          body: JSON.stringify({ types: ['checkout.session.completed'] }),
        })
      ).status,
    ).toBe(200);
    const paid = await payOnTestCheckout(started.url);
    expect(paid.status).toBe(303);
    expect(await orderState(started.number)).toMatchObject({ status: 'pending', links: 0 });

    // The owner refunds the payment from Stripe's dashboard meanwhile.
    const stripe = createStripeClient(stack.stripe.secretKey, stack.stripe.url);
    const session = await stripe.checkout.sessions.retrieve(started.sessionId);
    await stripe.refunds.create({ payment_intent: session.payment_intent as string });
    await expect.poll(async () => (await orderState(started.number)).status).toBe('refunded');
    await expect.poll(() => ownerMail().length).toBe(1);
    expect(ownerMail()[0]!.subject).toBe(`Order ${started.number} refunded before its payment was recorded`);
    expect(ownerMail()[0]!.text).toContain(
      'it will not turn paid, no download link was sent and nothing ships',
    );

    const { released } = (await (
      await fetch(`${stack.stripe.url}/_test/webhooks/release`, { method: 'POST' })
    ).json()) as { released: string[] };
    expect(released).toHaveLength(1);
    const deliveries = (await (await fetch(`${stack.stripe.url}/_test/deliveries`)).json()) as {
      eventId: string;
      status: number;
    }[];
    expect(deliveries.filter((delivery) => delivery.eventId === released[0])).toEqual([
      expect.objectContaining({ status: 200 }),
    ]);
    expect(await orderState(started.number)).toMatchObject({ status: 'refunded', links: 0 });
    const { rows } = await stack.db.query<{ paid_at: string | null; stripe_payment_intent: string }>(
      'select paid_at, stripe_payment_intent from public.orders where number = $1',
      [started.number],
    );
    expect(rows[0]).toEqual({ paid_at: null, stripe_payment_intent: session.payment_intent });
    expect(stack.mailbox.list().filter((mail) => mail.to.includes(email))).toEqual([]);
    const receipt = await post('/functions/v1/orders/by-session', { sessionId: started.sessionId });
    expect((receipt.json.order as { status: string }).status).toBe('refunded');
  });
});

describe('async payments', () => {
  it('keeps an order unpaid, without links, until the payment clears, then pays it once', async () => {
    const email = uniqueEmail('async');
    const started = await startCheckout(email);
    await stripeHook(`checkout/sessions/${started.sessionId}/async/complete`);
    expect(await orderState(started.number)).toMatchObject({ status: 'pending', links: 0 });
    expect(stack.mailbox.list()).toEqual([]);

    const succeeded = await stripeHook(`checkout/sessions/${started.sessionId}/async/succeed`);
    expect(await orderState(started.number)).toMatchObject({ status: 'paid', links: 1 });
    expect((await redeliver(succeeded.event)).status).toBe(200);
    const buyerMail = stack.mailbox.list().filter((mail) => mail.to.includes(email));
    expect(buyerMail.map((mail) => mail.subject)).toEqual([
      `Your Adventure Clue Kits order ${started.number}`,
    ]);
  });

  it('closes the order without links when the payment fails', async () => {
    const email = uniqueEmail('async-failed');
    const started = await startCheckout(email);
    await stripeHook(`checkout/sessions/${started.sessionId}/async/complete`);
    const failed = await stripeHook(`checkout/sessions/${started.sessionId}/async/fail`);
    expect((await redeliver(failed.event)).status).toBe(200);
    expect(await orderState(started.number)).toMatchObject({ status: 'expired', links: 0 });
    const receipt = await post('/functions/v1/orders/by-session', { sessionId: started.sessionId });
    expect((receipt.json.order as { status: string }).status).toBe('expired');
    expect(stack.mailbox.list().filter((mail) => mail.to.includes(email))).toEqual([]);
  });
});

describe('create-checkout', () => {
  it('pins the Checkout Session to cards (wallets are cards)', async () => {
    const started = await startCheckout(uniqueEmail('card-only'));
    const session = (await (
      await fetch(`${stack.stripe.url}/v1/checkout/sessions/${started.sessionId}`, {
        headers: { Authorization: `Bearer ${stack.stripe.secretKey}` },
      })
    ).json()) as { allowed_payment_method_types: string[]; payment_method_types: string[] };
    expect(session.allowed_payment_method_types).toEqual(['card']);
    expect(session.payment_method_types).toEqual(['card']);
  });

  it(`answers 429 after ${CHECKOUT_LIMIT.perIp} checkouts an hour from one address, not from another`, async () => {
    // The earlier checkouts of the window, as the log keeps them: HMAC digests of the address.
    const digest = await rateLimitDigest(stack.serviceRoleKey, 'checkout-ip', '127.0.0.2');
    await stack.db.query(
      `insert into public.order_rate_claims (kind, key_digest)
         select 'checkout-ip', $1 from generate_series(1, $2)`,
      [digest, CHECKOUT_LIMIT.perIp - 1],
    );
    const cart = digitalCart(uniqueEmail('busy'));
    expect((await postFrom('127.0.0.2', '/functions/v1/create-checkout', cart)).status).toBe(200);
    expect(await postFrom('127.0.0.2', '/functions/v1/create-checkout', cart)).toEqual({
      status: 429,
      json: { error: orderText('en', 'orders.checkout.rateLimited') },
    });
    expect((await postFrom('127.0.0.3', '/functions/v1/create-checkout', cart)).status).toBe(200);
    const { rows } = await stack.db.query<{ key_digest: string }>(
      `select distinct key_digest from public.order_rate_claims where kind = 'checkout-ip'`,
    );
    expect(rows.map((row) => row.key_digest)).not.toContain('127.0.0.2');
    for (const row of rows) expect(row.key_digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a forged member token and a signed-out one, and links a real member’s order', async () => {
    const member = await createMember(stack);
    const now = Math.floor(Date.now() / 1000);
    const forged = await signJwt(
      { sub: member.id, role: 'authenticated', aud: 'authenticated', exp: now + 600 },
      'not-the-projects-secret-not-the-projects-secret',
    );
    for (const path of ['/functions/v1/create-checkout', '/functions/v1/orders/mine'])
      expect((await post(path, digitalCart(member.email), forged)).status).toBe(401);

    const started = await startCheckout(member.email, member.accessToken);
    const { rows } = await stack.db.query<{ user_id: string }>(
      'select user_id from public.orders where number = $1',
      [started.number],
    );
    expect(rows[0]!.user_id).toBe(member.id);

    // Signed out: the token's signature still holds, but Auth no longer knows its session.
    await stack.db.query('delete from auth.sessions where user_id = $1', [member.id]);
    expect(
      await post('/functions/v1/create-checkout', digitalCart(member.email), member.accessToken),
    ).toEqual({
      status: 401,
      json: { error: orderText('en', 'orders.checkout.signInAgain') },
    });
    expect(await post('/functions/v1/orders/mine', {}, member.accessToken)).toEqual({
      status: 401,
      json: { error: httpText('en', 'http.signInAgain') },
    });
  });
});
