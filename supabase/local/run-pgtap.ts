import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './db/database.ts';
import { prepareDatabase, preparedSnapshot } from './db/open-database.ts';
import { pgliteDatabase } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';

/**
 * `npm run test:db`: runs every supabase/tests/database/*.sql on a freshly prepared database
 * (in-memory PGlite, or DATABASE_URL) and prints TAP. The real pgtap extension is used when
 * the server has it; otherwise a compatible subset (db/pgtap-lite.sql), as PGlite ships none.
 * A set-up file (`000-*.sql`: the shared test helpers) is a test of its own and also runs, silently,
 * before every other file, as `supabase test db` runs it first on the one database all files share.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TESTS_DIR = join(ROOT, 'supabase/tests/database');
const PREPARE = {
  migrationsDir: join(ROOT, 'supabase/migrations'),
  seedFile: join(ROOT, 'supabase/seed.sql'),
};
const PGTAP_LITE = readFileSync(fileURLToPath(new URL('./db/pgtap-lite.sql', import.meta.url)), 'utf8');

interface Engine {
  /** Runs a whole test file and returns the text of every row it selected, in order. */
  run(sql: string): Promise<string[]>;
  close(): Promise<void>;
}

async function installTap(db: Database): Promise<string> {
  const available = await db.query<{ found: boolean }>(
    `select exists (select 1 from pg_available_extensions where name = 'pgtap') as found`,
  );
  if (available.rows[0]?.found) {
    await db.exec(
      'create schema if not exists extensions; create extension if not exists pgtap with schema extensions;',
    );
    return 'pgtap extension';
  }
  await db.exec(PGTAP_LITE);
  return 'pgtap-lite (no pgtap extension on this engine)';
}

const rowTexts = (rows: Record<string, unknown>[]) =>
  rows.flatMap((row) => Object.values(row).filter((value): value is string => typeof value === 'string'));

async function pgliteEngine(): Promise<{ engine: Engine; tap: string; description: string }> {
  // Each file starts from the same prepared database, restored from one snapshot made per run.
  const instance = await PGlite.create({ loadDataDir: await preparedSnapshot(PREPARE) });
  const db = pgliteDatabase(instance, 'pglite:memory');
  await prepareDatabase(db, PREPARE);
  const tap = await installTap(db);
  await db.exec('set search_path = public, extensions');
  return {
    tap,
    description: db.description,
    engine: {
      run: async (sql) =>
        (await instance.exec(sql)).flatMap((result) => rowTexts(result.rows as Record<string, unknown>[])),
      close: () => instance.close(),
    },
  };
}

async function postgresEngine(url: string): Promise<{ engine: Engine; tap: string; description: string }> {
  const db = await openPostgres(url);
  let tap: string;
  try {
    await prepareDatabase(db, PREPARE);
    tap = await installTap(db);
  } finally {
    await db.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set search_path = public, extensions');
  return {
    tap,
    description: db.description,
    engine: {
      async run(sql) {
        const results = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
        return (Array.isArray(results) ? results : [results]).flatMap((result) => rowTexts(result.rows));
      },
      close: () => client.end(),
    },
  };
}

const isSetUp = (file: string) => file.startsWith('000-');

async function main(): Promise<number> {
  const files = readdirSync(TESTS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const setUp = files.filter(isSetUp).map((file) => readFileSync(join(TESTS_DIR, file), 'utf8'));
  let failures = 0;
  for (const file of files) {
    const { engine, tap, description } = process.env.DATABASE_URL
      ? await postgresEngine(process.env.DATABASE_URL)
      : await pgliteEngine();
    console.log(`# ${file} on ${description}, ${tap}`);
    try {
      if (!isSetUp(file)) for (const sql of setUp) await engine.run(sql);
      const lines = (await engine.run(readFileSync(join(TESTS_DIR, file), 'utf8'))).flatMap((text) =>
        text.split('\n'),
      );
      for (const line of lines) console.log(line);
      const plan = lines.find((line) => /^1\.\.\d+$/.test(line));
      const ran = lines.filter((line) => /^(not )?ok \d+/.test(line)).length;
      const failed = lines.filter((line) => line.startsWith('not ok')).length;
      if (!plan || Number(plan.slice(3)) !== ran || failed > 0) {
        failures += 1;
        console.log(`# FAILED: ${file} (${failed} failed, ${ran} run, plan ${plan ?? 'missing'})`);
      }
    } catch (error) {
      failures += 1;
      console.log(`not ok - ${file} stopped with an error: ${(error as Error).message}`);
    } finally {
      await engine.close();
    }
  }
  console.log(
    failures === 0 ? `# All ${files.length} pgTAP file(s) passed` : `# ${failures} pgTAP file(s) failed`,
  );
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
