import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { acquireDataDirLock } from './lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

const BOOTSTRAP_DIR = fileURLToPath(new URL('./bootstrap/', import.meta.url));
/** Arbitrary constant: serialises concurrent stacks preparing the same real server. */
const PREPARE_LOCK_KEY = 54_321_001;
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/**
 * Opens the stack's database: a real server when databaseUrl is given, else PGlite in
 * `<dataDir>/pglite` (guarded by a lock in dataDir), else an in-memory PGlite.
 */
export async function openDatabase(opts: { dataDir?: string; databaseUrl?: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (!opts.dataDir) return openPglite(undefined);
  const release = await acquireDataDirLock(opts.dataDir);
  try {
    const db = await openPglite(join(opts.dataDir, 'pglite'));
    return {
      ...db,
      description: `pglite:${opts.dataDir}`,
      async close() {
        try {
          await db.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

function sqlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/**
 * What `supabase start` does before the app sees the database: the platform's bootstrap SQL
 * (every start, idempotent), each migration exactly once, and seed.sql on a fresh database.
 */
export async function prepareDatabase(
  db: Database,
  opts: { migrationsDir: string; seedFile?: string },
): Promise<{ applied: string[]; fresh: boolean }> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [PREPARE_LOCK_KEY]);
    const marker = await tx.query<{ exists: boolean }>(
      `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
    );
    const fresh = !marker.rows[0]?.exists;

    for (const name of sqlFiles(BOOTSTRAP_DIR))
      await tx.exec(readFileSync(join(BOOTSTRAP_DIR, name), 'utf8'));
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        statements text[],
        name text
      );
    `);

    const done = new Set(
      (
        await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      ).rows.map((row) => row.version),
    );
    const applied: string[] = [];
    for (const file of sqlFiles(opts.migrationsDir)) {
      const match = MIGRATION_FILE.exec(file);
      if (!match) continue;
      const [, version, name] = match as unknown as [string, string, string];
      if (done.has(version)) continue;
      const sql = readFileSync(join(opts.migrationsDir, file), 'utf8');
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, [sql]],
      );
      applied.push(file);
    }

    if (fresh && opts.seedFile && existsSync(opts.seedFile))
      await tx.exec(readFileSync(opts.seedFile, 'utf8'));
    return { applied, fresh };
  });
}
