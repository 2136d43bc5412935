import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Random } from './fuzz-random.ts';
import { fuzzEndpoints, sendFuzzRequest } from './fuzz-requests.ts';
import type { FuzzAnswer, FuzzEndpoint, FuzzRequest } from './fuzz-requests.ts';
import { signJwt } from './keys.ts';
import type { RunningStack } from './stack.ts';
import { startTestStack } from './stack-testing.ts';

/**
 * Generated malformed requests through the gateway to auth (token, signup), REST (a table and
 * an rpc) and each edge function. Every request carries at least one broken part, so every
 * answer must be a 4xx with a JSON body (HEAD: no body); afterwards the stack still answers.
 */
const CASES_PER_ENDPOINT = 1000;
const CONCURRENCY = 16;
const RPC = `fuzz_rpc_${randomUUID().slice(0, 8)}`;

let stack: RunningStack;
/** Well-formed JWTs that must still be refused; signing is async, so they are made in beforeAll. */
let signedBadBearers: string[] = [];
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

const BAD_JSON = ['{', '{"a":', "{'a': 1}", '[1,2', 'nul', '\u0000', '{"a":1,}', `{"a":${'['.repeat(300)}`];
const WRONG_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  ['x'],
  {},
  { a: 1 },
  '',
  'x'.repeat(5000),
];

function pickBody(random: Random, fields: Record<string, () => unknown>): string {
  if (random.next() < 0.3) return random.pick(BAD_JSON);
  const body: Record<string, unknown> = {};
  const names = Object.keys(fields);
  const broken = random.pick(names);
  for (const name of names) {
    if (name !== broken) body[name] = fields[name]?.();
    else if (random.next() < 0.5) body[name] = random.pick(WRONG_VALUES);
  }
  return JSON.stringify(random.next() < 0.1 ? [body, 1] : body);
}

// Each list holds only values that are wrong in themselves, whatever else the request carries.
const BAD_SELECT = [
  'id,(',
  'id,,x',
  'a:b:c',
  'id::',
  'id::1nt',
  '"open',
  'x!inner',
  'nope_rel(*)',
  `${'a('.repeat(40)}`,
  'id)',
];
const BAD_FILTER_VALUES = [
  'eq',
  'between.1',
  'in.(1,2',
  'is.maybe',
  'eq(any).1',
  'not.',
  'gt',
  'cs.{',
  'like(none).a',
  'fts(bad config).x',
];
const BAD_TYPED_FILTERS = [
  ['id', 'eq.not-a-uuid'],
  ['created_at', 'gt.yesterday-ish'],
  ['no_such_column', 'eq.1'],
  ['id', 'match.('],
];
const BAD_LOGIC = [
  '()',
  '(a.eq.1',
  'a.eq.1',
  '(and(a.eq.1)',
  '(id.between.1)',
  '(,)',
  `${'or('.repeat(40)}`,
  '(id.in.(1,2)',
  '(x.eq."open)',
];
const BAD_ORDER = ['id.sideways', '.asc', 'id..', 'id.asc.x', 'no_such_column.asc', ',,'];
/** Not an integer to PostgreSQL either (it reads `-1` and `0x10`). */
const BAD_INTEGERS = ['abc', '1.5', '99999999999999999999999', '', 'x1'];
const BAD_NUMBERS = ['-1', 'abc', '1.5', '99999999999999999999999', ' ', '0x10'];

function restHeaders(random: Random, stackKeys: { anonKey: string }): Record<string, string> {
  return {
    apikey: stackKeys.anonKey,
    Authorization: `Bearer ${stackKeys.anonKey}`,
    'Content-Type': 'application/json',
    ...(random.next() < 0.2
      ? { Prefer: random.pick(['return=representation', 'count=exact', 'return=minimal']) }
      : {}),
  };
}

/** One broken part on top of an otherwise ordinary request; `base` is the path before the query. */
function brokenRestRequest(random: Random, base: string, methods: string[]): FuzzRequest {
  const method = random.pick(methods);
  const headers = restHeaders(random, stack);
  const params = new URLSearchParams();
  let path = base;
  let body: string | undefined = method === 'POST' || method === 'PATCH' ? '{}' : undefined;
  const part = random.int(12);
  if (part === 0) params.set('select', random.pick(BAD_SELECT));
  else if (part === 1) params.set(random.pick(['id', 'theme', 'x']), random.pick(BAD_FILTER_VALUES));
  else if (part === 2) {
    const [column, value] = random.pick(BAD_TYPED_FILTERS) as [string, string];
    params.set(column, value);
  } else if (part === 3) params.set(random.pick(['or', 'and', 'not.or']), random.pick(BAD_LOGIC));
  else if (part === 4) params.set('order', random.pick(BAD_ORDER));
  else if (part === 5) params.set(random.pick(['limit', 'offset']), random.pick(BAD_NUMBERS));
  else if (part === 6) headers.Accept = random.pick(['text/csv', 'application/xml', 'image/png']);
  else if (part === 7)
    headers.Prefer = `handling=strict, ${random.pick(['shiny', 'return=everything', 'count=all'])}`;
  else if (part === 8)
    headers.Authorization = random.pick(['Bearer a.b.c', 'Bearer not-a-jwt', ...signedBadBearers]);
  else if (part === 9)
    path = random.pick([`${base}%zz`, `${base}%`, `${base}/extra`, '/rest/v1/no_such_table_here']);
  else if (part === 10)
    headers[random.pick(['Accept-Profile', 'Content-Profile'])] = random.pick(['auth', 'storage', '']);
  else if (method === 'POST' || method === 'PATCH')
    body = random.pick([...BAD_JSON, '[1,2]', '"text"', '{"no_such_column":1}']);
  else headers.Range = random.pick(['9-1', 'items=5-2']);
  // Writes without a filter are refused anyway (safeupdate); keep some filtered ones in the mix.
  const query = params.toString();
  return { method, path: query ? `${path}?${query}` : path, headers, body };
}

beforeAll(async () => {
  stack = await startTestStack();
  signedBadBearers = await Promise.all(
    [
      signJwt({ role: 'postgres', exp: 4_000_000_000 }, stack.jwtSecret),
      signJwt({ role: 'anon', exp: 1 }, stack.jwtSecret),
      signJwt({ role: 'service_role', exp: 4_000_000_000 }, 'another-secret-another-secret-xx'),
      signJwt({ role: 'service_role' }, stack.jwtSecret),
    ].map((token) => token.then((value) => `Bearer ${value}`)),
  );
  await stack.db.exec(`
    create function public.${RPC}(a int, b text default '') returns table (n int, s text)
      language sql stable as $$ select g, b from generate_series(1, a) g $$;
    grant execute on function public.${RPC}(int, text) to anon;
  `);
}, 60_000);

afterAll(async () => {
  agent.destroy();
  await stack?.db.exec(`drop function if exists public.${RPC}`);
  await stack?.stop();
});

function endpoints(): FuzzEndpoint[] {
  const anon = { apikey: stack.anonKey, 'Content-Type': 'application/json' };
  const functionHeaders = (random: Random) => ({
    'Content-Type': random.pick(['application/json', 'text/plain', 'application/json;charset=UTF-8']),
    Authorization:
      random.next() < 0.15 ? random.pick(['Bearer x.y.z', '', 'Basic abc']) : `Bearer ${stack.anonKey}`,
  });
  return [
    {
      name: 'POST /auth/v1/token?grant_type=password',
      make: (r) => ({
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        headers: anon,
        body: pickBody(r, {
          email: () => `nobody-${r.int(1e6)}@example.com`,
          password: () => 'wrong-password',
        }),
      }),
    },
    {
      name: 'POST /auth/v1/signup',
      make: (r) => ({
        method: 'POST',
        path: '/auth/v1/signup',
        headers: anon,
        body: pickBody(r, { email: () => r.pick(['no-at', '@x', 'a@', '']), password: () => 'short' }),
      }),
    },
    {
      name: 'REST table',
      make: (r) => brokenRestRequest(r, '/rest/v1/clues', ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']),
    },
    {
      name: 'REST rpc',
      make: (r) => {
        if (r.next() < 0.4) {
          const get = r.next() < 0.5;
          return {
            method: get ? 'GET' : 'POST',
            path: `/rest/v1/rpc/${RPC}${get ? `?a=${r.pick(BAD_INTEGERS)}` : ''}`,
            headers: restHeaders(r, stack),
            body: get
              ? undefined
              : // An array of objects is a call with its first element (PostgREST); mismatched keys are not.
                r.pick([...BAD_JSON, '{"a":"x"}', '{"zz":1}', '{}', '[{"a":1},{"b":2}]', '{"a":1,"c":3}']),
          };
        }
        return brokenRestRequest(r, `/rest/v1/rpc/${RPC}`, ['GET', 'POST']);
      },
    },
    ...['generate-clue', 'submit-form'].map((name): FuzzEndpoint => ({
      name: `POST /functions/v1/${name}`,
      make: (r) => ({
        method: 'POST',
        path: `/functions/v1/${name}`,
        headers: functionHeaders(r),
        body:
          name === 'submit-form'
            ? pickBody(r, {
                formType: () => r.pick(['review', 'contact', 'waitlist', 'other']),
                // Never a usable address, so no form type can succeed.
                email: () => r.pick(['fuzz@', 'no-at-sign', '', '@example.com', 'a b@example.com']),
                name: () => 'Fuzz',
                message: () => 'x',
                rating: () => r.pick([0, 6, 'five']),
              })
            : pickBody(r, {
                theme: () => r.pick(['pirates', 'nope', '']),
                difficulty: () => r.pick(['impossible', 1]),
                ageBand: () => r.pick(['0-1', 'adult']),
                count: () => r.pick([-1, 10_000, 'many']),
              }),
      }),
    })),
  ];
}

const send = (request: FuzzRequest) => sendFuzzRequest(stack.apiUrl, request, { agent, timeoutMs: 15_000 });

function problem(request: FuzzRequest, answer: FuzzAnswer): string | undefined {
  if (answer.status < 400 || answer.status > 499)
    return `status ${answer.status}: ${answer.text.slice(0, 160)}`;
  if (request.method === 'HEAD') return undefined;
  try {
    JSON.parse(answer.text);
    return undefined;
  } catch {
    return `body is not JSON: ${answer.text.slice(0, 80)}`;
  }
}

describe('malformed requests through the gateway', () => {
  it(
    `get a 4xx answer from auth, REST and every function (${CASES_PER_ENDPOINT} each), and the stack keeps answering`,
    { timeout: 120_000 },
    async () => {
      const { failures, counts } = await fuzzEndpoints(endpoints(), {
        seed: 7000,
        cases: CASES_PER_ENDPOINT,
        concurrency: CONCURRENCY,
        send,
        problem,
      });
      expect(failures, failures.join('\n')).toEqual([]);
      expect([...counts.values()]).toEqual(Array(6).fill(CASES_PER_ENDPOINT));

      const headers = { apikey: stack.anonKey, 'Content-Type': 'application/json' };
      const rest = await fetch(`${stack.apiUrl}/rest/v1/rpc/${RPC}?select=n&n=gt.1`, {
        method: 'POST',
        headers,
        body: '{"a":3}',
      });
      expect(await rest.json()).toEqual([{ n: 2 }, { n: 3 }]);
      const table = await fetch(`${stack.apiUrl}/rest/v1/clues?select=id&limit=1`, {
        headers: { ...headers, Authorization: `Bearer ${stack.serviceRoleKey}` },
      });
      expect(table.status).toBe(200);
      const auth = await fetch(`${stack.apiUrl}/auth/v1/health`, { headers });
      expect(auth.status).toBe(200);
      for (const name of ['generate-clue', 'submit-form']) {
        const fn = await fetch(`${stack.apiUrl}/functions/v1/${name}`, {
          method: 'POST',
          headers: { ...headers, Authorization: `Bearer ${stack.anonKey}` },
          body: '{}',
        });
        expect(fn.status, name).toBeGreaterThanOrEqual(400);
        expect(fn.status, name).toBeLessThan(500);
      }
    },
  );
});
