import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_EMAIL_LIMIT } from './admin-orders-handler.ts';
import { deriveDownloadToken } from './download-links.ts';
import { MY_ORDERS_LIMIT } from './orders-handler.ts';
import { rateLimitDigest } from '../http/rate-limit-digest.ts';
import { DOWNLOAD_LINK_SECRET } from '../../../local/keys.ts';
import type { RunningStack } from '../../../local/stack.ts';
import {
  CANADIAN_ADDRESS,
  createMember,
  createOwner,
  forgetLoopbackCheckouts,
  payOnTestCheckout,
  startTestStack,
  type TestMember,
  uniqueEmail,
} from '../../../local/stack-testing.ts';
import { orderText } from './i18n/catalog.ts';
import { httpText } from '../http/i18n/catalog.ts';

// One link per kit (issue 25), through the real functions under Deno, the database, the mailbox and
// the Stripe stand-in: the receipt's link is the one 'My orders', recovery and the owner's resend
// show again; a new one only after the owner's reset or once the link expired; minting is rate limited.
let stack: RunningStack;
let owner: TestMember;

beforeAll(async () => {
  stack = await startTestStack();
  owner = await createOwner(stack);
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(async () => {
  stack.mailbox.clear();
  await forgetLoopbackCheckouts(stack);
  await stack.db.query(`delete from public.order_rate_claims where kind <> 'checkout-ip'`);
});

function post(path: string, body: unknown, token = stack.anonKey) {
  return fetch(`${stack.apiUrl}/functions/v1/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A paid order through create-checkout and the stand-in's page; its receipt's links by kit slug. */
async function paidOrder(
  email: string,
  lines: { kit: string; format: 'digital' | 'printed' }[],
  member?: TestMember,
) {
  const started = await post(
    'create-checkout',
    // English terms expressly chosen: the emails are English (issue 28 §1).
    { email, region: 'ca', termsLanguage: 'en', lines: lines.map((line) => ({ ...line, quantity: 1 })) },
    member?.accessToken,
  );
  const answer = (await started.json()) as { url: string; order: { number: string } };
  expect(started.status, JSON.stringify(answer)).toBe(200);
  const paid = await payOnTestCheckout(answer.url, CANADIAN_ADDRESS);
  expect(paid.status).toBe(303);
  const { rows } = await stack.db.query<{ id: string }>('select id from public.orders where number = $1', [
    answer.order.number,
  ]);
  const receipt = newestMail(email, `Your Adventure Clue Kits order ${answer.order.number}`);
  return { id: rows[0]!.id, number: answer.order.number, links: linksIn(receipt?.text) };
}

function newestMail(to: string, subject: string) {
  return stack.mailbox
    .list()
    .filter((message) => message.to.includes(to) && message.subject === subject)
    .at(-1);
}

/** The download tokens an email carries, by kit slug (from each kit's Download All link). */
function linksIn(text: string | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [, token, kit] of (text ?? '').matchAll(/\/downloads\/([0-9a-f]{64})\?all=([a-z0-9-]+)/g))
    links[kit!] = token!;
  return links;
}

async function myOrdersLinks(member: TestMember): Promise<Record<string, string>> {
  const response = await post('orders/mine', {}, member.accessToken);
  const answer = (await response.json()) as { orders: { downloads: { kit: string; token: string }[] }[] };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return Object.fromEntries(
    answer.orders.flatMap((order) => order.downloads.map((download) => [download.kit, download.token])),
  );
}

async function recoveredLinks(email: string): Promise<Record<string, string>> {
  stack.mailbox.clear();
  const response = await post('orders/recover', { email });
  expect(response.status).toBe(200);
  return linksIn(newestMail(email, 'Your Adventure Clue Kits download links')?.text);
}

async function linkRows(orderId: string) {
  const { rows } = await stack.db.query<{
    item_id: string;
    token_hash: string;
    generation: number | null;
    revoked: boolean;
    expired: boolean;
  }>(
    `select t.order_item_id as item_id, t.token_hash, t.generation, t.revoked_at is not null as revoked,
            t.expires_at <= now() as expired
       from public.download_tokens t join public.order_items i on i.id = t.order_item_id
      where i.order_id = $1 order by t.generation`,
    [orderId],
  );
  return rows;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const downloadPdf = (token: string) => post('download', { token, paper: 'letter', ink: 'bw' });
const downloadsPage = (token: string) => post('orders/downloads', { token });

/** What a year does to a link: it expires. */
const expire = (token: string) =>
  stack.db.query(
    `update public.download_tokens set expires_at = now() - interval '1 minute' where token_hash = $1`,
    [sha256(token)],
  );

function admin(action: string, body: unknown) {
  return post(`admin-orders/${action}`, body, owner.accessToken);
}

describe('one link per kit', () => {
  it('derives the receipt’s link from the kit and stores only its hash, once, with a year to run', async () => {
    const order = await paidOrder(uniqueEmail('derived'), [{ kit: 'easter-bunny', format: 'digital' }]);
    const [row, ...others] = await linkRows(order.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ generation: 1, revoked: false, expired: false });
    const expected = await deriveDownloadToken(DOWNLOAD_LINK_SECRET, row!.item_id, 1);
    expect(order.links['easter-bunny']).toBe(expected);
    expect(row!.token_hash).toBe(sha256(expected));
    const { rows } = await stack.db.query<{ days: number }>(
      `select extract(day from t.expires_at - o.paid_at)::int as days from public.download_tokens t
         join public.order_items i on i.id = t.order_item_id join public.orders o on o.id = i.order_id
        where o.id = $1`,
      [order.id],
    );
    expect(rows[0]!.days).toBe(365);
  });

  it("shows the receipt's link on 'My orders', the same each time, and in the recovery email", async () => {
    const member = await createMember(stack);
    const order = await paidOrder(
      member.email,
      [
        { kit: 'easter-bunny', format: 'digital' },
        { kit: 'pirate-bunny', format: 'digital' },
      ],
      member,
    );
    expect(Object.keys(order.links).sort()).toEqual(['easter-bunny', 'pirate-bunny']);
    expect(await myOrdersLinks(member)).toEqual(order.links);
    expect(await myOrdersLinks(member)).toEqual(order.links);
    expect(await recoveredLinks(member.email)).toEqual(order.links);
    expect(await recoveredLinks(member.email)).toEqual(order.links);
    expect(await linkRows(order.id)).toHaveLength(2);
  });

  it('lets the owner resend the same link, and reset one so that the old one stops', async () => {
    const email = uniqueEmail('reset');
    const order = await paidOrder(email, [{ kit: 'easter-bunny', format: 'digital' }]);
    const first = order.links['easter-bunny']!;
    stack.mailbox.clear();
    expect((await admin('resend', { orderId: order.id })).status).toBe(200);
    expect(linksIn(newestMail(email, `Your Adventure Clue Kits order ${order.number}`)?.text)).toEqual(
      order.links,
    );

    const itemId = (await linkRows(order.id))[0]!.item_id;
    stack.mailbox.clear();
    const reset = await admin('reset-link', { orderId: order.id, itemId });
    expect(reset.status, await reset.clone().text()).toBe(200);
    const fresh = linksIn(newestMail(email, `Your Adventure Clue Kits order ${order.number}`)?.text)[
      'easter-bunny'
    ]!;
    expect(fresh).toBe(await deriveDownloadToken(DOWNLOAD_LINK_SECRET, itemId, 2));
    expect((await downloadsPage(first)).status).toBe(404);
    const old = await downloadPdf(first);
    expect(old.status).toBe(404);
    expect(((await old.json()) as { error: string }).error).toBe(orderText('en', 'orders.download.revoked'));
    expect((await downloadPdf(fresh)).status).toBe(200);
    expect(await recoveredLinks(email)).toEqual({ 'easter-bunny': fresh });
    expect((await linkRows(order.id)).map((row) => [row.generation, row.revoked])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('refuses an expired link with plain words, and recovery sends the next one', async () => {
    const member = await createMember(stack);
    const order = await paidOrder(member.email, [{ kit: 'cool-bunny', format: 'digital' }], member);
    const first = order.links['cool-bunny']!;
    await expire(first);

    const page = await downloadsPage(first);
    expect(page.status).toBe(410);
    expect(await page.json()).toEqual({ error: orderText('en', 'orders.lookup.expired'), expired: true });
    const pdf = await downloadPdf(first);
    expect(pdf.status).toBe(410);
    expect(((await pdf.json()) as { error: string }).error).toBe(orderText('en', 'orders.download.expired'));

    const recovered = await recoveredLinks(member.email);
    const next = recovered['cool-bunny']!;
    expect(next).not.toBe(first);
    expect((await downloadPdf(next)).status).toBe(200);
    expect(await myOrdersLinks(member)).toEqual(recovered);
    expect(await recoveredLinks(member.email)).toEqual(recovered);
    // The old link still says it expired rather than that it is unknown.
    expect((await downloadsPage(first)).status).toBe(410);
    expect((await linkRows(order.id)).map((row) => [row.generation, row.expired])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it("makes the next link from 'My orders' once the link expired", async () => {
    const member = await createMember(stack);
    const order = await paidOrder(member.email, [{ kit: 'pirate-bunny', format: 'digital' }], member);
    await expire(order.links['pirate-bunny']!);
    const shown = await myOrdersLinks(member);
    expect(shown['pirate-bunny']).toMatch(/^[0-9a-f]{64}$/);
    expect(shown['pirate-bunny']).not.toBe(order.links['pirate-bunny']);
    expect(await myOrdersLinks(member)).toEqual(shown);
    expect(await linkRows(order.id)).toHaveLength(2);
  });

  it("shows the link's page the buyer's email masked, never the address or the shipping address", async () => {
    const email = uniqueEmail('dana');
    const order = await paidOrder(email, [
      { kit: 'easter-bunny', format: 'digital' },
      { kit: 'cool-bunny', format: 'printed' },
    ]);
    const response = await downloadsPage(order.links['easter-bunny']!);
    const text = await response.text();
    expect(response.status).toBe(200);
    const { order: shown } = JSON.parse(text) as {
      order: { number: string; maskedEmail: string; expiresAt: string; downloads: { kit: string }[] };
    };
    expect(shown.number).toBe(order.number);
    expect(shown.maskedEmail).toBe('d•••@example.com');
    expect(new Date(shown.expiresAt).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect(shown.downloads.map((download) => download.kit)).toEqual(['easter-bunny']);
    expect(text).not.toContain(email);
    expect(text).not.toContain('Maple');
    expect(text).not.toContain('Regina');
  });
});

describe('minting is rate limited', () => {
  it("per account and per connection on 'My orders', with the message the page shows", async () => {
    const member = await createMember(stack);
    const claim = async (kind: string, key: string, times: number) => {
      const digest = await rateLimitDigest(stack.serviceRoleKey, kind, key);
      for (let index = 0; index < times; index += 1)
        await stack.db.query(`select public.claim_order_rate($1, $2, 1000, 3600)`, [kind, digest]);
    };
    await claim('mine-account', member.id, MY_ORDERS_LIMIT.perAccount - 1);
    expect((await post('orders/mine', {}, member.accessToken)).status).toBe(200);
    const refused = await post('orders/mine', {}, member.accessToken);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: httpText('en', 'http.rateLimited') });

    const neighbour = await createMember(stack);
    expect((await post('orders/mine', {}, neighbour.accessToken)).status).toBe(200);
    await claim('mine-ip', '127.0.0.1', MY_ORDERS_LIMIT.perIp);
    expect((await post('orders/mine', {}, neighbour.accessToken)).status).toBe(429);
  });

  it("per buyer on the owner's resend and reset", async () => {
    const email = uniqueEmail('flood');
    const order = await paidOrder(email, [{ kit: 'easter-bunny', format: 'digital' }]);
    const itemId = (await linkRows(order.id))[0]!.item_id;
    for (let sent = 0; sent < LINK_EMAIL_LIMIT.perRecipient; sent += 1)
      expect((await admin('resend', { orderId: order.id })).status).toBe(200);
    stack.mailbox.clear();
    for (const refused of [
      await admin('resend', { orderId: order.id }),
      await admin('reset-link', { orderId: order.id, itemId }),
    ]) {
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: orderText('en', 'orders.admin.rateLimited') });
    }
    expect(stack.mailbox.list()).toEqual([]);
    expect(await linkRows(order.id)).toHaveLength(1);
  });
});
