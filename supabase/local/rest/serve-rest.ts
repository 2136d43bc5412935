import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../db/database.ts';
import { openPreparedDatabase } from '../db/open-database.ts';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../keys.ts';
import { resolveDatabaseTarget } from '../stack.ts';
import { createRestHandler } from './handler.ts';
import type { RestOptions } from './handler.ts';

/**
 * The REST stand-in alone, for its own tests: a database with only what hosted Supabase provides
 * (roles, auth schema; no app migrations) and the handler on an ephemeral port under /rest/v1,
 * so supabase-js reaches it as it reaches the stack. Seconds faster than a whole stack.
 */
export interface ServedRest {
  url: string;
  close(): Promise<void>;
}

export async function serveRest(opts: RestOptions): Promise<ServedRest> {
  const handler = createRestHandler(opts);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    void handler.handle(req, res, url.pathname.replace(/^\/rest\/v1/, ''), url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface RestOnly extends ServedRest {
  db: Database;
  /** supabase-js as the app creates it; the service-role client when asked. */
  client(key?: 'anon' | 'service_role'): SupabaseClient;
  /** fetch on /rest/v1/<path> with the anon key unless the headers say otherwise. */
  rest(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/** In-memory PGlite (or DATABASE_URL) with the platform bootstrap only, and REST in front of it. */
export async function startRestOnly(opts: Partial<RestOptions> = {}): Promise<RestOnly> {
  const db = await openPreparedDatabase(resolveDatabaseTarget({ memory: true }), { migrationsDir: '' });
  const served = await serveRest({ db, jwtSecret: JWT_SECRET, ...opts });
  return {
    ...served,
    db,
    client: (key = 'anon') =>
      createClient(served.url, ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
        global: key === 'service_role' ? { headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` } } : {},
      }),
    rest: (path, init = {}) =>
      fetch(`${served.url}/rest/v1/${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${ANON_KEY}`,
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
    async stop() {
      await served.close();
      await db.close();
    },
  };
}

/**
 * SQL that grants execute on a test file's fixture functions (public functions named `*_<tag>`) to
 * `roles`, and on no other: on a shared PostgreSQL database other files' functions keep their grants.
 */
export function grantFixtureFunctions(tag: string, roles: string): string {
  return `
    do $$
    declare fn regprocedure;
    begin
      for fn in select p.oid::regprocedure from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.proname like '%_${tag}'
      loop
        execute format('grant execute on function %s to ${roles}', fn);
      end loop;
    end $$;`;
}
