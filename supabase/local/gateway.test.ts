// Where the local stack must be exactly as strict as hosted Supabase (issue 12): which API keys the
// gateway takes, which JWTs count, CORS on function answers, the client address a function sees,
// and the API roles' statement timeouts.
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsRunner, type FunctionsRunner } from './functions/runner.ts';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY, signJwt, verifyJwt } from './keys.ts';
import { listen } from './http/listen.ts';
import { createApiServer } from './server.ts';
import type { RunningStack } from './stack.ts';
import { corsPreflight, createMember, startTestStack } from './stack-testing.ts';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack();
  // A function an anonymous request may call, reporting the timeout it runs under and able to sleep.
  await stack.db.exec(`
    create function public.gateway_probe(nap double precision default 0) returns text
      language plpgsql set search_path = '' as $$
      begin
        perform pg_sleep(nap);
        return current_setting('statement_timeout');
      end $$;
    grant execute on function public.gateway_probe(double precision) to anon, authenticated;
  `);
});
afterAll(async () => {
  await stack?.db.exec('drop function if exists public.gateway_probe(double precision)');
  await stack?.stop();
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the apikey header', () => {
  it('takes the anon and the service-role key', async () => {
    for (const key of [stack.anonKey, stack.serviceRoleKey]) {
      const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: key } });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
  });

  it('refuses any other JWT, however well signed, with Kong’s answer', async () => {
    const member = await createMember(stack);
    const lookalike = await signJwt({ iss: 'supabase-demo', role: 'anon', exp: inAnHour() }, JWT_SECRET);
    for (const key of [member.accessToken, lookalike, ANON_KEY.slice(0, -1)]) {
      const response = await fetch(`${stack.apiUrl}/rest/v1/clues?select=id`, {
        headers: { apikey: key, Authorization: `Bearer ${ANON_KEY}` },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
  });
});

describe('JWTs', () => {
  it('are verified by jose: a good one passes, a tampered or never-expiring one does not', async () => {
    const token = await signJwt({ sub: 'x', role: 'authenticated', exp: inAnHour() }, JWT_SECRET);
    expect(await verifyJwt(token, JWT_SECRET)).toMatchObject({ ok: true, claims: { sub: 'x' } });
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from('{"sub":"y","role":"service_role","exp":4000000000}').toString('base64url')}.${signature}`;
    expect(await verifyJwt(forged, JWT_SECRET)).toEqual({ ok: false, reason: 'bad_signature' });
    const forever = await signJwt({ sub: 'x', role: 'authenticated' }, JWT_SECRET);
    expect(await verifyJwt(forever, JWT_SECRET)).toEqual({ ok: false, reason: 'no_expiry' });
    expect(await verifyJwt(SERVICE_ROLE_KEY, JWT_SECRET)).toMatchObject({ ok: true });
  });

  it('without exp are refused by REST, auth and the functions gateway', async () => {
    const member = await createMember(stack);
    const forever = await signJwt(
      { sub: member.id, aud: 'authenticated', role: 'authenticated', session_id: crypto.randomUUID() },
      JWT_SECRET,
    );
    const headers = { apikey: ANON_KEY, Authorization: `Bearer ${forever}` };

    const rest = await fetch(`${stack.apiUrl}/rest/v1/clues?select=id`, { headers });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST301');

    const auth = await fetch(`${stack.apiUrl}/auth/v1/user`, { headers });
    expect(auth.status).toBe(403);
    expect(((await auth.json()) as { error_code: string }).error_code).toBe('bad_jwt');

    const fn = await fetch(`${stack.apiUrl}/functions/v1/generate-clue`, { method: 'POST', headers });
    expect(fn.status).toBe(401);
    expect(await fn.json()).toEqual({ msg: 'Invalid JWT' });
  });
});

describe('statement timeouts', () => {
  const probe = (token: string, nap = 0) =>
    fetch(`${stack.apiUrl}/rest/v1/rpc/gateway_probe`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ nap }),
    });

  it('are 3 s for anon and 8 s for authenticated, as on hosted', async () => {
    const member = await createMember(stack);
    expect(await (await probe(ANON_KEY)).json()).toBe('3s');
    expect(await (await probe(member.accessToken)).json()).toBe('8s');
  });

  // PGlite runs Postgres in one WebAssembly thread without timers, so nothing can cancel a
  // statement there; the setting is applied all the same (above) and enforced by a real server.
  it.skipIf(!process.env.DATABASE_URL)(
    'cancel an anonymous request still running after 3 s',
    async () => {
      const started = Date.now();
      const response = await probe(ANON_KEY, 5);
      expect(Date.now() - started).toBeLessThan(4500);
      expect(((await response.json()) as { code: string }).code).toBe('57014');
      const member = await createMember(stack);
      expect(await (await probe(member.accessToken, 3.5)).json()).toBe('8s');
    },
    20_000,
  );
});

describe('the functions gateway', () => {
  let runner: FunctionsRunner;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    // The fixture `echo` sets CORS headers on its preflight only, like a function that forgot them.
    runner = createFunctionsRunner({
      functionsDir: fileURLToPath(new URL('./functions/fixtures', import.meta.url)),
      projectRoot: fileURLToPath(new URL('../../', import.meta.url)),
      env: {},
      functionConfig: {},
      verifyJwt: async (token) => (await verifyJwt(token, JWT_SECRET)).ok,
      onLog: () => undefined,
    });
    server = createApiServer({
      rest: { handle: () => Promise.reject(new Error('not used')) },
      functions: runner,
      apiKeys: [ANON_KEY, SERVICE_ROLE_KEY],
    });
    origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    await runner?.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('adds no CORS headers to a function’s answers: one without its own fails in a browser', async () => {
    const response = await fetch(`${origin}/functions/v1/echo`, {
      headers: { Authorization: `Bearer ${ANON_KEY}`, Origin: 'http://127.0.0.1:4173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toBeNull();
    await response.body?.cancel();

    const preflight = await corsPreflight(`${origin}/functions/v1/echo`, 'http://127.0.0.1:4173', 'x-custom');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, apikey');
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('appends the peer to X-Forwarded-For and sets X-Real-IP to it, whatever the client sent', async () => {
    const response = await fetch(`${origin}/functions/v1/echo`, {
      headers: {
        Authorization: `Bearer ${ANON_KEY}`,
        'X-Forwarded-For': '203.0.113.9',
        'X-Real-IP': '203.0.113.9',
      },
    });
    const { headers } = (await response.json()) as { headers: Record<string, string> };
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(headers['x-real-ip']).toBe('127.0.0.1');
  });
});
