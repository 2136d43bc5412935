import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from './database.ts';
import {
  MIGRATIONS_DIR,
  checkFunctionSchemas,
  compareFunctions,
  declareFunctions,
  functionBlocks,
  pendingMigration,
  readFunctions,
  readSchemaFiles,
  rolledBack,
} from './function-schemas.ts';
import type { SchemaFile } from './function-schemas.ts';
import { openDatabase, prepareDatabase } from './open-database.ts';

// One in-memory PGlite with every migration applied once (whatever DATABASE_URL says: this compares
// files, not engines); each case runs in a transaction that is rolled back.
let db: Database;
let files: SchemaFile[];

beforeAll(async () => {
  db = await openDatabase({});
  await prepareDatabase(db, { migrationsDir: MIGRATIONS_DIR });
  files = readSchemaFiles().files;
});

afterAll(async () => {
  await db?.close();
});

/** The schema files with one of them changed, as a developer's edit would leave them. */
function edited(path: string, change: (text: string) => string): SchemaFile[] {
  return files.map((file) => {
    if (file.path !== path) return file;
    const text = change(file.text);
    if (text === file.text) throw new Error(`the edit changed nothing in ${path}`);
    return { ...file, text };
  });
}

function blockOf(path: string, name: string): string {
  const file = files.find((candidate) => candidate.path === path)!;
  const block = functionBlocks(file).blocks.find((candidate) =>
    candidate.text.includes(`function public.${name}(`),
  );
  if (!block) throw new Error(`no block for ${name} in ${path}`);
  return block.text;
}

const HEADER = '-- test\n';

it('declares every public function the migrations leave once in supabase/schemas/, with the same body, comment and grants', async () => {
  expect(readSchemaFiles().problems).toEqual([]);
  expect(files.map((file) => file.path)).toContain('supabase/schemas/orders.sql');
  expect(await checkFunctionSchemas(db, files)).toEqual([]);
  const pending = await pendingMigration(db, files, HEADER);
  expect(pending).toEqual({ sql: null, changes: [], problems: [] });
});

it('keeps no renamed copy of a function: each body has one name (order_json, admin_order_detail, mark_order_shipped)', async () => {
  const names = [...(await readFunctions(db)).keys()];
  expect(names).toContain('public.order_json(uuid, jsonb)');
  expect(names.filter((key) => /_without_|_when_/.test(key))).toEqual([]);
});

describe('fails', () => {
  it('when a function is defined in two schema files', async () => {
    const twice = edited(
      'supabase/schemas/audit.sql',
      (text) => `${text}\n${blockOf('supabase/schemas/admin.sql', 'is_admin')}\n`,
    );
    expect(await checkFunctionSchemas(db, twice)).toContain(
      'public.is_admin(uuid) is defined twice: in supabase/schemas/admin.sql and in supabase/schemas/audit.sql',
    );
  });

  it('when a function the migrations leave is in no schema file, and the next migration drops it', async () => {
    const block = blockOf('supabase/schemas/downloads.sql', 'download_token_expired');
    const without = edited('supabase/schemas/downloads.sql', (text) => text.replace(block, ''));
    expect(await checkFunctionSchemas(db, without)).toEqual([
      'public.download_token_expired(text) exists after the migrations but no schema file in supabase/schemas/ declares it',
    ]);
    const pending = await pendingMigration(db, without, HEADER);
    expect(pending.problems).toEqual([]);
    expect(pending.changes).toEqual(['drop public.download_token_expired(text)']);
    expect(pending.sql).toContain('\ndrop function public.download_token_expired(text);\n');
  });

  it('to drop a function another declared function still calls', async () => {
    const block = blockOf('supabase/schemas/refunds.sql', 'status_after_refunds');
    const without = edited('supabase/schemas/refunds.sql', (text) => text.replace(block, ''));
    const pending = await pendingMigration(db, without, HEADER);
    expect(pending.sql).toBeNull();
    expect(pending.problems).toEqual([
      'public.status_after_refunds(uuid) is declared in no schema file any more, but public.finish_refund(uuid, text, text, text), public.record_refund_update(text, text, timestamp with time zone, text, text, text, text, integer, text, text), public.refund_charge(text, text, text, integer, timestamp with time zone) still call it',
    ]);
  });

  it('when a schema file was edited without a migration, and the next migration holds that function only', async () => {
    const changed = edited('supabase/schemas/downloads.sql', (text) =>
      text.replace('set download_count = download_count + 1', 'set download_count = download_count + 2'),
    );
    const problems = await checkFunctionSchemas(db, changed);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^public\.record_download\(text\): the migrations leave its definition \(line \d+: migrations "set download_count = download_count \+ 1, last_download_at = now\(\)", schema file "set download_count = download_count \+ 2, last_download_at = now\(\)"\) different from supabase\/schemas\/downloads\.sql/,
    );
    const pending = await pendingMigration(db, changed, HEADER);
    expect(pending.changes).toEqual(['create or replace public.record_download(text)']);
    expect(pending.sql).toBe(
      `${HEADER}\n-- supabase/schemas/downloads.sql\n\n${blockOf('supabase/schemas/downloads.sql', 'record_download').replace('+ 1', '+ 2')}\n`,
    );
  });

  it('when a comment changed in a schema file, and the next migration holds that comment only', async () => {
    const changed = edited('supabase/schemas/admin.sql', (text) =>
      text.replace(
        "'True when the account is one of the shop''s owners (a row in admin_users).'",
        "'True when the account runs the shop.'",
      ),
    );
    expect(await checkFunctionSchemas(db, changed)).toEqual([
      'public.is_admin(uuid): the migrations leave its comment different from supabase/schemas/admin.sql: run npm run db:migration -- <name>',
    ]);
    const pending = await pendingMigration(db, changed, HEADER);
    expect(pending.changes).toEqual(['comment on public.is_admin(uuid)']);
    expect(pending.sql).toBe(
      `${HEADER}\n-- supabase/schemas/admin.sql\n\ncomment on function public.is_admin(uuid) is\n  'True when the account runs the shop.';\n`,
    );
  });

  it('when a grant is added to a schema file without a migration', async () => {
    const granted = edited('supabase/schemas/admin.sql', (text) =>
      text.replace(
        'grant execute on function public.is_admin(uuid) to service_role;',
        'grant execute on function public.is_admin(uuid) to service_role, authenticated;',
      ),
    );
    const [problem] = await checkFunctionSchemas(db, granted);
    expect(problem).toMatch(
      /^public\.is_admin\(uuid\): the migrations leave its grants \(migrations .*\) different/,
    );
    expect(problem).toContain(
      'schema file authenticated=X/postgres postgres=X/postgres service_role=X/postgres',
    );
    const pending = await pendingMigration(db, granted, HEADER);
    expect(pending.changes).toEqual(['grant and revoke on public.is_admin(uuid)']);
    expect(pending.sql).toBe(
      `${HEADER}\n-- supabase/schemas/admin.sql\n\nrevoke execute on function public.is_admin(uuid) from public, anon, authenticated;\ngrant execute on function public.is_admin(uuid) to service_role, authenticated;\n`,
    );
  });

  it('when a migration changes a function without its schema file', async () => {
    const problems = await rolledBack(db, async (tx) => {
      await tx.exec(`
        create or replace function public.child_name_retention() returns interval language sql stable
          set search_path = '' as $$ select make_interval(days => 30) $$;
        comment on function public.is_admin(uuid) is 'Changed by a migration only.';`);
      const migrated = await readFunctions(tx);
      return compareFunctions(migrated, await declareFunctions(tx, files));
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^public\.child_name_retention\(\): the migrations leave its definition/);
    expect(problems[1]).toBe(
      'public.is_admin(uuid): the migrations leave its comment different from supabase/schemas/admin.sql: run npm run db:migration -- <name>',
    );
  });

  it('when a schema file declares a function no migration creates', async () => {
    const added = edited(
      'supabase/schemas/forms.sql',
      (text) =>
        `${text}\ncreate or replace function public.count_reviews() returns bigint language sql stable set search_path = ''\nas $$ select count(*) from public.reviews $$;\n`,
    );
    expect(await checkFunctionSchemas(db, added)).toEqual([
      'public.count_reviews() is declared in supabase/schemas/forms.sql but no migration creates it: run npm run db:migration -- <name>',
    ]);
    const pending = await pendingMigration(db, added, HEADER);
    expect(pending.changes).toEqual(['create or replace public.count_reviews()']);
  });

  it('when a schema file holds something other than functions', () => {
    const { problems } = functionBlocks({
      path: 'supabase/schemas/x.sql',
      text: '-- A table.\ncreate table public.x (id int);\n',
    });
    expect(problems).toEqual([
      'supabase/schemas/x.sql:2: a schema file holds functions only ("create or replace function", then its comment, grant, revoke): create table public.x (id int);',
    ]);
  });
});

it('drops the old argument list of a function its callers call by name', async () => {
  const withAnotherArgument = edited('supabase/schemas/refunds.sql', (text) =>
    text
      .replace(
        'status_after_refunds(p_order_id uuid)',
        'status_after_refunds(p_order_id uuid, p_as_of timestamptz)',
      )
      .replaceAll('status_after_refunds(uuid)', 'status_after_refunds(uuid, timestamp with time zone)'),
  );
  const pending = await pendingMigration(db, withAnotherArgument, HEADER);
  expect(pending.problems).toEqual([]);
  expect(pending.changes).toContain('drop public.status_after_refunds(uuid)');
});

it('drops and re-creates a function whose arguments change, as create or replace cannot', async () => {
  const renamed = edited('supabase/schemas/downloads.sql', (text) =>
    text
      .replace(
        'function public.record_download(p_token text)',
        'function public.record_download(p_raw_token text)',
      )
      .replace(
        'where token_hash = public.download_token_hash(p_token);',
        () => 'where token_hash = public.download_token_hash(p_raw_token);',
      ),
  );
  const pending = await pendingMigration(db, renamed, HEADER);
  expect(pending.problems).toEqual([]);
  expect(pending.changes).toEqual(['create or replace public.record_download(text)']);
  expect(pending.sql).toContain(
    '-- public.record_download(text) changes its result or arguments, which create or replace cannot do.\ndrop function public.record_download(text);\n\n-- A download was served',
  );
});
