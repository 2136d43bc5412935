/**
 * Where the by-hand scripts (stack:user, stack:admin) look for a running local stack, so that they
 * go through its API rather than open a database it holds.
 */
import { join } from 'node:path';
import { loadProjectConfig } from './config.ts';
import { SERVICE_ROLE_KEY } from './keys.ts';
import type { Database } from './db/database.ts';
import { openPreparedDatabase } from './db/open-database.ts';
import { PROJECT_ROOT, resolveDatabaseTarget } from './stack.ts';

/** The project's supabase/config.toml, read. */
export function projectConfig() {
  return loadProjectConfig(join(PROJECT_ROOT, 'supabase/config.toml'));
}

/** SUPABASE_URL, else 127.0.0.1 on STACK_PORT or config.toml's API port. */
export function defaultApiUrl(): string {
  if (process.env.SUPABASE_URL) return process.env.SUPABASE_URL;
  return `http://127.0.0.1:${process.env.STACK_PORT || projectConfig().apiPort}`;
}

/** Whether a stack answers its auth health check at `apiUrl` within 1.5 s. */
export async function stackIsRunning(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/auth/v1/health`, {
      headers: { apikey: SERVICE_ROLE_KEY },
      signal: AbortSignal.timeout(1500),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * With no stack answering: the project's database opened directly (`npm run stack`'s data dir unless
 * told otherwise) and brought up to date with the migrations and seed, as the stack would.
 */
export async function openProjectDatabase(opts: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<Database> {
  return openPreparedDatabase(
    resolveDatabaseTarget({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl }),
    {
      migrationsDir: join(PROJECT_ROOT, 'supabase/migrations'),
      seedFile: join(PROJECT_ROOT, 'supabase/seed.sql'),
    },
  );
}
