import { describe, expect, it } from 'vitest';
import { accountText } from '../account/i18n/catalog.ts';
import { shopText } from './i18n/catalog.ts';
import { SECOND_FACTOR_REQUIRED } from '../domain/admin-access.ts';
import type { ApprovedReviews } from '../domain/shop-admin.ts';
import {
  auditEntries,
  clientFor,
  postFunction,
  TEST_PASSWORD as PASSWORD,
  uniqueEmail,
  useOwnerAndMember,
  useTestStack,
} from '../../../local/stack-testing.ts';

// admin-shop and the public reviews function under real Deno with the real database: reviews stay
// private until the owner approves them, messages get answered, the waitlist exports, sales add up.
const stack = useTestStack({ auth: { enableConfirmations: false } });
const { owner: admin, member } = useOwnerAndMember(stack);

/** The audit rows about one table's row (or the whole table when id is null), oldest first. */
const auditOf = (table: string, id: number | null) =>
  auditEntries(stack, { table, id: id === null ? null : String(id) });

const post = (path: string, body: unknown, token: string) => postFunction(stack, path, body, { token });

async function ok<T>(action: string, body: unknown = {}): Promise<T> {
  const response = await post(`admin-shop/${action}`, body, admin.accessToken);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as T;
}

async function publicReviews(kit?: string): Promise<ApprovedReviews> {
  const response = await post('reviews', kit ? { kit } : {}, stack.anonKey);
  expect(response.status).toBe(200);
  return (await response.json()) as ApprovedReviews;
}

async function submitReview(name: string, email: string, rating: number, review: string) {
  const response = await post(
    'submit-form',
    { formType: 'review', name, email, rating, review },
    stack.anonKey,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const { rows } = await stack.db.query<{ id: number }>('select id from public.reviews where review = $1', [
    review,
  ]);
  return Number(rows[0]!.id);
}

interface AdminReview {
  id: number;
  email: string;
  status: string;
  kit_slug: string | null;
}

describe('admin-shop', () => {
  it('answers 401 without a session and 403 to a member, for every action', async () => {
    for (const action of ['reviews', 'moderate-review', 'messages', 'waitlist-csv', 'sales']) {
      const anon = await post(`admin-shop/${action}`, {}, stack.anonKey);
      expect(anon.status).toBe(401);
      expect(await anon.json()).toEqual({ error: accountText('en', 'account.admin.signIn') });
      const asMember = await post(`admin-shop/${action}`, {}, member.accessToken);
      expect(asMember.status).toBe(403);
      expect(await asMember.json()).toEqual({ error: accountText('en', 'account.admin.adminsOnly') });
    }
  });

  it('asks the owner signed in with the password alone (aal1) for the second factor, for every action', async () => {
    const { data } = await clientFor(stack).auth.signInWithPassword({
      email: admin.email,
      password: PASSWORD,
    });
    for (const action of [
      'reviews',
      'moderate-review',
      'messages',
      'answer-message',
      'waitlist',
      'waitlist-csv',
      'sales',
    ]) {
      const refused = await post(`admin-shop/${action}`, {}, data.session!.access_token);
      expect(refused.status, action).toBe(403);
      expect(await refused.json()).toEqual({
        error: accountText('en', 'account.admin.secondFactor'),
        code: SECOND_FACTOR_REQUIRED,
      });
    }
  });

  it('keeps a new review private until the owner approves it for a kit, then hides it again', async () => {
    const text = `Our twins found every clue in the garden! ${Date.now()}`;
    const reviewer = uniqueEmail('reviewer');
    const id = await submitReview('Ada Lovelace', reviewer, 5, text);
    // The database may be shared with other test files: the owner looks the reviewer up by email.
    const pending = await ok<{ reviews: AdminReview[] }>('reviews', {
      status: 'pending',
      email: reviewer.toUpperCase(),
    });
    expect(pending.reviews.map((review) => review.id)).toEqual([id]);
    expect(pending.reviews.find((review) => review.id === id)).toMatchObject({ status: 'pending' });
    expect(pending.reviews.find((review) => review.id === id)!.email).toMatch(/@example\.com$/);
    expect((await publicReviews()).reviews.some((review) => review.review === text)).toBe(false);

    const bad = await post(
      'admin-shop/moderate-review',
      { id, status: 'approved', kit: 'no-such-kit' },
      admin.accessToken,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(shopText('en', 'shop.admin.unknownKit'));

    const approved = await ok<{ review: AdminReview }>('moderate-review', {
      id,
      status: 'approved',
      kit: 'space-bunny',
    });
    expect(approved.review).toMatchObject({ status: 'approved', kit_slug: 'space-bunny' });
    const onKit = await publicReviews('space-bunny');
    const shown = onKit.reviews.find((review) => review.review === text);
    // A visitor sees the first name and initial, never the email.
    expect(shown).toMatchObject({ name: 'Ada L.', rating: 5, kit_slug: 'space-bunny' });
    expect(JSON.stringify(onKit)).not.toContain('@example.com');
    expect(onKit.count).toBeGreaterThanOrEqual(1);
    expect(onKit.average).toBeGreaterThan(0);
    expect((await publicReviews()).reviews.some((review) => review.review === text)).toBe(true);
    expect((await publicReviews('pirate-bunny')).reviews.some((review) => review.review === text)).toBe(
      false,
    );

    await ok('moderate-review', { id, status: 'hidden' });
    expect((await publicReviews('space-bunny')).reviews.some((review) => review.review === text)).toBe(false);
    expect(
      (await post('admin-shop/moderate-review', { id: 999_999, status: 'hidden' }, admin.accessToken)).status,
    ).toBe(404);

    // Each moderation is on the trail with who did it; the refused ones (bad kit, unknown review) are not.
    expect(await auditOf('reviews', id)).toEqual([
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'moderate_review',
        details: { status: 'approved', previous_status: 'pending', kit_slug: 'space-bunny' },
      },
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'moderate_review',
        details: { status: 'hidden', previous_status: 'approved', kit_slug: 'space-bunny' },
      },
    ]);
    expect(await auditOf('reviews', 999_999)).toEqual([]);
  });

  it('gives a kit without approved reviews no count and no average', async () => {
    const none = await publicReviews('mystery-detective');
    expect(none).toEqual({ count: 0, average: null, reviews: [] });
    expect((await post('reviews', { kit: 'nope' }, stack.anonKey)).status).toBe(400);
  });

  it('lists contact messages and marks one answered, then waiting again', async () => {
    const message = `Can I print the kit on A4? ${Date.now()}`;
    const asker = uniqueEmail('contact');
    const sent = await post(
      'submit-form',
      { formType: 'contact', name: 'Grace', email: asker, message },
      stack.anonKey,
    );
    expect(sent.status, await sent.clone().text()).toBe(200);
    type Message = { id: number; message: string; answered_at: string | null };
    const waiting = await ok<{ messages: Message[] }>('messages', { answered: false, email: asker });
    const mine = waiting.messages.find((entry) => entry.message === message)!;
    expect(mine.answered_at).toBeNull();
    const answered = await ok<{ message: Message }>('answer-message', { id: mine.id, answered: true });
    expect(answered.message.answered_at).not.toBeNull();
    expect(
      (await ok<{ messages: Message[] }>('messages', { answered: false, email: asker })).messages.map(
        (m) => m.id,
      ),
    ).not.toContain(mine.id);
    await ok('answer-message', { id: mine.id, answered: false });
    expect(
      (await ok<{ messages: Message[] }>('messages', { answered: false, email: asker })).messages.map(
        (m) => m.id,
      ),
    ).toContain(mine.id);
    expect(
      (await auditOf('contact_messages', mine.id)).map(({ actor_email, action, details }) => ({
        actor_email,
        action,
        details,
      })),
    ).toEqual([
      { actor_email: admin.email, action: 'answer_message', details: { answered: true } },
      { actor_email: admin.email, action: 'answer_message', details: { answered: false } },
    ]);
  });

  it('exports the waitlist as a CSV with the consent time, defusing spreadsheet formulas', async () => {
    const email = uniqueEmail('waitlist');
    await stack.db.query("insert into public.waitlist (email, age_range) values ($1, '6-8')", [email]);
    await stack.db.query('insert into public.waitlist (email) values ($1)', ['=HYPERLINK("x")@example.com']);
    const exportsBefore = (await auditOf('waitlist', null)).length;
    // Looking at the list is not an export and leaves no row.
    expect((await post('admin-shop/waitlist', {}, admin.accessToken)).status).toBe(200);
    expect(await auditOf('waitlist', null)).toHaveLength(exportsBefore);
    const response = await post('admin-shop/waitlist-csv', {}, admin.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="waitlist.csv"');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,age_range,consented_at');
    expect(lines.find((line) => line.startsWith(email))).toMatch(
      new RegExp(`^${email.replace(/[.]/g, '\\.')},6-8,\\d{4}-\\d{2}-\\d{2}T`),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^"'=HYPERLINK\(""x""\)@example\.com",,/));
    const exports = await auditOf('waitlist', null);
    expect(exports).toHaveLength(exportsBefore + 1);
    // The row count of the file, never the addresses themselves (the trail cannot be erased).
    expect(exports.at(-1)).toEqual({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'export_waitlist',
      details: { rows: lines.length - 1 },
    });
  });

  it('adds up paid sales per day in the shop’s time zone, kit and currency, and refuses a backwards range', async () => {
    // Days long past, which no other test writes to (the database may be shared): 23:30 in Toronto on
    // January 15th is already the 16th in UTC, and counts on the 15th.
    const insertOrder = (
      paidAt: string | null,
      status: string,
      kit: string,
      currency: string,
      cents: number,
      discount: { cents: number; label: string } | null = null,
    ) =>
      stack.db.query(
        `with o as (
           insert into public.orders (email, region, currency, subtotal_cents, discount_cents, discount_label,
                                      total_cents, status, paid_at)
             values ('sales@example.com', 'ca', $1, $2::int, $6::int, $7, $2::int - $6::int, $3, $4::timestamptz) returning id)
         insert into public.order_items (order_id, position, kit_slug, kit_title, format, quantity, unit_cents)
           select id, 0, $5, 'A kit', 'digital', 1, $2 from o`,
        [currency, cents, status, paidAt, kit, discount?.cents ?? 0, discount?.label ?? null],
      );
    await insertOrder('2020-01-15 23:30-05', 'paid', 'farmyard-hunt', 'CAD', 2499);
    await insertOrder('2020-01-15 09:00-05', 'refunded', 'farmyard-hunt', 'CAD', 2499);
    await insertOrder('2020-01-15 10:00-05', 'paid', 'easter-bunny', 'USD', 1999, {
      cents: 200,
      label: 'SPRING10',
    });
    await insertOrder(null, 'pending', 'farmyard-hunt', 'CAD', 999);
    const { rows, discounts } = await ok<{
      rows: Record<string, unknown>[];
      discounts: Record<string, unknown>[];
      timeZone: string;
    }>('sales', {
      from: '2020-01-15',
      to: '2020-01-15',
    });
    expect(rows).toEqual([
      {
        day: '2020-01-15',
        kit_slug: 'easter-bunny',
        currency: 'USD',
        orders: 1,
        units: 1,
        gross_cents: 1999,
        discount_cents: 200,
        refunded_cents: 0,
        tax_cents: 0,
      },
      {
        day: '2020-01-15',
        kit_slug: 'farmyard-hunt',
        currency: 'CAD',
        orders: 2,
        units: 2,
        gross_cents: 4998,
        discount_cents: 0,
        refunded_cents: 2499,
        tax_cents: 0,
      },
    ]);
    expect(discounts).toEqual([{ label: 'SPRING10', currency: 'USD', orders: 1, discount_cents: 200 }]);

    const today = new Date().toISOString().slice(0, 10);
    const backwards = await post('admin-shop/sales', { from: today, to: '2000-01-01' }, admin.accessToken);
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { error: string }).error).toBe(shopText('en', 'shop.admin.badRange'));
  });
});
