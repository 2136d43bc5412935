import { pdfPageTexts } from '../../../../scripts/kit/poppler.ts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR_REQUIRED } from '../domain/admin-access.ts';
import { priceCents } from '../domain/pricing.ts';
import { shippingHoldMessages } from '../domain/shipping-holds.ts';
import { createStripeClient } from './stripe-client.ts';
import { LOCAL_SHOP_EMAIL } from '../../../local/stack.ts';
import { grantAdmin, NoSuchUserError } from '../../../local/grant-admin.ts';
import {
  auditEntries,
  CANADIAN_ADDRESS,
  clientFor,
  passSecondFactor,
  payOnTestCheckout,
  postFunction,
  signUp,
  TEST_PASSWORD as PASSWORD,
  uniqueEmail,
  useCheckoutStack,
  useOwnerAndMember,
} from '../../../local/stack-testing.ts';
import { orderText } from './i18n/catalog.ts';
import { accountText } from '../account/i18n/catalog.ts';

// admin-orders under real Deno with the real database, mailbox and Stripe stand-in: who may use it,
// and what shipping, refunds and link resets change for the buyer.
const { stack, startCheckout } = useCheckoutStack({ auth: { enableConfirmations: false } });
const { owner: admin, member } = useOwnerAndMember(stack);

/** The owner's rows of the audit log for one order, oldest first, as the database holds them. */
const auditOf = (orderId: string) => auditEntries(stack, { order: orderId });

const call = (action: string, body: unknown, token = admin.accessToken) =>
  postFunction(stack, `admin-orders/${action}`, body, { token });

async function ok<T>(action: string, body: unknown): Promise<T> {
  const response = await call(action, body);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as T;
}

interface DetailItem {
  id: string;
  kit_slug: string;
  format: string;
  line_cents: number;
  refunded_at: string | null;
  links: { total: number; working: number; download_count: number };
  recent_links: { download_count: number; revoked_at: string | null; expires_at: string }[];
}
interface Detail {
  id: string;
  number: string;
  status: string;
  total_cents: number;
  tracking_url: string | null;
  items: DetailItem[];
  refunded_cents: number;
  dispute_status: string | null;
  refunds: {
    amount_cents: number;
    source: string;
    stripe_refund_id: string;
    status: string;
    failure_reason: string | null;
  }[];
  history: { actor_email: string; action: string; details: Record<string, unknown> }[];
}

/** A paid order through the real checkout: create-checkout, the stand-in's page, the webhook. */
/** One copy of `kit` in `format`: a cart line of a test order. */
const one = (kit: string, format: 'digital' | 'printed') => ({ kit, format, quantity: 1 });

async function paidOrder(
  email: string,
  lines: { kit: string; format: 'digital' | 'printed'; quantity: number }[],
  region: 'us' | 'ca' = 'ca',
  locale: 'en' | 'fr' = 'en',
  card = '4242 4242 4242 4242',
) {
  // The buyer keeps the terms of their page's language, so the emails are in it (issue 28 §1).
  const answer = await startCheckout({ email, region, lines, locale, termsLanguage: locale });
  const paid = await payOnTestCheckout(answer.url, {
    ...CANADIAN_ADDRESS,
    card_number: card,
    shipping_country: region === 'ca' ? 'CA' : 'US',
  });
  expect(paid.status).toBe(303);
  const { rows } = await stack.db.query<{ id: string; status: string }>(
    'select id, status from public.orders where number = $1',
    [answer.order.number],
  );
  expect(rows[0]!.status).toBe('paid');
  return { id: rows[0]!.id, number: answer.order.number, links: linksIn(email, answer.order.number) };
}

/** The download tokens of the newest email to `email` about the order, by kit title. */
function linksIn(email: string, number?: string): Record<string, string> {
  const message = stack.mailbox
    .list()
    .find(
      (candidate) =>
        candidate.to.includes(email) &&
        (!number || candidate.subject === `Your Adventure Clue Kits order ${number}`),
    );
  const links: Record<string, string> = {};
  for (const [, title, token] of (message?.text ?? '').matchAll(/^(.+): \S+\/downloads\/([0-9a-f]{64})$/gm))
    links[title!] = token!;
  return links;
}

const download = (token: string) => postFunction(stack, 'download', { token, paper: 'letter', ink: 'bw' });

/** The charge.refunded events the stand-in sent have been handled (they are delivered in the background). */
async function settled(orderId: string, expectedCents: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.stripe_events e where e.type = 'charge.refunded'
         and e.received_at > now() - interval '5 minutes'`,
    );
    const { rows: sums } = await stack.db.query<{ total: number }>(
      'select coalesce(sum(amount_cents), 0)::int as total from public.refunds where order_id = $1',
      [orderId],
    );
    if (rows[0]!.n > 0 && sums[0]!.total === expectedCents) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The refunds of order ${orderId} never reached ${expectedCents} cents`);
}

describe('admin-orders: the gate', () => {
  it('answers 401 without a session, 403 to a member, 403 to the owner without the second factor, 200 with it', async () => {
    const anon = await call('me', {}, stack.anonKey);
    expect(anon.status).toBe(401);
    const asMember = await call('list', {}, member.accessToken);
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toEqual({ error: accountText('en', 'account.admin.adminsOnly') });

    // The owner's password alone (a new sign-in, aal1) opens nothing, whatever the action.
    const { data } = await clientFor(stack).auth.signInWithPassword({
      email: admin.email,
      password: PASSWORD,
    });
    for (const action of ['me', 'list', 'detail', 'ship', 'refund', 'resend', 'reset-link', 'print-file']) {
      const refused = await call(action, {}, data.session!.access_token);
      expect(refused.status, action).toBe(403);
      expect(await refused.json()).toEqual({
        error: accountText('en', 'account.admin.secondFactor'),
        code: SECOND_FACTOR_REQUIRED,
      });
    }
    expect(await ok('me', {})).toEqual({ email: admin.email });
  });

  it('npm run stack:admin grants the role through the running stack, and refuses an unknown email', async () => {
    const owner = await signUp(stack);
    expect(await (await call('me', {}, owner.accessToken)).json()).toEqual({
      error: accountText('en', 'account.admin.adminsOnly'),
    });
    expect(await grantAdmin({ email: owner.email.toUpperCase(), apiUrl: stack.apiUrl })).toEqual({
      via: 'api',
      userId: owner.id,
    });
    expect(await (await call('me', {}, owner.accessToken)).json()).toMatchObject({
      code: SECOND_FACTOR_REQUIRED,
    });
    const { accessToken } = await passSecondFactor(stack, owner.email, PASSWORD);
    expect((await call('me', {}, accessToken)).status).toBe(200);
    await expect(grantAdmin({ email: uniqueEmail('nobody'), apiUrl: stack.apiUrl })).rejects.toThrow(
      NoSuchUserError,
    );
  });

  it('refuses an aal2 token once its factor is removed, and a later sign-in needs the code again', async () => {
    const owner = await signUp(stack);
    await stack.db.query('insert into public.admin_users (user_id) values ($1)', [owner.id]);
    const first = await passSecondFactor(stack, owner.email, PASSWORD);
    expect((await call('me', {}, first.accessToken)).status).toBe(200);
    const again = await passSecondFactor(stack, owner.email, PASSWORD, first.totpSecret);
    expect((await call('me', {}, again.accessToken)).status).toBe(200);
    await stack.db.query('delete from auth.mfa_factors where user_id = $1', [owner.id]);
    expect(await (await call('me', {}, again.accessToken)).json()).toMatchObject({
      code: SECOND_FACTOR_REQUIRED,
    });
  });
});

describe('admin-orders: orders', () => {
  it('finds orders by email and number, filters them and pages with an exact count', async () => {
    const email = uniqueEmail('findme');
    const first = await paidOrder(email, [one('easter-bunny', 'digital')]);
    const second = await paidOrder(email, [one('cool-bunny', 'printed')]);
    type List = { total: number; orders: { number: string; to_print: boolean }[]; pageSize: number };
    const byEmail = await ok<List>('list', { search: email });
    expect(byEmail.total).toBe(2);
    expect(byEmail.orders.map((order) => order.number)).toEqual([second.number, first.number]);
    const byNumber = await ok<List>('list', { search: first.number });
    expect(byNumber.orders.map((order) => order.number)).toEqual([first.number]);
    const printed = await ok<List>('list', { search: email, format: 'printed' });
    expect(printed.orders).toEqual([expect.objectContaining({ number: second.number, to_print: true })]);
    expect((await ok<List>('list', { search: email, kit: 'easter-bunny' })).total).toBe(1);
    expect((await ok<List>('list', { search: email, region: 'us' })).total).toBe(0);
    expect((await ok<List>('list', { search: email, status: 'refunded' })).total).toBe(0);
    const all = await ok<List>('list', { page: 1 });
    expect(all.orders.length).toBeLessThanOrEqual(all.pageSize);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await call('list', { status: 'lost' })).status).toBe(400);
  });

  it('ships a printed kit: status shipped, the buyer gets the tracking link, a second click sends nothing', async () => {
    const email = uniqueEmail('ship');
    const order = await paidOrder(email, [one('cool-bunny', 'printed')]);
    const refused = await call('ship', {
      orderId: order.id,
      shipment: { carrier: 'Canada Post', trackingNumber: '<script>' },
    });
    expect(refused.status).toBe(400);
    stack.mailbox.clear();
    const shipped = await ok<{ order: Detail }>('ship', {
      orderId: order.id,
      shipment: { carrier: 'Canada Post', trackingNumber: '7023 2101 4455 1234' },
    });
    expect(shipped.order.status).toBe('shipped');
    const trackingUrl =
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210144551234';
    expect(shipped.order.tracking_url).toBe(trackingUrl);
    const mail = stack.mailbox.list().filter((message) => message.to.includes(email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your Adventure Clue Kits order ${order.number} has shipped`);
    expect(mail[0]!.text).toContain(`Track your parcel: ${trackingUrl}`);
    const again = await call('ship', {
      orderId: order.id,
      shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: orderText('en', 'orders.admin.alreadyShipped') });
    expect(stack.mailbox.list().filter((message) => message.to.includes(email))).toHaveLength(1);

    // Who shipped it, when and how is on the order's page; the refused second click left no row.
    expect(shipped.order.history).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor_email: admin.email,
        action: 'ship',
        subject_table: 'orders',
        subject_id: order.id,
        details: { carrier: 'Canada Post', tracking_number: '7023 2101 4455 1234' },
      },
    ]);
    expect(await auditOf(order.id)).toEqual([
      expect.objectContaining({ actor_id: admin.id, actor_email: admin.email, action: 'ship' }),
    ]);
  });

  it('ships and records together: an action in the name of someone who is not an admin changes nothing', async () => {
    const order = await paidOrder(uniqueEmail('atomic'), [one('cool-bunny', 'printed')]);
    const { error } = await clientFor(stack, stack.serviceRoleKey).rpc('admin_ship_order', {
      p_actor: member.id,
      p_order_id: order.id,
      p_carrier: 'UPS',
      p_tracking_number: '1Z999AA10123456784',
      p_tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(error?.message).toBe(`record_admin_action: ${member.id} is not an admin`);
    const { rows } = await stack.db.query<{ status: string; shipped_at: string | null }>(
      'select status, shipped_at from public.orders where id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ status: 'paid', shipped_at: null });
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('writes to a French buyer in French: the shipping email with the French tracking page, links resent', async () => {
    const email = uniqueEmail('expedie');
    const order = await paidOrder(
      email,
      [one('cool-bunny', 'printed'), one('easter-bunny', 'digital')],
      'ca',
      'fr',
    );
    stack.mailbox.clear();
    const shipped = await ok<{ order: Detail & { locale: string } }>('ship', {
      orderId: order.id,
      shipment: { carrier: 'Canada Post', trackingNumber: '7023 2101 4455 1234' },
    });
    // The owner's page keeps the English tracking page and shows the buyer's language.
    expect(shipped.order.tracking_url).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210144551234',
    );
    expect(shipped.order.locale).toBe('fr');
    const [mail] = stack.mailbox.list().filter((message) => message.to.includes(email));
    expect(mail!.subject).toBe(`Votre commande Adventure Clue Kits ${order.number} a été expédiée`);
    expect(mail!.text).toContain('Votre trousse imprimée est en route\u202F!');
    expect(mail!.text).toContain('Transporteur\u00A0: Postes Canada');
    expect(mail!.text).toContain(
      'Suivre votre colis\u00A0: https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=7023210144551234',
    );
    expect(mail!.html).toContain(
      'href="https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=7023210144551234"',
    );

    stack.mailbox.clear();
    await ok('resend', { orderId: order.id });
    const [resent] = stack.mailbox.list();
    expect(resent!.subject).toBe(`Votre commande Adventure Clue Kits ${order.number}`);
    expect(resent!.text).toMatch(/\/fr\/downloads\/[0-9a-f]{64}\?all=easter-bunny&lang=fr$/m);
  });

  it('gives the print file of a printed kit: 16 blank cards', async () => {
    const order = await paidOrder(uniqueEmail('print'), [one('cool-bunny', 'printed')]);
    const { order: detail } = await ok<{ order: Detail }>('detail', { orderId: order.id });
    const response = await call('print-file', { orderId: order.id, itemId: detail.items[0]!.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints the kit in its language with the child’s name: French for Québec, or the buyer’s choice', async () => {
    const printFileText = async (extra: Record<string, unknown>) => {
      const email = uniqueEmail('print-lang');
      const answer = await startCheckout({
        email,
        region: 'ca',
        locale: 'en',
        termsLanguage: 'en',
        lines: [one('cool-bunny', 'printed')],
        childName: 'Zoë',
        ...extra,
      });
      const paid = await payOnTestCheckout(answer.url, { ...CANADIAN_ADDRESS, shipping_state: 'QC' });
      expect(paid.status).toBe(303);
      const { rows } = await stack.db.query<{ id: string }>(
        'select id from public.orders where number = $1',
        [answer.order.number],
      );
      const { order: detail } = await ok<{ order: Detail }>('detail', { orderId: rows[0]!.id });
      const response = await call('print-file', { orderId: rows[0]!.id, itemId: detail.items[0]!.id });
      expect(response.status).toBe(200);
      return pdfPageTexts(new Uint8Array(await response.arrayBuffer())).join('\n');
    };
    const french = await printFileText({});
    expect(french).toContain('aventure de Zoë');
    expect(french).not.toContain('Zoë’s Adventure');
    const english = await printFileText({ kitLocale: 'en' });
    expect(english).toContain('Zoë’s Adventure');
  });

  it('refunds one kit, then the rest: links of refunded kits stop working, the others keep working', async () => {
    const email = uniqueEmail('refund');
    const order = await paidOrder(email, [
      one('easter-bunny', 'digital'),
      one('cool-bunny', 'digital'),
      one('pirate-bunny', 'digital'),
    ]);
    const bunnyLink = order.links['Easter Bunny Hunt']!;
    const coolLink = order.links['Cool Bunny Hunt']!;
    expect((await download(coolLink)).status).toBe(200);
    const { order: before } = await ok<{ order: Detail }>('detail', { orderId: order.id });
    expect(before.items.find((item) => item.kit_slug === 'cool-bunny')!.links.download_count).toBe(1);
    const bunny = before.items.find((item) => item.kit_slug === 'easter-bunny')!;
    // Three digital kits are a bundle (ADR 053): $59.99 CAD for $74.97, $14.98 spread over the kits
    // 499 + 499 + 500. One kit refunded gives back what was paid for it; the rest, the remainder.
    const bundleTotal = 5999;
    const bunnyPaid = priceCents.digital.ca - 499;

    const partial = await ok<{ refundedCents: number; order: Detail }>('refund', {
      orderId: order.id,
      itemId: bunny.id,
    });
    expect(partial.refundedCents).toBe(bunnyPaid);
    expect(partial.order.status).toBe('partially_refunded');
    expect(partial.order.refunds).toEqual([
      expect.objectContaining({ amount_cents: bunnyPaid, source: 'admin' }),
    ]);
    expect(partial.order.refunds[0]!.stripe_refund_id).toMatch(/^re_/);
    expect((await download(bunnyLink)).status).toBe(404);
    expect((await download(coolLink)).status).toBe(200);
    // Stripe's charge.refunded reports the same amount: nothing is counted twice.
    await settled(order.id, bunnyPaid);
    const { order: afterWebhook } = await ok<{ order: Detail }>('detail', { orderId: order.id });
    expect(afterWebhook.refunds).toHaveLength(1);
    expect(afterWebhook.status).toBe('partially_refunded');
    expect((await call('refund', { orderId: order.id, itemId: bunny.id })).status).toBe(409);

    const whole = await ok<{ refundedCents: number; order: Detail }>('refund', { orderId: order.id });
    expect(whole.refundedCents).toBe(bundleTotal - bunnyPaid);
    expect(whole.order.status).toBe('refunded');
    expect((await download(coolLink)).status).toBe(404);
    await settled(order.id, bundleTotal);
    const { order: final } = await ok<{ order: Detail }>('detail', { orderId: order.id });
    expect(final.refunds.map((refund) => refund.amount_cents)).toEqual([bunnyPaid, bundleTotal - bunnyPaid]);
    expect(final.status).toBe('refunded');
    // The owner's two refunds are on the order's history (the 409 and Stripe's own events are not).
    expect(
      final.history.map(({ actor_email, action, details }) => ({ actor_email, action, details })),
    ).toEqual([
      {
        actor_email: admin.email,
        action: 'refund',
        details: {
          amount_cents: bunnyPaid,
          currency: 'CAD',
          order_item_id: bunny.id,
          kit_slug: 'easter-bunny',
          kit_title: 'Easter Bunny Hunt',
          stripe_refund_id: partial.order.refunds[0]!.stripe_refund_id,
          status: 'partially_refunded',
        },
      },
      {
        actor_email: admin.email,
        action: 'refund',
        details: expect.objectContaining({
          amount_cents: bundleTotal - bunnyPaid,
          order_item_id: null,
          kit_slug: null,
          status: 'refunded',
        }),
      },
    ]);
  });

  it('counts a partial refund made in the Stripe dashboard once, and a full one closes the links', async () => {
    const order = await paidOrder(uniqueEmail('dashboard'), [
      one('easter-bunny', 'digital'),
      one('cool-bunny', 'digital'),
    ]);
    const link = order.links['Easter Bunny Hunt']!;
    const { rows } = await stack.db.query<{ stripe_payment_intent: string }>(
      'select stripe_payment_intent from public.orders where id = $1',
      [order.id],
    );
    const dashboardRefund = (amount?: number) =>
      fetch(`${stack.stripe.url}/v1/refunds`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${stack.stripe.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          payment_intent: rows[0]!.stripe_payment_intent,
          ...(amount ? { amount: String(amount) } : {}),
        }).toString(),
      });
    expect((await dashboardRefund(500)).status).toBe(200);
    await settled(order.id, 500);
    const { order: partial } = await ok<{ order: Detail }>('detail', { orderId: order.id });
    expect(partial.status).toBe('partially_refunded');
    expect(partial.refunds).toEqual([expect.objectContaining({ amount_cents: 500, source: 'stripe' })]);
    expect((await download(link)).status).toBe(200);
    expect((await dashboardRefund()).status).toBe(200);
    await settled(order.id, 2 * priceCents.digital.ca);
    const { order: full } = await ok<{ order: Detail }>('detail', { orderId: order.id });
    expect(full.status).toBe('refunded');
    expect(full.refunds.reduce((sum, refund) => sum + refund.amount_cents, 0)).toBe(
      2 * priceCents.digital.ca,
    );
    expect((await download(link)).status).toBe(404);
  });

  it('resends the same link and resets it (the old one stops, the kit gets its next one)', async () => {
    const email = uniqueEmail('links');
    const order = await paidOrder(email, [one('easter-bunny', 'digital')]);
    const first = order.links['Easter Bunny Hunt']!;
    stack.mailbox.clear();
    expect(await ok('resend', { orderId: order.id })).toEqual({ sentTo: email });
    expect(linksIn(email)['Easter Bunny Hunt']).toBe(first);
    expect((await download(first)).status).toBe(200);

    const { order: detail } = await ok<{ order: Detail }>('detail', { orderId: order.id });
    expect(detail.items[0]!.links).toMatchObject({ total: 1, working: 1, download_count: 1 });
    expect(detail.items[0]!.recent_links).toEqual([
      expect.objectContaining({ download_count: 1, revoked_at: null, expires_at: expect.any(String) }),
    ]);
    stack.mailbox.clear();
    const { order: after } = await ok<{ order: Detail }>('reset-link', {
      orderId: order.id,
      itemId: detail.items[0]!.id,
    });
    const fresh = linksIn(email)['Easter Bunny Hunt']!;
    expect(fresh).not.toBe(first);
    expect((await download(first)).status).toBe(404);
    expect((await download(fresh)).status).toBe(200);
    expect(after.items[0]!.links).toMatchObject({ total: 2, working: 1 });

    const { order: audited } = await ok<{ order: Detail }>('detail', { orderId: order.id });
    expect(
      audited.history.map(({ actor_email, action, details }) => ({ actor_email, action, details })),
    ).toEqual([
      { actor_email: admin.email, action: 'resend', details: { kits: ['easter-bunny'] } },
      {
        actor_email: admin.email,
        action: 'reset_link',
        details: { kit_slug: 'easter-bunny', kit_title: 'Easter Bunny Hunt' },
      },
    ]);
  });

  it('stores download links only as sha256 hashes', async () => {
    const order = await paidOrder(uniqueEmail('hashed'), [one('easter-bunny', 'digital')]);
    const token = order.links['Easter Bunny Hunt']!;
    const { rows: columns } = await stack.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'download_tokens'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain('token');
    const { rows } = await stack.db.query<{ token_hash: string }>(
      `select t.token_hash from public.download_tokens t join public.order_items i on i.id = t.order_item_id
        where i.order_id = $1`,
      [order.id],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const { rows: leaks } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.download_tokens t where t.token_hash = $1`,
      [token],
    );
    expect(leaks[0]!.n).toBe(0);
  });
});

describe('admin-orders: payment edge cases', () => {
  /** Stripe's test card whose refunds first succeed, then fail (expired_or_canceled_card). */
  const REFUND_FAILS_CARD = '4000 0000 0000 5126';
  const detailOf = async (orderId: string) => (await ok<{ order: Detail }>('detail', { orderId })).order;
  const ownerMail = (number: string) =>
    stack.mailbox
      .list()
      .filter((message) => message.to.includes(LOCAL_SHOP_EMAIL) && message.subject.includes(number));

  it('shows the owner a refund that fails after Stripe called it succeeded, emails them once, and leaves the links as they were', async () => {
    const email = uniqueEmail('refund-fails');
    const order = await paidOrder(
      email,
      [one('easter-bunny', 'digital'), one('cool-bunny', 'digital')],
      'ca',
      'en',
      REFUND_FAILS_CARD,
    );
    stack.mailbox.clear();
    const bunny = (await detailOf(order.id)).items.find((item) => item.kit_slug === 'easter-bunny')!;
    const refunded = await ok<{ refundedCents: number; order: Detail }>('refund', {
      orderId: order.id,
      itemId: bunny.id,
    });
    // Stripe first answers succeeded: the kit's link closes as for any refund.
    expect(refunded.order.status).toBe('partially_refunded');
    expect(refunded.order.refunds).toEqual([
      expect.objectContaining({ amount_cents: priceCents.digital.ca, status: 'succeeded' }),
    ]);
    expect((await download(order.links['Easter Bunny Hunt']!)).status).toBe(404);

    // Then the card refuses the money: refund.updated, charge.refund.updated and refund.failed.
    await expect
      .poll(async () => (await detailOf(order.id)).refunds[0]?.status, { timeout: 15_000 })
      .toBe('failed');
    const failed = await detailOf(order.id);
    expect(failed.refunds).toEqual([
      expect.objectContaining({
        amount_cents: priceCents.digital.ca,
        source: 'admin',
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
      }),
    ]);
    expect(failed.refunded_cents).toBe(0);
    expect(failed.status).toBe('paid');
    const stripe = createStripeClient(stack.stripe.secretKey, stack.stripe.url);
    const refund = await stripe.refunds.retrieve(failed.refunds[0]!.stripe_refund_id);
    expect(refund).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });

    // The links stay as they were: the refunded kit's closed, the other's working.
    expect((await download(order.links['Easter Bunny Hunt']!)).status).toBe(404);
    expect((await download(order.links['Cool Bunny Hunt']!)).status).toBe(200);
    expect(failed.items.find((item) => item.kit_slug === 'easter-bunny')!.links.working).toBe(0);

    await expect.poll(() => ownerMail(order.number).length, { timeout: 10_000 }).toBe(1);
    const [mail] = ownerMail(order.number);
    expect(mail!.subject).toBe(`Refund failed on order ${order.number}`);
    expect(mail!.text).toContain(
      `A refund of $${(priceCents.digital.ca / 100).toFixed(2)} CAD on order ${order.number} (${email}) failed: the buyer’s card is expired or canceled.`,
    );
    expect(mail!.text).toContain('The order’s download links were left as they were.');
    // Three events told the same failure; the owner alone heard of it. The buyer has only the refund
    // email sent when Stripe first called the refund succeeded (as a card refund that fails days later
    // does on Stripe): the owner's email says what is left to do.
    // The stand-in sends the three one after another: wait for the last.
    const eventTypes = async () =>
      (
        (await (await fetch(`${stack.stripe.url}/_test/events`)).json()) as {
          type: string;
          data: { object: { id: string } };
        }[]
      )
        .filter((event) => event.data.object.id === refund.id)
        .map((event) => event.type);
    await expect
      .poll(eventTypes, { timeout: 10_000 })
      .toEqual(['refund.updated', 'charge.refund.updated', 'refund.failed']);
    expect(
      stack.mailbox
        .list()
        .filter((message) => message.to.includes(email))
        .map((message) => message.subject),
    ).toEqual([`Refund for your Adventure Clue Kits order ${order.number}`]);
  });

  it('keeps a dashboard refund that fails from counting, and a full one keeps the links it closed closed', async () => {
    const order = await paidOrder(
      uniqueEmail('dashboard-fails'),
      [one('easter-bunny', 'digital')],
      'ca',
      'en',
      REFUND_FAILS_CARD,
    );
    const { rows } = await stack.db.query<{ stripe_payment_intent: string }>(
      'select stripe_payment_intent from public.orders where id = $1',
      [order.id],
    );
    const stripe = createStripeClient(stack.stripe.secretKey, stack.stripe.url);
    await stripe.refunds.create({ payment_intent: rows[0]!.stripe_payment_intent });
    await expect.poll(async () => (await detailOf(order.id)).status, { timeout: 10_000 }).toBe('refunded');
    expect((await download(order.links['Easter Bunny Hunt']!)).status).toBe(404);
    await expect
      .poll(async () => (await detailOf(order.id)).refunds.map((refund) => refund.status), {
        timeout: 15_000,
      })
      .toEqual(['failed']);
    const failed = await detailOf(order.id);
    expect(failed).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect(failed.refunds[0]).toMatchObject({
      source: 'stripe',
      stripe_refund_id: expect.stringMatching(/^re_/),
    });
    expect((await download(order.links['Easter Bunny Hunt']!)).status).toBe(404);
    await expect.poll(() => ownerMail(order.number).length, { timeout: 10_000 }).toBe(1);
  });

  it('records a refund that settles later as pending, then succeeded, and tells the owner nothing', async () => {
    const order = await paidOrder(
      uniqueEmail('refund-later'),
      [one('easter-bunny', 'digital')],
      'ca',
      'en',
      '4000 0000 0000 7726',
    );
    const refunded = await ok<{ order: Detail }>('refund', { orderId: order.id });
    expect(refunded.order.refunds.map((refund) => refund.status)).toEqual(['pending']);
    expect(refunded.order.status).toBe('refunded');
    await expect
      .poll(async () => (await detailOf(order.id)).refunds.map((refund) => refund.status), {
        timeout: 15_000,
      })
      .toEqual(['succeeded']);
    expect(ownerMail(order.number)).toEqual([]);
  });

  it('refuses to mark an order shipped while its payment dispute is open, and ships it once won', async () => {
    const email = uniqueEmail('ship-disputed');
    const order = await paidOrder(email, [one('cool-bunny', 'printed')]);
    const { rows } = await stack.db.query<{ stripe_payment_intent: string }>(
      'select stripe_payment_intent from public.orders where id = $1',
      [order.id],
    );
    const opened = await fetch(`${stack.stripe.url}/_test/disputes`, {
      method: 'POST',
      body: JSON.stringify({ payment_intent: rows[0]!.stripe_payment_intent }),
    });
    const { dispute } = (await opened.json()) as { dispute: { id: string } };
    expect((await detailOf(order.id)).dispute_status).toBe('open');
    stack.mailbox.clear();
    const shipment = { carrier: 'Canada Post', trackingNumber: '7023 2101 4455 1234' };
    const refused = await call('ship', { orderId: order.id, shipment });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: shippingHoldMessages.open });
    const held = await detailOf(order.id);
    expect(held).toMatchObject({ status: 'paid', shipped_at: null });
    expect(stack.mailbox.list().filter((message) => message.to.includes(email))).toEqual([]);

    await fetch(`${stack.stripe.url}/_test/disputes/${dispute.id}/close`, {
      method: 'POST',
      body: JSON.stringify({ status: 'won' }),
    });
    const shipped = await ok<{ order: Detail }>('ship', { orderId: order.id, shipment });
    expect(shipped.order.status).toBe('shipped');
  });
});
