/**
 * The SQL functions' one home (docs/decisions/041-function-bodies-in-schema-files.md): every function
 * of the public schema is declared once, with its comment and grants, in a file of supabase/schemas/;
 * migrations apply those files with `create or replace` and never fork a body.
 *
 * What this module compares: the functions the migrations leave (read from the catalogue of a migrated
 * database) and the functions the schema files declare (the same database with every public function
 * dropped and the schema files run instead, inside a transaction that is rolled back). Both sides are
 * `pg_get_functiondef` (signature, language, volatility, security, settings, body), the comment and the
 * privileges. The migration `npm run db:migration` writes holds the schema files' statements for what
 * differs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

import type { Database, Queryable } from './database.ts';
import { splitSqlStatements } from './sql-statements.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'supabase/migrations');
const SCHEMAS_PREFIX = './schemas/';

export interface SchemaFile {
  /** As the repository names it, e.g. `supabase/schemas/orders.sql`. */
  path: string;
  text: string;
}

/** One function as a schema file writes it: the create statement with its comment and grants. */
export interface FunctionBlock {
  file: string;
  /** The file's text of the block, from the comment lines above `create` to the last `;`. */
  text: string;
  /** Its `comment on function` statements, and its `grant` and `revoke` statements, as written. */
  comments: string[];
  grants: string[];
}

/** What the catalogue says of one function, compared between the two sides. */
export interface FunctionState {
  /** `public.name(type, type)`: what `drop function` and `comment on function` take. */
  key: string;
  definition: string;
  comment: string | null;
  privileges: string[];
  /** `pg_get_function_result` and the argument list (names, defaults): `create or replace` cannot change them. */
  result: string;
  arguments: string;
  source: string;
}

/** The schema files in the order `[db.migrations] schema_paths` of supabase/config.toml lists them. */
export function schemaFilePaths(root = PROJECT_ROOT): { paths: string[]; problems: string[] } {
  const config = parse(readFileSync(join(root, 'supabase/config.toml'), 'utf8')) as {
    db?: { migrations?: { schema_paths?: unknown } };
  };
  const listed = config.db?.migrations?.schema_paths;
  const entries = Array.isArray(listed) ? listed.map(String) : [];
  const paths = entries
    .filter((entry) => entry.startsWith(SCHEMAS_PREFIX))
    .map((entry) => `supabase/schemas/${entry.slice(SCHEMAS_PREFIX.length)}`);
  const problems: string[] = [];
  if (entries[0] !== './migrations/*.sql')
    problems.push(
      'supabase/config.toml: [db.migrations] schema_paths must start with "./migrations/*.sql" (the schema files declare functions only; ADR 041)',
    );
  for (const path of paths) {
    if (/[*?[]/.test(path))
      problems.push(`supabase/config.toml: list each schema file by name, in dependency order: ${path}`);
    else if (!existsSync(join(root, path)))
      problems.push(`supabase/config.toml lists ${path}, which does not exist`);
  }
  const dir = join(root, 'supabase/schemas');
  for (const name of existsSync(dir) ? readdirSync(dir).sort() : []) {
    if (name.endsWith('.sql') && !paths.includes(`supabase/schemas/${name}`))
      problems.push(
        `supabase/schemas/${name} is not listed in [db.migrations] schema_paths of supabase/config.toml`,
      );
  }
  return { paths, problems };
}

export function readSchemaFiles(root = PROJECT_ROOT): { files: SchemaFile[]; problems: string[] } {
  const { paths, problems } = schemaFilePaths(root);
  const files = paths
    .filter((path) => existsSync(join(root, path)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  return { files, problems };
}

const CREATE_FUNCTION = /^create\s+or\s+replace\s+function\s/i;
const BELONGS_TO_FUNCTION =
  /^(comment\s+on\s+function|grant\s+execute\s+on\s+function|revoke\s+execute\s+on\s+function|alter\s+function)\s/i;

/**
 * A schema file's function blocks. A block is a `create or replace function` statement (with the
 * comment lines right above it) and the `comment on`, `grant`, `revoke` and `alter function` statements
 * that follow it; anything else does not belong in a schema file.
 */
export function functionBlocks(file: SchemaFile): { blocks: FunctionBlock[]; problems: string[] } {
  const blocks: FunctionBlock[] = [];
  const problems: string[] = [];
  let statements;
  try {
    statements = splitSqlStatements(file.text);
  } catch (error) {
    return { blocks, problems: [`${file.path}: ${(error as Error).message}`] };
  }
  let open: { start: number; end: number; comments: string[]; grants: string[] } | undefined;
  const close = () => {
    if (open)
      blocks.push({
        file: file.path,
        text: file.text.slice(open.start, open.end),
        comments: open.comments,
        grants: open.grants,
      });
    open = undefined;
  };
  for (const statement of statements) {
    const line = file.text.slice(0, statement.start).split('\n').length;
    if (CREATE_FUNCTION.test(statement.text)) {
      close();
      open = { start: statement.leadingStart, end: statement.end, comments: [], grants: [] };
    } else if (open && BELONGS_TO_FUNCTION.test(statement.text)) {
      open.end = statement.end;
      if (/^comment/i.test(statement.text)) open.comments.push(statement.text);
      else if (/^(grant|revoke)/i.test(statement.text)) open.grants.push(statement.text);
    } else {
      problems.push(
        `${file.path}:${line}: a schema file holds functions only ("create or replace function", then its comment, grant, revoke): ${statement.text.slice(0, 60)}`,
      );
    }
  }
  close();
  return { blocks, problems };
}

const normalise = (text: string) => text.replace(/\r\n/g, '\n').replace(/[ \t]+$/gm, '');

/** Every function of the public schema that no extension owns, by key. */
export async function readFunctions(db: Queryable): Promise<Map<string, FunctionState>> {
  const { rows } = await db.query<FunctionState>(`
    select format('%I.%I(%s)', n.nspname, p.proname,
             array_to_string(array(select format_type(t, null) from unnest(p.proargtypes) t), ', ')) as key,
           pg_get_functiondef(p.oid) as definition,
           obj_description(p.oid, 'pg_proc') as comment,
           array(select a::text from unnest(coalesce(p.proacl, acldefault('f', p.proowner))) a order by 1) as privileges,
           pg_get_function_result(p.oid) as result,
           pg_get_function_arguments(p.oid) as arguments,
           p.prosrc as source
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by 1`);
  return new Map(
    rows.map((row) => [
      row.key,
      { ...row, definition: normalise(row.definition), comment: row.comment && normalise(row.comment) },
    ]),
  );
}

const ROLLBACK = Symbol('rollback');

/** Runs fn in a transaction that is always rolled back, and returns what fn returned. */
export async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await fn(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result as T;
}

export interface DeclaredFunctions {
  functions: Map<string, FunctionState>;
  /** The block (and so the file) that declares each function. */
  blocks: Map<string, FunctionBlock>;
  problems: string[];
}

/**
 * Drops every public function (cascade: the triggers and checks that use them go too) and runs the
 * schema files' blocks in order, noting which function each block creates. Destructive: call it
 * inside `rolledBack`.
 */
export async function declareFunctions(tx: Queryable, files: SchemaFile[]): Promise<DeclaredFunctions> {
  const problems: string[] = [];
  const blocks = new Map<string, FunctionBlock>();
  for (const key of (await readFunctions(tx)).keys()) await tx.exec(`drop function ${key} cascade`);
  await tx.exec(`
    create schema function_schemas_check;
    create table function_schemas_check.created (objid oid);
    create function function_schemas_check.note() returns event_trigger language plpgsql as $$
    begin
      insert into function_schemas_check.created
        select objid from pg_event_trigger_ddl_commands() where object_type = 'function';
    end;
    $$;
    create event trigger function_schemas_check on ddl_command_end when tag in ('CREATE FUNCTION')
      execute function function_schemas_check.note();
  `);
  for (const file of files) {
    const parsed = functionBlocks(file);
    problems.push(...parsed.problems);
    for (const block of parsed.blocks) {
      await tx.exec('delete from function_schemas_check.created');
      try {
        await tx.exec(block.text);
      } catch (error) {
        problems.push(`${file.path}: ${(error as Error).message} in:\n${block.text.slice(0, 200)}`);
        return { functions: new Map(), blocks, problems };
      }
      const { rows } = await tx.query<{ key: string }>(`
        select distinct format('%I.%I(%s)', n.nspname, p.proname,
                 array_to_string(array(select format_type(t, null) from unnest(p.proargtypes) t), ', ')) as key
        from function_schemas_check.created c
        join pg_proc p on p.oid = c.objid
        join pg_namespace n on n.oid = p.pronamespace`);
      for (const { key } of rows) {
        const earlier = blocks.get(key);
        if (earlier) problems.push(`${key} is defined twice: in ${earlier.file} and in ${file.path}`);
        else blocks.set(key, block);
      }
      if (rows.length !== 1)
        problems.push(
          `${file.path}: a block must create exactly one function, this one creates ${rows.length}`,
        );
    }
  }
  await tx.exec('drop event trigger function_schemas_check; drop schema function_schemas_check cascade;');
  return { functions: await readFunctions(tx), blocks, problems };
}

function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  const line = left.findIndex((text, index) => text !== right[index]);
  const at = line === -1 ? left.length : line;
  return `line ${at + 1}: migrations "${(left[at] ?? '').trim()}", schema file "${(right[at] ?? '').trim()}"`;
}

/** How the functions the migrations leave differ from the declared ones, one sentence per function. */
export function compareFunctions(
  migrated: Map<string, FunctionState>,
  declared: DeclaredFunctions,
): string[] {
  const problems: string[] = [];
  for (const [key, state] of migrated) {
    const wanted = declared.functions.get(key);
    const file = declared.blocks.get(key)?.file;
    if (!wanted) {
      problems.push(`${key} exists after the migrations but no schema file in supabase/schemas/ declares it`);
      continue;
    }
    const parts = [
      state.definition !== wanted.definition &&
        `its definition (${firstDifference(state.definition, wanted.definition)})`,
      state.comment !== wanted.comment && 'its comment',
      state.privileges.join() !== wanted.privileges.join() &&
        `its grants (migrations ${state.privileges.join(' ')}; schema file ${wanted.privileges.join(' ')})`,
    ].filter(Boolean);
    if (parts.length)
      problems.push(
        `${key}: the migrations leave ${parts.join(', ')} different from ${file}: run npm run db:migration -- <name>`,
      );
  }
  for (const key of declared.functions.keys()) {
    if (!migrated.has(key))
      problems.push(
        `${key} is declared in ${declared.blocks.get(key)?.file} but no migration creates it: run npm run db:migration -- <name>`,
      );
  }
  return problems;
}

/** Everything wrong between the migrations and the schema files, as sentences; empty when they agree. */
export async function checkFunctionSchemas(db: Database, files: SchemaFile[]): Promise<string[]> {
  return rolledBack(db, async (tx) => {
    const migrated = await readFunctions(tx);
    const declared = await declareFunctions(tx, files);
    return [...declared.problems, ...compareFunctions(migrated, declared)];
  });
}

export interface PendingMigration {
  /** The migration's SQL, or null when the migrations already leave every function as declared. */
  sql: string | null;
  /** What it does, one line a function (`create or replace public.f(uuid)`, `comment on …`, `drop …`). */
  changes: string[];
  problems: string[];
}

/** `public.name(argument types)` → `public.name`. */
const nameOf = (key: string) => key.slice(0, key.indexOf('('));

const calls = (source: string, key: string) =>
  new RegExp(`\\b${nameOf(key).slice('public.'.length)}\\s*\\(`).test(source);

const nothing = (problems: string[]): PendingMigration => ({ sql: null, changes: [], problems });

/**
 * The next migration: for every schema file in order, what its functions need to become as declared
 * (the whole block, `create or replace` with comment and grants, when the definition changed or the
 * function is new; only the `comment on` or only the `grant`/`revoke` statements when only those
 * changed), then a drop of each function no schema file declares any more (refused while a declared
 * function still calls it by that name, unless one of that name is still declared with other arguments). A function whose return type or argument names changed is dropped before
 * its block, as `create or replace` cannot change those. The SQL is tried on the migrated database
 * before it is returned: it must leave exactly the declared functions.
 */
export async function pendingMigration(
  db: Database,
  files: SchemaFile[],
  header: string,
): Promise<PendingMigration> {
  const { migrated, declared } = await rolledBack(db, async (tx) => ({
    migrated: await readFunctions(tx),
    declared: await declareFunctions(tx, files),
  }));
  if (declared.problems.length) return nothing(declared.problems);

  const dropped = [...migrated.keys()].filter((key) => !declared.functions.has(key));
  // A call names a function, not its arguments: where a function of the same name is still declared (its
  // argument list changed), the callers are declared with it and call that one.
  const declaredNames = new Set([...declared.functions.keys()].map(nameOf));
  const problems = dropped.flatMap((key) => {
    if (declaredNames.has(nameOf(key))) return [];
    const callers = [...declared.functions.values()]
      .filter((fn) => calls(fn.source, key))
      .map((fn) => fn.key);
    return callers.length
      ? [`${key} is declared in no schema file any more, but ${callers.join(', ')} still call it`]
      : [];
  });
  if (problems.length) return nothing(problems);

  const changes: string[] = [];
  const sections: string[] = [header.trimEnd()];
  for (const file of files) {
    const texts: string[] = [];
    for (const [key, block] of declared.blocks) {
      if (block.file !== file.path) continue;
      const state = migrated.get(key);
      const wanted = declared.functions.get(key)!;
      if (!state || state.definition !== wanted.definition) {
        const replaced = state && (state.result !== wanted.result || state.arguments !== wanted.arguments);
        texts.push(
          replaced
            ? `-- ${key} changes its result or arguments, which create or replace cannot do.\ndrop function ${key};\n\n${block.text}`
            : block.text,
        );
        changes.push(`create or replace ${key}`);
        continue;
      }
      if (state.comment !== wanted.comment) {
        texts.push(...(block.comments.length ? block.comments : [`comment on function ${key} is null;`]));
        changes.push(`comment on ${key}`);
      }
      if (state.privileges.join() !== wanted.privileges.join()) {
        texts.push(block.grants.join('\n'));
        changes.push(`grant and revoke on ${key}`);
      }
    }
    if (texts.length) sections.push(`-- ${file.path}\n\n${texts.join('\n\n')}`);
  }
  if (dropped.length) {
    sections.push(
      `-- No schema file declares these any more, and no declared function calls them.\n${dropped
        .map((key) => `drop function ${key};`)
        .join('\n')}`,
    );
    changes.push(...dropped.map((key) => `drop ${key}`));
  }
  if (!changes.length) return nothing([]);
  const sql = `${sections.join('\n\n')}\n`;

  const left = await rolledBack(db, async (tx) => {
    await tx.exec(sql);
    return compareFunctions(await readFunctions(tx), declared);
  });
  if (left.length)
    return nothing(['The generated migration does not leave the declared functions:', ...left]);
  return { sql, changes, problems: [] };
}
