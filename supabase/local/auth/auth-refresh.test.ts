import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../keys.ts';
import type { AuthHarness } from './test-harness.ts';
import { createConfirmedUser, HOOK_TIMEOUT_MS, startAuthHarness, testClient } from './test-harness.ts';

/**
 * 100 s tokens: more than the client's 90 s expiry margin, so getSession() does not refresh
 * on its own, yet fewer than 4 ticks of 30 s, so the first auto-refresh tick does.
 */
const JWT_EXPIRY = 100;
/** Short reuse window so a replay "after the window" takes a second, not ten. */
const REUSE_SECONDS = 1;
const PASSWORD = 'compass-and-lantern';

let harness: AuthHarness;
let counter = 0;

beforeAll(async () => {
  harness = await startAuthHarness({ jwtExpiry: JWT_EXPIRY, refreshTokenReuseInterval: REUSE_SECONDS });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await harness.stop();
}, HOOK_TIMEOUT_MS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newMember() {
  const email = `refresher${++counter}-${Date.now()}@example.com`;
  const response = await createConfirmedUser(harness.url, email, PASSWORD);
  expect(response.status).toBe(200);
  const client = testClient(harness.url);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

async function refresh(refreshToken: string) {
  const response = await fetch(`${harness.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('refresh-token rotation', () => {
  it('refreshes a token near expiry on its own and emits TOKEN_REFRESHED', async () => {
    const { client, session } = await newMember();
    expect(session.expires_in).toBe(JWT_EXPIRY);
    const refreshed = new Promise<string>((resolve) => {
      client.auth.onAuthStateChange((event, next) => {
        if (event === 'TOKEN_REFRESHED' && next) resolve(next.refresh_token);
      });
    });
    // Outside a browser supabase-js only refreshes once asked to run its ticker.
    await client.auth.startAutoRefresh();
    const next = await Promise.race([refreshed, sleep(5000).then(() => 'timeout')]);
    await client.auth.stopAutoRefresh();
    expect(next).not.toBe('timeout');
    expect(next).not.toBe(session.refresh_token);
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('lets two concurrent refreshes with the same token both succeed, with the same new token', async () => {
    const { session } = await newMember();
    const [first, second] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.refresh_token).toBe(second.body.refresh_token);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
  });

  it('accepts an older revoked token within the reuse window', async () => {
    const { session } = await newMember();
    const one = await refresh(session.refresh_token);
    const two = await refresh(one.body.refresh_token as string);
    expect(two.status).toBe(200);
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
  });

  it('refuses a replay after the window and revokes the whole session', async () => {
    const { client, session } = await newMember();
    const one = await refresh(session.refresh_token);
    const two = await refresh(one.body.refresh_token as string);
    await sleep(REUSE_SECONDS * 1000 + 200);

    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('refresh_token_already_used');

    // The thief's token and the rightful owner's newest one are both dead now.
    const latest = await refresh(two.body.refresh_token as string);
    expect(latest.status).toBe(400);
    await client.auth.setSession({
      access_token: two.body.access_token as string,
      refresh_token: two.body.refresh_token as string,
    });
    const { error } = await client.auth.getUser();
    expect(error?.message).toBe('Auth session missing!');
  });

  it('returns the active token again for its parent even after the window, as GoTrue does', async () => {
    const { session } = await newMember();
    const one = await refresh(session.refresh_token);
    await sleep(REUSE_SECONDS * 1000 + 200);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(one.body.refresh_token);
  });

  it('reports unknown and missing refresh tokens', async () => {
    const unknown = await refresh('no-such-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('refresh_token_not_found');
    const { error } = await testClient(harness.url).auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error?.code).toBe('refresh_token_not_found');
  });
});
