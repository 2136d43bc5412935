import { restError } from './errors.ts';
import type { RestError } from './errors.ts';

/**
 * PostgREST's query-string grammar (select, filters, logic trees, order, limit/offset, columns,
 * on_conflict) parsed into plain data, with PostgREST's quirks: a parser stops at the first
 * character it cannot use (`select=id)` is `id`), `in.( a,b)` keeps spaces inside items, a
 * limit that is not a number is ignored. Turning it into SQL is plan.ts's job. Parse errors
 * answer 400 PGRST100 with PostgREST's message shape: `"failed to parse <what> (<input>)" (line
 * 1, column n)`.
 */

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** `->0`: an array index, not a key. */
  index: boolean;
}

/** A column, possibly followed by a JSON path (`data->a->>b`). */
export interface Field {
  name: string;
  path: JsonStep[];
}

export type Aggregate = 'avg' | 'count' | 'max' | 'min' | 'sum';

export interface EmbedItem {
  kind: 'embed';
  relation: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  /** `...relation(cols)`: the columns are spread into the parent. */
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      field: Field;
      alias?: string;
      cast?: string;
      aggregate?: Aggregate;
      aggregateCast?: string;
    }
  | EmbedItem;

export const QUANT_OPERATORS = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'] as const;
export const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const;
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type QuantOperator = (typeof QUANT_OPERATORS)[number];
export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];
export type FtsOperator = (typeof FTS_OPERATORS)[number];
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { op: 'in'; list: string[] }
  | { op: 'is'; value: IsValue }
  | { op: 'isdistinct'; value: string }
  | { op: FtsOperator; lang?: string; value: string }
  | { op: SimpleOperator; value: string }
  | { op: QuantOperator; quantifier?: 'any' | 'all'; value: string };

export interface Filter {
  kind: 'filter';
  field: Field;
  negate: boolean;
  operation: Operation;
}

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  field: Field;
  /** `order=relation(column)`: a column of an embedded to-one resource. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Rows lower..upper (0-based, inclusive); upper null = no end. Empty when upper < lower. */
export interface RowRange {
  lower: number;
  upper: number | null;
}

export const ALL_ROWS: RowRange = { lower: 0, upper: null };

export const isEmptyRange = (range: RowRange) => range.upper !== null && range.upper < range.lower;
/** `limit=0` (PostgREST's limitZeroRange): empty on purpose, so never an invalid range. */
export const isLimitZero = (range: RowRange) => range.upper === -1;

export function intersect(a: RowRange, b: RowRange): RowRange {
  const upper = a.upper === null ? b.upper : b.upper === null ? a.upper : Math.min(a.upper, b.upper);
  return { lower: Math.max(a.lower, b.lower), upper };
}

/** The LIMIT of a range: undefined when it has no end. */
export const rangeLimit = (range: RowRange) =>
  range.upper === null ? undefined : range.upper - range.lower + 1;

/** A quoted SQL identifier; NUL cannot travel in SQL text, so such a name is a bad request. */
export function quoteIdent(name: string): string {
  if (name.includes('\u0000'))
    throw restError(400, 'PGRST100', 'Identifiers cannot contain the NUL character', null);
  return `"${name.replaceAll('"', '""')}"`;
}

/** Deeper nesting than any real query: refused before recursion can exhaust the stack. */
const MAX_DEPTH = 32;

/** Collects parameters as the SQL is built, so values never touch the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function parseError(what: string, input: string, column: number, details: string): RestError {
  return restError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

const FIELD_NAME = 'field name (* or [a..z0..9_$])';
const OPERATOR_EXPECTED = 'operator (eq, gt, ...)';

/** A cursor over one parameter's text, so errors can say where parsing stopped. */
class Cursor {
  pos = 0;
  depth = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  get rest(): string {
    return this.text.slice(this.pos);
  }
  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }
  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }
  fail(expecting: string): RestError {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    return parseError(this.what, this.text, this.pos + 1, `unexpected ${found} expecting ${expecting}`);
  }
  /** Enters one nesting level (embed or logic tree). */
  descend(): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) throw this.fail(`at most ${MAX_DEPTH} nested levels`);
  }
  ascend(): void {
    this.depth -= 1;
  }
  expect(token: string, expecting = `"${token}"`): void {
    if (!this.startsWith(token)) throw this.fail(expecting);
    this.pos += token.length;
  }
  accept(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }
  /** A double-quoted string; a backslash keeps the next character as it is. */
  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\') this.pos += 1;
      out += this.peek();
      this.pos += 1;
    }
    this.expect('"');
    return out;
  }
  /** Letters, digits, `_`, `$` and spaces, trimmed (PostgREST's pIdentifier). */
  identifier(): string {
    const start = this.pos;
    while (/[\p{L}\p{N}_$ ]/u.test(this.peek())) this.pos += 1;
    return this.text.slice(start, this.pos).trim();
  }
  /** A field name: quoted, or identifiers joined by `-` where the dash does not start `->`. */
  name(expecting = FIELD_NAME): string {
    if (this.peek() === '"') return this.quoted();
    const parts: string[] = [];
    for (;;) {
      const start = this.pos;
      const part = this.identifier();
      if (this.pos === start) {
        if (parts.length === 0) throw this.fail(expecting);
        throw this.fail('letter or digit');
      }
      parts.push(part);
      if (this.peek() === '-' && this.peek(1) !== '>') {
        this.pos += 1;
        continue;
      }
      return parts.join('-');
    }
  }
  /** `->key`, `->>key`, `->0` steps after a column name. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      let arrow: JsonStep['arrow'];
      if (this.accept('->>')) arrow = '->>';
      else if (this.accept('->')) arrow = '->';
      else return steps;
      const index = /^-?\d+/.exec(this.rest)?.[0];
      const after = index === undefined ? '' : this.text.slice(this.pos + index.length);
      if (index !== undefined && (after === '' || /^(->|::|\.|,)/.test(after))) {
        this.pos += index.length;
        steps.push({ arrow, key: index, index: true });
        continue;
      }
      steps.push({ arrow, key: this.jsonKey(), index: false });
    }
  }
  private jsonKey(): string {
    if (this.peek() === '"') return this.quoted();
    const parts: string[] = [];
    for (;;) {
      const start = this.pos;
      while (!this.done && !'(-:.,>)'.includes(this.peek())) this.pos += 1;
      if (this.pos === start) throw this.fail('any non reserved character different from: .,>()');
      parts.push(this.text.slice(start, this.pos).trim());
      if (this.peek() === '-' && this.peek(1) !== '>') {
        this.pos += 1;
        continue;
      }
      return parts.join('-');
    }
  }
  field(): Field {
    this.skipSpaces();
    const name = this.name();
    const path = this.jsonPath();
    this.skipSpaces();
    return { name, path };
  }
}

const AGGREGATES: Aggregate[] = ['sum', 'avg', 'count', 'max', 'min'];

/** Where a select item or list may end: `,`, `)` or the end of the text. */
const atItemEnd = (cursor: Cursor) => cursor.done || cursor.peek() === ',' || cursor.peek() === ')';

function parseSelectItems(cursor: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  cursor.skipSpaces();
  // Like Parsec's sepBy: no item at all when the first one cannot even start here.
  if (!/[\p{L}\p{N}_$"*.]/u.test(cursor.peek())) return items;
  for (;;) {
    items.push(parseSelectItem(cursor));
    cursor.skipSpaces();
    if (!cursor.accept(',')) return items;
    cursor.skipSpaces();
  }
}

/** Tries `[alias:]name[!hint][!inner](` at the cursor; undefined (cursor unmoved) when it is not an embed. */
function tryEmbedHead(cursor: Cursor): Omit<EmbedItem, 'select'> | undefined {
  const start = cursor.pos;
  try {
    const spread = cursor.accept('...');
    let alias: string | undefined;
    let relation = cursor.name();
    if (!spread && cursor.peek() === ':' && cursor.peek(1) !== ':') {
      cursor.pos += 1;
      alias = relation;
      relation = cursor.name();
    }
    if (relation === 'count' && !spread) throw cursor.fail('"("');
    let hint: string | undefined;
    let join: EmbedItem['join'];
    for (let i = 0; i < 2 && cursor.peek() === '!'; i += 1) {
      cursor.pos += 1;
      if (cursor.accept('left')) join = 'left';
      else if (cursor.accept('inner')) join = 'inner';
      else hint = cursor.name();
    }
    if (cursor.peek() !== '(') throw cursor.fail('"("');
    return { kind: 'embed', relation, alias, hint, join, spread };
  } catch (error) {
    cursor.pos = start;
    if (cursor.startsWith('...')) throw error;
    return undefined;
  }
}

function parseSelectItem(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  const head = tryEmbedHead(cursor);
  if (head) {
    cursor.expect('(');
    cursor.descend();
    const select = parseSelectItems(cursor);
    cursor.expect(')', '"," or ")"');
    cursor.ascend();
    cursor.skipSpaces();
    return { ...head, select };
  }
  if (cursor.peek() === '*') {
    cursor.pos += 1;
    cursor.skipSpaces();
    if (!atItemEnd(cursor)) throw cursor.fail('"," or ")"');
    return { kind: 'star' };
  }
  let alias: string | undefined;
  const start = cursor.pos;
  try {
    const name = cursor.name();
    if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
      cursor.pos += 1;
      alias = name;
    } else cursor.pos = start;
  } catch {
    cursor.pos = start;
  }
  cursor.skipSpaces();
  if (cursor.accept('count()')) {
    const aggregateCast = cursor.accept('::') ? cursor.identifier() : undefined;
    cursor.skipSpaces();
    if (!atItemEnd(cursor)) throw cursor.fail('"," or ")"');
    return { kind: 'column', field: { name: '*', path: [] }, alias, aggregate: 'count', aggregateCast };
  }
  const field = cursor.field();
  const cast = cursor.accept('::') ? cursor.identifier() : undefined;
  let aggregate: Aggregate | undefined;
  const aggregateMatch = /^\.(sum|avg|count|max|min)\(\)/.exec(cursor.rest);
  if (aggregateMatch) {
    aggregate = aggregateMatch[1] as Aggregate;
    cursor.pos += aggregateMatch[0].length;
  }
  const aggregateCast = aggregate && cursor.accept('::') ? cursor.identifier() : undefined;
  cursor.skipSpaces();
  if (!atItemEnd(cursor)) throw cursor.fail('"," or ")"');
  if (cast === '' || aggregateCast === '') throw cursor.fail('letter or digit');
  return { kind: 'column', field, alias, cast, aggregate, aggregateCast };
}

export function isAggregate(name: string): name is Aggregate {
  return (AGGREGATES as string[]).includes(name);
}

/**
 * `select=*,alias:col::text,items:order_items!inner(*)`. Like PostgREST's parser it reads as
 * many items as it can and ignores what follows (`select=id)` is `id`).
 */
export function parseSelect(select: string | null): SelectItem[] {
  const raw = select ?? '*';
  const items = parseSelectItems(new Cursor(raw, 'select parameter'));
  return items.length === 0 ? [{ kind: 'star' }] : items;
}

/** A value in a logic tree: quoted, a `{...}` array, or up to the next `,` or `)`. */
function logicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = cursor.quoted();
    if (cursor.done || cursor.peek() === ',' || cursor.peek() === ')') return value;
    cursor.pos = start;
  }
  const array = /^\{[^{}]*\}/.exec(cursor.rest)?.[0];
  if (array !== undefined) {
    cursor.pos += array.length;
    return array;
  }
  const start = cursor.pos;
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.text.slice(start, cursor.pos);
}

/** `(a,"b,c", d)`: only the space after `(` is skipped; items keep their other spaces. */
function parseList(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.skipSpaces();
  const items: string[] = [];
  for (;;) {
    let item: string | undefined;
    if (cursor.peek() === '"') {
      const start = cursor.pos;
      const value = cursor.quoted();
      if (cursor.peek() === ',' || cursor.peek() === ')') item = value;
      else cursor.pos = start;
    }
    if (item === undefined) {
      const start = cursor.pos;
      while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
      item = cursor.text.slice(start, cursor.pos);
    }
    items.push(item);
    if (cursor.accept(',')) continue;
    cursor.skipSpaces();
    cursor.expect(')', '"," or ")"');
    cursor.skipSpaces();
    return items;
  }
}

const IS_VALUES: IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];

/**
 * `[not.]op[(modifier)].value`. Returns undefined when no operator starts here and nothing was
 * consumed (for a GET rpc such a parameter is a function argument); throws once `not.`, `in.`
 * or `is.` has been read, as PostgREST's parser does.
 */
function parseOperation(
  cursor: Cursor,
  value: (cursor: Cursor) => string,
): { negate: boolean; operation: Operation } | undefined {
  const negate = cursor.accept('not.');
  const fail = (): never => {
    throw cursor.fail(`${negate ? '' : '"not" or '}${OPERATOR_EXPECTED}`);
  };
  if (cursor.accept('in.')) return { negate, operation: { op: 'in', list: parseList(cursor) } };
  if (cursor.accept('is.')) {
    const found = IS_VALUES.find((word) => cursor.rest.toLowerCase().startsWith(word));
    if (!found) throw cursor.fail('isVal: (null, not_null, true, false, unknown)');
    cursor.pos += found.length;
    return { negate, operation: { op: 'is', value: found } };
  }
  if (cursor.accept('isdistinct.')) return { negate, operation: { op: 'isdistinct', value: value(cursor) } };
  const fts = /^(fts|plfts|phfts|wfts)(?:\(([\p{L}\p{N}_$ ]+)\))?\./u.exec(cursor.rest);
  if (fts) {
    cursor.pos += fts[0].length;
    const lang = fts[2]?.trim();
    return {
      negate,
      operation: { op: fts[1] as FtsOperator, ...(lang ? { lang } : {}), value: value(cursor) },
    };
  }
  const simple = /^(neq|cs|cd|ov|sl|sr|nxr|nxl|adj)\./.exec(cursor.rest);
  if (simple) {
    cursor.pos += simple[0].length;
    return { negate, operation: { op: simple[1] as SimpleOperator, value: value(cursor) } };
  }
  const quant = /^(eq|gte|gt|lte|lt|like|ilike|match|imatch)(?:\((any|all)\))?\./.exec(cursor.rest);
  if (quant) {
    cursor.pos += quant[0].length;
    const quantifier = quant[2] as 'any' | 'all' | undefined;
    return {
      negate,
      operation: {
        op: quant[1] as QuantOperator,
        ...(quantifier ? { quantifier } : {}),
        value: value(cursor),
      },
    };
  }
  if (negate) fail();
  return undefined;
}

const wholeValue = (cursor: Cursor) => {
  const value = cursor.rest;
  cursor.pos = cursor.text.length;
  return value;
};

export function parseFilter(field: Field, value: string): Filter {
  const cursor = new Cursor(value, 'filter');
  const parsed = parseOperation(cursor, wholeValue);
  if (!parsed) throw cursor.fail(`"not" or ${OPERATOR_EXPECTED}`);
  return { kind: 'filter', field, ...parsed };
}

function parseLogicNode(cursor: Cursor): Condition {
  cursor.skipSpaces();
  const start = cursor.pos;
  // A filter first (`a.eq.1`); if that fails, a nested `[not.]and(...)` / `[not.]or(...)`.
  try {
    const field = cursor.field();
    cursor.expect('.');
    const parsed = parseOperation(cursor, logicValue);
    if (parsed) return { kind: 'filter', field, ...parsed };
  } catch {
    // fall through to a nested tree
  }
  cursor.pos = start;
  const negate = cursor.accept('not.');
  let operator: 'and' | 'or';
  if (cursor.accept('and')) operator = 'and';
  else if (cursor.accept('or')) operator = 'or';
  else throw cursor.fail(`${FIELD_NAME}, negation operator (not) or logic operator (and, or)`);
  return parseLogicBody(cursor, operator, negate);
}

function parseLogicBody(cursor: Cursor, operator: 'and' | 'or', negate: boolean): LogicTree {
  cursor.skipSpaces();
  cursor.expect('(');
  cursor.descend();
  const children: Condition[] = [];
  for (;;) {
    cursor.skipSpaces();
    if (cursor.peek() === ')' && children.length === 0)
      throw cursor.fail(`${FIELD_NAME}, negation operator (not) or logic operator (and, or)`);
    children.push(parseLogicNode(cursor));
    cursor.skipSpaces();
    if (cursor.accept(',')) continue;
    cursor.expect(')', '"," or ")"');
    cursor.ascend();
    return { kind: 'logic', operator, negate, children };
  }
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`; `key` is `or`, `and`, `not.or` or `not.and`. */
export function parseLogicTree(key: string, value: string): LogicTree {
  const negate = key.startsWith('not.');
  const operator = (negate ? key.slice(4) : key) as 'and' | 'or';
  return parseLogicBody(new Cursor(value, 'logic tree'), operator, negate);
}

/** `order=col.desc.nullslast,rel(col).asc`. */
export function parseOrder(order: string): OrderTerm[] {
  const cursor = new Cursor(order, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    cursor.skipSpaces();
    const term: OrderTerm = { field: cursor.field() };
    if (cursor.peek() === '(' && term.field.path.length === 0) {
      cursor.pos += 1;
      term.relation = term.field.name;
      term.field = cursor.field();
      cursor.expect(')');
    }
    if (cursor.accept('.asc')) term.direction = 'asc';
    else if (cursor.accept('.desc')) term.direction = 'desc';
    if (cursor.accept('.nullsfirst')) term.nulls = 'first';
    else if (cursor.accept('.nullslast')) term.nulls = 'last';
    terms.push(term);
    cursor.skipSpaces();
    if (cursor.done) return terms;
    cursor.expect(',', '"," or end of input');
  }
}

/** `"a","b"` or `a, b` (PostgREST's pColumns: field names, commas, spaces around them). */
function parseColumnList(value: string, what: string): string[] {
  const cursor = new Cursor(value, what);
  const names: string[] = [];
  for (;;) {
    cursor.skipSpaces();
    names.push(cursor.name());
    cursor.skipSpaces();
    if (!cursor.accept(',')) return names;
  }
}

/** An integer as Haskell's readMaybe reads one (spaces around, a minus sign); else undefined. */
function readInteger(value: string): number | undefined {
  return /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value.trim()) : undefined;
}

/** What one embedding level (the root is path '') gets from the query string. */
export interface LevelParams {
  conditions: Condition[];
  order: OrderTerm[];
  range: RowRange;
}

export interface QueryParams {
  select: SelectItem[];
  /** Keyed by the embedding path joined with '.', '' for the top level. */
  levels: Map<string, LevelParams>;
  /** The top level's rows from limit/offset alone (the Range header is combined later). */
  limitRange: RowRange;
  columns?: string[];
  onConflict?: string[];
  /** For GET/HEAD rpc: parameters that are function arguments, not filters, in order. */
  args: [string, string][];
}

export function levelFor(levels: Map<string, LevelParams>, path: string): LevelParams {
  let level = levels.get(path);
  if (!level) {
    level = { conditions: [], order: [], range: ALL_ROWS };
    levels.set(path, level);
  }
  return level;
}

/** `items.sku` → (['items'], sku); the last name may carry a JSON path. */
function parseTreePath(key: string): { path: string[]; field: Field } {
  const cursor = new Cursor(key, 'tree path');
  const names = [cursor.name()];
  while (cursor.accept('.')) names.push(cursor.name());
  const jsonPath = cursor.jsonPath();
  return { path: names.slice(0, -1), field: { name: names.at(-1) as string, path: jsonPath } };
}

const LEVEL_KEYS = new Set(['order', 'limit', 'offset', 'and', 'or']);

/**
 * Splits the query string the way PostgREST's QueryParams.parse does: reserved keys, per-level
 * order/limit/offset/and/or (by the last dot-separated word of the key), filters; for rpc reads a
 * parameter whose value is not an operation is a function argument.
 */
export function parseQuery(url: URL, opts: { rpcRead?: boolean } = {}): QueryParams {
  const levels = new Map<string, LevelParams>();
  levelFor(levels, '');
  const query: QueryParams = {
    select: parseSelect(url.searchParams.get('select')),
    levels,
    limitRange: ALL_ROWS,
    args: [],
  };
  const columns = url.searchParams.get('columns');
  if (columns !== null) query.columns = parseColumnList(columns, 'columns parameter');
  const onConflict = url.searchParams.get('on_conflict');
  if (onConflict !== null) query.onConflict = parseColumnList(onConflict, 'on_conflict parameter');
  const limits = new Map<string, number | undefined>();
  const offsets = new Map<string, number | undefined>();
  for (const [key, value] of url.searchParams) {
    // apikey belongs to the gateway (Kong), never to PostgREST.
    if (key === 'select' || key === 'columns' || key === 'on_conflict' || key === 'apikey') continue;
    const words = key.split('.');
    const last = words.at(-1) as string;
    if (LEVEL_KEYS.has(last)) {
      const negated = words.at(-2) === 'not' && (last === 'and' || last === 'or');
      const path = words.slice(0, negated ? -2 : -1).join('.');
      if (last === 'order') levelFor(levels, path).order.push(...parseOrder(value));
      else if (last === 'limit') limits.set(path, readInteger(value));
      else if (last === 'offset') offsets.set(path, readInteger(value));
      else levelFor(levels, path).conditions.push(parseLogicTree(negated ? `not.${last}` : last, value));
      continue;
    }
    const { path, field } = parseTreePath(key);
    if (opts.rpcRead && path.length === 0 && field.path.length === 0) {
      const cursor = new Cursor(value, 'filter');
      const parsed = parseOperation(cursor, wholeValue);
      if (!parsed) {
        query.args.push([key, value]);
        continue;
      }
      levels.get('')?.conditions.push({ kind: 'filter', field, ...parsed });
      continue;
    }
    levelFor(levels, path.join('.')).conditions.push(parseFilter(field, value));
  }
  // PostgREST's ranges: limit L and offset O give rows O..O+L-1; a limit that is not a number
  // counts as 0 beside an offset and as no limit alone.
  for (const path of new Set([...limits.keys(), ...offsets.keys()])) {
    const limit = limits.get(path);
    const offset = offsets.get(path) ?? 0;
    let range: RowRange;
    if (limits.has(path) && offsets.has(path)) range = { lower: offset, upper: offset + (limit ?? 0) - 1 };
    else if (limits.has(path)) range = limit === undefined ? ALL_ROWS : { lower: 0, upper: limit - 1 };
    else range = { lower: offset, upper: null };
    levelFor(levels, path).range = range;
    if (path === '') query.limitRange = range;
  }
  return query;
}

/**
 * The top level's rows: limit/offset intersected with a GET's `Range: a-b` header (other methods
 * ignore the header). An empty result other than `limit=0` is 416 PGRST103.
 */
export function topLevelRange(query: QueryParams, rangeHeader: string | undefined): RowRange {
  const match = rangeHeader === undefined ? null : /^(\d{1,15})-(\d{0,15})$/.exec(rangeHeader);
  const header: RowRange = match
    ? { lower: Number(match[1]), upper: match[2] === '' ? null : Number(match[2]) }
    : ALL_ROWS;
  if (isLimitZero(query.limitRange)) return { lower: 0, upper: -1 };
  const range = intersect(header, query.limitRange);
  if (isEmptyRange(range))
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      isEmptyRange(header)
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  return range;
}
