import { afterEach, describe, expect, it } from 'vitest';
import { ANON_KEY } from '../keys.ts';
import type { AuthHarness } from './test-harness.ts';
import { HOOK_TIMEOUT_MS, startAuthHarness, testClient } from './test-harness.ts';

const PASSWORD = 'lighthouse-keeper';
let harness: AuthHarness | undefined;
let counter = 0;
const newEmail = () => `mode${++counter}-${Date.now()}@example.com`;

afterEach(async () => {
  await harness?.stop();
  harness = undefined;
}, HOOK_TIMEOUT_MS);

describe('auto-confirm (enable_confirmations = false, the CLI default)', () => {
  it(
    'signs the member in at sign-up and refuses a duplicate with user_already_exists',
    { timeout: HOOK_TIMEOUT_MS },
    async () => {
      harness = await startAuthHarness({ enableConfirmations: false });
      const email = newEmail();
      const client = testClient(harness.url);
      const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect(harness.mails).toHaveLength(0);

      const duplicate = await testClient(harness.url).auth.signUp({ email, password: PASSWORD });
      expect(duplicate.error?.code).toBe('user_already_exists');
      expect(duplicate.error?.status).toBe(422);
    },
  );
});

describe('rate limits', () => {
  it(
    'answers 429 over_request_rate_limit once an IP used its sign-in allowance',
    { timeout: HOOK_TIMEOUT_MS },
    async () => {
      harness = await startAuthHarness({
        rateLimits: {
          emailSentPerHour: 100,
          tokenRefreshPer5Min: 100,
          signInSignUpsPer5Min: 3,
          verifyPer5Min: 100,
        },
      });
      const client = testClient(harness.url);
      const codes: (string | undefined)[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const { error } = await client.auth.signInWithPassword({ email: newEmail(), password: PASSWORD });
        codes.push(error?.code);
      }
      expect(codes).toEqual([
        'invalid_credentials',
        'invalid_credentials',
        'invalid_credentials',
        'over_request_rate_limit',
      ]);
    },
  );

  it(
    'answers 429 over_email_send_rate_limit once the hourly email budget is spent',
    { timeout: HOOK_TIMEOUT_MS },
    async () => {
      harness = await startAuthHarness({
        maxFrequencySeconds: 0,
        rateLimits: {
          emailSentPerHour: 2,
          tokenRefreshPer5Min: 100,
          signInSignUpsPer5Min: 100,
          verifyPer5Min: 100,
        },
      });
      const client = testClient(harness.url);
      expect((await client.auth.signUp({ email: newEmail(), password: PASSWORD })).error).toBeNull();
      expect((await client.auth.signUp({ email: newEmail(), password: PASSWORD })).error).toBeNull();
      const third = newEmail();
      const { error } = await client.auth.signUp({ email: third, password: PASSWORD });
      expect(error?.code).toBe('over_email_send_rate_limit');
      expect(error?.status).toBe(429);
      // The refused sign-up left no half-made account behind.
      const { rows } = await harness.db.query('select 1 from auth.users where email = $1', [third]);
      expect(rows).toHaveLength(0);
    },
  );
});

describe('robustness', () => {
  it(
    'refuses oversized bodies with 413 JSON and keeps serving the connection',
    { timeout: HOOK_TIMEOUT_MS },
    async () => {
      harness = await startAuthHarness();
      const response = await fetch(`${harness.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: newEmail(), password: 'x'.repeat(200_000) }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error_code: 'request_too_large' });
      const health = await fetch(`${harness.url}/auth/v1/health`, { headers: { apikey: ANON_KEY } });
      expect(health.status).toBe(200);
    },
  );
});
