import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../stack.ts';
import { DataDirLockedError, HOLDER_FILE_NAME, LOCK_DIR_NAME, acquireDataDirLock } from './lock.ts';
import { openDatabase, prepareDatabase } from './open-database.ts';

const MIGRATIONS = {
  migrationsDir: join(PROJECT_ROOT, 'supabase/migrations'),
  seedFile: join(PROJECT_ROOT, 'supabase/seed.sql'),
};
const CHILD = fileURLToPath(new URL('./fixtures/commit-forever.ts', import.meta.url));

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stack-db-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Resolves with the child's latest "committed <n>" once `enough` is reached. */
function startCommitter(
  dataDir: string,
  enough: number,
): { child: ChildProcess; committed: Promise<number> } {
  // `node --import tsx` (not the tsx binary) so the pid we SIGKILL is the one holding the lock.
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const committed = new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const numbers = [...buffered.matchAll(/committed (\d+)/g)].map((match) => Number(match[1]));
      const latest = numbers.at(-1) ?? 0;
      if (latest >= enough) resolve(latest);
    });
    child.on('exit', (code) => reject(new Error(`committer exited (${code}): ${stderr}`)));
  });
  return { child, committed };
}

describe('migrations', () => {
  it('applies each migration exactly once and records it like the Supabase CLI', async () => {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    cleanups.push(() => db.close());
    await prepareDatabase(db, MIGRATIONS);
    const again = await prepareDatabase(db, MIGRATIONS);
    expect(again).toEqual({ applied: [], fresh: false });
    const recorded = await db.query<{ version: string; name: string; n: number }>(
      `select version, name, count(*) over ()::int as n from supabase_migrations.schema_migrations where version = '20261122000100'`,
    );
    expect(recorded.rows).toEqual([{ version: '20261122000100', name: 'clues', n: 1 }]);
  });

  it('reports a fresh database and its applied migrations the first time only', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    expect(await prepareDatabase(first, MIGRATIONS)).toMatchObject({
      fresh: true,
      applied: expect.arrayContaining(['20261122000100_clues.sql']),
    });
    await first.close();
    const second = await openDatabase({ dataDir });
    cleanups.push(() => second.close());
    expect(await prepareDatabase(second, MIGRATIONS)).toEqual({ fresh: false, applied: [] });
    const tables = await second.query(
      `select 1 from pg_tables where schemaname = 'public' and tablename = 'clues'`,
    );
    expect(tables.rows).toHaveLength(1);
  });
});

// PGlite-only by nature; an explicit dataDir means PGlite even when DATABASE_URL is set.
describe('data dir lock and durability (PGlite)', () => {
  it('refuses a second open of the same data dir in this process', async () => {
    const dataDir = tempDataDir();
    const db = await openDatabase({ dataDir });
    cleanups.push(() => db.close());
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`pid ${process.pid}`);
  });

  it('takes over a lock left by a dead process', async () => {
    const dataDir = tempDataDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    // What a SIGKILLed stack leaves behind: its lock directory, fresh, and its pid.
    mkdirSync(join(dataDir, LOCK_DIR_NAME));
    writeFileSync(join(dataDir, HOLDER_FILE_NAME), `${dead.pid}\n`);
    const release = await acquireDataDirLock(dataDir);
    cleanups.push(release);
    expect(readFileSync(join(dataDir, HOLDER_FILE_NAME), 'utf8')).toBe(`${process.pid}\n`);
  });

  /** Starts `count` processes that each try to take the lock at once; resolves with what each got. */
  async function simultaneousStarts(dataDir: string, count: number): Promise<string[]> {
    const script = `
      import { acquireDataDirLock } from ${JSON.stringify(new URL('./lock.ts', import.meta.url).href)};
      try { await acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000); }
      catch (error) { console.log(error.name); }
    `;
    const starts = Array.from({ length: count }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: PROJECT_ROOT,
      }),
    );
    const outcomes = await Promise.all(
      starts.map(
        (child) =>
          new Promise<string>((resolve) => {
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => {
              out += chunk.toString();
              if (out.includes('\n')) resolve(out.trim());
            });
            child.on('exit', () => resolve(out.trim()));
          }),
      ),
    );
    starts.forEach((child) => child.kill());
    return outcomes.sort();
  }
  const oneWinner = ['DataDirLockedError', 'DataDirLockedError', 'DataDirLockedError', 'locked'];

  it('lets exactly one of several simultaneous starts take the lock', async () => {
    expect(await simultaneousStarts(tempDataDir(), 4)).toEqual(oneWinner);
  }, 60_000);

  it('lets exactly one of several simultaneous starts take over a dead holder’s lock', async () => {
    const dataDir = tempDataDir();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    mkdirSync(join(dataDir, LOCK_DIR_NAME));
    writeFileSync(join(dataDir, HOLDER_FILE_NAME), `${dead.pid}\n`);
    expect(await simultaneousStarts(dataDir, 4)).toEqual(oneWinner);
  }, 60_000);

  it('can be taken again once released', async () => {
    const dataDir = tempDataDir();
    const release = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(DataDirLockedError);
    await release();
    const again = await acquireDataDirLock(dataDir);
    await again();
  });

  it('keeps every committed row after SIGKILL, and refuses to open while the writer lives', async () => {
    const dataDir = tempDataDir();
    const { child, committed } = startCommitter(dataDir, 25);
    const seen = await committed;

    const refusal = openDatabase({ dataDir });
    await expect(refusal).rejects.toThrow(
      `The data dir ${dataDir} is in use by another local stack (pid ${child.pid})`,
    );

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const db = await openDatabase({ dataDir });
    cleanups.push(() => db.close());
    const { rows } = await db.query<{ n: number; top: number }>(
      'select count(*)::int as n, max(n)::int as top from public.durability_probe',
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(seen);
    expect(rows[0]?.n).toBe(rows[0]?.top);
  }, 60_000);
});
