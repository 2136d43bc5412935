import type { Queryable } from '../db/database.ts';
import { foreignKeys, loadRelation, SCHEMA } from './catalog.ts';
import type { Column, ForeignKey, Relation } from './catalog.ts';
import { RestError, restError, unsupported } from './errors.ts';
import { ALL_ROWS, intersect, isLimitZero, Params, quoteIdent, rangeLimit } from './query.ts';
import type {
  Condition,
  EmbedItem,
  Field,
  Filter,
  LevelParams,
  OrderTerm,
  RowRange,
  SelectItem,
} from './query.ts';

/**
 * Turns parsed query parameters into SQL the way PostgREST's planner and query builder do:
 * embedded resources follow foreign keys read from the catalog (to-many as a jsonb array, to-one
 * as a jsonb object or null, many-to-many through the junction table), `!inner` and
 * `rel=not.is.null` keep only parents that have a child, spreads lift the child's columns into
 * the parent, and a mutation's representation is a read of the rows it wrote.
 */

interface Relationship {
  target: string;
  /** A computed relationship: a function taking the parent's row and returning the target's rows. */
  computed?: { fn: string; parent: string };
  toOne: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  /** Pairs (column of the embedded table, column of the parent); for many-to-many, unused. */
  join: [string, string][];
  key: ForeignKey;
  /** Many-to-many: the junction table, its key to the parent and its key to the embedded table. */
  junction?: { table: string; toParent: ForeignKey; toTarget: ForeignKey };
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
        join: [],
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

/**
 * PostgREST's computed relationships: a function in the exposed schema named like the embed, taking
 * one argument of the parent's row type and returning rows of a table's type; it takes precedence
 * over foreign keys. `returns setof ... rows 1` or a single row embeds an object.
 */
async function computedRelationship(
  tx: Queryable,
  parent: string,
  name: string,
): Promise<Relationship | undefined> {
  const result = await tx.query<{ target: string; single: boolean }>(
    `select ret.relname::text as target, (not p.proretset or p.prorows = 1) as single
     from pg_catalog.pg_proc p
     join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     join pg_catalog.pg_class arg on arg.reltype = p.proargtypes[0]
     join pg_catalog.pg_namespace an on an.oid = arg.relnamespace
     join pg_catalog.pg_class ret on ret.reltype = p.prorettype
     where n.nspname = $1 and p.proname = $2 and p.pronargs = 1
       and an.nspname = $1 and arg.relname = $3
       and arg.relkind in ('v', 'r', 'm', 'f', 'p') and ret.relkind in ('v', 'r', 'm', 'f', 'p')`,
    [SCHEMA, name, parent],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    target: row.target,
    toOne: row.single,
    cardinality: row.single ? 'one-to-one' : 'one-to-many',
    join: [],
    key: {
      name,
      table: parent,
      columns: [],
      foreignTable: row.target,
      foreignColumns: [],
      unique: row.single,
      primaryKey: [],
    },
    computed: { fn: name, parent },
  };
}

/** PostgREST's findRel: foreign keys in either direction, narrowed by the hint; 300 if ambiguous. */
async function findRelationship(
  tx: Queryable,
  parent: Relation | undefined,
  parentName: string,
  target: string,
  hint: string | undefined,
): Promise<Relationship> {
  const computed = hint === undefined ? await computedRelationship(tx, parentName, target) : undefined;
  if (computed) return computed;
  const keys = await foreignKeys(tx, [parentName, target]);
  const candidates: Relationship[] = junctions(keys, parentName, target);
  for (const key of keys) {
    if (key.table === parentName && key.foreignTable === target)
      candidates.push({
        target,
        toOne: true,
        cardinality: 'many-to-one',
        join: key.columns.map((column, i) => [key.foreignColumns[i] as string, column]),
        key,
      });
    if (key.foreignTable === parentName && key.table === target)
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
      message: `Could not embed because more than one relationship was found for '${parentName}' and '${target}'`,
      details: matching.map((rel) => describe(rel, parentName)) as never,
      hint: `Try changing '${target}' to one of the following: ${matching
        .map((rel) => `'${target}!${rel.junction?.table ?? rel.key.name}'`)
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    });
  const embedded = await loadRelation(tx, target);
  // PostgREST finds a view's relationships through the foreign keys of its base tables; this
  // stand-in does not follow views, so it refuses instead of claiming there is no relationship.
  if (parent?.isView || embedded?.isView)
    throw unsupported(`Embedding through the view '${parent?.isView ? parentName : target}'`);
  const related = [
    ...new Set(
      keys
        .filter((key) => key.table === parentName || key.foreignTable === parentName)
        .map((key) => (key.table === parentName ? key.foreignTable : key.table)),
    ),
  ];
  const close = related.find((name) => name.includes(target) || target.includes(name));
  throw restError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parentName}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${parentName}' and '${target}'${
      hint === undefined ? '' : ` using the hint '${hint}'`
    } in the schema '${SCHEMA}', but no matches were found.`,
    close && close !== target ? `Perhaps you meant '${close}' instead of '${target}'.` : null,
  );
}

/** What a request does: reads of a table or a function's result, or a mutation's representation. */
export type Mode = 'read' | 'call' | 'mutation';

/** One embedding level: its relation, its alias in SQL, select items and the embeds below it. */
export interface Node {
  /** The relation's name: foreign keys and error messages use it. */
  name: string;
  /** Known columns; undefined for a function result that is not a table's row type. */
  columns?: Column[];
  sqlAlias: string;
  /** The FROM list, aliased (a many-to-many level lists its junction table too). */
  from: string;
  select: SelectItem[];
  children: Child[];
  level: LevelParams;
  depth: number;
}

interface Child {
  item: EmbedItem;
  rel: Relationship;
  node: Node;
  /** The key the embed appears under, and the name filters, order and limits use. */
  key: string;
}

export interface PlanOptions {
  mode: Mode;
  maxRows?: number;
  aggregatesEnabled: boolean;
}

export interface Plan {
  root: Node;
  mode: Mode;
}

function hasAggregate(items: SelectItem[]): boolean {
  return items.some((item) =>
    item.kind === 'column'
      ? item.aggregate !== undefined
      : item.kind === 'embed' && hasAggregate(item.select),
  );
}

function restrictRows(range: RowRange, maxRows: number | undefined): RowRange {
  if (maxRows === undefined || isLimitZero(range)) return range;
  return intersect(range, { lower: range.lower, upper: range.lower + maxRows - 1 });
}

/** Resolves every embed of the select tree against the catalog and attaches its query parameters. */
export async function planTree(
  tx: Queryable,
  root: { relation?: Relation; name: string; sqlAlias: string; source: string },
  select: SelectItem[],
  levels: Map<string, LevelParams>,
  opts: PlanOptions,
): Promise<Plan> {
  if (hasAggregate(select) && !opts.aggregatesEnabled)
    throw restError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  const used = new Set<string>(['']);
  const levelOf = (found: LevelParams | undefined): LevelParams => {
    const level = found ?? { conditions: [], order: [], range: ALL_ROWS };
    if (opts.mode === 'mutation') return { ...level, range: ALL_ROWS };
    return { ...level, range: restrictRows(level.range, opts.maxRows) };
  };
  const ancestors: string[] = [];
  const build = async (
    relation: Relation | undefined,
    name: string,
    sqlAlias: string,
    from: string,
    items: SelectItem[],
    path: string,
    depth: number,
  ): Promise<Node> => {
    const node: Node = {
      name,
      columns: relation?.columns,
      sqlAlias,
      from,
      select: items,
      children: [],
      level: levelOf(levels.get(path)),
      depth,
    };
    const aggregates = items.some((item) => item.kind === 'column' && item.aggregate !== undefined);
    // Aggregates group the level's other columns; beside embeds or inside spreads PostgREST
    // groups by the embeds' results and hoists spread aggregates, which this stand-in does not.
    if (aggregates && items.some((item) => item.kind === 'embed'))
      throw unsupported('Aggregate functions beside embedded resources');
    if (items.some((item) => item.kind === 'embed' && item.spread && hasAggregate(item.select)))
      throw unsupported('Aggregate functions in a spread embed');
    const represented = relation?.columns.find((column) => column.representation);
    if (represented)
      throw unsupported(`The domain representation of column '${represented.name}' of '${name}'`);
    ancestors.push(sqlAlias);
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      const rel = await findRelationship(tx, relation, name, item.relation, item.hint);
      const target = await loadRelation(tx, rel.target);
      const key = item.alias ?? item.relation;
      // Filters may name an embed by its alias or by its relation (PostgREST's updateNode).
      const candidates = [key, item.relation].map((part) => (path === '' ? part : `${path}.${part}`));
      const levelPath = candidates.find((candidate) => levels.has(candidate)) ?? (candidates[0] as string);
      used.add(levelPath);
      const childDepth = depth + 1;
      // PostgREST aliases an embed as <table>_<depth>; a many-to-many target keeps its name.
      const childAlias =
        rel.junction && !ancestors.includes(rel.target) ? rel.target : `${rel.target}_${childDepth}`;
      // A computed relationship's function takes the parent's row: no join conditions.
      const source = rel.computed
        ? `${quoteIdent(SCHEMA)}.${quoteIdent(rel.computed.fn)}(${quoteIdent(sqlAlias)}::${quoteIdent(SCHEMA)}.${quoteIdent(name)})`
        : `${quoteIdent(SCHEMA)}.${quoteIdent(rel.target)}`;
      const childFrom = `${source} as ${quoteIdent(childAlias)}${
        rel.junction ? `, ${quoteIdent(SCHEMA)}.${quoteIdent(rel.junction.table)}` : ''
      }`;
      const child = await build(
        target,
        rel.target,
        childAlias,
        childFrom,
        item.select,
        levelPath,
        childDepth,
      );
      node.children.push({ item, rel, node: child, key });
    }
    ancestors.pop();
    checkRelatedOrders(node);
    return node;
  };
  const rootFrom = `${root.source} as ${quoteIdent(root.sqlAlias)}`;
  const rootNode = await build(root.relation, root.name, root.sqlAlias, rootFrom, select, '', 0);
  for (const path of levels.keys()) {
    if (used.has(path)) continue;
    throw notEmbedded(path.split('.').at(-1) as string);
  }
  return { root: rootNode, mode: opts.mode };
}

/** PGRST108: a filter, order or limit names `relation`, which the request's select does not embed. */
const notEmbedded = (relation: string) =>
  restError(
    400,
    'PGRST108',
    `'${relation}' is not an embedded resource in this request`,
    null,
    `Verify that '${relation}' is included in the 'select' query parameter.`,
  );

/** `order=rel(col)` needs `rel` embedded in this level, and to-one (PGRST108 / PGRST118). */
function checkRelatedOrders(node: Node): void {
  for (const term of node.level.order) {
    if (term.relation === undefined) continue;
    const child = node.children.find((entry) => entry.key === term.relation);
    if (!child) throw notEmbedded(term.relation);
    if (!child.rel.toOne)
      throw restError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
  }
}

const isJsonType = (column: Column | undefined) => column?.type === 'json' || column?.type === 'jsonb';

/** A column of a node, with its JSON path: `to_jsonb(col)->'a'` unless the column is json already. */
function fieldSql(node: Pick<Node, 'sqlAlias' | 'columns'>, field: Field, params: Params): string {
  const column = `${quoteIdent(node.sqlAlias)}.${quoteIdent(field.name)}`;
  if (field.path.length === 0) return column;
  const known = node.columns?.find((entry) => entry.name === field.name);
  const base = isJsonType(known) ? column : `to_jsonb(${column})`;
  return (
    base +
    field.path
      .map((step) => `${step.arrow}${step.index ? `${Number(step.key)}` : `${params.add(step.key)}::text`}`)
      .join('')
  );
}

/** The JSON key of a selected field: its alias, the last key of its JSON path, or its name. */
function fieldKey(field: Field, alias: string | undefined): string {
  if (alias !== undefined) return alias;
  if (field.path.length === 0) return field.name;
  return [...field.path].reverse().find((step) => !step.index)?.key ?? field.name;
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
  nxr: '&<',
  nxl: '&>',
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

/** PostgREST's array literal for `in.(...)`: every item double-quoted, `\` and `"` escaped. */
function arrayLiteral(items: string[]): string {
  const escaped = items.map(
    (item) => `"${item.replaceAll('\u0000', '').replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${escaped.join(',')}}`;
}

/** Whether a condition's embed checks ignore the embed's limit/offset (the count query does). */
interface ConditionContext {
  params: Params;
  forCount: boolean;
}

function filterSql(filter: Filter, node: Node, ctx: ConditionContext): string {
  const { params } = ctx;
  const { operation } = filter;
  // `rel=is.null` / `rel=not.is.null` on an embedded resource: whether the embed has a row.
  const child =
    filter.field.path.length === 0 && operation.op === 'is' && operation.value === 'null'
      ? node.children.find((entry) => entry.key === filter.field.name)
      : undefined;
  if (child) {
    const exists = hasChildSql(child, node, ctx);
    return filter.negate ? exists : `not ${exists}`;
  }
  const known = node.columns?.find((column) => column.name === filter.field.name);
  let field = fieldSql(node, filter.field, params);
  let condition: string;
  switch (operation.op) {
    case 'in':
      condition =
        operation.list.length === 1 && operation.list[0] === ''
          ? `${field} = any('{}')`
          : `${field} = any(${params.add(arrayLiteral(operation.list))})`;
      break;
    case 'is':
      condition = `${field} is ${IS_SQL[operation.value]}`;
      break;
    case 'isdistinct':
      condition = `${field} is distinct from ${params.add(operation.value)}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const lang = operation.lang === undefined ? '' : `${params.add(operation.lang)}::regconfig, `;
      // Like PostgREST 13+, a column that is not a tsvector is turned into one explicitly.
      if (known && known.baseType !== 'tsvector') field = `to_tsvector(${lang}${field})`;
      condition = `${field} @@ ${TS_FUNCTIONS[operation.op]}(${lang}${params.add(operation.value)})`;
      break;
    }
    default: {
      const operator = SQL_OPERATORS[operation.op] as string;
      const like = operation.op === 'like' || operation.op === 'ilike';
      const value = params.add(like ? operation.value.replaceAll('*', '%') : operation.value);
      const quantifier = 'quantifier' in operation ? operation.quantifier : undefined;
      condition = quantifier
        ? `${field} ${operator} ${quantifier}(${value})`
        : `${field} ${operator} ${value}`;
    }
  }
  return filter.negate ? `not (${condition})` : condition;
}

function conditionSql(condition: Condition, node: Node, ctx: ConditionContext): string {
  if (condition.kind === 'filter') return filterSql(condition, node, ctx);
  const parts = condition.children.map((child) => conditionSql(child, node, ctx));
  const joined = `(${parts.join(` ${condition.operator} `)})`;
  return condition.negate ? `not ${joined}` : joined;
}

/** The join of an embedded level to its parent. */
function joinConditions(child: Child, parent: Node): string[] {
  const childAlias = quoteIdent(child.node.sqlAlias);
  const parentAlias = quoteIdent(parent.sqlAlias);
  const { junction } = child.rel;
  if (junction) {
    const via = `${quoteIdent(SCHEMA)}.${quoteIdent(junction.table)}`;
    return [
      ...junction.toTarget.columns.map(
        (column, i) =>
          `${childAlias}.${quoteIdent(junction.toTarget.foreignColumns[i] as string)} = ${via}.${quoteIdent(column)}`,
      ),
      ...junction.toParent.columns.map(
        (column, i) =>
          `${via}.${quoteIdent(column)} = ${parentAlias}.${quoteIdent(junction.toParent.foreignColumns[i] as string)}`,
      ),
    ];
  }
  return child.rel.join.map(
    ([own, theirs]) => `${childAlias}.${quoteIdent(own)} = ${parentAlias}.${quoteIdent(theirs)}`,
  );
}

/**
 * A level's own conditions: its filters and logic trees, and a check for each `!inner` embed.
 * `rootFilters: false` leaves out the filters a mutation already applied to the rows it wrote.
 */
export function levelConditions(node: Node, ctx: ConditionContext, rootFilters = true): string[] {
  const conditions = rootFilters
    ? node.level.conditions.map((condition) => conditionSql(condition, node, ctx))
    : [];
  for (const child of node.children)
    if (child.item.join === 'inner') conditions.push(hasChildSql(child, node, ctx));
  return conditions;
}

const whereClause = (conditions: string[]) =>
  conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;

/** An embedded level's join to its parent and its own conditions. */
const childWhere = (child: Child, parent: Node, ctx: ConditionContext) =>
  whereClause([...joinConditions(child, parent), ...levelConditions(child.node, ctx)]);

/** Whether the embed yields a row for this parent (within its own filters, and limit unless counting). */
function hasChildSql(child: Child, parent: Node, ctx: ConditionContext): string {
  const limit = ctx.forCount || child.rel.toOne ? '' : limitOffsetSql(child.node.level.range);
  return `exists (select 1 from ${child.node.from} ${childWhere(child, parent, ctx)} ${limit})`;
}

export function whereSql(node: Node, ctx: ConditionContext, rootFilters = true): string {
  return whereClause(levelConditions(node, ctx, rootFilters));
}

export function limitOffsetSql(range: RowRange): string {
  if (range.lower === 0 && range.upper === null) return '';
  const limit = rangeLimit(range);
  return `limit ${limit === undefined ? 'all' : limit} offset ${range.lower}`;
}

function orderTermSql(term: OrderTerm, node: Node, params: Params): string {
  let expression: string;
  if (term.relation !== undefined) {
    const child = node.children.find((entry) => entry.key === term.relation) as Child;
    // The embedded row as it is selected: ordering names one of its selected columns.
    const inner = `select ${selectListSql(child.node, params)} from ${child.node.from} ${childWhere(
      child,
      node,
      {
        params,
        forCount: false,
      },
    )} limit 1`;
    expression = `(select ${fieldSql({ sqlAlias: '_pgrst_o', columns: undefined }, term.field, params)} from (${inner}) as "_pgrst_o")`;
  } else {
    expression = fieldSql(node, term.field, params);
  }
  return `${expression}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
}

export function orderSql(node: Node, params: Params): string {
  if (node.level.order.length === 0) return '';
  return `order by ${node.level.order.map((term) => orderTermSql(term, node, params)).join(', ')}`;
}

/** The SELECT of one embedded level, correlated to its parent. */
function childQuery(child: Child, parent: Node, params: Params, list: string): string {
  return `select ${list} from ${child.node.from} ${childWhere(child, parent, { params, forCount: false })} ${groupBySql(child.node)} ${orderSql(child.node, params)} ${
    child.rel.toOne ? '' : limitOffsetSql(child.node.level.range)
  }`;
}

interface SelectedColumn {
  key: string;
  sql: string;
  /** The value of an aggregate function: the level's other columns are grouped. */
  aggregated?: boolean;
}

const isAggregatedLevel = (node: Node) =>
  node.select.some((item) => item.kind === 'column' && item.aggregate !== undefined);

/** An aggregate over a field, with PostgREST's casts before (`col::int.sum()`) and after (`.sum()::int`). */
function aggregateSql(
  node: Node,
  item: Extract<SelectItem, { kind: 'column' }>,
  params: Params,
): SelectedColumn {
  const aggregate = item.aggregate as NonNullable<typeof item.aggregate>;
  const field =
    item.field.name === '*' ? `${quoteIdent(node.sqlAlias)}.*` : fieldSql(node, item.field, params);
  const value = `${aggregate}(${item.cast ? `cast(${field} as ${item.cast})` : field})`;
  return {
    key: item.alias ?? aggregate,
    sql: item.aggregateCast ? `cast(${value} as ${item.aggregateCast})` : value,
    aggregated: true,
  };
}

/** A level's selected columns (embeds and spreads included), each as an SQL expression and key. */
function selectedColumns(node: Node, params: Params): (SelectedColumn | { star: string })[] {
  const out: (SelectedColumn | { star: string })[] = [];
  let childIndex = 0;
  const grouped = isAggregatedLevel(node);
  for (const item of node.select) {
    if (item.kind === 'star') {
      // Grouped, `*` is each column, so each can be grouped by (PostgREST's expandStars).
      if (grouped && node.columns)
        for (const column of node.columns)
          out.push({ key: column.name, sql: `${quoteIdent(node.sqlAlias)}.${quoteIdent(column.name)}` });
      else out.push({ star: `${quoteIdent(node.sqlAlias)}.*` });
      continue;
    }
    if (item.kind === 'column' && item.aggregate) {
      out.push(aggregateSql(node, item, params));
      continue;
    }
    if (item.kind === 'column') {
      const expression = fieldSql(node, item.field, params);
      out.push({
        key: fieldKey(item.field, item.alias),
        sql: item.cast ? `cast(${expression} as ${item.cast})` : expression,
      });
      continue;
    }
    const child = node.children[childIndex] as Child;
    childIndex += 1;
    if (item.spread) {
      out.push(...spreadColumns(child, node, params));
      continue;
    }
    // An empty embed (`orders!inner()`) only filters; PostgREST leaves it out of the rows.
    if (item.select.length === 0) continue;
    const row = `_pgrst_${child.node.sqlAlias}`;
    const inner = childQuery(child, node, params, selectListSql(child.node, params));
    out.push({
      key: child.key,
      sql: child.rel.toOne
        ? `(select row_to_json(${quoteIdent(row)}.*)::jsonb from (${inner} limit 1) as ${quoteIdent(row)})`
        : `coalesce((select json_agg(${quoteIdent(row)})::jsonb from (${inner}) as ${quoteIdent(row)}), '[]')`,
    });
  }
  return out;
}

/**
 * `...rel(cols)`: the embedded level's columns become the parent's. To-one: each column's value
 * (null without a row); to-many: each column as an array of its values, in the embed's order.
 */
function spreadColumns(child: Child, parent: Node, params: Params): SelectedColumn[] {
  const inner = selectedColumns(child.node, params).flatMap((column): SelectedColumn[] =>
    'star' in column
      ? (child.node.columns ?? []).map((entry) => ({
          key: entry.name,
          sql: `${quoteIdent(child.node.sqlAlias)}.${quoteIdent(entry.name)}`,
        }))
      : [column],
  );
  if (inner.length === 0) return [];
  const list = inner.map((column) => `${column.sql} as ${quoteIdent(column.key)}`).join(', ');
  const row = `_pgrst_${child.node.sqlAlias}`;
  const query = childQuery(child, parent, params, list);
  return inner.map((column) => ({
    key: column.key,
    sql: child.rel.toOne
      ? `(select ${quoteIdent(row)}.${quoteIdent(column.key)} from (${query} limit 1) as ${quoteIdent(row)})`
      : `coalesce((select json_agg(${quoteIdent(row)}.${quoteIdent(column.key)}) from (${query}) as ${quoteIdent(row)}), '[]')::jsonb`,
  }));
}

/** GROUP BY the level's columns that are not aggregates, by position (their SQL may hold parameters). */
function groupBySql(node: Node): string {
  if (!isAggregatedLevel(node)) return '';
  // Rebuilt only for their positions: the parameters they would add are thrown away.
  const positions = selectedColumns(node, new Params())
    .map((column, i) => ('star' in column || column.aggregated ? undefined : i + 1))
    .filter((position) => position !== undefined);
  return positions.length === 0 ? '' : `group by ${positions.join(', ')}`;
}

/** The select list of a level, embeds included. */
export function selectListSql(node: Node, params: Params): string {
  const parts = selectedColumns(node, params).map((column) =>
    'star' in column ? column.star : `${column.sql} as ${quoteIdent(column.key)}`,
  );
  return parts.length === 0 ? `${quoteIdent(node.sqlAlias)}.*` : parts.join(', ');
}

/** The whole read of a level: select list, source, conditions, order and rows. */
export function readSql(
  plan: Plan,
  params: Params,
  opts: { rootFilters?: boolean; applyRange?: boolean } = {},
): string {
  const { root } = plan;
  return `select ${selectListSql(root, params)} from ${root.from} ${whereSql(
    root,
    { params, forCount: false },
    opts.rootFilters ?? true,
  )} ${groupBySql(root)} ${orderSql(root, params)} ${
    opts.applyRange === false ? '' : limitOffsetSql(root.level.range)
  }`;
}

/** PostgREST's count query: the root rows its filters and `!inner` embeds keep, without limits. */
export function countSql(plan: Plan, params: Params): string {
  const { root } = plan;
  return `select 1 from ${root.from} ${whereSql(root, { params, forCount: true })}`;
}

/**
 * The columns a mutation returns for its representation (PostgREST's inferColsEmbedNeeds): all of
 * them when `*` is selected, else the selected ones, the keys the embeds join on and the primary key.
 */
export function returningColumns(plan: Plan, primaryKey: string[]): string[] | '*' {
  const { root } = plan;
  // A computed relationship needs the whole row, as PostgREST returns it then.
  if (root.select.some((item) => item.kind === 'star') || root.children.some((child) => child.rel.computed))
    return '*';
  const names = new Set<string>();
  for (const item of root.select) if (item.kind === 'column') names.add(item.field.name);
  for (const child of root.children) {
    if (child.rel.junction)
      for (const column of child.rel.junction.toParent.foreignColumns) names.add(column);
    else for (const [, parentColumn] of child.rel.join) names.add(parentColumn);
  }
  for (const column of primaryKey) names.add(column);
  return [...names].sort();
}

/**
 * Filters and logic trees of the top level, as a mutation's WHERE: there a name is always a
 * column, never an embedded resource (PostgREST reads `rel=is.null` as an embed only on reads).
 */
export function rootConditionsSql(plan: Plan, alias: string, params: Params): string[] {
  const target: Node = { ...plan.root, sqlAlias: alias, children: [] };
  return plan.root.level.conditions.map((condition) =>
    conditionSql(condition, target, { params, forCount: false }),
  );
}

export { fieldSql };
