import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../fuzz-random.ts';
import type { Random } from '../fuzz-random.ts';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY, signJwt } from '../keys.ts';
import { MAX_BODY_BYTES } from './http.ts';
import type { AuthHarness } from './test-harness.ts';
import { createConfirmedUser, HOOK_TIMEOUT_MS, startAuthHarness, testClient } from './test-harness.ts';

/**
 * Generated malformed requests against every endpoint. Each must get a 4xx JSON answer
 * (GET /verify may instead redirect with an error fragment, as GoTrue does): never a 5xx,
 * a hang, a non-JSON body or a crashed server.
 */
const CASES_PER_ENDPOINT = 1000;
const CONCURRENCY = 16;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const WRONG_TYPES: readonly unknown[] = [0, -1, 1e308, true, false, [], ['a'], {}, { nested: 'x' }, [{}]];
/** Neither a valid address nor an acceptable password (all under 8 characters or over 72 bytes). */
const BAD_STRINGS = ['', ' ', 'a', 'no-at', '@', 'a@', '@b.c', 'x'.repeat(300), '\u0000', "';--", 'é@ü.ß'];

function badJson(random: Random): string {
  return random.pick([
    '{',
    '}',
    '{"email":',
    '{"email": "a@b.co", }',
    "{'email': 'a@b.co'}",
    'null',
    '[]',
    '[1,2,3]',
    '42',
    '"just a string"',
    'true',
    '\u0000\u0001\u0002',
    String.fromCharCode(...Array.from({ length: 40 }, () => random.int(256))),
    `{"a":${'['.repeat(200)}`,
  ]);
}

function hugeBody(random: Random): string {
  return JSON.stringify({
    email: 'big@example.com',
    password: 'x'.repeat(MAX_BODY_BYTES + random.int(MAX_BODY_BYTES)),
  });
}

/** A JSON object built from the endpoint's field names where at least one field is unusable. */
function malformedObject(random: Random, fields: Record<string, () => unknown>): string {
  const names = Object.keys(fields);
  const broken = random.pick(names);
  const body: Record<string, unknown> = {};
  for (const name of names) {
    if (name === broken) {
      const mode = random.int(3);
      if (mode === 0) continue; // missing
      body[name] = mode === 1 ? random.pick(WRONG_TYPES) : random.pick(BAD_STRINGS);
    } else if (random.next() < 0.7) body[name] = fields[name]?.();
  }
  if (random.next() < 0.2) body[`extra_${random.int(100)}`] = random.pick(WRONG_TYPES);
  return JSON.stringify(body);
}

/** Authorization values that must never pass: signed ones are made once, since signing is async. */
async function badBearers(userId: string): Promise<string[]> {
  const now = Math.floor(Date.now() / 1000);
  return Promise.all([
    '',
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    `Bearer ${ANON_KEY}`,
    `Bearer ${ANON_KEY.slice(0, -3)}abc`,
    'Bearer a.b.c',
    'Bearer not-a-jwt',
    `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`,
    signJwt({ sub: userId, role: 'authenticated', exp: now - 10, session_id: randomUUID() }, JWT_SECRET).then(
      (token) => `Bearer ${token}`,
    ),
    signJwt(
      { sub: userId, role: 'authenticated', exp: now + 600 },
      'a-different-secret-of-enough-length!!',
    ).then((token) => `Bearer ${token}`),
    signJwt({ role: 'authenticated', exp: now + 600 }, JWT_SECRET).then((token) => `Bearer ${token}`),
    signJwt({ sub: 'not-a-uuid', role: 'authenticated', exp: now + 600 }, JWT_SECRET).then(
      (token) => `Bearer ${token}`,
    ),
    signJwt(
      { sub: randomUUID(), role: 'authenticated', exp: now + 600, session_id: randomUUID() },
      JWT_SECRET,
    ).then((token) => `Bearer ${token}`),
    signJwt(
      { sub: userId, role: 'authenticated', exp: now + 600, session_id: randomUUID() },
      JWT_SECRET,
    ).then((token) => `Bearer ${token}`),
    signJwt({ sub: userId, role: 'authenticated', exp: now + 600, session_id: 42 }, JWT_SECRET).then(
      (token) => `Bearer ${token}`,
    ),
    signJwt({ sub: userId, role: 'authenticated', session_id: randomUUID() }, JWT_SECRET).then(
      (token) => `Bearer ${token}`,
    ),
  ]);
}

const validEmail = () => `fuzz-${randomUUID()}@example.com`;

interface Endpoint {
  name: string;
  make(random: Random): FuzzRequest;
}

let harness: AuthHarness;
let endpoints: Endpoint[];

/** Body cases every JSON endpoint shares: bad JSON, a huge body, or a malformed object. */
function bodyCase(random: Random, fields: Record<string, () => unknown>): string {
  const roll = random.next();
  if (roll < 0.3) return badJson(random);
  if (roll < 0.35) return hugeBody(random);
  return malformedObject(random, fields);
}

function headers(random: Random, extra: Record<string, string> = {}): Record<string, string> {
  const result: Record<string, string> = { apikey: ANON_KEY, ...extra };
  if (random.next() < 0.5) result['X-Supabase-Api-Version'] = '2024-01-01';
  result['Content-Type'] = random.pick([
    'application/json;charset=UTF-8',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
  ]);
  return result;
}

beforeAll(async () => {
  harness = await startAuthHarness({ minimumPasswordLength: 8 });
  const email = validEmail();
  const client = testClient(harness.url);
  await createConfirmedUser(harness.url, email, 'the-real-password');
  const { data } = await client.auth.signInWithPassword({ email, password: 'the-real-password' });
  const session = data.session;
  if (!session) throw new Error('fuzz setup could not sign in');
  const member = `Bearer ${session.access_token}`;
  const admin = `Bearer ${SERVICE_ROLE_KEY}`;
  const userId = session.user.id;
  const bearers = await badBearers(userId);
  const shortPassword = () => 'short';

  endpoints = [
    {
      name: 'POST /signup',
      make: (r) => ({
        method: 'POST',
        path: '/signup',
        headers: headers(r),
        body: bodyCase(r, { email: validEmail, password: shortPassword, data: () => ({ a: 1 }) }),
      }),
    },
    {
      name: 'POST /token?grant_type=password',
      make: (r) => ({
        method: 'POST',
        path: '/token?grant_type=password',
        headers: headers(r),
        body: bodyCase(r, { email: validEmail, password: () => 'wrong-password' }),
      }),
    },
    {
      name: 'POST /token?grant_type=refresh_token',
      make: (r) => ({
        method: 'POST',
        path: '/token?grant_type=refresh_token',
        headers: headers(r),
        body: bodyCase(r, { refresh_token: () => randomUUID() }),
      }),
    },
    {
      name: 'POST /token (bad grant)',
      make: (r) => ({
        method: 'POST',
        path: `/token${r.pick(['', '?grant_type=', '?grant_type=pkce', '?grant_type=%00', '?grant_type=implicit'])}`,
        headers: headers(r),
        body: bodyCase(r, { email: validEmail, password: () => 'whatever-pass' }),
      }),
    },
    {
      name: 'GET /verify',
      make: (r) => {
        const params = new URLSearchParams();
        if (r.next() < 0.8) params.set('token', r.pick(['', randomUUID(), 'x'.repeat(500), "' or 1=1 --"]));
        if (r.next() < 0.8) params.set('type', r.pick(['signup', 'recovery', 'magiclink', 'bogus', '']));
        if (r.next() < 0.5)
          params.set('redirect_to', r.pick(['https://evil.test', 'javascript:alert(1)', 'not a url', '']));
        return { method: 'GET', path: `/verify?${params}`, headers: {} };
      },
    },
    {
      name: 'GET /user',
      make: (r) => ({
        method: 'GET',
        path: '/user',
        headers: { ...headers(r), Authorization: r.pick(bearers) },
      }),
    },
    {
      name: 'PUT /user',
      make: (r) => ({
        method: 'PUT',
        path: '/user',
        headers: { ...headers(r), Authorization: r.next() < 0.5 ? member : r.pick(bearers) },
        // With the member's real token every body must still be unusable, so none may succeed.
        body: r.pick([
          () => badJson(r),
          () => hugeBody(r),
          () => JSON.stringify({ password: r.pick(WRONG_TYPES) }),
          () => JSON.stringify({ password: r.pick(BAD_STRINGS) }),
          () => JSON.stringify({ password: 'long-enough', data: r.pick(['x', 1, ['a']]) }),
          () => JSON.stringify({ email: validEmail() }),
          () => JSON.stringify({ email: r.pick(WRONG_TYPES) }),
        ])(),
      }),
    },
    {
      name: 'POST /logout',
      make: (r) => {
        const validToken = r.next() < 0.3;
        return {
          method: 'POST',
          path: `/logout?scope=${validToken ? r.pick(['', 'all', 'GLOBAL', 'x']) : r.pick(['global', 'local', 'others'])}`,
          headers: { ...headers(r), Authorization: validToken ? member : r.pick(bearers) },
          body: r.next() < 0.5 ? badJson(r) : '',
        };
      },
    },
    {
      name: 'POST /recover',
      make: (r) => ({
        method: 'POST',
        path: '/recover',
        headers: headers(r),
        body: bodyCase(r, { email: () => 'x' }),
      }),
    },
    {
      name: 'POST /resend',
      make: (r) => ({
        method: 'POST',
        path: '/resend',
        headers: headers(r),
        body: bodyCase(r, { type: () => 'signup', email: () => r.pick(BAD_STRINGS) }),
      }),
    },
    {
      name: 'POST /admin/users',
      make: (r) => ({
        method: 'POST',
        path: '/admin/users',
        headers: { ...headers(r), Authorization: r.next() < 0.5 ? admin : r.pick(bearers) },
        body: bodyCase(r, {
          email: () => 'not-an-email',
          password: shortPassword,
          email_confirm: () => 'yes',
        }),
      }),
    },
    {
      name: 'GET /admin/users',
      make: (r) => {
        const asAdmin = r.next() < 0.5;
        const query = asAdmin
          ? r.pick(['?page=0', '?page=-1', '?per_page=abc', '?page=1.5', '?per_page=100000'])
          : '';
        return {
          method: 'GET',
          path: `/admin/users${query}`,
          headers: { ...headers(r), Authorization: asAdmin ? admin : r.pick(bearers) },
        };
      },
    },
  ];
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  agent.destroy();
  await harness.stop();
}, HOOK_TIMEOUT_MS);

/** One keep-alive agent for all cases: a fresh TCP connection per request would dominate the run time. */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

interface FuzzAnswer {
  status: number;
  contentType: string | undefined;
  location: string | undefined;
  text: string;
}

function send(request: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${harness.url}/auth/v1${request.path}`,
      { method: request.method, headers: request.headers, agent, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'],
            location: response.headers.location,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`no answer within 10 s: ${request.method} ${request.path}`)),
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function problem(request: FuzzRequest, answer: FuzzAnswer): string | undefined {
  if (request.path.startsWith('/verify') && answer.status === 303) {
    return answer.location?.includes('error=access_denied')
      ? undefined
      : `verify redirected without an error: ${answer.location}`;
  }
  if (answer.status < 400 || answer.status > 499) return `status ${answer.status}`;
  if (!answer.contentType?.startsWith('application/json')) return `content-type ${answer.contentType}`;
  try {
    JSON.parse(answer.text);
    return undefined;
  } catch {
    return `body is not JSON: ${answer.text.slice(0, 80)}`;
  }
}

describe('malformed requests', () => {
  it(
    `get a 4xx JSON answer on every endpoint (${CASES_PER_ENDPOINT} each)`,
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      let total = 0;
      for (const [index, endpoint] of endpoints.entries()) {
        const random = prng(1000 + index);
        const requests = Array.from({ length: CASES_PER_ENDPOINT }, () => endpoint.make(random));
        let next = 0;
        const worker = async () => {
          while (next < requests.length) {
            const request = requests[next++] as FuzzRequest;
            const answer = await send(request);
            total += 1;
            const issue = problem(request, answer);
            if (issue && failures.length < 20) {
              failures.push(
                `${endpoint.name} ${request.path} ${request.body?.slice(0, 120) ?? ''} -> ${issue}`,
              );
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      }
      expect(failures, failures.join('\n')).toEqual([]);
      expect(total).toBe(CASES_PER_ENDPOINT * endpoints.length);
      const health = await fetch(`${harness.url}/auth/v1/health`, { headers: { apikey: ANON_KEY } });
      expect(health.status).toBe(200);
    },
  );
});
