/**
 * Auth inside the whole local stack: the confirmation email travels through the mailbox's
 * SMTP server, and a member's session reaches row-level security on /rest/v1 as auth.uid().
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../stack.ts';
import { startTestStack } from '../stack-testing.ts';
import { HOOK_TIMEOUT_MS, followLink, fragmentParams, testClient } from './test-harness.ts';

let stack: RunningStack;
let counter = 0;
const PASSWORD = 'secret-cave-entrance';

beforeAll(async () => {
  stack = await startTestStack({
    functions: false,
    auth: { enableConfirmations: true, siteUrl: 'http://127.0.0.1:5173' },
  });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await stack.stop();
}, HOOK_TIMEOUT_MS);

async function waitForMail(to: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = stack.mailbox.list().find((message) => message.to.includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email for ${to}`);
}

/** Signs up through supabase-js, confirms through the mailed link and returns the signed-in client. */
async function confirmedMember() {
  const email = `explorer${++counter}-${Date.now()}@example.com`;
  const client = testClient(stack.apiUrl);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Confirm your Adventure Clue Kits account');
  const link = mail.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  expect(link?.startsWith(`${stack.apiUrl}/auth/v1/verify?`)).toBe(true);
  const fragment = fragmentParams(await followLink(link ?? ''));
  const session = await client.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  expect(session.error).toBeNull();
  return { client, id: data.user?.id ?? '' };
}

describe('auth in the local stack', () => {
  it('gives REST calls made with a member session auth.uid() = that member under RLS', async () => {
    const alice = await confirmedMember();
    const bob = await confirmedMember();

    // Each member starts with three sample clues; the policies compare user_id with auth.uid().
    const aliceRows = await alice.client.from('clues').select('user_id');
    expect(aliceRows.error).toBeNull();
    expect(aliceRows.data).toHaveLength(3);
    expect(new Set(aliceRows.data?.map((row) => row.user_id))).toEqual(new Set([alice.id]));

    const bobRows = await bob.client.from('clues').select('user_id');
    expect(new Set(bobRows.data?.map((row) => row.user_id))).toEqual(new Set([bob.id]));

    await alice.client.auth.signOut();
    const anonymous = await alice.client.from('clues').select('id');
    expect(anonymous.data ?? []).toEqual([]);
  });

  it('stores users in auth.users with a bcrypt hash and an email identity, as GoTrue does', async () => {
    const { id } = await confirmedMember();
    const { rows } = await stack.db.query<{
      encrypted_password: string;
      provider: string;
      confirmed: boolean;
    }>(
      `select u.encrypted_password, i.provider, u.email_confirmed_at is not null as confirmed
       from auth.users u join auth.identities i on i.user_id = u.id where u.id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(rows[0]?.provider).toBe('email');
    expect(rows[0]?.confirmed).toBe(true);
  });
});
