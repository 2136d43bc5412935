import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../db/database.ts';
import { verifyJwt } from '../keys.ts';
import type { JwtClaims } from '../keys.ts';
import { RestError, restError, toRestError, unsupported } from './errors.ts';
import { bearerToken } from '../http/bearer.ts';
import { BodyTooLargeError, readBody } from '../http/read-body.ts';
import { sendJson } from '../http/send-json.ts';
import {
  SCHEMA,
  capLimit,
  levelConditions,
  orderSql,
  planTree,
  selectListSql,
  tableColumns,
  tableNotFound,
  whereSql,
} from './plan.ts';
import type { Node } from './plan.ts';
import { Params, applyRangeHeader, parsePrefer, parseQuery, quoteIdent } from './query.ts';
import type { Preferences, QueryParams, SelectItem } from './query.ts';
import { findFunction } from './rpc.ts';
import type { RpcFunction } from './rpc.ts';

/** The roles a verified JWT may switch to, as on hosted Supabase (authenticator is granted exactly these). */
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const ANON_ROLE = 'anon';
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';
/** PostgREST-compatible request bodies are small JSON documents; anything bigger is refused. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Order of PostgREST's Preference-Applied header (prefAppliedHeader). */
const APPLIED_ORDER = [
  'resolution',
  'missing',
  'return',
  'count',
  'tx',
  'handling',
  'timezone',
  'max-affected',
];

interface RequestAuth {
  role: string;
  claims: JwtClaims;
}

interface Page {
  body: string;
  first: string;
  n: number;
  total: number | null;
  inserted?: number;
}

/** What a request transaction hands back to be sent once it has committed (or rolled back). */
interface Reply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** Thrown to roll back a transaction whose reply is still to be sent (Prefer: tx=rollback). */
class RollbackWith extends Error {
  constructor(readonly reply: Reply) {
    super('rollback');
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** PostgREST reads only Authorization; like the CLI's gateway, a bare apikey stands in for it. */
function authenticate(req: IncomingMessage, jwtSecret: string): RequestAuth {
  const token = bearerToken(req.headers.authorization) ?? header(req, 'apikey');
  if (!token) return { role: ANON_ROLE, claims: { role: ANON_ROLE } };
  const check = verifyJwt(token, jwtSecret);
  if (!check.ok) {
    const expired = check.reason === 'expired';
    const error = expired
      ? restError(401, 'PGRST303', 'JWT expired')
      : restError(
          401,
          'PGRST301',
          check.reason === 'malformed'
            ? `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${token.split('.').length})`
            : 'JWSError JWSInvalidSignature',
        );
    throw new RestError(error.status, error.body, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.body.message}"`,
    });
  }
  const role = typeof check.claims.role === 'string' ? check.claims.role : ANON_ROLE;
  if (!API_ROLES.has(role))
    throw restError(401, 'PGRST301', `The JWT role "${role}" is not one of ${[...API_ROLES].join(', ')}`);
  return { role, claims: { ...check.claims, role } };
}

/** Array (default) or single object; anything else is a media type PostgREST would not produce either. */
function wantsSingleObject(req: IncomingMessage): boolean {
  const accept = header(req, 'accept');
  if (!accept) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
  if (types.some((type) => type === OBJECT_MEDIA || type === 'application/vnd.pgrst.object')) return true;
  if (types.some((type) => ['*/*', 'application/json', 'application/*', ''].includes(type))) return false;
  throw restError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

function checkProfile(req: IncomingMessage): void {
  for (const name of ['accept-profile', 'content-profile']) {
    const profile = header(req, name);
    if (profile !== undefined && profile !== SCHEMA)
      throw restError(
        406,
        'PGRST106',
        `Invalid schema: ${profile}`,
        null,
        `Only the following schemas are exposed: ${SCHEMA}`,
      );
  }
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const contentType = header(req, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType && contentType !== 'application/json')
    throw restError(
      415,
      'PGRST107',
      `None of these media types are available: ${contentType}`,
      null,
      'The local stack accepts application/json bodies only.',
    );
  let text: string;
  try {
    text = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw restError(
        413,
        'PGRST413',
        'Payload Too Large',
        `The request body exceeds ${MAX_BODY_BYTES} bytes`,
      );
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw restError(400, 'PGRST102', 'Empty or invalid json');
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function notSingular(n: number): RestError {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

function columnNotFound(column: string, table: string): RestError {
  return restError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** `*` spelled out, so a write's RETURNING can carry bookkeeping columns without leaking them. */
function expandStar(items: SelectItem[], columns: string[]): SelectItem[] {
  return items.flatMap((item) =>
    item.kind === 'star' ? columns.map((name): SelectItem => ({ kind: 'column', name })) : [item],
  );
}

async function primaryKey(tx: Queryable, table: string): Promise<string[]> {
  const result = await tx.query<{ columns: string[] }>(
    `select array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, i)
       join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.i) as columns
     from pg_catalog.pg_constraint c join pg_catalog.pg_class t on t.oid = c.conrelid
     join pg_catalog.pg_namespace n on n.oid = t.relnamespace
     where c.contype = 'p' and n.nspname = $1 and t.relname = $2`,
    [SCHEMA, table],
  );
  return result.rows[0]?.columns ?? [];
}

export interface RestHandler {
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
}

export interface RestOptions {
  db: Database;
  jwtSecret: string;
  /** config.toml [api] max_rows: the silent cap on every read of many rows. */
  maxRows?: number;
  /**
   * PostgREST's db-tx-end. `commit` (Supabase's setting) drops `Prefer: tx=rollback`;
   * `commit-allow-override` honours it, for tests that need writes undone.
   */
  txEnd?: 'commit' | 'commit-allow-override';
}

/** The PostgREST subset supabase-js relies on, with Postgres's own RLS deciding every row. */
export function createRestHandler(opts: RestOptions): RestHandler {
  const { db, jwtSecret, maxRows } = opts;
  const txEnd = opts.txEnd ?? 'commit';

  /**
   * One transaction per request logged in as authenticator, with PostgREST's settings; the
   * caller's role is taken with SET LOCAL ROLE (set_config('role', ..., true)).
   */
  async function inRequestTransaction(
    req: IncomingMessage,
    auth: RequestAuth,
    path: string,
    prefs: Preferences,
    fn: (tx: Queryable) => Promise<Reply>,
    readOnly = false,
  ): Promise<Reply> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    const applied = new Map<string, string>();
    const rollback = txEnd === 'commit-allow-override' && prefs.values.get('tx') === 'rollback';
    if (rollback) applied.set('tx', 'rollback');
    try {
      const reply = await db.apiTransaction(async (tx) => {
        if (readOnly) await tx.query('set transaction read only');
        const timezone = prefs.values.get('timezone');
        const knownZone =
          timezone !== undefined &&
          (await tx.query('select 1 from pg_catalog.pg_timezone_names where name = $1', [timezone])).rows
            .length > 0;
        if (knownZone) applied.set('timezone', timezone);
        await tx.query(
          `select set_config('search_path', 'public, extensions', true), set_config('timezone', $6, true),
            set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
            set_config('request.path', $3, true), set_config('request.headers', $4, true),
            set_config('role', $5, true)`,
          [
            JSON.stringify(auth.claims),
            req.method ?? 'GET',
            `/${path.replace(/^\/+/, '')}`,
            JSON.stringify(headers),
            auth.role,
            knownZone ? timezone : 'UTC',
          ],
        );
        const result = await fn(tx);
        if (rollback) throw new RollbackWith(result);
        return result;
      });
      return withApplied(reply, applied);
    } catch (error) {
      if (error instanceof RollbackWith) return withApplied(error.reply, applied);
      throw error;
    }
  }

  function withApplied(reply: Reply, transactionApplied: Map<string, string>): Reply {
    const fromReply = reply.headers['Preference-Applied'];
    const all = new Map<string, string>();
    for (const part of fromReply ? fromReply.split(', ') : []) {
      const [key = '', value = ''] = part.split('=');
      all.set(key, value);
    }
    for (const [key, value] of transactionApplied) all.set(key, value);
    const ordered = APPLIED_ORDER.filter((key) => all.has(key)).map((key) => `${key}=${all.get(key)}`);
    const headers = { ...reply.headers };
    delete headers['Preference-Applied'];
    if (ordered.length > 0) headers['Preference-Applied'] = ordered.join(', ');
    return { ...reply, headers };
  }

  /** PGRST122: with handling=strict every unknown or invalid preference is an error. */
  function strictPreferences(prefs: Preferences): boolean {
    const strict = prefs.values.get('handling') === 'strict';
    if (strict && prefs.invalid.length > 0)
      throw restError(
        400,
        'PGRST122',
        'Invalid preferences given with handling=strict',
        `Invalid preferences: ${prefs.invalid.join(', ')}`,
      );
    return strict;
  }

  function appliedBase(prefs: Preferences, keys: string[]): Map<string, string> {
    const applied = new Map<string, string>();
    for (const key of keys) {
      const value = prefs.values.get(key);
      if (value !== undefined) applied.set(key, value);
    }
    return applied;
  }

  function appliedHeader(applied: Map<string, string>): Record<string, string> {
    if (applied.size === 0) return {};
    return { 'Preference-Applied': [...applied].map(([key, value]) => `${key}=${value}`).join(', ') };
  }

  function checkMaxAffected(prefs: Preferences, strict: boolean, n: number, applied: Map<string, string>) {
    const max = prefs.values.get('max-affected');
    if (!strict || max === undefined) return;
    applied.set('max-affected', max);
    if (n > Number(max))
      throw restError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${n} rows`,
      );
  }

  /** Writes count only exact and estimated (PostgREST shouldCount); planned leaves `*`. */
  const countsWrites = (prefs: Preferences) =>
    ['exact', 'estimated'].includes(prefs.values.get('count') ?? '');
  const wantsCount = (prefs: Preferences) =>
    ['exact', 'planned', 'estimated'].includes(prefs.values.get('count') ?? '');

  async function readTable(
    tx: Queryable,
    table: string,
    query: QueryParams,
    prefs: Preferences,
    single: boolean,
    head: boolean,
  ): Promise<Reply> {
    if (!(await tableColumns(tx, table))) throw await tableNotFound(tx, table);
    const root = await planTree(tx, table, table, query.select, query.levels);
    const from = `${quoteIdent(SCHEMA)}.${quoteIdent(table)} as ${quoteIdent(table)}`;
    return readFrom(tx, root, from, prefs, single, head, new Params());
  }

  /** A GET over rows (a table or a set-returning function): filters, order, range, count, max_rows. */
  async function readFrom(
    tx: Queryable,
    root: Node,
    from: string,
    prefs: Preferences,
    single: boolean,
    head: boolean,
    params: Params,
    prefix = '',
    scalarColumn?: string,
  ): Promise<Reply & { n: number }> {
    const where = whereSql(root, params);
    const list = selectListSql(root, params, maxRows);
    const { offset } = root.level;
    const limit = capLimit(root.level.limit, maxRows);
    const count = wantsCount(prefs);
    const applied = appliedBase(prefs, count ? ['count'] : []);
    const row = scalarColumn ? `_pgrst_r.${quoteIdent(scalarColumn)}` : '_pgrst_r';
    const statement = `${prefix} select coalesce(json_agg(${row}), '[]')::text as body,
      coalesce((json_agg(${row}) -> 0)::text, 'null') as first, count(*)::int as n,
      ${count ? `(select count(*) from ${from} ${where})::int` : 'null::int'} as total
      from (select ${list} from ${from} ${where} ${orderSql(root.level.order, root.sqlAlias)}
        ${limit === undefined ? '' : `limit ${limit}`} ${offset ? `offset ${offset}` : ''}) _pgrst_r`;
    const page = (await tx.query<Page>(statement, params.values)).rows[0] as Page;
    const total = page.total === null ? '*' : String(page.total);
    if (page.total !== null && page.n === 0 && offset > 0 && offset >= page.total)
      throw restError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${page.total} rows.`,
      );
    if (single && page.n !== 1) throw notSingular(page.n);
    const partial = page.total !== null && page.n < page.total;
    return {
      n: page.n,
      status: !single && partial ? 206 : 200,
      body: head ? null : single ? page.first : page.body,
      headers: {
        'Content-Range': page.n === 0 ? `*/${total}` : `${offset}-${offset + page.n - 1}/${total}`,
        ...appliedHeader(applied),
      },
    };
  }

  async function insert(
    tx: Queryable,
    table: string,
    query: QueryParams,
    prefs: Preferences,
    rows: Record<string, unknown>[],
    single: boolean,
  ): Promise<Reply> {
    const tableCols = await tableColumns(tx, table);
    if (!tableCols) throw await tableNotFound(tx, table);
    let columns: string[];
    if (query.columns) {
      columns = query.columns;
    } else {
      columns = Object.keys(rows[0] ?? {});
      const expected = [...columns].sort().join(',');
      if (rows.some((row) => Object.keys(row).sort().join(',') !== expected))
        throw restError(400, 'PGRST102', 'All object keys must match');
    }
    const unknown = columns.find((column) => !tableCols.includes(column));
    if (unknown) throw columnNotFound(unknown, table);
    const resolution = prefs.values.get('resolution');
    const conflict = resolution ? (query.onConflict ?? (await primaryKey(tx, table))) : [];
    const upsert = resolution !== undefined && conflict.length > 0;
    const missingDefault = prefs.values.get('missing') === 'default';
    const representation = prefs.values.get('return') === 'representation';
    const applied = appliedBase(prefs, [
      ...(upsert ? ['resolution'] : []),
      ...(query.columns ? ['missing'] : []),
      'return',
      ...(countsWrites(prefs) ? ['count'] : []),
    ]);
    if (prefs.values.get('return') === 'headers-only')
      throw unsupported('Prefer: return=headers-only (the Location header)');

    const params = new Params();
    const target = `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;
    const alias = quoteIdent(table);
    const returning = representation
      ? `${alias}.*, (${alias}.xmax = 0) as _pgrst_inserted`
      : upsert && resolution === 'merge-duplicates'
        ? `(${alias}.xmax = 0) as _pgrst_inserted`
        : 'true as _pgrst_inserted';
    const onConflict = upsert
      ? ` on conflict (${conflict.map(quoteIdent).join(', ')}) ${
          resolution === 'ignore-duplicates' || columns.length === 0
            ? 'do nothing'
            : `do update set ${columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`
        }`
      : '';
    // With missing=default a key absent from an element takes the column default: rows with the
    // same keys are inserted together, each group naming only its own columns.
    const groups: { columns: string[]; rows: Record<string, unknown>[] }[] = [];
    for (const row of rows) {
      const own = missingDefault ? columns.filter((column) => column in row) : columns;
      const last = groups.at(-1);
      if (last && last.columns.join('\u0000') === own.join('\u0000') && own.length > 0) last.rows.push(row);
      else groups.push({ columns: own, rows: [row] });
    }
    const statements = groups.map((group) => {
      if (group.columns.length === 0)
        return `insert into ${target} as ${alias} default values${onConflict} returning ${returning}`;
      const list = group.columns.map(quoteIdent).join(', ');
      return `insert into ${target} as ${alias} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(
        JSON.stringify(group.rows),
      )}::json)${onConflict} returning ${returning}`;
    });
    const ctes = statements.map((sql, i) => `_pgrst_m${i} as (${sql})`);
    const all =
      statements.length === 0
        ? `select ${representation ? `${alias}.*, ` : ''}false as _pgrst_inserted from ${target} as ${alias} where false`
        : statements.map((_, i) => `select * from _pgrst_m${i}`).join(' union all ');
    let list = 'null';
    if (representation) {
      const root = await planTree(tx, table, table, expandStar(query.select, tableCols), query.levels);
      // max_rows caps reads only: a write's representation shows every row it wrote.
      list = selectListSql(root, params, undefined);
    }
    const sql = `with ${[...ctes, `_pgrst_all as (${all})`].join(', ')}
      select coalesce(json_agg(_pgrst_r) filter (where true), '[]')::text as body,
        coalesce((json_agg(_pgrst_r) -> 0)::text, 'null') as first, count(*)::int as n, null::int as total,
        (select count(*) filter (where _pgrst_inserted) from _pgrst_all)::int as inserted
      from (select ${list} from _pgrst_all as ${alias}) _pgrst_r`;
    const page = (await tx.query<Page>(sql, params.values)).rows[0] as Page;
    if (single && page.n !== 1) throw notSingular(page.n);
    const status = upsert && resolution === 'merge-duplicates' && (page.inserted ?? 0) === 0 ? 200 : 201;
    return {
      status,
      body: representation ? (single ? page.first : page.body) : null,
      headers: {
        'Content-Range': `*/${countsWrites(prefs) ? page.n : '*'}`,
        ...appliedHeader(applied),
      },
    };
  }

  async function mutate(
    tx: Queryable,
    method: 'PATCH' | 'DELETE',
    table: string,
    query: QueryParams,
    prefs: Preferences,
    strict: boolean,
    payload: Record<string, unknown> | undefined,
    single: boolean,
  ): Promise<Reply> {
    const tableCols = await tableColumns(tx, table);
    if (!tableCols) throw await tableNotFound(tx, table);
    const representation = prefs.values.get('return') === 'representation';
    const applied = appliedBase(prefs, ['return', ...(countsWrites(prefs) ? ['count'] : [])]);
    if (prefs.values.get('return') === 'headers-only')
      throw unsupported('Prefer: return=headers-only on PATCH/DELETE');
    if (query.columns && method === 'PATCH') throw unsupported('?columns on PATCH');
    if (query.levels.get('')?.limit !== undefined || query.levels.get('')?.offset)
      throw unsupported('limit/offset on PATCH and DELETE');
    const root = await planTree(
      tx,
      table,
      table,
      representation ? expandStar(query.select, tableCols) : [{ kind: 'star' }],
      query.levels,
    );
    const params = new Params();
    // Hosted Supabase preloads safeupdate for the API roles: no unfiltered mass mutation.
    if (levelConditions(root, new Params()).length === 0)
      throw restError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
    const target = `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;
    const alias = quoteIdent(table);
    let mutation: string;
    if (method === 'PATCH') {
      const columns = Object.keys(payload ?? {});
      const unknown = columns.find((column) => !tableCols.includes(column));
      if (unknown) throw columnNotFound(unknown, table);
      if (columns.length === 0) {
        // Nothing to set, but the filters must still be valid, as they would be for an update.
        await tx.query(
          `select 1 from ${target} as ${alias} ${whereSql(root, params)} limit 1`,
          params.values,
        );
        return {
          status: representation ? 200 : 204,
          body: representation ? '[]' : null,
          headers: { 'Content-Range': `*/${countsWrites(prefs) ? 0 : '*'}`, ...appliedHeader(applied) },
        };
      }
      const body = params.add(JSON.stringify(payload));
      const assignments = columns.map(
        (column) =>
          `${quoteIdent(column)} = (select _pgrst_body.${quoteIdent(column)} from json_populate_record(null::${target}, ${body}::json) _pgrst_body)`,
      );
      mutation = `update ${target} as ${alias} set ${assignments.join(', ')} ${whereSql(root, params)}`;
    } else {
      mutation = `delete from ${target} as ${alias} ${whereSql(root, params)}`;
    }
    const list = representation ? selectListSql(root, params, undefined) : 'null';
    const sql = `with _pgrst_all as (${mutation} returning ${representation ? `${alias}.*` : '1 as _pgrst_one'})
      select coalesce(json_agg(_pgrst_r) filter (where true), '[]')::text as body,
        coalesce((json_agg(_pgrst_r) -> 0)::text, 'null') as first, count(*)::int as n, null::int as total
      from (select ${list} from _pgrst_all as ${alias}) _pgrst_r`;
    const page = (await tx.query<Page>(sql, params.values)).rows[0] as Page;
    checkMaxAffected(prefs, strict, page.n, applied);
    if (single && page.n !== 1) throw notSingular(page.n);
    const total = countsWrites(prefs) ? String(page.n) : '*';
    const range = method === 'PATCH' && page.n > 0 ? `0-${page.n - 1}/${total}` : `*/${total}`;
    return {
      status: representation ? 200 : 204,
      body: representation ? (single ? page.first : page.body) : null,
      headers: { 'Content-Range': range, ...appliedHeader(applied) },
    };
  }

  async function handleTable(
    req: IncomingMessage,
    table: string,
    url: URL,
    auth: RequestAuth,
  ): Promise<Reply> {
    const method = req.method ?? 'GET';
    const prefs = parsePrefer(header(req, 'prefer'));
    const strict = strictPreferences(prefs);
    const single = wantsSingleObject(req);
    const query = parseQuery(url);
    if (method === 'GET' || method === 'HEAD') {
      applyRangeHeader(
        query.levels.get('') as NonNullable<ReturnType<typeof query.levels.get>>,
        header(req, 'range'),
      );
      return inRequestTransaction(req, auth, table, prefs, (tx) =>
        readTable(tx, table, query, prefs, single, method === 'HEAD'),
      );
    }
    if (method === 'POST') {
      const payload = await readJsonBody(req);
      const rows = Array.isArray(payload) ? payload : [payload];
      if (!rows.every(isPlainObject))
        throw restError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'The body must be an object or an array of objects',
        );
      return inRequestTransaction(req, auth, table, prefs, (tx) =>
        insert(tx, table, query, prefs, rows, single),
      );
    }
    if (method === 'PATCH' || method === 'DELETE') {
      const payload = method === 'PATCH' ? await readJsonBody(req) : undefined;
      if (method === 'PATCH' && !isPlainObject(payload))
        throw restError(400, 'PGRST102', 'Empty or invalid json', 'A PATCH body must be one JSON object');
      return inRequestTransaction(req, auth, table, prefs, (tx) =>
        mutate(
          tx,
          method,
          table,
          query,
          prefs,
          strict,
          payload as Record<string, unknown> | undefined,
          single,
        ),
      );
    }
    if (method === 'PUT') throw unsupported('PUT (single-row upsert)');
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  async function handleRpc(req: IncomingMessage, name: string, url: URL, auth: RequestAuth): Promise<Reply> {
    const method = req.method ?? 'GET';
    if (method !== 'POST' && method !== 'GET' && method !== 'HEAD')
      throw restError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    const read = method !== 'POST';
    const prefs = parsePrefer(header(req, 'prefer'));
    const strict = strictPreferences(prefs);
    const single = wantsSingleObject(req);
    const query = parseQuery(url, { rpcRead: read });
    applyRangeHeader(
      query.levels.get('') as NonNullable<ReturnType<typeof query.levels.get>>,
      header(req, 'range'),
    );
    let body: unknown;
    if (read) {
      body = Object.fromEntries(
        [...query.args].map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
      );
    } else {
      const text = await readJsonBody(req);
      body = text;
    }
    return inRequestTransaction(
      req,
      auth,
      `rpc/${name}`,
      prefs,
      async (tx) => {
        const fn = await findFunction(tx, name, body, read);
        return callFunction(tx, fn, body, query, prefs, strict, single, method === 'HEAD');
      },
      read,
    );
  }

  async function callFunction(
    tx: Queryable,
    fn: RpcFunction,
    body: unknown,
    query: QueryParams,
    prefs: Preferences,
    strict: boolean,
    single: boolean,
    head: boolean,
  ): Promise<Reply> {
    const params = new Params();
    const call = fn.callSql(body, params);
    const alias = quoteIdent(fn.name);
    const shaped =
      query.select.some((item) => item.kind !== 'star') ||
      [...query.levels.values()].some((level) => level.conditions.length > 0 || level.order.length > 0) ||
      query.levels.size > 1;
    if (fn.returns === 'void' || fn.returns === 'scalar') {
      if (shaped)
        throw restError(
          400,
          'PGRST100',
          `"failed to parse select or filter parameters for ${SCHEMA}.${fn.name}"`,
          'A function that returns a scalar or void has no columns to select, filter or order by',
        );
      if (prefs.values.get('max-affected') !== undefined && strict)
        throw restError(
          400,
          'PGRST128',
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        );
      const result = await tx.query<{ body: string | null }>(
        `select to_json(${call})::text as body`,
        params.values,
      );
      if (fn.returns === 'void') return { status: 204, body: null, headers: {} };
      const count = wantsCount(prefs);
      return {
        status: 200,
        body: head ? null : (result.rows[0]?.body ?? 'null'),
        headers: {
          'Content-Range': `0-0/${count ? 1 : '*'}`,
          ...appliedHeader(appliedBase(prefs, count ? ['count'] : [])),
        },
      };
    }
    if (fn.returns === 'row' && strict && prefs.values.get('max-affected') !== undefined)
      throw restError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      );
    const root = await planTree(tx, fn.relation ?? fn.name, fn.name, query.select, query.levels);
    if (!fn.relation && root.children.length > 0)
      throw unsupported('Embedding on the result of a function that does not return a table type');
    const prefix = `with ${alias} as materialized (select * from ${call} as ${alias})`;
    const reply = await readFrom(
      tx,
      root,
      alias,
      prefs,
      single || fn.returns === 'row',
      head,
      params,
      prefix,
      fn.returns === 'scalar-set' ? fn.name : undefined,
    );
    const applied = new Map<string, string>();
    checkMaxAffected(prefs, strict, reply.n, applied);
    return {
      status: reply.status,
      body: reply.body,
      headers: { ...reply.headers, ...mergeApplied(reply.headers, applied) },
    };
  }

  function mergeApplied(headers: Record<string, string>, extra: Map<string, string>): Record<string, string> {
    if (extra.size === 0) return {};
    const current = headers['Preference-Applied'];
    const added = [...extra].map(([key, value]) => `${key}=${value}`).join(', ');
    return { 'Preference-Applied': current ? `${current}, ${added}` : added };
  }

  return {
    async handle(req, res, path, url) {
      let auth: RequestAuth | undefined;
      try {
        checkProfile(req);
        auth = authenticate(req, jwtSecret);
        let segments: string[];
        try {
          segments = path.split('/').filter(Boolean).map(decodeURIComponent);
        } catch {
          throw restError(400, 'PGRST100', 'Invalid percent-encoding in the request path', path);
        }
        if (segments.length === 0) throw unsupported('The OpenAPI description at /rest/v1/');
        let reply: Reply;
        if (segments[0] === 'rpc' && segments.length === 2)
          reply = await handleRpc(req, segments[1] as string, url, auth);
        else if (segments.length === 1) reply = await handleTable(req, segments[0] as string, url, auth);
        else throw restError(404, 'PGRST125', `Invalid path specified in request URL: ${path}`);
        send(req, res, reply, wantsSingleObject(req));
      } catch (error) {
        const rest = toRestError(error, auth !== undefined && auth.role !== ANON_ROLE);
        if (rest.status >= 500 && !(error instanceof RestError)) console.error('[rest]', error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendJson(res, rest.status, rest.body, rest.headers);
      }
    },
  };
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, single: boolean): void {
  const contentType = single ? `${OBJECT_MEDIA}; charset=utf-8` : 'application/json; charset=utf-8';
  if (reply.body === null || req.method === 'HEAD') {
    res.writeHead(reply.status, {
      ...reply.headers,
      ...(reply.body === null || reply.status === 204 ? {} : { 'Content-Type': contentType }),
    });
    res.end();
    return;
  }
  sendJson(res, reply.status, reply.body, { 'Content-Type': contentType, ...reply.headers });
}
