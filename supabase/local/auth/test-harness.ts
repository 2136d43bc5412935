import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openPreparedDatabase } from '../db/open-database.ts';
import type { Database } from '../db/database.ts';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../keys.ts';
import type { AuthConfig } from './config.ts';
import { defaultAuthConfig } from './config.ts';
import { createAuthService } from './index.ts';
import { PROJECT_ROOT } from '../stack.ts';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface AuthHarness {
  url: string;
  db: Database;
  mails: CapturedMail[];
  stop(): Promise<void>;
}

/** Limits out of the way; tests that exercise a limit set it explicitly. */
const RELAXED_LIMITS: AuthConfig['rateLimits'] = {
  emailSentPerHour: 100_000,
  tokenRefreshPer5Min: 100_000,
  signInSignUpsPer5Min: 100_000,
  verifyPer5Min: 100_000,
};

/**
 * The auth service alone on an in-memory database (or DATABASE_URL's server) behind a minimal gateway (apikey check
 * except for GET /verify, as Kong does), listening on an ephemeral port.
 */
export async function startAuthHarness(overrides: Partial<AuthConfig> = {}): Promise<AuthHarness> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // In memory the platform bootstrap (roles, auth schema) is enough. A shared real server
  // is prepared exactly as the stack would, so the order of test files does not matter.
  const db = await openPreparedDatabase(
    { databaseUrl },
    databaseUrl
      ? {
          migrationsDir: join(PROJECT_ROOT, 'supabase/migrations'),
          seedFile: join(PROJECT_ROOT, 'supabase/seed.sql'),
        }
      : { migrationsDir: join(tmpdir(), 'auth-harness-no-migrations') },
  );
  const mails: CapturedMail[] = [];
  const server = createServer();
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = createAuthService({
    db,
    config: {
      ...defaultAuthConfig,
      rateLimits: RELAXED_LIMITS,
      mfa: { ...defaultAuthConfig.mfa, challengeAndVerifyPerMinute: 100_000 },
      ...overrides,
    },
    jwtSecret: JWT_SECRET,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    apiExternalUrl: url,
    async sendMail(msg) {
      mails.push(msg);
    },
  });
  server.on('request', (req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    const path = requestUrl.pathname.replace(/^\/auth\/v1/, '');
    const apikey = req.headers.apikey;
    const keyless = req.method === 'GET' && path === '/verify';
    if (!keyless && apikey !== ANON_KEY && apikey !== SERVICE_ROLE_KEY) {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'No API key found in request' }));
      return;
    }
    void service.handle(req, res, path, requestUrl);
  });
  return {
    url,
    db,
    mails,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}

/** A confirmed account made through the admin API with the service-role key, as a seed script would. */
export function createConfirmedUser(url: string, email: string, password: string): Promise<Response> {
  return fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
}

/** supabase-js keeps its session here instead of localStorage, one store per client. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A supabase-js client as the app creates it, minus the browser-only parts. */
export function testClient(url: string, opts: { autoRefreshToken?: boolean } = {}): SupabaseClient {
  return createClient(url, ANON_KEY, {
    auth: {
      storage: memoryStorage(),
      autoRefreshToken: opts.autoRefreshToken ?? false,
      persistSession: true,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  });
}

/** The verify link in the newest email to `to`. */
export function linkFromMail(mails: CapturedMail[], to: string): string {
  const mail = mails.filter((candidate) => candidate.to === to).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no verify link mailed to ${to}`);
  return link;
}

/** Opens an email link like a browser would and returns where it redirects to. */
export async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`verify answered ${response.status}`);
  return new URL(location);
}

export const fragmentParams = (url: URL) => new URLSearchParams(url.hash.slice(1));

/** Booting PGlite and hashing with bcrypt take seconds on a busy machine. */
export const HOOK_TIMEOUT_MS = 60_000;
