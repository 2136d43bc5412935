import type { Queryable } from '../db/database.ts';
import { restError } from './errors.ts';
import type { RestError } from './errors.ts';

/**
 * What PostgREST keeps in its schema cache, read from the catalog on each request instead (no
 * cache to reload after a migration): relations with their columns and keys, foreign keys, and
 * the `pgrst.*` settings of the authenticator role (in-database configuration).
 */

export const SCHEMA = 'public';

export interface Column {
  name: string;
  /** format_type with modifiers, e.g. `character varying(20)`: how a body value is read. */
  type: string;
  /** The base type's name (a domain's underlying type): decides JSON paths and full-text search. */
  baseType: string;
  /** The column default as SQL (identity columns: their nextval), for `Prefer: missing=default`. */
  default: string | null;
  /**
   * Its domain has an implicit cast function to or from json/text: a PostgREST "domain
   * representation", which changes how the column reads and writes (not implemented here).
   */
  representation: boolean;
}

export interface Relation {
  name: string;
  /** A view (or materialized view) has no foreign keys of its own. */
  isView: boolean;
  columns: Column[];
  primaryKey: string[];
}

export async function loadRelation(tx: Queryable, name: string): Promise<Relation | undefined> {
  const result = await tx.query<{ relkind: string; columns: Column[] | null; pk: string[] | null }>(
    `select c.relkind::text as relkind,
       (select json_agg(json_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, a.atttypmod),
          'baseType', coalesce(bt.typname, t.typname),
          'default', case
            when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
            when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
            when a.attgenerated = 's' then null
            else pg_get_expr(ad.adbin, ad.adrelid) end,
          'representation', t.typtype = 'd' and exists (
            select 1 from pg_catalog.pg_cast k
            where k.castcontext = 'i' and k.castmethod = 'f'
              and ((k.castsource = t.oid and k.casttarget in ('json'::regtype, 'text'::regtype))
                or (k.casttarget = t.oid and k.castsource in ('json'::regtype, 'text'::regtype))))) order by a.attnum)
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_type t on t.oid = a.atttypid
        left join pg_catalog.pg_type bt on bt.oid = t.typbasetype and t.typbasetype <> 0
        left join pg_catalog.pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
       (select array_agg(a.attname::text order by k.i)
        from pg_catalog.pg_constraint p cross join unnest(p.conkey) with ordinality k(attnum, i)
        join pg_catalog.pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
        where p.conrelid = c.oid and p.contype = 'p') as pk
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [SCHEMA, name],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    name,
    isView: row.relkind === 'v' || row.relkind === 'm',
    columns: typeof row.columns === 'string' ? (JSON.parse(row.columns) as Column[]) : (row.columns ?? []),
    primaryKey: row.pk ?? [],
  };
}

/** 404 PGRST205, with a close name as the hint when there is one. */
export async function tableNotFound(tx: Queryable, table: string): Promise<RestError> {
  const others = await tx.query<{ relname: string }>(
    `select c.relname::text as relname from pg_catalog.pg_class c
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p') order by c.relname`,
    [SCHEMA],
  );
  const suggestion = others.rows.find((row) => row.relname.includes(table) || table.includes(row.relname));
  return restError(
    404,
    'PGRST205',
    `Could not find the table '${SCHEMA}.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${SCHEMA}.${suggestion.relname}'` : null,
  );
}

export async function requireRelation(tx: Queryable, name: string): Promise<Relation> {
  const relation = await loadRelation(tx, name);
  if (!relation) throw await tableNotFound(tx, name);
  return relation;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
  /** The referencing columns are the table's primary key or unique: the reverse side is one-to-one. */
  unique: boolean;
  /** The referencing table's primary key columns (a junction's key holds both foreign keys). */
  primaryKey: string[];
}

export async function foreignKeys(tx: Queryable, tables: string[]): Promise<ForeignKey[]> {
  const result = await tx.query<ForeignKey>(
    `select c.conname::text as name, t.relname::text as "table", f.relname::text as "foreignTable",
       array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, i)
             join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.i) as columns,
       array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, i)
             join pg_catalog.pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.i) as "foreignColumns",
       exists (select 1 from pg_catalog.pg_constraint u where u.conrelid = c.conrelid and u.contype in ('p', 'u')
               and u.conkey::int2[] @> c.conkey::int2[] and u.conkey::int2[] <@ c.conkey::int2[]) as "unique",
       array(select a.attname::text from pg_catalog.pg_constraint p cross join unnest(p.conkey) k(attnum)
             join pg_catalog.pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
             where p.conrelid = c.conrelid and p.contype = 'p') as "primaryKey"
     from pg_catalog.pg_constraint c
     join pg_catalog.pg_class t on t.oid = c.conrelid join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
     join pg_catalog.pg_class f on f.oid = c.confrelid join pg_catalog.pg_namespace fn on fn.oid = f.relnamespace
     where c.contype = 'f' and tn.nspname = $1 and fn.nspname = $1
       and (t.relname = any($2::text[]) or f.relname = any($2::text[]))
     order by c.conname`,
    [SCHEMA, tables],
  );
  return result.rows;
}

/** The PostgREST settings hosted Supabase lets a project change in the database. */
export interface InDatabaseConfig {
  aggregatesEnabled?: boolean;
  txEnd?: string;
  maxRows?: number;
}

/** `alter role authenticator set pgrst.<name> = ...` (PostgREST's in-database configuration). */
export async function inDatabaseConfig(tx: Queryable): Promise<InDatabaseConfig> {
  const result = await tx.query<{ name: string; value: string }>(
    `select split_part(entry, '=', 1) as name, substr(entry, strpos(entry, '=') + 1) as value
     from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
     cross join unnest(s.setconfig) as entry
     where r.rolname = 'authenticator'
       and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
       and entry like 'pgrst.%'
     order by s.setdatabase`,
  );
  const config: InDatabaseConfig = {};
  for (const { name, value } of result.rows) {
    if (name === 'pgrst.db_aggregates_enabled')
      config.aggregatesEnabled = /^(true|on|1|yes)$/i.test(value.trim());
    if (name === 'pgrst.db_tx_end') config.txEnd = value.trim();
    if (name === 'pgrst.db_max_rows' && /^\d+$/.test(value.trim())) config.maxRows = Number(value.trim());
  }
  return config;
}
