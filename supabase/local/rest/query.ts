import { restError, unsupported } from './errors.ts';

/**
 * Query-string keys PostgREST reads itself; every other key is a column filter. `apikey` is
 * the gateway's (Kong accepts the key as a URL parameter) and never reaches PostgREST as a filter.
 */
const RESERVED = new Set([
  'apikey',
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'or',
  'and',
  'not.or',
  'not.and',
]);

const FILTER_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
} as const;

const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

const SIMPLE_TYPE = /^[a-z_][a-z0-9_]*(\[\])?$/i;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Collects parameters as the SQL is built, so values never touch the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of input) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (!quoted && char === ')') depth -= 1;
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(name: string): string {
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name;
}

/** `select=*,alias:col,col::text` → a SQL select list. Embedding and JSON paths are refused. */
export function buildSelectList(select: string | null): string {
  const raw = (select ?? '*').replace(/\s+/g, '');
  if (raw === '' || raw === '*') return '*';
  return splitTopLevel(raw)
    .map((item) => {
      if (item === '') throw restError(400, 'PGRST100', `failed to parse select parameter (${raw})`);
      if (item.includes('(')) throw unsupported(`Resource embedding ("${item}")`);
      if (item.includes('->')) throw unsupported(`JSON path selection ("${item}")`);
      if (item === '*') return '*';
      let alias: string | undefined;
      let rest = item;
      const colon = item.search(/:(?!:)/);
      if (colon > 0 && item[colon - 1] !== ':') {
        alias = unquote(item.slice(0, colon));
        rest = item.slice(colon + 1);
      }
      const [column = '', cast] = rest.split('::');
      if (column === '') throw restError(400, 'PGRST100', `failed to parse select parameter (${raw})`);
      if (cast !== undefined && !SIMPLE_TYPE.test(cast))
        throw restError(400, 'PGRST100', `failed to parse select parameter (${raw})`);
      const name = unquote(column);
      const expression = cast ? `cast(${quoteIdent(name)} as ${cast})` : quoteIdent(name);
      return `${expression} as ${quoteIdent(alias ?? name)}`;
    })
    .join(', ');
}

function parseInList(value: string, raw: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw restError(400, 'PGRST100', `failed to parse filter (${raw})`);
  const inner = value.slice(1, -1);
  if (inner === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i] as string;
    if (char === '\\' && quoted) {
      current += inner[i + 1] ?? '';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  return items;
}

/** `col=[not.]op.value` query parameters → a WHERE clause (empty string when there is none). */
export function buildWhere(url: URL, params: Params): string {
  const conditions: string[] = [];
  for (const [key, raw] of url.searchParams) {
    if (RESERVED.has(key)) {
      if (['or', 'and', 'not.or', 'not.and', 'on_conflict'].includes(key))
        throw unsupported(`The "${key}" query parameter`);
      continue;
    }
    if (key.includes('->') || key.includes('.'))
      throw unsupported(`Filtering on "${key}" (JSON paths and embedded resources)`);
    let rest = raw;
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const operator = dot === -1 ? rest : rest.slice(0, dot);
    const value = dot === -1 ? '' : rest.slice(dot + 1);
    if (dot === -1)
      throw restError(
        400,
        'PGRST100',
        `failed to parse filter (${raw})`,
        'unexpected end of input expecting operator (eq, neq, gt, gte, lt, lte, like, ilike, in, is)',
      );
    const column = quoteIdent(key);
    let condition: string;
    if (operator in FILTER_OPERATORS) {
      const sqlOperator = FILTER_OPERATORS[operator as keyof typeof FILTER_OPERATORS];
      const text = operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
      condition = `${column} ${sqlOperator} ${params.add(text)}`;
    } else if (operator === 'in') {
      const items = parseInList(value, raw);
      condition =
        items.length === 0 ? 'false' : `${column} in (${items.map((item) => params.add(item)).join(', ')})`;
    } else if (operator === 'is') {
      const keyword = IS_VALUES[value.toLowerCase()];
      if (!keyword)
        throw restError(
          400,
          'PGRST100',
          `failed to parse filter (${raw})`,
          'is accepts null, not_null, true, false and unknown',
        );
      condition = `${column} is ${keyword}`;
    } else if (
      [
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
        'match',
        'imatch',
        'isdistinct',
      ].includes(operator)
    ) {
      throw unsupported(`The "${operator}" filter operator`);
    } else {
      throw restError(
        400,
        'PGRST100',
        `failed to parse filter (${raw})`,
        `unexpected "${operator}" expecting operator (eq, neq, gt, gte, lt, lte, like, ilike, in, is)`,
      );
    }
    conditions.push(negate ? `not (${condition})` : condition);
  }
  return conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;
}

/** `order=col.desc.nullslast,other` → an ORDER BY clause. */
export function buildOrder(order: string | null): string {
  if (order === null || order === '') return '';
  const items = order.split(',').map((item) => {
    const [column = '', ...modifiers] = item.split('.');
    if (column === '' || column.includes('->') || column.includes('('))
      throw restError(400, 'PGRST100', `failed to parse order (${order})`);
    let direction = '';
    let nulls = '';
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') direction = ` ${modifier}`;
      else if (modifier === 'nullsfirst') nulls = ' nulls first';
      else if (modifier === 'nullslast') nulls = ' nulls last';
      else
        throw restError(
          400,
          'PGRST100',
          `failed to parse order (${order})`,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return `${quoteIdent(unquote(column))}${direction}${nulls}`;
  });
  return `order by ${items.join(', ')}`;
}

function parseNonNegative(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw restError(400, 'PGRST100', `failed to parse ${name} parameter (${value})`);
  return Number(value);
}

/** Combines limit/offset with a `Range: a-b` header the way PostgREST does (their intersection). */
export function buildRange(
  url: URL,
  rangeHeader: string | undefined,
): { offset: number; limit: number | undefined } {
  let offset = parseNonNegative(url.searchParams.get('offset'), 'offset') ?? 0;
  let limit = parseNonNegative(url.searchParams.get('limit'), 'limit');
  const match = rangeHeader ? /^(?:items=)?(\d+)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (match) {
    const start = Number(match[1]);
    const end = match[2] ? Number(match[2]) : undefined;
    if (end !== undefined && end < start)
      throw restError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `The range ${start}-${end} is invalid`,
      );
    const newOffset = Math.max(offset, start);
    const rangeLimit = end === undefined ? undefined : end - newOffset + 1;
    const queryEnd = limit === undefined ? undefined : offset + limit;
    const effectiveEnd = [queryEnd, rangeLimit === undefined ? undefined : newOffset + rangeLimit]
      .filter((value): value is number => value !== undefined)
      .reduce<number | undefined>(
        (min, value) => (min === undefined ? value : Math.min(min, value)),
        undefined,
      );
    offset = newOffset;
    limit = effectiveEnd === undefined ? undefined : Math.max(0, effectiveEnd - offset);
  }
  return { offset, limit };
}

/** Prefer is a comma-separated list (supabase-js joins with ", "); unknown preferences are ignored. */
export function parsePrefer(header: string | undefined): Map<string, string> {
  const prefs = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=');
    if (key) prefs.set(key.trim(), value.trim());
  }
  return prefs;
}
