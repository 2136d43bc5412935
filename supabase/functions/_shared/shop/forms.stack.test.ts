import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT } from './shop-store.ts';
import { rateLimitDigest } from '../http/rate-limit-digest.ts';
import { LOCAL_SHOP_EMAIL } from '../../../local/stack.ts';
import {
  corsPreflight,
  createMember,
  postFunction,
  uniqueEmail,
  useTestStack,
} from '../../../local/stack-testing.ts';

// The submit-form function under real Deno, in front of the real REST layer and database, plus
// the tables' own defences against requests that skip the function.
const stack = useTestStack();
beforeEach(async () => {
  // Each test starts under the rate limit; the limit itself has its own test.
  await stack.db.query('delete from public.form_submission_claims');
  stack.mailbox.clear();
});

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  postFunction(stack, 'submit-form', body, { headers });

function restInsert(table: string, row: unknown, token = stack.anonKey) {
  return fetch(`${stack.apiUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: typeof row === 'string' ? row : JSON.stringify(row),
  });
}

async function rows(sql: string, params: unknown[] = []) {
  return (await stack.db.query<Record<string, unknown>>(sql, params)).rows;
}

describe('submit-form', () => {
  it('stores a review and emails the shop the spec’s "Review (N stars): " message', async () => {
    const email = uniqueEmail('review');
    const response = await submit({
      formType: 'review',
      name: '  Ada  ',
      email,
      rating: 4,
      review: 'The kids loved every clue!',
      website: '',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await rows('select name, rating, review from public.reviews where email = $1', [email])).toEqual([
      { name: 'Ada', rating: 4, review: 'The kids loved every clue!' },
    ]);
    const [mail] = stack.mailbox.list();
    expect(mail?.to).toEqual([LOCAL_SHOP_EMAIL]);
    expect(mail?.subject).toBe('New review (4 stars) from Ada');
    expect(mail?.text).toContain('Review (4 stars): The kids loved every clue!');
    expect(mail?.text).toContain(email);
  });

  it('stores a contact message and emails it to the shop', async () => {
    const email = uniqueEmail('contact');
    const response = await submit({
      formType: 'contact',
      name: 'Bo',
      email,
      message: 'Where is my download link?',
    });
    expect(response.status).toBe(200);
    expect(await rows('select name, message from public.contact_messages where email = $1', [email])).toEqual(
      [{ name: 'Bo', message: 'Where is my download link?' }],
    );
    const [mail] = stack.mailbox.list();
    expect(mail?.subject).toBe('New contact message from Bo');
    expect(mail?.text).toContain('Where is my download link?');
  });

  it('keeps one waitlist row per address, answering the same both times, and sends no email', async () => {
    const email = uniqueEmail('waitlist');
    const first = await submit({ formType: 'waitlist', email, ageRange: '6-8' });
    const second = await submit({ formType: 'waitlist', email: email.toUpperCase(), ageRange: '' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(
      await rows('select age_range from public.waitlist where lower(email) = lower($1)', [email]),
    ).toEqual([{ age_range: '6-8' }]);
    expect(stack.mailbox.list()).toEqual([]);
  });

  it('answers a bot that filled the honeypot like a success, storing and sending nothing', async () => {
    const email = uniqueEmail('bot');
    const response = await submit({
      formType: 'contact',
      name: 'Bot',
      email,
      message: 'Cheap watches at example.com',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(200);
    expect(await rows('select 1 from public.contact_messages where email = $1', [email])).toEqual([]);
    expect(stack.mailbox.list()).toEqual([]);
  });

  it('refuses invalid fields with the forms’ own messages', async () => {
    const response = await submit({
      formType: 'review',
      name: 'A',
      email: 'nope',
      rating: 0,
      review: 'short',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'Name must be at least 2 characters.',
      fieldErrors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        review: 'Review must be at least 10 characters.',
        rating: 'Please select a star rating before submitting your review.',
      },
    });
  });

  it('refuses bad JSON, other methods and oversized bodies', async () => {
    expect((await submit('{not json')).status).toBe(400);
    const get = await fetch(`${stack.apiUrl}/functions/v1/submit-form`, {
      headers: { Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(get.status).toBe(405);
    const huge = await submit({
      formType: 'contact',
      name: 'Bo',
      email: uniqueEmail('big'),
      message: 'x'.repeat(200_000),
    });
    // The functions runner's 64 KB cap answers before the function's own check of the same size.
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
  });

  it('needs a JWT: without the anon key the platform refuses the call', async () => {
    const response = await fetch(`${stack.apiUrl}/functions/v1/submit-form`, {
      method: 'POST',
      body: JSON.stringify({ formType: 'waitlist', email: uniqueEmail('nokey') }),
    });
    expect(response.status).toBe(401);
  });

  it(`rate-limits one address after ${DEFAULT_RATE_LIMIT.perEmail} submissions, with a clear message`, async () => {
    const email = uniqueEmail('eager');
    const message = { formType: 'contact', name: 'Eager', email, message: 'Is my order on its way yet?' };
    for (let i = 0; i < DEFAULT_RATE_LIMIT.perEmail; i++) expect((await submit(message)).status).toBe(200);
    const refused = await submit(message);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many submissions — please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rows('select 1 from public.contact_messages where email = $1', [email])).toHaveLength(
      DEFAULT_RATE_LIMIT.perEmail,
    );
  });

  it(`rate-limits one IP after ${DEFAULT_RATE_LIMIT.perIp} submissions, whatever the addresses`, async () => {
    for (let i = 0; i < DEFAULT_RATE_LIMIT.perIp; i++) {
      expect((await submit({ formType: 'waitlist', email: uniqueEmail('ip') })).status).toBe(200);
    }
    expect((await submit({ formType: 'waitlist', email: uniqueEmail('ip') })).status).toBe(429);
  });

  it('counts the IP the gateway saw, not the X-Forwarded-For or X-Real-IP a client forges', async () => {
    for (let i = 0; i < DEFAULT_RATE_LIMIT.perIp; i++) {
      const forged = `203.0.113.${i}`;
      const response = await submit(
        { formType: 'waitlist', email: uniqueEmail('forger') },
        { 'X-Forwarded-For': forged, 'X-Real-IP': forged },
      );
      expect(response.status).toBe(200);
    }
    const next = await submit(
      { formType: 'waitlist', email: uniqueEmail('forger') },
      { 'X-Forwarded-For': '198.51.100.7', 'X-Real-IP': '198.51.100.7' },
    );
    expect(next.status).toBe(429);
  });

  it('logs keyed HMAC digests of the address and IP, never the address or a plain hash of it', async () => {
    const email = uniqueEmail('digest');
    expect((await submit({ formType: 'waitlist', email })).status).toBe(200);
    const [claim] = await rows('select email_digest, ip_digest from public.form_submission_claims');
    const expected = await rateLimitDigest(stack.serviceRoleKey, 'email', email.toLowerCase());
    expect(claim).toEqual({
      email_digest: expected,
      ip_digest: await rateLimitDigest(stack.serviceRoleKey, 'ip', '127.0.0.1'),
    });
    const plain = await rows(
      `select md5($1) as md5, encode(sha256(convert_to($1, 'UTF8')), 'hex') as sha256`,
      [email.toLowerCase()],
    );
    expect(Object.values(plain[0] ?? {})).not.toContain(expected);
  });

  it('answers a browser’s CORS preflight', async () => {
    const response = await corsPreflight(`${stack.apiUrl}/functions/v1/submit-form`, 'http://127.0.0.1:4173');
    expect(response.ok).toBe(true);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('direct REST requests that skip the function', () => {
  const review = { name: 'Ada', email: 'ada@example.com', rating: 5, review: 'The kids loved every clue!' };
  const rowsFor: [string, Record<string, unknown>][] = [
    ['reviews', review],
    ['contact_messages', { name: 'Bo', email: 'bo@example.com', message: 'Where is my download link?' }],
    ['waitlist', { email: 'cy@example.com', age_range: '6-8' }],
  ];

  it.each(rowsFor)(
    'store nothing in %s, even valid rows sent 30 times with the public key',
    async (table, row) => {
      const member = await createMember(stack);
      for (let i = 0; i < 30; i++) {
        const asVisitor = await restInsert(table, { ...row, email: uniqueEmail('direct') });
        expect(asVisitor.status).toBe(401);
        expect(((await asVisitor.json()) as { code: string }).code).toBe('42501');
      }
      const asMember = await restInsert(table, { ...row, email: uniqueEmail('direct') }, member.accessToken);
      expect(asMember.status).toBe(403);
      expect(await rows(`select 1 from public.${table} where email like 'direct-%'`)).toEqual([]);
    },
  );

  it('still hold the constraints when the function (service role) writes', async () => {
    const response = await restInsert('reviews', { ...review, rating: 6 }, stack.serviceRoleKey);
    expect(response.status).toBe(400);
    expect((await response.json()) as { code: string; message: string }).toMatchObject({
      code: '23514',
      message: expect.stringMatching(/violates check constraint "reviews_rating_1_to_5"/),
    });
  });

  it.each(['reviews', 'contact_messages', 'waitlist', 'form_submission_claims'])(
    'never let a visitor read %s',
    async (table) => {
      const response = await fetch(`${stack.apiUrl}/rest/v1/${table}?select=*`, {
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
      });
      expect([401, 403]).toContain(response.status);
    },
  );

  it('let the service role read what visitors sent', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/reviews?select=name&limit=1`, {
      headers: { apikey: stack.serviceRoleKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
  });

  it('keep the rate limiter for the service role alone', async () => {
    const digest = 'a'.repeat(64);
    const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/claim_form_submission`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${stack.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        email_hmac: digest,
        ip_hmac: digest,
        per_email: 1,
        per_ip: 1,
        window_seconds: 60,
      }),
    });
    expect([401, 403, 404]).toContain(response.status);
  });
});
