import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionTexts } from '../domain/account.ts';
import type { RunningStack } from '../../../local/stack.ts';
import { clientFor, startTestStack } from '../../../local/stack-testing.ts';

// delete-account under real Deno with the real auth and database: the member's clues and hunts go
// with the account, orders stay without it, and only the member, confirming their email, can do it.
let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack({ auth: { enableConfirmations: false } });
});
afterAll(async () => {
  await stack?.stop();
});

const remove = (body: unknown, token?: string) =>
  fetch(`${stack.apiUrl}/functions/v1/delete-account`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token ?? stack.anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('delete-account', () => {
  it('deletes the account with its clues and hunts, keeps its orders detached, and needs the email typed again', async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const { data, error } = await clientFor(stack).auth.signUp({
      email,
      password: 'correct horse battery staple',
    });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    const userId = data.user.id;
    const token = data.session.access_token;
    await stack.db.query(
      `insert into public.clues (user_id, theme, difficulty, location, text) values ($1, 'nature', 'easy', 'under the mat', 'Look under the mat!')`,
      [userId],
    );
    await stack.db.query(
      `insert into public.hunts (user_id, title, theme, difficulty, child_name, places, clue_texts)
         values ($1, 'Maya''s nature hunt (2 cards)', 'nature', 'easy', 'Maya', array['a', 'b'], array['A!', 'B!'])`,
      [userId],
    );
    const { rows: order } = await stack.db.query<{ id: string }>(
      `insert into public.orders (email, user_id, region, currency, subtotal_cents, total_cents)
         values ($1, $2, 'us', 'USD', 1999, 1999) returning id`,
      [email, userId],
    );

    expect((await remove({ email })).status).toBe(401);
    const wrong = await remove({ email: 'someone-else@example.com' }, token);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(accountDeletionTexts.emailMismatch);
    expect((await stack.db.query('select 1 from auth.users where id = $1', [userId])).rows).toHaveLength(1);

    const done = await remove({ email: email.toUpperCase() }, token);
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toEqual({ deleted: true });
    const count = async (sql: string) => (await stack.db.query(sql, [userId])).rows.length;
    expect(await count('select 1 from auth.users where id = $1')).toBe(0);
    expect(await count('select 1 from public.clues where user_id = $1')).toBe(0);
    expect(await count('select 1 from public.hunts where user_id = $1')).toBe(0);
    const { rows: kept } = await stack.db.query<{ user_id: string | null; email: string }>(
      'select user_id, email from public.orders where id = $1',
      [order[0]!.id],
    );
    expect(kept).toEqual([{ user_id: null, email }]);
    // The old session opens nothing any more.
    expect((await remove({ email }, token)).status).toBe(401);
  });
});
