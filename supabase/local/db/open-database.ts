import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';
import { acquireDataDirLock } from './lock.ts';
import { openPglite, pgliteDatabase } from './pglite.ts';
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

/** Where the migrations and the seed of `prepareDatabase` are read. */
export interface PrepareOptions {
  migrationsDir: string;
  seedFile?: string;
}

/**
 * Opens the database and brings it up to date (`prepareDatabase`), closing it again if that fails. An
 * in-memory database starts from a snapshot of one prepared earlier in this process from the same
 * files, so PGlite's initdb and the migrations run once per process rather than once per stack (they
 * were most of a test stack's start).
 */
export async function openPreparedDatabase(
  target: { dataDir?: string; databaseUrl?: string },
  prepare: PrepareOptions,
): Promise<Database> {
  const inMemory = !target.dataDir && !target.databaseUrl;
  const db = inMemory
    ? await openPglite(undefined, await preparedSnapshot(prepare))
    : await openDatabase(target);
  try {
    await prepareDatabase(db, prepare);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

const snapshots = new Map<string, Promise<Blob>>();

/**
 * A PGlite data directory (a tarball) with the bootstrap, the migrations and the seed applied, made
 * once per process for each version of those files.
 */
export function preparedSnapshot(prepare: PrepareOptions): Promise<Blob> {
  const files = [
    ...sqlFiles(BOOTSTRAP_DIR).map((name) => join(BOOTSTRAP_DIR, name)),
    ...sqlFiles(prepare.migrationsDir).map((name) => join(prepare.migrationsDir, name)),
    ...(prepare.seedFile && existsSync(prepare.seedFile) ? [prepare.seedFile] : []),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0${readFileSync(file, 'utf8')}\0`);
  const key = hash.digest('hex');
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = (async () => {
      const pg = await PGlite.create();
      try {
        await prepareDatabase(pgliteDatabase(pg, 'pglite:snapshot'), prepare);
        return await pg.dumpDataDir('none');
      } finally {
        await pg.close();
      }
    })();
    snapshots.set(key, snapshot);
    snapshot.catch(() => snapshots.delete(key));
  }
  return snapshot;
}

/**
 * What `supabase start` does before the app sees the database: the platform's bootstrap SQL
 * (every start, idempotent), each migration exactly once, and seed.sql on a fresh database.
 */
export async function prepareDatabase(
  db: Database,
  opts: PrepareOptions,
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
