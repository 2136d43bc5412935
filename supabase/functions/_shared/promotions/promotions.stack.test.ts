import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../local/stack.ts';
import {
  auditEntries,
  createOwner,
  forgetLoopbackCheckouts,
  payOnTestCheckout,
  signUp,
  startTestStack,
  type TestMember,
} from '../../../local/stack-testing.ts';
import { shopDayOf } from '../domain/promotions.ts';

// Issue 29 §3 under real Deno, the real database, the Stripe SDK and the stand-in: the owner's promotion
// codes (second factor, audit log, Stripe's coupon and code), a code typed on the checkout page through to
// the stored order and the receipt, the refusals of a used-up, expired or not yet started code, and the
// bundle priced by the server.
let stack: RunningStack;
let owner: TestMember;
let stripe: Stripe;

beforeAll(async () => {
  stack = await startTestStack({ auth: { enableConfirmations: false } });
  owner = await createOwner(stack);
  await forgetLoopbackCheckouts(stack);
  stripe = new Stripe(stack.stripe.secretKey, {
    host: '127.0.0.1',
    port: String(stack.stripe.port),
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(),
  });
});
afterAll(async () => {
  if (stack) {
    await forgetLoopbackCheckouts(stack);
    // On a shared database (DATABASE_URL) the next suites expect the seeded bundle.
    await stack.db.query(
      'update public.kit_bundle set active = true, price_us_cents = 4999, price_ca_cents = 5999',
    );
  }
  await stack?.stop();
});

let codeCount = 0;
/** Letters no other run has used (a kept database keeps its codes). */
const uniqueCode = (tag: string) => `${tag}-${Date.now().toString(36).toUpperCase()}${codeCount++}`;

const post = async (path: string, body: unknown, token: string) => {
  const response = await fetch(`${stack.apiUrl}/functions/v1/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

const today = () => shopDayOf(new Date());

async function createCode(body: Record<string, unknown>) {
  const answer = await post('admin-promotions/create', { startsOn: today(), ...body }, owner.accessToken);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.promotion as {
    id: string;
    code: string;
    state: string;
    stripe_promotion_code_id: string;
  };
}

const kits = ['easter-bunny', 'cool-bunny', 'pirate-bunny'] as const;

async function checkout(count: number, email = 'parent@example.com') {
  const answer = await post(
    'create-checkout',
    {
      email,
      region: 'us',
      lines: kits.slice(0, count).map((kit) => ({ kit, format: 'digital', quantity: 1 })),
    },
    stack.anonKey,
  );
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const url = answer.json.url as string;
  const order = answer.json.order as { number: string; totalCents: number };
  return { url, sessionId: url.split('/').pop()!, ...order };
}

const pageText = async (response: Response) =>
  (await response.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function storedOrder(number: string) {
  const { rows } = await stack.db.query<{
    status: string;
    subtotal_cents: number;
    discount_cents: number;
    discount_label: string | null;
    total_cents: number;
  }>(
    'select status, subtotal_cents, discount_cents, discount_label, total_cents from public.orders where number = $1',
    [number],
  );
  return rows[0]!;
}

const receipt = (number: string) =>
  stack.mailbox.list().find((mail) => mail.subject === `Your Adventure Clue Kits order ${number}`);

describe("the owner's promotion codes", () => {
  it('are refused to a member, and to the owner before the second factor', async () => {
    const member = await signUp(stack, 'member');
    expect((await post('admin-promotions/promotions', {}, member.accessToken)).status).toBe(403);
    const unverified = await signUp(stack, 'owner-aal1');
    await stack.db.query('insert into public.admin_users (user_id) values ($1)', [unverified.id]);
    const refused = await post(
      'admin-promotions/create',
      { code: uniqueCode('NOPE'), kind: 'percent', percentOff: 10, startsOn: today() },
      unverified.accessToken,
    );
    expect(refused).toMatchObject({ status: 403, json: { code: 'insufficient_aal' } });
    const { rows } = await stack.db.query(`select 1 from public.promotion_codes where code like 'NOPE-%'`);
    expect(rows).toHaveLength(0);
  });

  it('are made in Stripe, recorded with their audit row, listed, and deactivated in both', async () => {
    const code = uniqueCode('AUDIT');
    const created = await createCode({ code, kind: 'amount', amountOff: { us: 500, ca: 700 }, maxUses: 20 });
    expect(created).toMatchObject({ code, state: 'active' });
    const inStripe = await stripe.promotionCodes.retrieve(created.stripe_promotion_code_id);
    expect(inStripe).toMatchObject({ code, active: true, max_redemptions: 20 });
    const coupon = await stripe.coupons.retrieve(inStripe.promotion.coupon as string);
    expect(coupon).toMatchObject({
      amount_off: 500,
      currency: 'usd',
      currency_options: { cad: { amount_off: 700 } },
    });

    const audit = await auditEntries(stack, { table: 'promotion_codes', id: created.id });
    expect(audit.map((entry) => [entry.action, entry.actor_email])).toEqual([
      ['create_promotion', owner.email],
    ]);
    expect(audit[0]!.details).toMatchObject({ code, kind: 'amount', amount_off_us_cents: 500, max_uses: 20 });

    const again = await post(
      'admin-promotions/create',
      { code: code.toLowerCase(), kind: 'percent', percentOff: 5, startsOn: today() },
      owner.accessToken,
    );
    expect(again.status).toBe(409);
    expect(again.json.fieldErrors).toEqual({
      code: `A code ${code.toLowerCase()} already exists. Deactivate it first, or choose other letters.`,
    });

    const off = await post('admin-promotions/deactivate', { id: created.id }, owner.accessToken);
    expect(off.status).toBe(200);
    expect(off.json.promotion).toMatchObject({ state: 'deactivated' });
    expect((await stripe.promotionCodes.retrieve(created.stripe_promotion_code_id)).active).toBe(false);
    expect(
      (await auditEntries(stack, { table: 'promotion_codes', id: created.id })).map((entry) => entry.action),
    ).toEqual(['create_promotion', 'deactivate_promotion']);
    const list = await post('admin-promotions/promotions', {}, owner.accessToken);
    expect(
      (list.json.promotions as { id: string; state: string }[]).find((row) => row.id === created.id),
    ).toMatchObject({
      state: 'deactivated',
    });
  });

  it('refuses a bad code with the reason per field, in the request’s language', async () => {
    const answer = await post(
      'admin-promotions/create',
      {
        code: 'no spaces',
        kind: 'percent',
        percentOff: 120,
        startsOn: today(),
        endsOn: '2020-01-01',
        locale: 'fr',
      },
      owner.accessToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.fieldErrors).toMatchObject({
      code: 'Entrez un code de 3 à 32 lettres, chiffres ou traits d’union.',
      percentOff: 'Entrez un pourcentage entier entre 1 et 100.',
      endsOn: 'La date de fin doit être le jour de début ou après.',
    });
  });
});

describe('a code typed on the checkout page', () => {
  it('takes 10 % off the total Stripe charges and the order stores, and the receipt shows it', async () => {
    const code = uniqueCode('SPRING10');
    await createCode({ code, kind: 'percent', percentOff: 10 });
    const started = await checkout(1, 'spring@example.com');
    expect(started.totalCents).toBe(1999);
    const applied = await payOnTestCheckout(started.url, {
      action: 'apply-code',
      promotion_code: code.toLowerCase(),
    });
    expect(await pageText(applied)).toContain(`Discount (${code}) −$2.00`);
    expect((await payOnTestCheckout(started.url, { action: 'pay', promotion_code: code })).status).toBe(303);

    expect(await storedOrder(started.number)).toEqual({
      status: 'paid',
      subtotal_cents: 1999,
      discount_cents: 200,
      discount_label: code,
      total_cents: 1799,
    });
    const mail = receipt(started.number);
    expect(mail?.text).toContain(`Discount (${code}): −$2.00 USD\nTotal paid: $17.99 USD`);

    const list = await post('admin-promotions/promotions', {}, owner.accessToken);
    expect(
      (list.json.promotions as { code: string; times_used: number }[]).find((row) => row.code === code),
    ).toMatchObject({ times_used: 1 });
    const sales = await post('admin-shop/sales', { from: today(), to: today() }, owner.accessToken);
    expect(sales.json.discounts).toContainEqual({
      label: code,
      currency: 'USD',
      orders: 1,
      discount_cents: 200,
    });
  });

  it('is refused once used up, once expired, and before its first day', async () => {
    const once = uniqueCode('ONCE');
    await createCode({ code: once, kind: 'amount', amountOff: { us: 300, ca: 400 }, maxUses: 1 });
    const first = await checkout(1);
    expect((await payOnTestCheckout(first.url, { action: 'pay', promotion_code: once })).status).toBe(303);
    expect((await storedOrder(first.number)).discount_cents).toBe(300);

    const second = await checkout(1);
    const usedUp = await payOnTestCheckout(second.url, { action: 'pay', promotion_code: once });
    expect(usedUp.status).toBe(200);
    expect(await pageText(usedUp)).toContain('This code has reached its usage limit.');
    expect(await storedOrder(second.number)).toMatchObject({ status: 'pending', discount_cents: 0 });

    // Stripe ends a code at its expires_at: one made in the dashboard to last two seconds.
    const coupon = await stripe.coupons.create({ percent_off: 50, duration: 'once' });
    const brief = uniqueCode('BRIEF');
    await stripe.promotionCodes.create({
      promotion: { type: 'coupon', coupon: coupon.id },
      code: brief,
      expires_at: Math.floor(Date.now() / 1000) + 2,
    });
    await new Promise((done) => setTimeout(done, 2100));
    const expired = await payOnTestCheckout(second.url, { action: 'apply-code', promotion_code: brief });
    expect(await pageText(expired)).toContain('This code has expired.');

    const tomorrow = new Date(Date.now() + 36 * 3600_000);
    const later = uniqueCode('LATER');
    const scheduled = await createCode({
      code: later,
      kind: 'percent',
      percentOff: 20,
      startsOn: shopDayOf(tomorrow),
    });
    expect(scheduled.state).toBe('scheduled');
    expect((await stripe.promotionCodes.retrieve(scheduled.stripe_promotion_code_id)).active).toBe(false);
    const early = await payOnTestCheckout((await checkout(1)).url, {
      action: 'apply-code',
      promotion_code: later,
    });
    expect(await pageText(early)).toContain('This code is invalid.');

    // Its first day comes (moved to yesterday here): the next checkout switches it on in Stripe.
    await stack.db.query(
      `update public.promotion_codes set starts_at = now() - interval '1 day' where id = $1`,
      [scheduled.id],
    );
    const due = await checkout(1);
    expect((await stripe.promotionCodes.retrieve(scheduled.stripe_promotion_code_id)).active).toBe(true);
    const now = await payOnTestCheckout(due.url, { action: 'apply-code', promotion_code: later });
    expect(await pageText(now)).toContain(`Discount (${later}) −$4.00`);
  });
});

describe('the bundle', () => {
  it('charges 3 digital kits the bundle price end to end, with no code field', async () => {
    const started = await checkout(3, 'bundle@example.com');
    expect(started.totalCents).toBe(4999);
    expect(await storedOrder(started.number)).toMatchObject({
      status: 'pending',
      subtotal_cents: 5997,
      discount_cents: 998,
      discount_label: 'digital-3',
    });
    const session = await stripe.checkout.sessions.retrieve(started.sessionId);
    expect(session).toMatchObject({
      amount_subtotal: 5997,
      amount_total: 4999,
      allow_promotion_codes: null,
      total_details: { amount_discount: 998 },
      discounts: [{ coupon: expect.any(String), promotion_code: null }],
    });
    const coupon = await stripe.coupons.retrieve(session.discounts![0]!.coupon as string);
    expect(coupon).toMatchObject({
      amount_off: 998,
      currency: 'usd',
      max_redemptions: 1,
      name: 'Bundle: any 3 digital kits',
    });
    expect(await pageText(await fetch(started.url))).not.toContain('Promotion code');

    expect((await payOnTestCheckout(started.url)).status).toBe(303);
    expect(await storedOrder(started.number)).toEqual({
      status: 'paid',
      subtotal_cents: 5997,
      discount_cents: 998,
      discount_label: 'digital-3',
      total_cents: 4999,
    });
    expect(receipt(started.number)?.text).toContain(
      'Discount (3-kit bundle): −$9.98 USD\nTotal paid: $49.99 USD',
    );
    const thankYou = await post('orders/by-session', { sessionId: started.sessionId }, stack.anonKey);
    expect(thankYou.json.order).toMatchObject({
      subtotalCents: 5997,
      discountCents: 998,
      discountLabel: 'digital-3',
      bundleSize: 3,
      totalCents: 4999,
    });
  });

  it('follows the owner’s price and switch, audited', async () => {
    const priced = await post(
      'admin-catalog/bundle',
      { active: true, priceCents: { us: 4500, ca: 5500 } },
      owner.accessToken,
    );
    expect(priced.json).toMatchObject({
      changed: true,
      bundle: { active: true, priceCents: { us: 4500, ca: 5500 } },
    });
    expect((await checkout(3)).totalCents).toBe(4500);

    await post(
      'admin-catalog/bundle',
      { active: false, priceCents: { us: 4500, ca: 5500 } },
      owner.accessToken,
    );
    const full = await checkout(3);
    expect(full.totalCents).toBe(5997);
    expect((await stripe.checkout.sessions.retrieve(full.sessionId)).allow_promotion_codes).toBe(true);
    const audit = await auditEntries(stack, { table: 'kit_bundle', id: null });
    expect(audit.map((entry) => entry.action)).toEqual(['edit_bundle', 'edit_bundle']);
    expect(audit[1]!.details).toMatchObject({ before: { active: true }, after: { active: false } });
  });
});
