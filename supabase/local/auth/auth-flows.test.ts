import { AuthWeakPasswordError, createClient } from '@supabase/supabase-js';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { verifyJwt, JWT_SECRET, SERVICE_ROLE_KEY, ANON_KEY } from '../keys.ts';
import type { AuthHarness } from './test-harness.ts';
import {
  HOOK_TIMEOUT_MS,
  followLink,
  fragmentParams,
  linkFromMail,
  startAuthHarness,
  testClient,
} from './test-harness.ts';

let harness: AuthHarness;
let counter = 0;
const newEmail = () => `member${++counter}-${Date.now()}@example.com`;
const PASSWORD = 'treasure-map-42';

async function signUpAndConfirm(email: string, password = PASSWORD) {
  const client = testClient(harness.url);
  const { error } = await client.auth.signUp({ email, password });
  if (error) throw error;
  const location = await followLink(linkFromMail(harness.mails, email));
  return fragmentParams(location);
}

beforeAll(async () => {
  harness = await startAuthHarness({
    siteUrl: 'http://127.0.0.1:5173',
    additionalRedirectUrls: ['https://*.example.org/**'],
  });
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await harness.stop();
}, HOOK_TIMEOUT_MS);

describe('sign-up with email confirmation (the hosted default)', () => {
  it('returns a user without a session and mails a link that signs the member in', async () => {
    const email = newEmail();
    const client = testClient(harness.url);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));

    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:5173/clue-login' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);

    const mail = harness.mails.filter((candidate) => candidate.to === email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('Adventure Clue Kits');
    expect(mail[0]?.html).toContain('Adventure Clue Kits');

    const before = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(before.error?.code).toBe('email_not_confirmed');

    const location = await followLink(linkFromMail(harness.mails, email));
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:5173/clue-login');
    const fragment = fragmentParams(location);
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(fragment.get('type')).toBe('signup');

    const { data: session, error: sessionError } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    expect(session.user?.email_confirmed_at).toBeTruthy();
    expect(events).toContain('SIGNED_IN');

    const { data: user } = await client.auth.getUser();
    expect(user.user?.id).toBe(data.user?.id);

    await client.auth.signOut();
    expect(events.at(-1)).toBe('SIGNED_OUT');
    expect((await client.auth.getSession()).data.session).toBeNull();

    const again = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(data.user?.id);
  });

  it('refuses a link that was already used, sending the error in the fragment', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const location = await followLink(linkFromMail(harness.mails, email));
    const fragment = fragmentParams(location);
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('sends tokens only to allowed redirect targets', async () => {
    const client = testClient(harness.url);
    const allowed = newEmail();
    await client.auth.signUp({
      email: allowed,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://app.example.org/a/b' },
    });
    expect((await followLink(linkFromMail(harness.mails, allowed))).origin).toBe('https://app.example.org');

    const foreign = newEmail();
    await client.auth.signUp({
      email: foreign,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.test/steal' },
    });
    expect((await followLink(linkFromMail(harness.mails, foreign))).origin).toBe('http://127.0.0.1:5173');
  });

  it('answers a duplicate sign-up like hosted Supabase: a look-alike user, no second account, no email', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const mailsBefore = harness.mails.length;
    const { data, error } = await testClient(harness.url).auth.signUp({
      email,
      password: 'another-password',
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(harness.mails.length).toBe(mailsBefore);
    const { rows } = await harness.db.query('select id from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(data.user?.id);
    const original = await testClient(harness.url).auth.signInWithPassword({ email, password: PASSWORD });
    expect(original.error).toBeNull();
  });

  it('re-sends the confirmation for an unconfirmed address, at most once per max_frequency', async () => {
    const email = newEmail();
    const client = testClient(harness.url);
    await client.auth.signUp({ email, password: PASSWORD });
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.status).toBe(429);
    expect(harness.mails.filter((mail) => mail.to === email)).toHaveLength(1);
  });
});

describe('sign-in errors', () => {
  it('reports a wrong password as invalid_credentials, like an unknown address', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const client = testClient(harness.url);
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await client.auth.signInWithPassword({ email: newEmail(), password: PASSWORD });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('turns a short password into an AuthWeakPasswordError with reasons', async () => {
    const { error } = await testClient(harness.url).auth.signUp({ email: newEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(error?.status).toBe(422);
  });

  it('refuses an invalid email address with validation_failed', async () => {
    const { error } = await testClient(harness.url).auth.signUp({
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });

  it('sends the legacy error shape to clients that do not ask for API version 2024-01-01', async () => {
    const response = await fetch(`${harness.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: PASSWORD }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});

describe('access tokens', () => {
  it('carry the claims GoTrue issues, signed with the local secret', async () => {
    const email = newEmail();
    const fragment = await signUpAndConfirm(email);
    const check = verifyJwt(fragment.get('access_token') ?? '', JWT_SECRET);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const claims = check.claims;
    expect(Object.keys(claims).sort()).toEqual(
      [
        'aal',
        'amr',
        'app_metadata',
        'aud',
        'email',
        'exp',
        'iat',
        'is_anonymous',
        'iss',
        'phone',
        'role',
        'session_id',
        'sub',
        'user_metadata',
      ].sort(),
    );
    expect(claims).toMatchObject({
      iss: `${harness.url}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
  });

  it('answers 403 bad_jwt for a forged token and 401 without one', async () => {
    const forged = await fetch(`${harness.url}/auth/v1/user`, {
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY.slice(0, -2)}xx`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(forged.status).toBe(403);
    expect((await forged.json()).code).toBe('bad_jwt');
    const missing = await fetch(`${harness.url}/auth/v1/user`, { headers: { apikey: ANON_KEY } });
    expect(missing.status).toBe(401);
  });
});

describe('sign-out scopes', () => {
  it('ends only the current session with scope local and every session with global', async () => {
    const email = newEmail();
    await signUpAndConfirm(email);
    const [first, second, third] = [
      testClient(harness.url),
      testClient(harness.url),
      testClient(harness.url),
    ];
    for (const client of [first, second, third]) {
      expect((await client!.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    }
    await first!.auth.signOut({ scope: 'local' });
    expect((await second!.auth.getUser()).error).toBeNull();
    await second!.auth.signOut({ scope: 'global' });
    const { error } = await third!.auth.getUser();
    expect(error?.message).toBe('Auth session missing!');
  });
});

describe('admin API', () => {
  it('creates confirmed users for the service role only', async () => {
    const email = newEmail();
    const call = (key: string) =>
      fetch(`${harness.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
      });
    expect((await call(ANON_KEY)).status).toBe(403);
    const created = await call(SERVICE_ROLE_KEY);
    expect(created.status).toBe(200);
    expect((await created.json()).email_confirmed_at).toBeTruthy();
    expect((await call(SERVICE_ROLE_KEY)).status).toBe(422);
    const signIn = await testClient(harness.url).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});

describe('updateUser', () => {
  it('refuses a phone change instead of answering 200 with nothing changed', async () => {
    const tokens = await signUpAndConfirm(newEmail());
    const client = testClient(harness.url);
    await client.auth.setSession({
      access_token: tokens.get('access_token') ?? '',
      refresh_token: tokens.get('refresh_token') ?? '',
    });
    const { data, error } = await client.auth.updateUser({ phone: '+15555550100' });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('phone is not supported by the local stack');
  });
});

describe('admin API through supabase-js', () => {
  const admin = () =>
    createClient(harness.url, SERVICE_ROLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    }).auth.admin;

  it('listUsers() without arguments answers the first page (the client sends empty page/per_page)', async () => {
    const email = newEmail();
    await admin().createUser({ email, password: PASSWORD, email_confirm: true });
    const { data, error } = await admin().listUsers();
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toContain(email);
  });

  it('createUser stores the given user_metadata, plus email_verified only when it confirms', async () => {
    const confirmed = await admin().createUser({
      email: newEmail(),
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: 'Pat' },
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.user_metadata).toEqual({ display_name: 'Pat', email_verified: true });
    const unconfirmed = await admin().createUser({ email: newEmail(), password: PASSWORD });
    expect(unconfirmed.data.user?.user_metadata).toEqual({});
  });

  it('refuses createUser attributes GoTrue would honour and the stack cannot (never stores them silently)', async () => {
    const email = newEmail();
    const { data, error } = await admin().createUser({ email, phone: '+15555550100', ban_duration: '24h' });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.message).toBe("phone is not supported by the local stack's admin API");
    const { data: list } = await admin().listUsers({ page: 1, perPage: 1000 });
    expect(list.users.map((user) => user.email)).not.toContain(email);
  });
});

describe('settings', () => {
  it('tells clients that email sign-up is on and needs confirmation', async () => {
    const response = await fetch(`${harness.url}/auth/v1/settings`, { headers: { apikey: ANON_KEY } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
  });
});
