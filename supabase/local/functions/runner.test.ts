// @vitest-environment node
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, signJwt, verifyJwt } from '../keys.ts';
import {
  MAX_FUNCTION_BODY_BYTES,
  createFunctionsRunner,
  type FunctionsRunner,
  type FunctionsRunnerOptions,
} from './runner.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));
const userToken = signJwt({
  role: 'authenticated',
  sub: 'user-1',
  exp: Math.floor(Date.now() / 1000) + 3600,
});

interface Harness {
  root: string;
  functionsDir: string;
  /** Where supabase-js would point: the runner sits under /functions/v1 of it. */
  origin: string;
  url: string;
  runner: FunctionsRunner;
  logs: string[];
  close(): Promise<void>;
}

/** A throwaway project (fixture functions, .env files) served by a runner behind a plain HTTP server. */
async function startHarness(overrides: Partial<FunctionsRunnerOptions> = {}): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'functions-runner-'));
  const functionsDir = join(root, 'functions');
  cpSync(FIXTURES, functionsDir, { recursive: true });
  cpSync(join(functionsDir, 'echo'), join(functionsDir, 'public-echo'), { recursive: true });
  mkdirSync(join(functionsDir, '_shared'));
  // The project's own .env holds what no function may see (the database, for one).
  writeFileSync(
    join(root, '.env'),
    'DATABASE_URL=postgres://secret@db/postgres\nOVERRIDDEN=from root .env\n',
  );
  writeFileSync(
    join(functionsDir, '.env'),
    'FROM_SECRETS=secret-file\nOVERRIDDEN="from functions/.env"\nSUPABASE_URL=http://wrong.example\nUNDECLARED=x\n',
  );
  const logs: string[] = [];
  const runner = createFunctionsRunner({
    functionsDir,
    projectRoot: root,
    env: { SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_ANON_KEY: 'anon-key' },
    functionConfig: { 'public-echo': { verifyJwt: false }, crash: { verifyJwt: false } },
    verifyJwt: (token) => verifyJwt(token).ok,
    onLog: (name, stream, line) => logs.push(`${name} ${stream} ${line}`),
    ...overrides,
  });
  const server: Server = createServer((req, res) => {
    const match = /^\/functions\/v1\/([^/?]+)([^?]*)/.exec(req.url ?? '');
    void runner.handle(req, res, match?.[1] ?? '', match?.[2] ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    root,
    functionsDir,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1`,
    runner,
    logs,
    async close() {
      await runner.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Deno processes whose command line mentions `dir`, from the real process table. */
function denoProcessesUnder(dir: string): number[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(dir) && /\bdeno\b/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const auth = { Authorization: `Bearer ${userToken}` };

// A cold Deno start is ~0.1 s here, but a loaded CI machine running every suite at once can be far slower.
describe('functions runner', { timeout: 20_000 }, () => {
  let h: Harness;
  beforeAll(async () => {
    process.env.RUNNER_TEST_PARENT_ONLY = 'must not leak';
    h = await startHarness();
  });
  afterAll(async () => {
    delete process.env.RUNNER_TEST_PARENT_ONLY;
    await h.close();
  });

  it('proxies method, path, query, headers and body, and returns status, headers and body', async () => {
    const response = await fetch(`${h.url}/echo/sub/path?x=1&y=two`, {
      method: 'POST',
      headers: {
        ...auth,
        'Content-Type': 'application/json',
        'X-Echo-Status': '201',
        'X-Client-Info': 'test',
      },
      body: JSON.stringify({ name: 'Robin' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.get('x-relay-error')).toBeNull();
    const echoed = (await response.json()) as {
      method: string;
      path: string;
      query: string;
      body: string;
      headers: Record<string, string>;
    };
    expect(echoed).toMatchObject({
      method: 'POST',
      path: '/echo/sub/path',
      query: '?x=1&y=two',
      body: '{"name":"Robin"}',
    });
    expect(echoed.headers).toMatchObject({
      authorization: `Bearer ${userToken}`,
      'content-type': 'application/json',
      'x-client-info': 'test',
    });
  });

  it('passes a body of up to 64 KB through unchanged', async () => {
    const body = 'c'.repeat(MAX_FUNCTION_BODY_BYTES);
    const response = await fetch(`${h.url}/echo`, { method: 'PUT', headers: auth, body });
    expect(((await response.json()) as { body: string }).body).toBe(body);
  });

  it('refuses a body over 64 KB with 413 before the function sees it, declared or streamed', async () => {
    const declared = await fetch(`${h.url}/echo`, {
      method: 'POST',
      headers: auth,
      body: 'c'.repeat(MAX_FUNCTION_BODY_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-type')).toBe('application/json');
    expect(await declared.json()).toEqual({
      code: 'REQUEST_TOO_LARGE',
      message: 'Request body exceeds 65536 bytes',
    });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
        controller.close();
      },
    });
    const streamed = await fetch(`${h.url}/echo`, {
      method: 'POST',
      headers: auth,
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('uses a local default only where supabase/functions/.env is silent', async () => {
    const withDefaults = await startHarness({
      defaults: { FROM_SECRETS: 'default', SUPABASE_ANON_KEY: 'default', OVERRIDDEN: 'default' },
      env: { SUPABASE_URL: 'http://127.0.0.1:54321' },
    });
    try {
      const response = await fetch(`${withDefaults.url}/echo`, { headers: auth });
      expect(((await response.json()) as { env: Record<string, string> }).env).toEqual({
        SUPABASE_URL: 'http://127.0.0.1:54321',
        SUPABASE_ANON_KEY: 'default',
        FROM_SECRETS: 'secret-file',
        OVERRIDDEN: 'from functions/.env',
      });
    } finally {
      await withDefaults.close();
    }
  });

  it('gives the function only its declared variables, from the stack over supabase/functions/.env', async () => {
    const response = await fetch(`${h.url}/echo`, { headers: auth });
    const { env, undeclaredEnv } = (await response.json()) as {
      env: Record<string, string>;
      undeclaredEnv: string;
    };
    expect(env).toEqual({
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_ANON_KEY: 'anon-key',
      FROM_SECRETS: 'secret-file',
      OVERRIDDEN: 'from functions/.env',
    });
    expect(undeclaredEnv).toBe('NotCapable');
    for (const name of ['UNDECLARED', 'RUNNER_TEST_PARENT_ONLY', 'PATH', 'HOME']) {
      const probe = await fetch(`${h.url}/echo?env=${name}`, { headers: auth });
      expect(((await probe.json()) as { undeclaredEnv: string }).undeclaredEnv).toBe('NotCapable');
    }
  });

  it('lets the function read its own code and nothing of the project around it', async () => {
    const own = (await (await fetch(`${h.url}/echo`, { headers: auth })).json()) as {
      readOwnCode: string;
      readOther: string;
    };
    expect(own.readOwnCode).toBe('allowed');
    expect(own.readOther).toBe('NotCapable');
    const rootEnv = await fetch(`${h.url}/echo?read=${encodeURIComponent(join(h.root, '.env'))}`, {
      headers: auth,
    });
    expect(((await rootEnv.json()) as { readOther: string }).readOther).toBe('NotCapable');
  });

  it('answers 401 with the platform body when the Authorization header is missing', async () => {
    const response = await fetch(`${h.url}/echo`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-relay-error')).toBeNull();
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it.each([
    ['garbage', 'Bearer not-a-jwt'],
    [
      'another secret',
      `Bearer ${signJwt({ role: 'authenticated' }, 'a-different-secret-of-at-least-32-chars')}`,
    ],
    ['expired', `Bearer ${signJwt({ role: 'authenticated', exp: 1 })}`],
    ['not bearer', `Basic ${userToken}`],
  ])('answers 401 Invalid JWT for a %s token', async (_case, authorization) => {
    const response = await fetch(`${h.url}/echo`, { headers: { Authorization: authorization } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('lets requests without a JWT through when verify_jwt is off for the function', async () => {
    const response = await fetch(`${h.url}/public-echo`, { method: 'POST', body: 'hello' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { body: string }).body).toBe('hello');
  });

  it('passes a CORS preflight to the function without a JWT check', async () => {
    const response = await fetch(`${h.url}/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, apikey');
  });

  it.each(['missing', '_shared', 'fixtures'])(
    'answers 404 JSON for the unknown function %s',
    async (name) => {
      const response = await fetch(`${h.url}/${name}`, { headers: auth });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      });
    },
  );

  it("returns the runtime's 500 when the handler throws, and keeps serving", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${h.url}/throws`, { headers: auth });
      expect(response.status).toBe(500);
      expect(response.headers.get('x-relay-error')).toBeNull();
    }
    expect(h.logs.some((line) => line.startsWith('throws stderr') && line.includes('fixture failure'))).toBe(
      true,
    );
  });

  it('answers 503 BOOT_ERROR when the function fails while loading', async () => {
    const response = await fetch(`${h.url}/boot-error`, { headers: auth });
    expect(response.status).toBe(503);
    expect(response.headers.get('x-relay-error')).toBeNull();
    expect(await response.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Function failed to start (please check logs)',
    });
    expect(h.logs.some((line) => line.includes('fixture cannot boot'))).toBe(true);
  });

  it('answers 500 for a request that crashed the process, then restarts the function', async () => {
    const before = (await (await fetch(`${h.url}/crash`)).json()) as { pid: number };

    const crashed = await fetch(`${h.url}/crash/exit`, { method: 'POST' });
    expect(crashed.status).toBe(500);
    expect(crashed.headers.get('x-relay-error')).toBeNull();
    expect(await crashed.json()).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
    expect(isAlive(before.pid)).toBe(false);

    const after = await fetch(`${h.url}/crash`);
    expect(after.status).toBe(200);
    const { pid } = (await after.json()) as { pid: number };
    expect(pid).not.toBe(before.pid);
  });

  it('is what supabase-js functions.invoke expects: data on 2xx, FunctionsHttpError otherwise', async () => {
    const supabase = createClient(h.origin, ANON_KEY, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const ok = await supabase.functions.invoke<{ method: string; body: string }>('echo', {
      body: { kit: 'pirates' },
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ method: 'POST', body: '{"kit":"pirates"}' });

    const failed = await supabase.functions.invoke('crash/exit');
    expect(failed.error).toBeInstanceOf(FunctionsHttpError);
    expect(await (failed.error as FunctionsHttpError).context.json()).toMatchObject({ code: 'WORKER_ERROR' });
  });

  it('serves overlapping requests from one cold start with one process', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${h.url}/public-echo?i=${i}`).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { query: string },
        })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.body.query)).size).toBe(20);
    expect(denoProcessesUnder(join(h.functionsDir, 'public-echo'))).toHaveLength(1);
  });
});

describe('functions runner lifecycle', { timeout: 20_000 }, () => {
  it('stop() leaves no Deno process behind', async () => {
    const h = await startHarness();
    await Promise.all([fetch(`${h.url}/echo`, { headers: auth }), fetch(`${h.url}/crash`)]);
    expect(denoProcessesUnder(h.root)).toHaveLength(2);
    await h.runner.stop();
    expect(denoProcessesUnder(h.root)).toEqual([]);
    await h.close();
  });

  it.each(['exit', 'hang'] as const)(
    'reaps Deno when the parent process ends (%s)',
    async (mode) => {
      const root = mkdtempSync(join(tmpdir(), 'functions-parent-'));
      cpSync(FIXTURES, join(root, 'functions'), { recursive: true });
      const parent = spawn(
        process.execPath,
        ['--import', 'tsx', join(FIXTURES, 'runner-parent.ts'), join(root, 'functions'), root, mode],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      try {
        const pid = await new Promise<number>((resolve, reject) => {
          createInterface({ input: parent.stdout }).on('line', (line) => {
            if (line.startsWith('deno-pid ')) resolve(Number(line.slice('deno-pid '.length)));
          });
          parent.once('exit', (code) => reject(new Error(`parent exited early (${code})`)));
        });
        expect(isAlive(pid)).toBe(true);
        // SIGKILL runs no exit hook: only the closed stdin pipe tells Deno its parent is gone.
        if (mode === 'hang') parent.kill('SIGKILL');
        await waitFor(() => !isAlive(pid));
        expect(denoProcessesUnder(root)).toEqual([]);
      } finally {
        parent.kill('SIGKILL');
        // Only reached with survivors when the assertion above failed; don't leave them running.
        denoProcessesUnder(root).forEach((pid) => process.kill(pid, 'SIGKILL'));
        rmSync(root, { recursive: true, force: true });
      }
    },
    20_000,
  );

  it('restarts a function when its source changes in watch mode', async () => {
    const h = await startHarness({ watch: true });
    try {
      const first = (await (await fetch(`${h.url}/crash`)).json()) as { pid: number; version?: string };
      expect(first.version).toBeUndefined();

      const entry = join(h.functionsDir, 'crash', 'index.ts');
      writeFileSync(
        entry,
        readFileSync(entry, 'utf8').replace(
          'Response.json({ pid: Deno.pid })',
          "Response.json({ pid: Deno.pid, version: 'edited' })",
        ),
      );
      await waitFor(() => !isAlive(first.pid));

      const second = (await (await fetch(`${h.url}/crash`)).json()) as { pid: number; version?: string };
      expect(second.version).toBe('edited');
      expect(second.pid).not.toBe(first.pid);

      // Shared code is part of every function.
      writeFileSync(join(h.functionsDir, '_shared', 'helper.ts'), 'export const changed = true;\n');
      await waitFor(() => !isAlive(second.pid));
      expect((await fetch(`${h.url}/crash`)).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});
