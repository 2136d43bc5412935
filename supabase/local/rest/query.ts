import { restError, unsupported } from './errors.ts';
import type { RestError } from './errors.ts';

/**
 * PostgREST's query-string grammar (select, filters, logic trees, order, ranges, Prefer) parsed
 * into plain data; turning it into SQL is plan.ts's job. Parse errors answer 400 PGRST100 with
 * the same message shape PostgREST uses: `"failed to parse <what> (<input>)" (line 1, column n)`.
 */

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias?: string; cast?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      select: SelectItem[];
    };

export interface Filter {
  kind: 'filter';
  column: string;
  negate: boolean;
  operator: string;
  /** any/all for the comparison operators, the text search configuration for fts and friends. */
  modifier?: string;
  value: string;
  /** The items of `in.(a,b)`. */
  list?: string[];
}

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Query-string keys PostgREST reads itself (apikey is Kong's and never reaches PostgREST). */
const RESERVED = new Set(['apikey', 'select', 'columns', 'on_conflict']);
/** Keys that may be prefixed by an embedded resource path (`order_items.limit=5`), longest first. */
const PATH_KEYS = ['not.or', 'not.and', 'order', 'limit', 'offset', 'or', 'and'];

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const TEXT_SEARCH = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
const SIMPLE_TYPE = /^[a-z_][a-z0-9_ ]*(\[\])?$/i;
const OPERATOR_LIST =
  'eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, in, is, isdistinct, cs, cd, ov, sl, sr, nxl, nxr, adj, fts, plfts, phfts, wfts';

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
  peek(): string {
    return this.text[this.pos] ?? '';
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
  expect(token: string): void {
    if (!this.startsWith(token)) throw this.fail(`"${token}"`);
    this.pos += token.length;
  }
  skipSpaces(): void {
    while (this.peek() === ' ') this.pos += 1;
  }
  /** A double-quoted string with backslash escapes. */
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
  /** A field name: letters, digits, `_`, `$`, spaces inside, or a quoted name. */
  name(expecting: string): string {
    if (this.peek() === '"') return this.quoted();
    // Letters, digits, `_`, `$`, spaces, and `-` unless it starts a JSON arrow (PostgREST pIdentifier).
    const start = this.pos;
    while (!this.done) {
      const char = this.peek();
      if (/[\p{L}\p{N}_$ ]/u.test(char) || (char === '-' && this.text[this.pos + 1] !== '>')) this.pos += 1;
      else break;
    }
    const name = this.text.slice(start, this.pos).trim();
    if (name === '') throw this.fail(expecting);
    return name;
  }
}

function parseSelectItems(cursor: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    cursor.skipSpaces();
    items.push(parseSelectItem(cursor));
    cursor.skipSpaces();
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    if (nested ? cursor.peek() === ')' : cursor.done) return items;
    throw cursor.fail(nested ? '"," or ")"' : '"," or end of input');
  }
}

function parseSelectItem(cursor: Cursor): SelectItem {
  if (cursor.peek() === '*') {
    cursor.pos += 1;
    return { kind: 'star' };
  }
  if (cursor.startsWith('...')) throw unsupported('Spreading an embedded resource ("...")');
  const first = cursor.name('field name (* or [a..z0..9_$])');
  let alias: string | undefined;
  let name = first;
  if (cursor.peek() === ':' && !cursor.startsWith('::')) {
    cursor.pos += 1;
    alias = first;
    name = cursor.name('field name (* or [a..z0..9_$])');
  }
  if (cursor.startsWith('->')) throw unsupported(`JSON path selection ("${name}->...")`);
  if (cursor.peek() === '!' || cursor.peek() === '(') {
    let hint: string | undefined;
    let inner = false;
    while (cursor.peek() === '!') {
      cursor.pos += 1;
      const word = cursor.name('embedding hint or join type (inner, left)');
      if (word === 'inner') inner = true;
      else if (word === 'left') inner = false;
      else if (hint === undefined) hint = word;
      else throw cursor.fail('"("');
    }
    if (cursor.startsWith('.')) throw unsupported('Aggregate functions in select');
    cursor.expect('(');
    cursor.descend();
    cursor.skipSpaces();
    const select = cursor.peek() === ')' ? [] : parseSelectItems(cursor, true);
    cursor.expect(')');
    cursor.depth -= 1;
    return { kind: 'embed', relation: name, alias, hint, inner, select };
  }
  if (cursor.startsWith('.')) throw unsupported('Aggregate functions in select');
  let cast: string | undefined;
  if (cursor.startsWith('::')) {
    cursor.pos += 2;
    const match = /^[a-z_][a-z0-9_ ]*(\[\])?/i.exec(cursor.text.slice(cursor.pos));
    if (!match || !SIMPLE_TYPE.test(match[0])) throw cursor.fail('a type name');
    cast = match[0].trim();
    cursor.pos += match[0].length;
  }
  return { kind: 'column', name, alias, cast };
}

/** `select=*,alias:col::text,items:order_items!inner(*)` (whitespace already as sent). */
export function parseSelect(select: string | null): SelectItem[] {
  // supabase-js strips whitespace outside double quotes; PostgREST tolerates it around names.
  const raw = select ?? '*';
  if (raw.trim() === '') return [{ kind: 'star' }];
  return parseSelectItems(new Cursor(raw, 'select parameter'), false);
}

/** `[not.]op[(modifier)].value` as it appears after `col=` or inside a logic tree. */
function parseOperation(cursor: Cursor, column: string, inLogic: boolean): Filter {
  let negate = false;
  if (cursor.startsWith('not.')) {
    negate = true;
    cursor.pos += 4;
  }
  const match = /^[a-z]+/.exec(cursor.text.slice(cursor.pos));
  const operator = match?.[0] ?? '';
  if (!OPERATORS.has(operator)) throw cursor.fail(`operator (${OPERATOR_LIST})`);
  cursor.pos += operator.length;
  let modifier: string | undefined;
  if (cursor.peek() === '(') {
    const close = cursor.text.indexOf(')', cursor.pos);
    if (close === -1) throw cursor.fail('")"');
    modifier = cursor.text.slice(cursor.pos + 1, close);
    const valid = TEXT_SEARCH.has(operator)
      ? /^[a-z_][a-z0-9_]*$/i.test(modifier)
      : QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all');
    if (!valid) throw cursor.fail('a valid operator modifier');
    cursor.pos = close + 1;
  }
  cursor.expect('.');
  const filter: Filter = { kind: 'filter', column, negate, operator, value: '' };
  if (modifier) filter.modifier = modifier;
  if (operator === 'in') {
    filter.list = parseList(cursor);
    return filter;
  }
  filter.value = inLogic ? logicValue(cursor) : cursor.text.slice(cursor.pos);
  if (!inLogic) cursor.pos = cursor.text.length;
  if (operator === 'is' && !IS_VALUES.has(filter.value.toLowerCase()))
    throw parseError(
      'filter',
      cursor.text,
      cursor.pos + 1,
      'is accepts null, not_null, true, false or unknown',
    );
  if (modifier && QUANTIFIABLE.has(operator) && !/^\{.*\}$/s.test(filter.value))
    throw parseError('filter', cursor.text, cursor.pos + 1, 'expecting a list of values in braces ({a,b})');
  return filter;
}

/** A value inside a logic tree runs to the next `,` or `)` unless quoted or a `{...}` array. */
function logicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') return cursor.quoted();
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', cursor.pos);
    if (close === -1) throw cursor.fail('"}"');
    const value = cursor.text.slice(cursor.pos, close + 1);
    cursor.pos = close + 1;
    return value;
  }
  const start = cursor.pos;
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
  return cursor.text.slice(start, cursor.pos);
}

/** `(a,"b,c",d)`: the items of an `in` filter. */
function parseList(cursor: Cursor): string[] {
  cursor.expect('(');
  const items: string[] = [];
  cursor.skipSpaces();
  if (cursor.peek() === ')') {
    cursor.pos += 1;
    return items;
  }
  for (;;) {
    cursor.skipSpaces();
    if (cursor.peek() === '"') {
      items.push(cursor.quoted());
    } else {
      const start = cursor.pos;
      while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') cursor.pos += 1;
      items.push(cursor.text.slice(start, cursor.pos).trim());
    }
    cursor.skipSpaces();
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    cursor.expect(')');
    return items;
  }
}

function parseLogicBody(cursor: Cursor, operator: 'and' | 'or', negate: boolean): LogicTree {
  cursor.expect('(');
  cursor.descend();
  const children: Condition[] = [];
  for (;;) {
    cursor.skipSpaces();
    let childNegate = false;
    const mark = cursor.pos;
    if (cursor.startsWith('not.')) {
      childNegate = true;
      cursor.pos += 4;
    }
    const logic = /^(and|or)\(/.exec(cursor.text.slice(cursor.pos));
    if (logic) {
      cursor.pos += logic[1]!.length;
      children.push(parseLogicBody(cursor, logic[1] as 'and' | 'or', childNegate));
    } else {
      cursor.pos = mark;
      const column = cursor.name(
        'field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
      );
      if (cursor.startsWith('->')) throw unsupported(`Filtering on JSON paths ("${column}->...")`);
      cursor.expect('.');
      children.push(parseOperation(cursor, column, true));
    }
    cursor.skipSpaces();
    if (cursor.peek() === ',') {
      cursor.pos += 1;
      continue;
    }
    cursor.expect(')');
    cursor.depth -= 1;
    return { kind: 'logic', operator, negate, children };
  }
}

export function parseLogicTree(key: string, value: string): LogicTree {
  const negate = key.startsWith('not.');
  const operator = (negate ? key.slice(4) : key) as 'and' | 'or';
  const cursor = new Cursor(value, 'logic tree');
  const tree = parseLogicBody(cursor, operator, negate);
  cursor.skipSpaces();
  if (!cursor.done) throw cursor.fail('end of input');
  return tree;
}

export function parseFilter(column: string, value: string): Filter {
  return parseOperation(new Cursor(value, 'filter'), column, false);
}

/** `order=col.desc.nullslast,other`. */
export function parseOrder(order: string): OrderTerm[] {
  if (order.trim() === '') return [];
  const cursor = new Cursor(order, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    cursor.skipSpaces();
    const column = cursor.name('field name (* or [a..z0..9_$])');
    if (cursor.peek() === '(') throw unsupported('Ordering by the column of an embedded resource');
    if (cursor.startsWith('->')) throw unsupported(`Ordering by JSON paths ("${column}->...")`);
    const term: OrderTerm = { column };
    while (cursor.peek() === '.') {
      cursor.pos += 1;
      const word = /^[a-z]+/.exec(cursor.text.slice(cursor.pos))?.[0] ?? '';
      if (word === 'asc' || word === 'desc') term.direction = word;
      else if (word === 'nullsfirst') term.nulls = 'first';
      else if (word === 'nullslast') term.nulls = 'last';
      else throw cursor.fail('"asc", "desc", "nullsfirst" or "nullslast"');
      cursor.pos += word.length;
    }
    terms.push(term);
    cursor.skipSpaces();
    if (cursor.done) return terms;
    cursor.expect(',');
  }
}

function parseNonNegative(value: string, name: string): number {
  if (!/^\d{1,15}$/.test(value.trim()))
    throw parseError(`${name} parameter`, value, 1, 'expecting a non-negative integer');
  return Number(value.trim());
}

/** What one embedding level (the root is path '') gets from the query string. */
export interface LevelParams {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset: number;
}

export interface QueryParams {
  select: SelectItem[];
  /** Keyed by the embedding path joined with '.', '' for the top level. */
  levels: Map<string, LevelParams>;
  columns?: string[];
  onConflict?: string[];
  /** For GET/HEAD rpc: parameters that are function arguments, not filters. */
  args: Map<string, string[]>;
}

export function levelFor(levels: Map<string, LevelParams>, path: string): LevelParams {
  let level = levels.get(path);
  if (!level) {
    level = { conditions: [], order: [], offset: 0 };
    levels.set(path, level);
  }
  return level;
}

/** `"a","b"` or `a,b` (the client double-quotes `columns`). */
function parseColumnList(value: string, what: string): string[] {
  const names = value.split(',').map((name) => name.trim().replace(/^"(.*)"$/s, '$1'));
  if (names.some((name) => name === '')) throw parseError(what, value, 1, 'expecting a column name');
  return names;
}

/**
 * Splits the query string into select, per-level filters/order/range and (for rpc reads) the
 * function's arguments: there a parameter whose value does not parse as `op.value` is an argument.
 */
export function parseQuery(url: URL, opts: { rpcRead?: boolean } = {}): QueryParams {
  const levels = new Map<string, LevelParams>();
  levelFor(levels, '');
  const args = new Map<string, string[]>();
  const query: QueryParams = { select: parseSelect(url.searchParams.get('select')), levels, args };
  const columns = url.searchParams.get('columns');
  if (columns !== null) query.columns = parseColumnList(columns, 'columns parameter');
  const onConflict = url.searchParams.get('on_conflict');
  if (onConflict !== null) query.onConflict = parseColumnList(onConflict, 'on_conflict parameter');
  for (const [key, value] of url.searchParams) {
    if (RESERVED.has(key)) continue;
    const pathKey = PATH_KEYS.find((name) => key === name || key.endsWith(`.${name}`));
    if (pathKey) {
      const path = key === pathKey ? '' : key.slice(0, -(pathKey.length + 1));
      const level = levelFor(levels, path);
      if (pathKey === 'order') level.order.push(...parseOrder(value));
      else if (pathKey === 'limit') level.limit = parseNonNegative(value, 'limit');
      else if (pathKey === 'offset') level.offset = parseNonNegative(value, 'offset');
      else level.conditions.push(parseLogicTree(pathKey, value));
      continue;
    }
    if (key.includes('->')) throw unsupported(`Filtering on JSON paths ("${key}")`);
    const dot = key.lastIndexOf('.');
    const path = dot === -1 ? '' : key.slice(0, dot);
    const column = dot === -1 ? key : key.slice(dot + 1);
    if (opts.rpcRead && path === '' && !looksLikeOperation(value)) {
      args.set(key, [...(args.get(key) ?? []), value]);
      continue;
    }
    levelFor(levels, path).conditions.push(parseFilter(column, value));
  }
  return query;
}

function looksLikeOperation(value: string): boolean {
  const operator = /^(?:not\.)?([a-z]+)(?:\([^)]*\))?\./.exec(value)?.[1];
  return operator !== undefined && OPERATORS.has(operator);
}

/** Combines limit/offset with a `Range: a-b` header the way PostgREST does (their intersection). */
export function applyRangeHeader(level: LevelParams, rangeHeader: string | undefined): void {
  const match = rangeHeader ? /^(?:items=)?(\d{1,15})-(\d{0,15})$/.exec(rangeHeader.trim()) : null;
  if (!match) return;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  if (end !== undefined && end < start)
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The range ${start}-${end} is invalid`,
    );
  const offset = Math.max(level.offset, start);
  const ends = [
    level.limit === undefined ? undefined : level.offset + level.limit,
    end === undefined ? undefined : end + 1,
  ].filter((value): value is number => value !== undefined);
  level.limit = ends.length === 0 ? undefined : Math.max(0, Math.min(...ends) - offset);
  level.offset = offset;
}

export interface Preferences {
  values: Map<string, string>;
  /** Tokens PostgREST does not know (or with values it does not know). */
  invalid: string[];
}

const PREFERENCE_VALUES: Record<string, (value: string) => boolean> = {
  return: (value) => ['minimal', 'headers-only', 'representation'].includes(value),
  count: (value) => ['exact', 'planned', 'estimated'].includes(value),
  resolution: (value) => ['merge-duplicates', 'ignore-duplicates'].includes(value),
  missing: (value) => ['default', 'null'].includes(value),
  handling: (value) => ['lenient', 'strict'].includes(value),
  tx: (value) => ['commit', 'rollback'].includes(value),
  'max-affected': (value) => /^\d+$/.test(value),
  timezone: (value) => value !== '',
};

/** Comma-separated tokens; the first occurrence of each preference wins (PostgREST fromHeaders). */
export function parsePrefer(header: string | undefined): Preferences {
  const values = new Map<string, string>();
  const invalid: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const token = part.trim();
    if (token === '') continue;
    const equals = token.indexOf('=');
    const key = (equals === -1 ? token : token.slice(0, equals)).trim();
    const value = equals === -1 ? '' : token.slice(equals + 1).trim();
    const valid = PREFERENCE_VALUES[key]?.(value) ?? false;
    if (!valid) invalid.push(token);
    else if (!values.has(key)) values.set(key, value);
  }
  return { values, invalid };
}
