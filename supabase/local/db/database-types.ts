/**
 * Writes supabase/functions/_shared/domain/database.types.ts from the database itself (ADR 011, 059):
 * the migrations are applied to an in-memory PGlite and the public schema is read back from the
 * catalogue, in the shape the Supabase CLI's `gen types typescript` gives a schema, so the types of the
 * app and the functions can never lag a migration. Each table's Update type, the `Database` wrapper
 * supabase-js reads and the row helpers are derived once, by hand, in the domain's database.ts.
 *
 *   npm run db:types          rewrite the file
 *   npm run db:types -- --check   exit 1 when the file is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

import type { Queryable } from './database.ts';
import { openDatabase, prepareDatabase } from './open-database.ts';

const TYPES_PATH = 'supabase/functions/_shared/domain/database.types.ts';
export const TYPES_FILE = fileURLToPath(new URL(`../../../${TYPES_PATH}`, import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

interface ColumnInfo {
  relation: string;
  kind: string;
  name: string;
  type_name: string;
  type_schema: string;
  type_kind: string;
  element_name: string | null;
  element_kind: string | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface ForeignKeyInfo {
  relation: string;
  name: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionInfo {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  arg_defaults: number;
  returns: string;
  returns_set: boolean;
  table_columns: { name: string; type: string }[] | null;
}

const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'citext',
  'bytea',
  'tsvector',
  'money',
]);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function tsType(name: string, kind: string, enums: Set<string>): string {
  if (kind === 'e' && enums.has(name)) return `PublicSchema['Enums']['${name}']`;
  if (STRING_TYPES.has(name)) return 'string';
  if (NUMBER_TYPES.has(name)) return 'number';
  if (name === 'bool') return 'boolean';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  return 'unknown';
}

function columnType(column: ColumnInfo, enums: Set<string>): string {
  if (column.element_name) return `${tsType(column.element_name, column.element_kind ?? 'b', enums)}[]`;
  return tsType(column.type_name, column.type_kind, enums);
}

const quote = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

async function readSchema(db: Queryable) {
  const columns = await db.query<ColumnInfo>(`
    select c.relname as relation, c.relkind as kind, a.attname as name,
      t.typname as type_name, tn.nspname as type_schema, t.typtype as type_kind,
      et.typname as element_name, et.typtype as element_kind,
      a.attnotnull as not_null, a.atthasdef as has_default,
      a.attidentity::text as identity, a.attgenerated::text as generated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    join pg_namespace tn on tn.oid = t.typnamespace
    left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
    order by c.relname, a.attnum`);
  const foreignKeys = await db.query<ForeignKeyInfo>(`
    select c.relname as relation, con.conname as name,
      array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord)::text[] as columns,
      rc.relname as referenced_relation,
      array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)::text[] as referenced_columns,
      exists (
        select 1 from pg_index i
        where i.indrelid = con.conrelid and i.indisunique
          and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
            = (select array_agg(x order by x) from unnest(con.conkey) x)
      ) as one_to_one
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class rc on rc.oid = con.confrelid
    join pg_namespace rn on rn.oid = rc.relnamespace
    where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
    order by c.relname, con.conname`);
  const functions = await db.query<FunctionInfo>(`
    select p.proname as name, p.proargnames as arg_names,
      array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t)::text[] as arg_types,
      p.proargmodes::text[] as arg_modes, p.pronargdefaults as arg_defaults,
      rt.typname as returns, p.proretset as returns_set,
      case when rt.typtype = 'c' then (
        select json_agg(json_build_object('name', a.attname, 'type', at.typname) order by a.attnum)
        from pg_attribute a join pg_type at on at.oid = a.atttypid
        where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped
      ) end as table_columns
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
    order by p.proname, p.oid`);
  const enums = await db.query<{ name: string; labels: string[] }>(`
    select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
    from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
    where n.nspname = 'public' group by t.typname order by t.typname`);
  return {
    columns: columns.rows,
    foreignKeys: foreignKeys.rows,
    functions: functions.rows,
    enums: enums.rows,
  };
}

const SQL_TO_UDT: Record<string, string> = {
  text: 'text',
  uuid: 'uuid',
  integer: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  boolean: 'bool',
  numeric: 'numeric',
  jsonb: 'jsonb',
  json: 'json',
  'timestamp with time zone': 'timestamptz',
  'double precision': 'float8',
  real: 'float4',
  date: 'date',
};

function render(schema: Awaited<ReturnType<typeof readSchema>>): string {
  const enumNames = new Set(schema.enums.map((entry) => entry.name));
  const relations = [...new Set(schema.columns.map((column) => column.relation))];
  const block = (kind: 'table' | 'view') =>
    relations
      .filter((relation) => {
        const relkind = schema.columns.find((column) => column.relation === relation)!.kind;
        return kind === 'table' ? relkind === 'r' || relkind === 'p' : relkind === 'v' || relkind === 'm';
      })
      .map((relation) => {
        const columns = schema.columns.filter((column) => column.relation === relation);
        const row = columns
          .map((c) => `${quote(c.name)}: ${columnType(c, enumNames)}${c.not_null ? '' : ' | null'}`)
          .join('\n');
        const insert = columns
          .map((c) => {
            if (c.generated) return `${quote(c.name)}?: never`;
            const optional = !c.not_null || c.has_default || c.identity !== '';
            return `${quote(c.name)}${optional ? '?' : ''}: ${columnType(c, enumNames)}${c.not_null ? '' : ' | null'}`;
          })
          .join('\n');
        const relationships = schema.foreignKeys
          .filter((fk) => fk.relation === relation)
          .map(
            (fk) => `{
              foreignKeyName: ${JSON.stringify(fk.name)}
              columns: ${JSON.stringify(fk.columns)}
              isOneToOne: ${fk.one_to_one}
              referencedRelation: ${JSON.stringify(fk.referenced_relation)}
              referencedColumns: ${JSON.stringify(fk.referenced_columns)}
            }`,
          );
        const writable = kind === 'table' ? `Insert: {\n${insert}\n}\n` : '';
        return `${quote(relation)}: {\nRow: {\n${row}\n}\n${writable}Relationships: [${relationships.join(', ')}]\n}`;
      })
      .join('\n');

  const functionNames = [...new Set(schema.functions.map((fn) => fn.name))];
  const functions = functionNames
    .map((name) => {
      const overloads = schema.functions
        .filter((fn) => fn.name === name)
        .map((fn) => {
          const args = fn.arg_types
            .map((type, index) => ({
              name: fn.arg_names?.[index] ?? `arg${index}`,
              type,
              mode: fn.arg_modes?.[index] ?? 'i',
              index,
            }))
            .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
          const firstDefault = args.length - fn.arg_defaults;
          const argText = args.length
            ? `{\n${args
                .map(
                  (arg, position) =>
                    `${quote(arg.name)}${position >= firstDefault ? '?' : ''}: ${tsType(SQL_TO_UDT[arg.type] ?? arg.type, 'b', enumNames)}`,
                )
                .join('\n')}\n}`
            : 'never';
          // RETURNS TABLE (…) and OUT parameters describe the row; a composite return type names its own.
          const outArgs = fn.arg_types
            .map((type, index) => ({
              name: fn.arg_names?.[index] ?? `column${index}`,
              type,
              mode: fn.arg_modes?.[index],
            }))
            .filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't')
            .map((arg) => ({ name: arg.name, type: SQL_TO_UDT[arg.type] ?? arg.type }));
          const rowColumns = fn.table_columns ?? (fn.returns === 'record' && outArgs.length ? outArgs : null);
          const returns = rowColumns
            ? `{\n${rowColumns.map((c) => `${quote(c.name)}: ${tsType(c.type, 'b', enumNames)}`).join('\n')}\n}${fn.returns_set ? '[]' : ''}`
            : `${tsType(fn.returns, 'b', enumNames)}${fn.returns_set ? '[]' : ''}`;
          return `{ Args: ${argText}\nReturns: ${returns} }`;
        });
      return `${quote(name)}: ${overloads.join(' | ')}`;
    })
    .join('\n');
  const enums = schema.enums
    .map((entry) => `${quote(entry.name)}: ${entry.labels.map((label) => JSON.stringify(label)).join(' | ')}`)
    .join('\n');
  const section = (body: string) => (body ? `{\n${body}\n}` : '{\n[_ in never]: never\n}');

  return `/**
 * The public schema as the migrations leave it. Generated from supabase/migrations by
 * \`npm run db:types\` (supabase/local/db/database-types.ts); do not edit by hand. Import its types
 * from database.ts, which adds what supabase-js and the row helpers derive from it.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type PublicSchema = {
  Tables: ${section(block('table'))}
  Views: ${section(block('view'))}
  Functions: ${section(functions)}
  Enums: ${section(enums)}
  CompositeTypes: {
    [_ in never]: never
  }
}
`;
}

/** The file's text for the migrations in supabase/migrations, formatted as the repository formats. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDatabase({});
  try {
    await prepareDatabase(db, { migrationsDir: MIGRATIONS_DIR });
    const text = render(await readSchema(db));
    const options = (await resolveConfig(TYPES_FILE)) ?? {};
    return format(text, { ...options, filepath: TYPES_FILE });
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await generateDatabaseTypes();
  if (process.argv.includes('--check')) {
    if (readFileSync(TYPES_FILE, 'utf8') !== text) {
      console.error(`${TYPES_PATH} is out of date: run npm run db:types`);
      process.exit(1);
    }
    console.log(`${TYPES_PATH} matches the migrations.`);
  } else {
    writeFileSync(TYPES_FILE, text);
    console.log(`Wrote ${TYPES_PATH} from the migrations.`);
  }
}
