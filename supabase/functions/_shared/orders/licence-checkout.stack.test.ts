import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../local/stack.ts';
import {
  forgetLoopbackCheckouts,
  payOnTestCheckout,
  startTestStack,
  uniqueEmail,
} from '../../../local/stack-testing.ts';
import { licenceTextsIn } from '../domain/licences.ts';
import { priceCents } from '../domain/pricing.ts';

// Issue 29 §7 (ADR 054) through the real stack: create-checkout charges the licence price the owner set
// in kit_offers, keeps the children's names, and refuses what the licence does not allow (the server's
// own check, whatever the cart said); the paid order, its receipt and its download page show the licence;
// the names leave with the retention purge.
let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack();
  // The owner prices the classroom licence of the Easter kit in the US only (as /admin's Catalog tab does).
  await stack.db.query(
    `update public.kit_offers set classroom_us_cents = 8999 where kit_slug = 'easter-bunny'`,
  );
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(async () => {
  stack.mailbox.clear();
  await forgetLoopbackCheckouts(stack);
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${stack.apiUrl}/functions/v1/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const cart = (email: string, line: Record<string, unknown>, region = 'us') => ({
  email,
  region,
  locale: 'en',
  lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1, ...line }],
});

const class3 = ['Maya', 'Leo', 'Zoë'];

async function itemsOf(email: string) {
  const { rows } = await stack.db.query<{
    licence: string;
    child_names: string[] | null;
    unit_cents: number;
  }>(
    `select i.licence, i.child_names, i.unit_cents from public.order_items i
       join public.orders o on o.id = i.order_id where o.email = $1`,
    [email],
  );
  return rows;
}

async function stripeLineItems(url: string) {
  const id = url.split('/').pop()!;
  const response = await fetch(`${stack.stripe.url}/v1/checkout/sessions/${id}/line_items`, {
    headers: { Authorization: `Bearer ${stack.stripe.secretKey}` },
  });
  return ((await response.json()) as { data: { description: string; amount_total: number }[] }).data;
}

describe('create-checkout with a licence', () => {
  it('charges the classroom price the owner set, names the licence on Stripe, and keeps the names', async () => {
    const email = uniqueEmail('classroom');
    const response = await post(
      'create-checkout',
      cart(email, { licence: 'classroom', childNames: [' Maya ', 'Leo', 'Zoë'] }),
    );
    const answer = (await response.json()) as { url: string; order: { totalCents: number } };
    expect(response.status, JSON.stringify(answer)).toBe(200);
    expect(answer.order.totalCents).toBe(8999);
    expect(await stripeLineItems(answer.url)).toEqual([
      expect.objectContaining({
        description: 'Easter Bunny Hunt – Digital Download (Classroom licence)',
        amount_total: 8999,
      }),
    ]);
    expect(await itemsOf(email)).toEqual([{ licence: 'classroom', child_names: class3, unit_cents: 8999 }]);
  });

  it('charges the party licence at the price seeded from the family price', async () => {
    const email = uniqueEmail('party');
    const response = await post(
      'create-checkout',
      cart(email, { licence: 'party', childNames: class3 }, 'ca'),
    );
    expect(response.status).toBe(200);
    expect(await itemsOf(email)).toEqual([
      { licence: 'party', child_names: class3, unit_cents: priceCents.digital.ca },
    ]);
  });

  it.each([
    [
      'more names than a party licence holds',
      {
        licence: 'party',
        childNames: Array.from({ length: 13 }, (_, n) => `Child ${String.fromCharCode(65 + n)}`),
      },
      'us',
      { 'lines.0.childNames': licenceTextsIn.en.tooManyNames.party },
    ],
    [
      'more names than a classroom licence holds',
      {
        licence: 'classroom',
        childNames: Array.from({ length: 31 }, (_, n) => `Child ${String.fromCharCode(65 + n)}`),
      },
      'us',
      { 'lines.0.childNames': licenceTextsIn.en.tooManyNames.classroom },
    ],
    [
      'a list of names on a family licence',
      { childNames: ['Maya', 'Leo'] },
      'us',
      { 'lines.0.childNames': licenceTextsIn.en.tooManyNames.family },
    ],
    [
      'a name that cannot be printed',
      { licence: 'party', childNames: ['Maya', 'R2D2'] },
      'us',
      { 'lines.0.childNames': licenceTextsIn.en.badName('R2D2', 40) },
    ],
    [
      'a classroom licence the owner has not priced in Canada',
      { licence: 'classroom', childNames: class3 },
      'ca',
      { 'lines.0.licence': licenceTextsIn.en.notSold },
    ],
    [
      'a licence the shop does not sell',
      { licence: 'school' },
      'us',
      { 'lines.0.licence': 'Choose a family, party or classroom licence.' },
    ],
    [
      'a classroom licence on a printed kit',
      { format: 'printed', licence: 'classroom' },
      'us',
      { 'lines.0.licence': licenceTextsIn.en.digitalOnly },
    ],
  ])('refuses %s, naming the line’s field, and stores nothing', async (_case, line, region, fieldErrors) => {
    const email = uniqueEmail('licence-refused');
    const response = await post('create-checkout', cart(email, line, region));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual(
      fieldErrors,
    );
    expect(await itemsOf(email)).toEqual([]);
  });

  it('refuses in French on a French page', async () => {
    const response = await post('create-checkout', {
      ...cart(uniqueEmail('licence-fr'), { licence: 'party', childNames: Array(13).fill('Maya') }),
      locale: 'fr',
    });
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'lines.0.childNames': licenceTextsIn.fr.tooManyNames.party,
    });
  });
});

describe('a paid classroom order', () => {
  it('shows its licence on the receipt and the download page, whose names leave with the retention', async () => {
    const email = uniqueEmail('classroom-paid');
    const started = (await (
      await post('create-checkout', cart(email, { licence: 'classroom', childNames: class3 }))
    ).json()) as { url: string; order: { number: string } };
    expect((await payOnTestCheckout(started.url)).status).toBe(303);

    const receipt = stack.mailbox.list().find((message) => message.to.includes(email));
    expect(receipt?.text).toContain('Easter Bunny Hunt – Digital Download, Classroom licence × 1: $89.99');
    // Names are not copied into emails: they stay where the purge reaches them.
    expect(receipt?.text).not.toMatch(/Maya|Zoë/);
    const token = /\/downloads\/([0-9a-f]{64})/.exec(receipt?.text ?? '')?.[1];
    const downloadsPage = async () =>
      (
        (await (await post('orders/downloads', { token })).json()) as {
          order: { downloads: { kit: string; licence: string; childNames: string[] }[] };
        }
      ).order.downloads;
    expect(await downloadsPage()).toEqual([
      expect.objectContaining({ kit: 'easter-bunny', licence: 'classroom', childNames: class3 }),
    ]);

    await stack.db.query(
      `update public.orders set created_at = now() - interval '91 days' where number = $1`,
      [started.order.number],
    );
    // What the schedule runs (pg_cron on hosted Supabase, the local stack hourly).
    await stack.db.query('select public.purge_child_names(public.child_name_retention())');
    expect(await itemsOf(email)).toEqual([{ licence: 'classroom', child_names: null, unit_cents: 8999 }]);
    expect(await downloadsPage()).toEqual([
      expect.objectContaining({ kit: 'easter-bunny', licence: 'classroom', childNames: [] }),
    ]);
  });
});
