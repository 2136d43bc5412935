import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../keys.ts';
import { defaultAuthConfig } from './config.ts';
import type { AuthHarness } from './test-harness.ts';
import { createConfirmedUser, HOOK_TIMEOUT_MS, startAuthHarness, testClient } from './test-harness.ts';
import { totpCode } from './totp.ts';

/**
 * GoTrue's MFA endpoints for TOTP (internal/api/mfa.go), driven through supabase-js's `auth.mfa` as
 * the owner's console uses them, and raw where the wire shape or an error matters.
 */
let harness: AuthHarness;
let counter = 0;
const PASSWORD = 'second-factor-lantern';

beforeAll(async () => {
  harness = await startAuthHarness();
}, HOOK_TIMEOUT_MS);
afterAll(async () => {
  await harness.stop();
}, HOOK_TIMEOUT_MS);

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    aal: string;
    amr: { method: string; timestamp: number }[];
    session_id: string;
  };

async function newAccount() {
  const email = `owner${++counter}-${Date.now()}@example.com`;
  const response = await createConfirmedUser(harness.url, email, PASSWORD);
  expect(response.status).toBe(200);
  return { email, client: await signedIn(email) };
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = testClient(harness.url);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

/** An account with a verified TOTP factor, its client stepped up to aal2. */
async function enrolled() {
  const account = await newAccount();
  const { data, error } = await account.client.auth.mfa.enroll({
    factorType: 'totp',
    issuer: 'Adventure Clue Kits',
  });
  if (error) throw error;
  const verified = await account.client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totpCode(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { ...account, factorId: data.id, secret: data.totp.secret };
}

/** A raw call as supabase-js makes it (API version header: string error codes). */
async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${harness.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json;charset=UTF-8',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('MFA: enrolling a TOTP factor', () => {
  it('answers the factor id, a QR code supabase-js turns into an SVG data URI, the secret and its URI', async () => {
    const { email, client } = await newAccount();
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'totp',
      issuer: 'Adventure Clue Kits',
    });
    expect(error).toBeNull();
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data!.type).toBe('totp');
    expect(data!.totp.qr_code).toMatch(
      /^data:image\/svg\+xml;utf-8,<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
    // Unescaped in the data URI, so a '#' would cut the image short.
    expect(data!.totp.qr_code).not.toContain('#');
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/Adventure%20Clue%20Kits:${email}?algorithm=SHA1&digits=6&issuer=Adventure+Clue+Kits&period=30&secret=${data!.totp.secret}`,
    );

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data!.all).toEqual([
      expect.objectContaining({ id: data!.id, factor_type: 'totp', status: 'unverified' }),
    ]);
    expect(factors.data!.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('names the site as issuer when the app gives none, and lists factors on GET /user without their secret', async () => {
    const { client } = await newAccount();
    const token = await accessToken(client);
    const enrolment = await call('POST', '/factors', token, {
      factor_type: 'totp',
      friendly_name: 'Phone app',
    });
    expect(enrolment.status).toBe(200);
    expect(enrolment.body).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect((enrolment.body.totp as { qr_code: string }).qr_code).toMatch(/^<svg /);
    expect((enrolment.body.totp as { uri: string }).uri).toMatch(/^otpauth:\/\/totp\/127\.0\.0\.1:3000:/);

    const user = await call('GET', '/user', token);
    expect(user.body.factors).toEqual([
      {
        id: enrolment.body.id,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        status: 'unverified',
        friendly_name: 'Phone app',
        factor_type: 'totp',
        phone: '',
        last_challenged_at: null,
      },
    ]);
    const again = await call('POST', '/factors', token, { factor_type: 'totp', friendly_name: 'Phone app' });
    expect(again).toEqual({
      status: 422,
      body: {
        code: 'mfa_factor_name_conflict',
        message: 'A factor with the friendly name "Phone app" for this user already exists',
      },
    });
  });

  it('refuses factor types the project has not turned on', async () => {
    const { client } = await newAccount();
    const token = await accessToken(client);
    expect(await call('POST', '/factors', token, { factor_type: 'phone', phone: '+15555550100' })).toEqual({
      status: 422,
      body: { code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' },
    });
    expect(await call('POST', '/factors', token, { factor_type: 'sms' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'factor_type needs to be totp, phone, or webauthn' },
    });
    const { data: user } = await client.auth.getUser();
    expect(user.user!.factors).toBeUndefined();
  });
});

describe('MFA: challenge and verify', () => {
  it('verifies the code of the app: a new session at aal2 whose amr starts with totp', async () => {
    const { client } = await newAccount();
    const before = await accessToken(client);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge, error } = await client.auth.mfa.challenge({ factorId: factor!.id });
    expect(error).toBeNull();
    expect(challenge!.type).toBe('totp');
    expect(challenge!.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(challenge!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);

    const verified = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: totpCode(factor!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(claims.session_id).toBe(claimsOf(before).session_id);
    expect(verified.data!.user.factors).toEqual([
      expect.objectContaining({ id: factor!.id, status: 'verified' }),
    ]);
    // supabase-js stored the new session: the client now reads aal2 with the factor listed.
    expect(await accessToken(client)).toBe(verified.data!.access_token);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data!.totp).toHaveLength(1);
  });

  it('accepts the previous step, refuses a wrong code and one two steps old', async () => {
    const { client } = await newAccount();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = factor!.totp.secret;
    for (const code of ['000000', totpCode(secret, Date.now() - 60_000)]) {
      if (code === totpCode(secret) || code === totpCode(secret, Date.now() - 30_000)) continue;
      const refused = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code });
      expect(refused.error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
        message: 'Invalid TOTP code entered',
      });
    }
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data!.currentLevel).toBe('aal1');
    const accepted = await client.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: totpCode(secret, Date.now() - 30_000),
    });
    expect(accepted.error).toBeNull();
  });

  it('uses a challenge once, only for its own factor, and not after it expired', async () => {
    const owner = await enrolled();
    const token = await accessToken(owner.client);
    const code = totpCode(owner.secret);
    const first = await call('POST', `/factors/${owner.factorId}/challenge`, token, {});
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['expires_at', 'id', 'type']);
    const verify = (
      challengeId: unknown,
      factorId = owner.factorId,
      body: Record<string, unknown> = { code },
    ) => call('POST', `/factors/${factorId}/verify`, token, { challenge_id: challengeId, ...body });

    expect(await verify(first.body.id, owner.factorId, { code: '' })).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Code needs to be non-empty' },
    });
    const ok = await verify(first.body.id);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'user',
    ]);
    const stepped = ok.body.access_token as string;
    expect(
      await call('POST', `/factors/${owner.factorId}/verify`, stepped, { challenge_id: first.body.id, code }),
    ).toEqual({
      status: 422,
      body: { code: 'mfa_ip_address_mismatch', message: 'Challenge and verify IP addresses mismatch.' },
    });

    const other = await enrolled();
    const theirs = await call('POST', `/factors/${other.factorId}/challenge`, stepped, {});
    expect(theirs).toEqual({
      status: 404,
      body: { code: 'mfa_factor_not_found', message: 'Factor not found' },
    });
    expect((await call('POST', '/factors/not-a-uuid/challenge', stepped, {})).status).toBe(404);
    const unknownChallenge = await call('POST', `/factors/${owner.factorId}/verify`, stepped, {
      challenge_id: crypto.randomUUID(),
      code,
    });
    expect(unknownChallenge).toEqual({
      status: 422,
      body: { code: 'mfa_factor_not_found', message: 'MFA factor with the provided challenge ID not found' },
    });

    const late = await call('POST', `/factors/${owner.factorId}/challenge`, stepped, {});
    await harness.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [late.body.id],
    );
    expect(
      await call('POST', `/factors/${owner.factorId}/verify`, stepped, { challenge_id: late.body.id, code }),
    ).toEqual({
      status: 422,
      body: {
        code: 'mfa_challenge_expired',
        message: `MFA challenge ${String(late.body.id)} has expired, verify against another challenge or create a new challenge.`,
      },
    });
    const { rows } = await harness.db.query('select 1 from auth.mfa_challenges where id = $1', [
      late.body.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('asks a later sign-in for the code (aal1, next aal2), and a refresh keeps aal2', async () => {
    const owner = await enrolled();
    const later = await signedIn(owner.email);
    const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const verified = await later.auth.mfa.challengeAndVerify({
      factorId: owner.factorId,
      code: totpCode(owner.secret),
    });
    expect(verified.error).toBeNull();
    const refreshed = await later.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(verified.data!.refresh_token);
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
    expect(claimsOf(refreshed.data.session!.access_token).amr.map((entry) => entry.method)).toContain('totp');
  });

  it('signs out the account’s other sessions still at aal1 once a factor is verified', async () => {
    const { email, client } = await newAccount();
    const other = await signedIn(email);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totpCode(factor!.totp.secret) });
    expect((await client.auth.getUser()).error).toBeNull();
    const { error } = await other.auth.getUser();
    expect(error?.name).toBe('AuthSessionMissingError');
  });
});

describe('MFA: a second factor and unenrolling', () => {
  it('needs aal2 to add another factor or to remove a verified one; removing it brings the session to aal1', async () => {
    const owner = await enrolled();
    const later = await signedIn(owner.email);
    const laterToken = await accessToken(later);
    expect(
      await call('POST', '/factors', laterToken, { factor_type: 'totp', friendly_name: 'Spare' }),
    ).toEqual({
      status: 403,
      body: { code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' },
    });
    const refused = await later.auth.mfa.unenroll({ factorId: owner.factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const { data, error } = await owner.client.auth.mfa.unenroll({ factorId: owner.factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: owner.factorId });
    const refreshed = await owner.client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect(claimsOf(refreshed.data.session!.access_token).amr.map((entry) => entry.method)).toEqual([
      'password',
    ]);
    expect((await owner.client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  it('lets an unverified factor go at aal1, as the console does before enrolling afresh', async () => {
    const { client } = await newAccount();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect((await client.auth.mfa.unenroll({ factorId: factor!.id })).error).toBeNull();
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
  });
});

describe('MFA: rate limit', () => {
  it(
    'refuses a client IP its 16th verification in a minute, as GoTrue does',
    async () => {
      const strict = await startAuthHarness({ mfa: { ...defaultAuthConfig.mfa } });
      // Unique: DATABASE_URL's server keeps the accounts of earlier runs.
      const limitedEmail = `limited-${Date.now()}@example.com`;
      try {
        const response = await fetch(`${strict.url}/auth/v1/admin/users`, {
          method: 'POST',
          headers: {
            apikey: SERVICE_ROLE_KEY,
            Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ email: limitedEmail, password: PASSWORD, email_confirm: true }),
        });
        expect(response.status).toBe(200);
        const client = testClient(strict.url);
        await client.auth.signInWithPassword({ email: limitedEmail, password: PASSWORD });
        const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
        const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 16; attempt++) {
          const { error } = await client.auth.mfa.verify({
            factorId: factor!.id,
            challengeId: challenge!.id,
            code: '000000',
          });
          statuses.push(error?.status ?? 200);
        }
        expect(statuses.slice(0, 15).every((status) => status === 422)).toBe(true);
        expect(statuses[15]).toBe(429);
      } finally {
        await strict.stop();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});
