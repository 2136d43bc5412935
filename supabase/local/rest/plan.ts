import type { Queryable } from '../db/database.ts';
import { RestError, restError } from './errors.ts';
import { Params, quoteIdent } from './query.ts';
import type { Condition, Filter, LevelParams, OrderTerm, SelectItem } from './query.ts';

/**
 * Turns parsed query parameters into one SQL statement, the way PostgREST's query builder does:
 * embedded resources are correlated subqueries over foreign keys read from the catalog, to-many
 * embeds aggregate into arrays and to-one embeds into objects, `!inner` becomes EXISTS.
 */

export const SCHEMA = 'public';

interface ForeignKey {
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

interface Relationship {
  target: string;
  toOne: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  /** Pairs (column of the embedded table, column of the parent); for many-to-many, of the junction. */
  join: [string, string][];
  key: ForeignKey;
  /** Many-to-many: the junction table, its key to the parent and its key to the embedded table. */
  junction?: { table: string; toParent: ForeignKey; toTarget: ForeignKey };
}

export async function tableColumns(tx: Queryable, table: string): Promise<string[] | undefined> {
  const result = await tx.query<{ relkind: string; columns: string[] | null }>(
    `select c.relkind::text as relkind,
       array(select a.attname::text from pg_catalog.pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [SCHEMA, table],
  );
  return result.rows[0]?.columns ?? undefined;
}

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

async function foreignKeys(tx: Queryable, tables: string[]): Promise<ForeignKey[]> {
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

/** Junctions: tables whose primary key holds a foreign key to each side (PostgREST's many-to-many). */
function junctions(keys: ForeignKey[], parent: string, target: string): Relationship[] {
  const found: Relationship[] = [];
  for (const toParent of keys) {
    if (toParent.foreignTable !== parent || toParent.table === parent || toParent.table === target) continue;
    for (const toTarget of keys) {
      if (toTarget === toParent || toTarget.table !== toParent.table || toTarget.foreignTable !== target)
        continue;
      const inKey = (key: ForeignKey) => key.columns.every((column) => key.primaryKey.includes(column));
      if (!inKey(toParent) || !inKey(toTarget)) continue;
      found.push({
        target,
        toOne: false,
        cardinality: 'many-to-many',
        join: toTarget.columns.map((column, i) => [toTarget.foreignColumns[i] as string, column]),
        key: toTarget,
        junction: { table: toParent.table, toParent, toTarget },
      });
    }
  }
  return found;
}

function describe(rel: Relationship, parent: string) {
  if (rel.junction) {
    const { table, toParent, toTarget } = rel.junction;
    return {
      cardinality: rel.cardinality,
      embedding: `${parent} with ${rel.target}`,
      relationship: `${table} using ${toParent.name}(${toParent.columns.join(', ')}) and ${toTarget.name}(${toTarget.columns.join(', ')})`,
    };
  }
  const [from, to] =
    rel.cardinality === 'many-to-one'
      ? [`${parent}(${rel.key.columns.join(', ')})`, `${rel.target}(${rel.key.foreignColumns.join(', ')})`]
      : [`${parent}(${rel.key.foreignColumns.join(', ')})`, `${rel.target}(${rel.key.columns.join(', ')})`];
  return {
    cardinality: rel.cardinality,
    embedding: `${parent} with ${rel.target}`,
    relationship: `${rel.key.name} using ${from} and ${to}`,
  };
}

/** PostgREST's findRel: foreign keys in either direction, narrowed by the hint; 300 if ambiguous. */
async function findRelationship(
  tx: Queryable,
  parent: string,
  target: string,
  hint: string | undefined,
): Promise<Relationship> {
  const keys = await foreignKeys(tx, [parent, target]);
  const candidates: Relationship[] = junctions(keys, parent, target);
  for (const key of keys) {
    if (key.table === parent && key.foreignTable === target)
      candidates.push({
        target,
        toOne: true,
        cardinality: 'many-to-one',
        join: key.columns.map((column, i) => [key.foreignColumns[i] as string, column]),
        key,
      });
    if (key.foreignTable === parent && key.table === target)
      candidates.push({
        target,
        toOne: key.unique,
        cardinality: key.unique ? 'one-to-one' : 'one-to-many',
        join: key.columns.map((column, i) => [column, key.foreignColumns[i] as string]),
        key,
      });
  }
  const matching =
    hint === undefined
      ? candidates
      : candidates.filter(
          (rel) =>
            rel.junction?.table === hint ||
            rel.junction?.toParent.name === hint ||
            rel.key.name === hint ||
            (rel.key.columns.length === 1 && rel.key.columns[0] === hint) ||
            (rel.key.foreignColumns.length === 1 && rel.key.foreignColumns[0] === hint),
        );
  if (matching.length === 1) return matching[0] as Relationship;
  if (matching.length > 1)
    throw new RestError(300, {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
      details: matching.map((rel) => describe(rel, parent)) as never,
      hint: `Try changing '${target}' to one of the following: ${matching
        .map((rel) => `'${target}!${rel.junction?.table ?? rel.key.name}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    });
  const related = [
    ...new Set(
      keys
        .filter((key) => key.table === parent || key.foreignTable === parent)
        .map((key) => (key.table === parent ? key.foreignTable : key.table)),
    ),
  ];
  const close = related.find((name) => name.includes(target) || target.includes(name));
  throw restError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${target}'${
      hint === undefined ? '' : ` using the hint '${hint}'`
    } in the schema '${SCHEMA}', but no matches were found.`,
    close && close !== target ? `Perhaps you meant '${close}' instead of '${target}'.` : null,
  );
}

/** One embedding level: its table, alias in SQL, select items and the embeds below it. */
export interface Node {
  table: string;
  sqlAlias: string;
  /** The name filters use: the alias if one was given, else the relation name. */
  names: string[];
  select: SelectItem[];
  children: { item: Extract<SelectItem, { kind: 'embed' }>; rel: Relationship; node: Node }[];
  level: LevelParams;
}

const EMPTY_LEVEL = (): LevelParams => ({ conditions: [], order: [], offset: 0 });

/** Resolves every embed of the select tree against the catalog and attaches its query parameters. */
export async function planTree(
  tx: Queryable,
  table: string,
  sqlAlias: string,
  select: SelectItem[],
  levels: Map<string, LevelParams>,
): Promise<Node> {
  let counter = 0;
  const used = new Set<string>(['']);
  const build = async (name: string, alias: string, items: SelectItem[], path: string): Promise<Node> => {
    const node: Node = {
      table: name,
      sqlAlias: alias,
      names: [],
      select: items,
      children: [],
      level: levels.get(path) ?? EMPTY_LEVEL(),
    };
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      const rel = await findRelationship(tx, name, item.relation, item.hint);
      counter += 1;
      const key = item.alias ?? item.relation;
      const childPath = path === '' ? key : `${path}.${key}`;
      let levelPath = childPath;
      // Filters may still use the table name of an aliased embed (url-use-legacy-target-names).
      if (!levels.has(childPath) && item.alias) {
        const legacy = path === '' ? item.relation : `${path}.${item.relation}`;
        if (levels.has(legacy)) levelPath = legacy;
      }
      used.add(levelPath);
      const child = await build(item.relation, `_pgrst_${counter}`, item.select, levelPath);
      child.names = [key];
      node.children.push({ item, rel, node: child });
    }
    return node;
  };
  const root = await build(table, sqlAlias, select, '');
  for (const path of levels.keys()) {
    if (used.has(path)) continue;
    const last = path.split('.').at(-1) as string;
    throw restError(
      400,
      'PGRST108',
      `'${last}' is not an embedded resource in this request`,
      null,
      `Verify that '${last}' is included in the 'select' query parameter.`,
    );
  }
  return root;
}

const SQL_OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};
const TS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_SQL: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

function filterSql(filter: Filter, node: Node, params: Params): string {
  const child = node.children.find((entry) => entry.node.names.includes(filter.column));
  // `rel=is.null` / `rel=not.is.null` on an embedded resource: anti-join or inner join.
  if (child && filter.operator === 'is' && filter.value.toLowerCase() === 'null') {
    const exists = `exists (select 1 from ${source(child.node)} where ${childWhere(child, node, params)})`;
    return filter.negate ? exists : `not ${exists}`;
  }
  const column = `${quoteIdent(node.sqlAlias)}.${quoteIdent(filter.column)}`;
  let condition: string;
  const like = filter.operator === 'like' || filter.operator === 'ilike';
  if (filter.operator === 'in') {
    condition =
      (filter.list ?? []).length === 0
        ? 'false'
        : `${column} in (${(filter.list ?? []).map((item) => params.add(item)).join(', ')})`;
  } else if (filter.operator === 'is') {
    condition = `${column} is ${IS_SQL[filter.value.toLowerCase()]}`;
  } else if (filter.operator === 'isdistinct') {
    condition = `${column} is distinct from ${params.add(filter.value)}`;
  } else if (filter.operator in TS_FUNCTIONS) {
    const fn = TS_FUNCTIONS[filter.operator] as string;
    const query = filter.modifier
      ? `${fn}(${params.add(filter.modifier)}::regconfig, ${params.add(filter.value)})`
      : `${fn}(${params.add(filter.value)})`;
    condition = `${column} @@ ${query}`;
  } else {
    const operator = SQL_OPERATORS[filter.operator] as string;
    if (filter.modifier) {
      const items = filter.value.slice(1, -1);
      const array = like ? items.replaceAll('*', '%') : items;
      condition = `${column} ${operator} ${filter.modifier}(${params.add(`{${array}}`)})`;
    } else {
      condition = `${column} ${operator} ${params.add(like ? filter.value.replaceAll('*', '%') : filter.value)}`;
    }
  }
  return filter.negate ? `not (${condition})` : condition;
}

function conditionSql(condition: Condition, node: Node, params: Params): string {
  if (condition.kind === 'filter') return filterSql(condition, node, params);
  const parts = condition.children.map((child) => conditionSql(child, node, params));
  const joined = `(${parts.join(` ${condition.operator} `)})`;
  return condition.negate ? `not ${joined}` : joined;
}

const source = (node: Node) =>
  `${quoteIdent(SCHEMA)}.${quoteIdent(node.table)} as ${quoteIdent(node.sqlAlias)}`;

/** The join to the parent plus the child's own conditions and its inner joins. */
function childWhere(child: Node['children'][number], parent: Node, params: Params): string {
  const childAlias = quoteIdent(child.node.sqlAlias);
  const parentAlias = quoteIdent(parent.sqlAlias);
  const { junction } = child.rel;
  let join: string[];
  if (junction) {
    const via = quoteIdent(`${child.node.sqlAlias}_via`);
    const pairs = [
      ...junction.toTarget.columns.map(
        (column, i) =>
          `${via}.${quoteIdent(column)} = ${childAlias}.${quoteIdent(junction.toTarget.foreignColumns[i] as string)}`,
      ),
      ...junction.toParent.columns.map(
        (column, i) =>
          `${via}.${quoteIdent(column)} = ${parentAlias}.${quoteIdent(junction.toParent.foreignColumns[i] as string)}`,
      ),
    ];
    join = [
      `exists (select 1 from ${quoteIdent(SCHEMA)}.${quoteIdent(junction.table)} as ${via} where ${pairs.join(' and ')})`,
    ];
  } else {
    join = child.rel.join.map(
      ([own, theirs]) => `${childAlias}.${quoteIdent(own)} = ${parentAlias}.${quoteIdent(theirs)}`,
    );
  }
  return [...join, ...levelConditions(child.node, params)].join(' and ');
}

/** A level's filters plus EXISTS for each `!inner` embed below it. */
export function levelConditions(node: Node, params: Params): string[] {
  const conditions = node.level.conditions.map((condition) => conditionSql(condition, node, params));
  for (const child of node.children)
    if (child.item.inner)
      conditions.push(
        `exists (select 1 from ${source(child.node)} where ${childWhere(child, node, params)})`,
      );
  return conditions;
}

export function whereSql(node: Node, params: Params): string {
  const conditions = levelConditions(node, params);
  return conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;
}

export function orderSql(terms: OrderTerm[], alias: string): string {
  if (terms.length === 0) return '';
  const items = terms.map(
    (term) =>
      `${quoteIdent(alias)}.${quoteIdent(term.column)}${term.direction ? ` ${term.direction}` : ''}${
        term.nulls ? ` nulls ${term.nulls}` : ''
      }`,
  );
  return `order by ${items.join(', ')}`;
}

/** The select list of a level, embeds included. */
export function selectListSql(node: Node, params: Params, maxRows: number | undefined): string {
  const alias = quoteIdent(node.sqlAlias);
  const parts: string[] = [];
  let childIndex = 0;
  for (const item of node.select) {
    if (item.kind === 'star') parts.push(`${alias}.*`);
    else if (item.kind === 'column') {
      const column = `${alias}.${quoteIdent(item.name)}`;
      const expression = item.cast ? `cast(${column} as ${item.cast})` : column;
      parts.push(`${expression} as ${quoteIdent(item.alias ?? item.name)}`);
    } else {
      const child = node.children[childIndex] as Node['children'][number];
      childIndex += 1;
      // An empty embed (`orders!inner()`) only filters; PostgREST leaves it out of the rows.
      if (item.select.length === 0) continue;
      parts.push(`(${embedSql(child, node, params, maxRows)}) as ${quoteIdent(item.alias ?? item.relation)}`);
    }
  }
  return parts.length === 0 ? `${alias}.*` : parts.join(', ');
}

function embedSql(
  child: Node['children'][number],
  parent: Node,
  params: Params,
  maxRows: number | undefined,
) {
  const node = child.node;
  const list = selectListSql(node, params, maxRows);
  const where = childWhere(child, parent, params);
  const row = `_pgrst_r${node.sqlAlias}`;
  if (child.rel.toOne)
    return `select row_to_json(${row}) from (select ${list} from ${source(node)} where ${where} limit 1) ${row}`;
  const limit = capLimit(node.level.limit, maxRows);
  return `select coalesce(json_agg(${row}), '[]') from (select ${list} from ${source(node)} where ${where} ${orderSql(
    node.level.order,
    node.sqlAlias,
  )} ${limit === undefined ? '' : `limit ${limit}`} ${
    node.level.offset ? `offset ${node.level.offset}` : ''
  }) ${row}`;
}

/** db-max-rows silently caps every read of many rows; the smaller of the two wins. */
export function capLimit(limit: number | undefined, maxRows: number | undefined): number | undefined {
  if (maxRows === undefined) return limit;
  return limit === undefined ? maxRows : Math.min(limit, maxRows);
}
