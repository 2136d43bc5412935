import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import WebSocket from 'ws';
import { rateLimitDigest } from '../functions/_shared/http/rate-limit-digest.ts';
import { spyClueReply } from '../functions/_shared/clues/spy-clue-llm.ts';
import { totpCode } from './auth/totp.ts';
import { loadProjectConfig } from './config.ts';
import { createFunctionsRunner } from './functions/runner.ts';
import { signJwt, verifyJwt } from './keys.ts';
import { PROJECT_ROOT, startEphemeralStack } from './stack.ts';
import type { RunningStack, StackOptions } from './stack.ts';

export {
  CANADIAN_ADDRESS,
  CANADIAN_BILLING_ADDRESS,
  canadianBillingAddress,
  payOnTestCheckout,
  TEST_CARD,
} from './stripe/test-checkout.ts';

/** A stack for one test file: in-memory PGlite (or DATABASE_URL), every port ephemeral. */
export const startTestStack = startEphemeralStack;

/**
 * This test file's stack (startTestStack): started before its tests, stopped after them. The object
 * it returns is the running stack from the file's first beforeAll on; read it in hooks and tests.
 */
export function useTestStack(opts: StackOptions = {}): RunningStack {
  const stack = {} as RunningStack;
  beforeAll(async () => {
    Object.assign(stack, await startTestStack(opts));
  });
  afterAll(async () => {
    await stack.stop?.();
  });
  return stack;
}

/** What a test may send with a function call: the bearer (the anon key by default) and more headers. */
export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

/**
 * This test file's stack for tests that check out (an empty mailbox and no checkout limit reached
 * before each test), with create-checkout called as the cart calls it: `checkout` answers whatever it
 * answers, `startCheckout` must start one (startTestCheckout).
 */
export function useCheckoutStack(opts: StackOptions = {}) {
  const stack = useTestStack(opts);
  beforeEach(() => freshMailboxAndCheckouts(stack));
  return {
    stack,
    checkout: (body: unknown, options?: CallOptions) => postFunction(stack, 'create-checkout', body, options),
    startCheckout: (body: unknown, options?: CallOptions) => startTestCheckout(stack, body, options),
  };
}

/**
 * POSTs `body` (JSON, or a string sent as it is) to `/functions/v1/<path>` with `token` as the bearer
 * (the anon key by default), as the app calls a function.
 */
export function postFunction(
  stack: RunningStack,
  path: string,
  body: unknown,
  { token = stack.anonKey, headers = {} }: CallOptions = {},
): Promise<Response> {
  return fetch(`${stack.apiUrl}/functions/v1/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A browser's CORS preflight before it POSTs to `url` from `origin`, naming the request headers it
 * means to send when `requestHeaders` is given.
 */
export function corsPreflight(url: string, origin: string, requestHeaders?: string): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      ...(requestHeaders === undefined ? {} : { 'Access-Control-Request-Headers': requestHeaders }),
    },
  });
}

/** supabase-js as an app would create it in Node 20 (ws transport, no stored session). */
export function clientFor(stack: RunningStack, accessToken?: string): SupabaseClient {
  return createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

/** fetch on `<base>/rest/v1/<path>` with the anon key, as a browser calls PostgREST, plus `init`'s headers. */
export function anonRest(
  stack: RunningStack,
  path: string,
  init: RequestInit = {},
  base = stack.apiUrl,
): Promise<Response> {
  return fetch(`${base}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: stack.anonKey, ...(init.headers as Record<string, string> | undefined) },
  });
}

export interface TestMember {
  id: string;
  email: string;
  accessToken: string;
  client: SupabaseClient;
}

/** A user row as GoTrue would store it, plus an access token with GoTrue's claims, signed locally. */
export async function createMember(stack: RunningStack, expiresInSeconds = 3600): Promise<TestMember> {
  const id = randomUUID();
  const email = `member-${id}@example.com`;
  await stack.db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
    [id, email],
  );
  // A session row as sign-in makes, so Auth (GET /auth/v1/user) accepts the token like a real one.
  const sessionId = randomUUID();
  await stack.db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, id],
  );
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signJwt(
    {
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      iat: now,
      exp: now + expiresInSeconds,
      aal: 'aal1',
      session_id: sessionId,
      is_anonymous: false,
    },
    stack.jwtSecret,
  );
  return { id, email, accessToken, client: clientFor(stack, accessToken) };
}

let emailCounter = 0;

/** An address no other test uses, on this run or an earlier one on a kept database (DATABASE_URL). */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${emailCounter++}@example.com`;
}

/** The password of every account a test signs up. */
export const TEST_PASSWORD = 'correct horse battery staple';

/**
 * An account as the app has one: signed up through Auth, with a real session behind the token (the
 * stack must run with `auth: { enableConfirmations: false }`).
 */
export async function signUp(stack: RunningStack, tag = 'account'): Promise<TestMember> {
  const email = uniqueEmail(tag);
  const { data, error } = await clientFor(stack).auth.signUp({ email, password: TEST_PASSWORD });
  if (error || !data.session || !data.user) throw error ?? new Error('sign-up gave no session');
  const accessToken = data.session.access_token;
  return { id: data.user.id, email, accessToken, client: clientFor(stack, accessToken) };
}

/**
 * A signed-up account (password TEST_PASSWORD) made the shop's owner, its token past the second
 * factor (aal2) as /admin gets it; its client keeps the sign-up's token.
 */
export async function signUpOwner(stack: RunningStack): Promise<TestMember> {
  const owner = await signUp(stack);
  await stack.db.query('insert into public.admin_users (user_id) values ($1)', [owner.id]);
  return { ...owner, accessToken: (await passSecondFactor(stack, owner.email, TEST_PASSWORD)).accessToken };
}

/**
 * The shop's owner (past the second factor, as the owner's console needs them) and a member, signed
 * up on `stack` before the file's tests; read them in hooks and tests.
 */
export function useOwnerAndMember(stack: RunningStack): { owner: TestMember; member: TestMember } {
  const people = { owner: {} as TestMember, member: {} as TestMember };
  beforeAll(async () => {
    Object.assign(people.owner, await signUpOwner(stack));
    Object.assign(people.member, await signUp(stack));
  });
  return people;
}

/**
 * The shop's owner as /admin needs them: a signed-up account in public.admin_users whose token has
 * passed the second factor (aal2).
 */
export async function createOwner(stack: RunningStack): Promise<TestMember> {
  const email = `owner-${randomUUID()}@example.com`;
  const password = 'owner-password-1';
  const service = createClient(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  await stack.db.query('insert into public.admin_users (user_id) values ($1)', [data.user.id]);
  const { accessToken } = await passSecondFactor(stack, email, password);
  return { id: data.user.id, email, accessToken, client: clientFor(stack, accessToken) };
}

/**
 * Signs in with a password and passes the second factor through supabase-js's auth.mfa, as the owner
 * does on /admin (ADR 036): enrols a TOTP factor on first use, else answers a challenge with the code
 * of `totpSecret`. Returns the aal2 access token and the factor's secret. Verifying ends the account's
 * other sessions still at aal1, as on hosted Supabase.
 */
export async function passSecondFactor(
  stack: RunningStack,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<{ accessToken: string; totpSecret: string }> {
  const client = clientFor(stack);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  let factorId: string;
  let secret: string;
  if (totpSecret) {
    const { data, error } = await client.auth.mfa.listFactors();
    if (error || !data.totp[0]) throw error ?? new Error(`${email} has no verified TOTP factor`);
    factorId = data.totp[0].id;
    secret = totpSecret;
  } else {
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (error) throw error;
    factorId = data.id;
    secret = data.totp.secret;
  }
  const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
  if (error) throw error;
  return { accessToken: data.access_token, totpSecret: secret };
}

/**
 * Forgets the checkouts this machine's tests made from 127.0.0.1, so create-checkout's per-address
 * limit never refuses a test: with DATABASE_URL every test file shares one database, and one address.
 */
export async function forgetLoopbackCheckouts(stack: RunningStack): Promise<void> {
  const digest = await rateLimitDigest(stack.serviceRoleKey, 'checkout-ip', '127.0.0.1');
  await stack.db.query(
    `delete from public.order_rate_claims where kind = 'checkout-ip' and key_digest = $1`,
    [digest],
  );
}

/**
 * create-checkout with `body`, which must answer 200: the order it made, the Stripe Checkout URL
 * the buyer is sent to, and the session id in that URL.
 */
export async function startTestCheckout(
  stack: RunningStack,
  body: unknown,
  options: CallOptions = {},
): Promise<{ url: string; order: { number: string }; sessionId: string }> {
  const response = await postFunction(stack, 'create-checkout', body, options);
  const answer = (await response.json()) as { url: string; order: { number: string } };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return { ...answer, sessionId: new URL(answer.url).pathname.split('/').pop()! };
}

/** An empty mailbox and no checkout limit reached, as each test that checks out starts. */
async function freshMailboxAndCheckouts(stack: RunningStack): Promise<void> {
  stack.mailbox.clear();
  await forgetLoopbackCheckouts(stack);
}

/** One row of the owner's audit log, as the database holds it. */
export interface AuditEntry {
  actor_id: string;
  actor_email: string;
  action: string;
  details: unknown;
}

/**
 * The owner's audit log about one thing, oldest first: an order, or one table's row (the whole
 * table, such as a waitlist export, when its id is null).
 */
export async function auditEntries(
  stack: RunningStack,
  about: { order: string } | { table: string; id: string | null },
): Promise<AuditEntry[]> {
  const { rows } =
    'order' in about
      ? await stack.db.query<AuditEntry>(
          'select actor_id, actor_email, action, details from public.admin_audit_log where order_id = $1 order by id',
          [about.order],
        )
      : await stack.db.query<AuditEntry>(
          `select actor_id, actor_email, action, details from public.admin_audit_log
           where subject_table = $1 and subject_id is not distinct from $2 order by id`,
          [about.table, about.id],
        );
  return rows;
}

export interface TestFunctions {
  /** supabase-js whose functions.invoke reaches these functions, as the member of the token. */
  clientFor(accessToken: string): SupabaseClient;
  stop(): Promise<void>;
}

/**
 * The edge functions in a runner of their own, with extra secrets (CLUE_QUOTA_*, CLUE_LLM_*), talking
 * to the stack's auth and REST as the stack's own runner does; `onLog` gets every console line.
 */
export async function startTestFunctions(
  stack: RunningStack,
  env: Record<string, string>,
  onLog: (name: string, line: string) => void = () => undefined,
): Promise<TestFunctions> {
  const runner = createFunctionsRunner({
    functionsDir: join(PROJECT_ROOT, 'supabase/functions'),
    projectRoot: PROJECT_ROOT,
    env: {
      SUPABASE_URL: stack.apiUrl,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      ...env,
    },
    functionConfig: loadProjectConfig(join(PROJECT_ROOT, 'supabase/config.toml')).functions,
    verifyJwt: async (token) => (await verifyJwt(token, stack.jwtSecret)).ok,
    onLog: (name, _stream, line) => onLog(name, line),
  });
  const server = createServer((req, res) => {
    const match = /^\/functions\/v1\/([^/?]+)([^?]*)/.exec(req.url ?? '');
    void runner.handle(req, res, match?.[1] ?? '', match?.[2] ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    clientFor: (accessToken) =>
      createClient(origin, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never },
        global: { headers: { Authorization: `Bearer ${accessToken}` } },
      }),
    async stop() {
      await runner.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface SpyClueLlm {
  /** For CLUE_LLM_BASE_URL. */
  baseUrl: string;
  /** Every request body received, as sent. */
  bodies: string[];
  stop(): Promise<void>;
}

/** An OpenAI-compatible chat endpoint that keeps every body it is sent and answers as spy-clue-llm.ts says. */
export async function startSpyClueLlm(): Promise<SpyClueLlm> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(spyClueReply(JSON.parse(body))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    bodies,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface FunctionsWithSpyLlm {
  /** What the AI provider was sent. */
  llm: SpyClueLlm;
  functions: TestFunctions;
  /** Every console line the functions wrote. */
  logs: string[];
  stop(): Promise<void>;
}

/** The edge functions with the spy endpoint as their AI provider (CLUE_LLM_*), every log line kept. */
export async function startFunctionsWithSpyLlm(stack: RunningStack): Promise<FunctionsWithSpyLlm> {
  const llm = await startSpyClueLlm();
  const logs: string[] = [];
  const functions = await startTestFunctions(
    stack,
    { CLUE_LLM_BASE_URL: llm.baseUrl, CLUE_LLM_API_KEY: 'test-key', CLUE_LLM_MODEL: 'spy' },
    (_name, line) => logs.push(line),
  );
  return {
    llm,
    functions,
    logs,
    async stop() {
      await functions.stop();
      await llm.stop();
    },
  };
}
