import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../http/listen.ts';
import { startFakeStripe, type RunningFakeStripe } from './stripe-server.ts';
import { payOnTestCheckout } from './test-checkout.ts';

// The stand-in's coupons and promotion codes through the official SDK, and its checkout page's code
// field as a browser posts it (issue 29 §3): the shapes Stripe answers with, the totals a discount
// gives, and the refusals of a wrong, expired or used-up code.
let fake: RunningFakeStripe;
let hooks: Server;
const events: { type: string; data: { object: Record<string, unknown> } }[] = [];
let stripe: Stripe;

beforeAll(async () => {
  hooks = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      events.push(JSON.parse(body) as (typeof events)[number]);
      res.writeHead(200).end('{}');
    });
  });
  const hookPort = await listen(hooks, 0, '127.0.0.1');
  fake = await startFakeStripe({
    port: 0,
    webhookUrl: `http://127.0.0.1:${hookPort}/hook`,
    retryDelaysMs: [],
  });
  stripe = new Stripe(fake.secretKey, {
    host: '127.0.0.1',
    port: String(fake.port),
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await fake?.stop();
  await new Promise((done) => hooks?.close(done));
});

const line = (name: string, cents: number, currency = 'usd') => ({
  quantity: 1,
  price_data: { currency, unit_amount: cents, product_data: { name } },
});

const session = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [line('Easter Bunny Hunt', 1999), line('Cool Bunny Hunt', 1999)],
    success_url: 'http://localhost/thanks?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost/cart',
    customer_email: 'ada@example.com',
    ...extra,
  });

async function promotionCode(
  code: string,
  coupon: Stripe.CouponCreateParams,
  extra: Partial<Stripe.PromotionCodeCreateParams> = {},
) {
  const made = await stripe.coupons.create({ duration: 'once', ...coupon });
  return stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: made.id }, code, ...extra });
}

/** Posts the page's form as the browser would: the test card, and the button pressed. */
const postPage = (url: string, fields: Record<string, string>) => payOnTestCheckout(url, fields);

const pageText = async (response: Response) =>
  (await response.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('coupons and promotion codes', () => {
  it('answers the SDK with Stripe’s shapes: a coupon per currency, a code, its update and its list', async () => {
    const coupon = await stripe.coupons.create({
      amount_off: 500,
      currency: 'usd',
      currency_options: { cad: { amount_off: 700 } },
      duration: 'once',
      name: 'FIVEOFF',
    });
    expect(coupon).toMatchObject({
      object: 'coupon',
      amount_off: 500,
      currency: 'usd',
      currency_options: { cad: { amount_off: 700 } },
      percent_off: null,
      valid: true,
      times_redeemed: 0,
    });
    expect((await stripe.coupons.retrieve(coupon.id)).name).toBe('FIVEOFF');

    const code = await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: 'FIVEOFF',
      active: false,
      max_redemptions: 3,
    });
    expect(code).toMatchObject({
      object: 'promotion_code',
      code: 'FIVEOFF',
      active: false,
      max_redemptions: 3,
      times_redeemed: 0,
      promotion: { type: 'coupon', coupon: coupon.id },
    });
    expect((await stripe.promotionCodes.update(code.id, { active: true })).active).toBe(true);
    const listed = await stripe.promotionCodes.list({ code: 'fiveoff' });
    expect(listed.data.map((found) => found.id)).toEqual([code.id]);

    // A second active code with the same letters is refused, as Stripe does.
    await expect(
      stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'fiveOFF' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_already_exists' });
    await expect(stripe.coupons.retrieve('nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('applies a session’s coupon to its items and reports it in total_details and discounts', async () => {
    const coupon = await stripe.coupons.create({
      amount_off: 998,
      currency: 'usd',
      duration: 'once',
      name: 'Bundle',
    });
    const created = await session({ discounts: [{ coupon: coupon.id }] });
    expect(created).toMatchObject({
      amount_subtotal: 3998,
      amount_total: 3000,
      total_details: { amount_discount: 998 },
      discounts: [{ coupon: coupon.id, promotion_code: null }],
    });
    const items = await stripe.checkout.sessions.listLineItems(created.id);
    expect(items.data.map((item) => [item.amount_discount, item.amount_total])).toEqual([
      [499, 1500],
      [499, 1500],
    ]);
    await expect(
      session({ discounts: [{ coupon: coupon.id }], allow_promotion_codes: true }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('takes a code typed on the page: the total drops, the payment and the event carry the discount', async () => {
    await promotionCode('SPRING10', { percent_off: 10 });
    const created = await session({ allow_promotion_codes: true });
    expect(created.allow_promotion_codes).toBe(true);
    const page = await fetch(created.url!);
    expect(await pageText(page)).toContain('Promotion code');

    const applied = await postPage(created.url!, { action: 'apply-code', promotion_code: 'spring10' });
    const text = await pageText(applied);
    expect(text).toContain('Discount (SPRING10) −$4.00');
    expect(text).toContain('Total due $35.98');

    const paid = await postPage(created.url!, { action: 'pay', promotion_code: 'SPRING10' });
    expect(paid.status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(created.id);
    expect(completed).toMatchObject({
      status: 'complete',
      amount_total: 3598,
      total_details: { amount_discount: 400 },
      discounts: [{ coupon: null, promotion_code: expect.stringMatching(/^promo_/) }],
    });
    const event = events.find((candidate) => candidate.data.object.id === created.id);
    expect(event?.data.object).toMatchObject({ amount_total: 3598, total_details: { amount_discount: 400 } });
    const code = await stripe.promotionCodes.retrieve(completed.discounts![0]!.promotion_code as string);
    expect(code.times_redeemed).toBe(1);
  });

  it('refuses a wrong, expired or used-up code with Stripe’s kind of message, and charges nothing', async () => {
    const once = await promotionCode(
      'ONCEONLY',
      { amount_off: 300, currency: 'usd' },
      { max_redemptions: 1 },
    );
    const first = await session({ allow_promotion_codes: true });
    expect((await postPage(first.url!, { action: 'pay', promotion_code: 'ONCEONLY' })).status).toBe(303);
    expect((await stripe.promotionCodes.retrieve(once.id)).times_redeemed).toBe(1);

    const second = await session({ allow_promotion_codes: true });
    const usedUp = await postPage(second.url!, { action: 'apply-code', promotion_code: 'ONCEONLY' });
    expect(await pageText(usedUp)).toContain('This code has reached its usage limit.');
    const wrong = await postPage(second.url!, { action: 'pay', promotion_code: 'NOSUCHCODE' });
    expect(wrong.status).toBe(200);
    expect(await pageText(wrong)).toContain('This code is invalid.');
    expect((await stripe.checkout.sessions.retrieve(second.id)).status).toBe('open');

    const soon = Math.floor(Date.now() / 1000) + 2;
    await promotionCode('BRIEF', { percent_off: 50 }, { expires_at: soon });
    await new Promise((done) => setTimeout(done, 2100));
    const expired = await postPage(second.url!, { action: 'apply-code', promotion_code: 'brief' });
    expect(await pageText(expired)).toContain('This code has expired.');

    // A code Stripe holds inactive (the shop's code before its start day) is just invalid.
    await promotionCode('LATER', { percent_off: 20 }, { active: false });
    const later = await postPage(second.url!, { action: 'apply-code', promotion_code: 'LATER' });
    expect(await pageText(later)).toContain('This code is invalid.');
  });

  it('speaks French on a fr-CA session', async () => {
    const created = await session({ allow_promotion_codes: true, locale: 'fr-CA' });
    const refused = await postPage(created.url!, { action: 'apply-code', promotion_code: 'NOPE' });
    expect(await pageText(refused)).toContain('Ce code n’est pas valide.');
  });
});
