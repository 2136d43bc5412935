import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../db/database.ts';
import type { JwtClaims } from '../keys.ts';
import { bearerToken } from '../http/bearer.ts';
import { BodyTooLargeError, readBodyBytes } from '../http/read-body.ts';
import { inDatabaseConfig, requireRelation, SCHEMA } from './catalog.ts';
import type { Relation } from './catalog.ts';
import { RestError, restError, toRestError, unsupported } from './errors.ts';
import { verifyRequestJwt } from './jwt.ts';
import { contentMediaType, csvToObjects, invalidBody, negotiate, toMime } from './media.ts';
import type { Handler, Negotiated } from './media.ts';
import { countSql, planTree, readSql, returningColumns, rootConditionsSql } from './plan.ts';
import type { Mode, Plan } from './plan.ts';
import { checkStrict, countsInQuery, parsePrefer, preferenceApplied } from './preferences.ts';
import type { Preferences } from './preferences.ts';
import { ALL_ROWS, Params, parseQuery, quoteIdent, topLevelRange } from './query.ts';
import type { QueryParams, RowRange } from './query.ts';
import { findFunction } from './rpc.ts';
import type { RpcFunction, RpcInput } from './rpc.ts';

/**
 * The local stand-in for PostgREST as hosted Supabase runs it (v14, db-tx-end=commit, aggregates
 * and execution plans off): each request is one transaction logged in as `authenticator` that
 * takes the caller's role, and answers with PostgREST's statuses, headers and bodies. What it
 * does not implement is refused with PostgREST's "not implemented" error (errors.ts).
 */

const ANON_ROLE = 'anon';
/** PostgREST-compatible request bodies are small documents; anything bigger is refused. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * PostgREST's "impersonated role settings": SET ROLE does not apply a role's ALTER ROLE ... SET
 * values (those act at login only), so the settings of the role a request switches to, such as
 * statement_timeout, are set for its transaction, a database-specific value over a general one.
 */
const ROLE_SETTINGS_SQL = `
  select set_config(chosen.name, chosen.value, true)
  from (
    select split_part(entry, '=', 1) as name, substr(entry, strpos(entry, '=') + 1) as value, rs.setdatabase
    from pg_db_role_setting rs
    join pg_roles r on r.oid = rs.setrole
    cross join unnest(rs.setconfig) as entry
    where r.rolname = $1
      and rs.setdatabase in (0, (select oid from pg_database where datname = current_database()))
  ) chosen
  join pg_settings ps on ps.name = chosen.name and ps.context = 'user'
  order by chosen.setdatabase`;

interface RequestAuth {
  role: string;
  claims: JwtClaims;
}

/** What a request transaction hands back, sent once it has committed (or rolled back). */
interface Reply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** `response.status` / `response.headers` a function set in the transaction (PostgREST's GUC headers). */
interface ResponseGucs {
  status: string | null;
  headers: string | null;
}

/** Thrown to roll back a transaction whose reply is still to be sent (Prefer: tx=rollback). */
class RollbackWith extends Error {
  constructor(readonly result: { reply: Reply; gucs: ResponseGucs }) {
    super('rollback');
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** PostgREST reads only Authorization; like the CLI's gateway, a bare apikey stands in for it. */
async function authenticate(req: IncomingMessage, jwtSecret: string): Promise<RequestAuth> {
  // `Authorization: Bearer ` with nothing after it is PostgREST's "Empty JWT", not anonymous access.
  const empty = /^Bearer\s*$/i.test(header(req, 'authorization') ?? 'x');
  const token = empty ? '' : (bearerToken(req.headers.authorization) ?? header(req, 'apikey'));
  if (token === undefined) return { role: ANON_ROLE, claims: { role: ANON_ROLE } };
  const claims = await verifyRequestJwt(token, jwtSecret);
  const claim = claims.role;
  // The database decides which roles the caller may take (authenticator is granted exactly anon,
  // authenticated and service_role), as on hosted Supabase: any other is refused by SET ROLE.
  const role =
    claim === undefined || claim === null
      ? ANON_ROLE
      : typeof claim === 'string'
        ? claim
        : JSON.stringify(claim);
  return { role, claims: { ...claims, role } };
}

/** Accept-Profile on reads, Content-Profile on writes; only `public` is exposed. */
function requestedProfile(req: IncomingMessage, method: string): string | undefined {
  const name = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) ? 'content-profile' : 'accept-profile';
  const profile = header(req, name);
  if (profile !== undefined && profile !== SCHEMA)
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${SCHEMA}`,
    );
  return profile;
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

/** Content-Range as PostgREST writes it: `a-b/total`, `*` where there is no range or no count. */
/** A write's total in Content-Range: the rows it wrote when a count was asked for, else unknown. */
const countedRows = (prefs: Preferences, n: number): number | null =>
  prefs.count === 'exact' || prefs.count === 'estimated' ? n : null;

function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

/** PostgREST's rangeStatusHeader: 416 past the end, 206 when fewer rows than the total, else 200. */
function rangeStatus(
  range: RowRange,
  n: number,
  total: number | null,
): { status: number; contentRange: string } {
  const lower = range.lower;
  const upper = lower + n - 1;
  const status = total === null ? 200 : lower > total ? 416 : 1 + upper - lower < total ? 206 : 200;
  return { status, contentRange: contentRange(lower, upper, total) };
}

function outOfRange(range: RowRange, total: number | null): string {
  return JSON.stringify({
    code: 'PGRST103',
    message: 'Requested range not satisfiable',
    details: `An offset of ${range.lower} was requested, but there are only ${total ?? 0} rows.`,
    hint: null,
  });
}

/** A row set's body in the negotiated media type (PostgREST's handlers and asCsvF). */
function bodySql(handler: Handler | 'none', shape: 'rows' | 'scalar' | 'scalar-set' | 'row'): string {
  const row = shape === 'scalar' || shape === 'scalar-set' ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const strip = (sql: string, on: boolean) => (on ? `json_strip_nulls(${sql})` : sql);
  switch (handler) {
    case 'none':
      return `''`;
    case 'single':
    case 'single-strip':
      return `coalesce(${strip(`json_agg(${shape === 'scalar' ? row : '_postgrest_t'})->0`, handler === 'single-strip')}, 'null')::text`;
    case 'json':
    case 'json-strip': {
      const on = handler === 'json-strip';
      if (shape === 'row' || shape === 'scalar')
        return `coalesce(${strip(`json_agg(${row})->0`, on)}, 'null')::text`;
      return `coalesce(${strip(`json_agg(${row})`, on)}, '[]')::text`;
    }
    case 'csv':
      return `(select coalesce(string_agg(a.k, ','), '') from (select json_object_keys(r)::text as k from (select row_to_json(hh) as r from pgrst_source as hh limit 1) s) a) || '\n' || coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), '\n'), '')`;
    case 'geojson':
      return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))::text`;
  }
}

/** `Location: /table?pk=eq.value` percent-encodes like http-types' renderSimpleQuery. */
function encodeQueryPart(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
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
   * `commit-allow-override` honours it, for tests that need writes undone. An
   * `alter role authenticator set pgrst.db_tx_end` in the database wins, as in PostgREST.
   */
  txEnd?: 'commit' | 'commit-allow-override';
}

/** Everything one request carries into its transaction. */
interface RequestContext {
  req: IncomingMessage;
  method: string;
  auth: RequestAuth;
  query: QueryParams;
  range: RowRange;
  profile: string | undefined;
  prefs: Preferences;
  maxRows: number | undefined;
  aggregatesEnabled: boolean;
}

/** The PostgREST subset supabase-js relies on, with Postgres's own RLS deciding every row. */
export function createRestHandler(opts: RestOptions): RestHandler {
  const { db, jwtSecret } = opts;
  let timezones: Promise<Set<string>> | undefined;
  const knownTimezones = () =>
    (timezones ??= db
      .query<{ name: string }>('select name from pg_catalog.pg_timezone_names')
      .then((result) => new Set(result.rows.map((row) => row.name))));

  /**
   * One transaction per request logged in as authenticator, with PostgREST's settings; the
   * caller's role is taken with SET LOCAL ROLE (set_config('role', ..., true)).
   */
  async function inRequestTransaction(
    base: Omit<RequestContext, 'prefs' | 'maxRows' | 'aggregatesEnabled'>,
    path: string,
    readOnly: boolean,
    fn: (tx: Queryable, ctx: RequestContext) => Promise<Reply>,
  ): Promise<Reply> {
    const { req, auth } = base;
    const zones = await knownTimezones();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    let result: { reply: Reply; gucs: ResponseGucs };
    try {
      result = await db.apiTransaction(async (tx) => {
        if (readOnly) await tx.query('set transaction read only');
        const config = await inDatabaseConfig(tx);
        const txEnd = config.txEnd ?? opts.txEnd ?? 'commit';
        const prefs = parsePrefer(header(req, 'prefer'), {
          txOverride: txEnd === 'commit-allow-override' || txEnd === 'rollback-allow-override',
          knownTimezone: (name) => zones.has(name),
        });
        const ctx: RequestContext = {
          ...base,
          prefs,
          maxRows: config.maxRows ?? opts.maxRows,
          aggregatesEnabled: config.aggregatesEnabled ?? false,
        };
        await tx.query(ROLE_SETTINGS_SQL, [auth.role]);
        await tx.query(
          `select set_config('search_path', 'public, extensions', true),
            set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
            set_config('request.path', $3, true), set_config('request.headers', $4, true),
            set_config('request.cookies', '{}', true), set_config('role', $5, true),
            set_config('timezone', coalesce($6, 'UTC'), true)`,
          [
            JSON.stringify(auth.claims),
            req.method ?? 'GET',
            `/${path.replace(/^\/+/, '')}`,
            JSON.stringify(headers),
            auth.role,
            prefs.timezone ?? null,
          ],
        );
        const reply = await fn(tx, ctx);
        const gucs = (
          await tx.query<ResponseGucs>(
            `select nullif(current_setting('response.status', true), '') as status,
               nullif(current_setting('response.headers', true), '') as headers`,
          )
        ).rows[0] as ResponseGucs;
        const rollbackAll = txEnd === 'rollback' || txEnd === 'rollback-allow-override';
        if (prefs.tx === 'rollback' || (rollbackAll && prefs.tx !== 'commit')) {
          // Deferred constraints still fail the request, as they would have at commit.
          await tx.query('set constraints all immediate');
          throw new RollbackWith({ reply, gucs });
        }
        return { reply, gucs };
      });
    } catch (error) {
      if (!(error instanceof RollbackWith)) throw error;
      result = error.result;
    }
    return applyGucs(result.reply, result.gucs);
  }

  /** A function's `response.status` and `response.headers` override PostgREST's own (Response.hs). */
  function applyGucs(reply: Reply, gucs: ResponseGucs): Reply {
    let { status } = reply;
    const headers = { ...reply.headers };
    if (gucs.status !== null) {
      const digits = /^\d+/.exec(gucs.status)?.[0];
      const chosen = digits === undefined ? NaN : Number(digits);
      if (!(chosen >= 100 && chosen <= 599))
        throw restError(500, 'PGRST112', 'response.status guc must be a valid status code');
      status = chosen;
    }
    if (gucs.headers !== null) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(gucs.headers);
      } catch {
        parsed = undefined;
      }
      const valid =
        Array.isArray(parsed) &&
        parsed.every(
          (entry) =>
            isPlainObject(entry) &&
            Object.keys(entry).length === 1 &&
            typeof Object.values(entry)[0] === 'string',
        );
      if (!valid)
        throw restError(
          500,
          'PGRST111',
          'response.headers guc must be a JSON array composed of objects with a single key and a string value',
        );
      for (const entry of parsed as Record<string, string>[]) {
        const [name, value] = Object.entries(entry)[0] as [string, string];
        for (const existing of Object.keys(headers))
          if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing];
        headers[name] = value;
      }
    }
    return { ...reply, status, headers };
  }

  /** The media a response is produced in, with Content-Profile when the request named one. */
  function contentHeaders(ctx: RequestContext, media: Negotiated): Record<string, string> {
    return { 'Content-Type': media.contentType, ...(ctx.profile ? { 'Content-Profile': ctx.profile } : {}) };
  }

  async function plannedRows(tx: Queryable, plan: Plan): Promise<number | null> {
    const params = new Params();
    const result = await tx.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${countSql(plan, params)}`,
      params.values,
    );
    const raw = result.rows[0]?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    const rows = parsed?.[0]?.Plan?.['Plan Rows'];
    return typeof rows === 'number' ? rows : null;
  }

  function withRange(query: QueryParams, range: RowRange): QueryParams['levels'] {
    const levels = new Map(query.levels);
    const root = levels.get('') ?? { conditions: [], order: [], range: ALL_ROWS };
    levels.set('', { ...root, range });
    return levels;
  }

  async function readTable(tx: Queryable, ctx: RequestContext, table: string, head: boolean): Promise<Reply> {
    const relation = await requireRelation(tx, table);
    const plan = await planTree(
      tx,
      { relation, name: table, sqlAlias: table, source: `${quoteIdent(SCHEMA)}.${quoteIdent(table)}` },
      ctx.query.select,
      withRange(ctx.query, ctx.range),
      { mode: 'read', maxRows: ctx.maxRows, aggregatesEnabled: ctx.aggregatesEnabled },
    );
    const media = negotiate(header(ctx.req, 'accept'));
    checkStrict(ctx.prefs);
    const params = new Params();
    const { prefs } = ctx;
    const counted = countsInQuery(prefs);
    const countQuery = counted
      ? `, pgrst_source_count as (${countSql(plan, params)}${
          prefs.count === 'estimated' && ctx.maxRows !== undefined ? ` limit ${ctx.maxRows + 1}` : ''
        })`
      : '';
    const statement = `with pgrst_source as (${readSql(plan, params)}) ${countQuery}
      select ${counted ? '(select pg_catalog.count(*) from pgrst_source_count)::int' : 'null::int'} as total,
        pg_catalog.count(_postgrest_t)::int as n, ${bodySql(head ? 'none' : media.handler, 'rows')} as body
      from (select * from pgrst_source) _postgrest_t`;
    const page = (await tx.query<{ total: number | null; n: number; body: string }>(statement, params.values))
      .rows[0] as { total: number | null; n: number; body: string };
    if (media.single && page.n !== 1) throw notSingular(page.n);
    let total = page.total;
    if (prefs.count === 'planned') total = await plannedRows(tx, plan);
    if (prefs.count === 'estimated' && total !== null && (ctx.maxRows === undefined || total > ctx.maxRows)) {
      const planned = await plannedRows(tx, plan);
      if (planned !== null) total = Math.max(total, planned);
    }
    const { status, contentRange: range } = rangeStatus(ctx.range, page.n, total);
    return {
      status,
      body: status === 416 ? outOfRange(ctx.range, total) : head ? null : page.body,
      headers: {
        'Content-Range': range,
        ...contentHeaders(ctx, media),
        ...preferenceApplied(prefs, 'read'),
      },
    };
  }

  /** The parsed body of a write: its rows (objects) and keys, or the raw JSON with `?columns`. */
  interface Payload {
    /** JSON text handed to json_to_record(set). */
    raw: string;
    isObject: boolean;
    columns: string[];
  }

  function jsonPayload(text: string, columns: string[] | undefined): Payload {
    const isObject = text.trimStart().startsWith('{');
    if (columns) return { raw: text, isObject, columns };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw invalidBody('Empty or invalid json');
    }
    // The database reads the text as sent: parsing here would round big integers and 1.10.
    return valuePayload(value, text);
  }

  /** PostgREST's payloadAttributes: objects with the same keys; anything else is no rows at all. */
  function valuePayload(value: unknown, text = JSON.stringify(value)): Payload {
    if (isPlainObject(value)) return { raw: text, isObject: true, columns: Object.keys(value) };
    if (Array.isArray(value) && value.length > 0) {
      const first = value[0];
      if (!isPlainObject(first)) throw invalidBody('All object keys must match');
      const keys = Object.keys(first).sort().join('\u0000');
      if (!value.every((row) => isPlainObject(row) && Object.keys(row).sort().join('\u0000') === keys))
        throw invalidBody('All object keys must match');
      return { raw: text, isObject: false, columns: Object.keys(first) };
    }
    return { raw: '[]', isObject: false, columns: [] };
  }

  async function readPayload(req: IncomingMessage, columns: string[] | undefined): Promise<Payload> {
    const media = contentMediaType(header(req, 'content-type'));
    const body = (await readRequestBody(req)).toString('utf8');
    switch (media.kind) {
      case 'json':
        return jsonPayload(body, columns);
      case 'csv':
        return valuePayload(csvToObjects(body));
      case 'urlencoded':
        return valuePayload(Object.fromEntries(new URLSearchParams(body)));
      default:
        throw invalidBody(`Content-Type not acceptable: ${toMime(media)}`);
    }
  }

  async function readRequestBody(req: IncomingMessage): Promise<Buffer> {
    try {
      return await readBodyBytes(req, MAX_BODY_BYTES);
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
  }

  /**
   * PostgREST's fromJsonBodyF: the body's values read into typed columns (json_to_record(set)),
   * with `missing=default` filling absent keys from the column defaults.
   */
  function bodyRowsSql(
    payload: Payload,
    relation: Relation,
    columns: string[],
    params: Params,
    defaults: boolean,
    limitOne = false,
  ): string {
    const typed = columns.map((name) => relation.columns.find((column) => column.name === name));
    const defaultPairs = defaults
      ? typed
          .filter((column) => column?.default != null)
          .map((column) => `${params.add(column?.name)}::text, ${column?.default}`)
      : [];
    const useDefaults = defaultPairs.length > 0;
    const json = `${params.add(payload.raw)}::${useDefaults ? 'jsonb' : 'json'}`;
    const defs = `jsonb_build_object(${defaultPairs.join(', ')})`;
    const source = useDefaults
      ? payload.isObject
        ? `lateral (select ${defs} || pgrst_payload.json_data as val) pgrst_json_defs, `
        : `lateral (select jsonb_agg(${defs} || elem) as val from jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `
      : '';
    const data = useDefaults ? 'pgrst_json_defs.val' : 'pgrst_payload.json_data';
    const reader = `${useDefaults ? 'jsonb' : 'json'}_${payload.isObject ? 'to_record' : 'to_recordset'}`;
    const fields =
      columns.length === 0
        ? payload.isObject
          ? '(values(1)) _ '
          : `${useDefaults ? 'jsonb' : 'json'}_array_elements(${data}) _ `
        : `${reader}(${data}) as _(${columns.map((name, i) => `${quoteIdent(name)} ${typed[i]?.type}`).join(', ')}) ${limitOne ? 'limit 1' : ''}`;
    return `(select ${json} as json_data) pgrst_payload, ${source}lateral (select ${columns.map(quoteIdent).join(', ')} from ${fields}) pgrst_body`;
  }

  function checkColumns(relation: Relation, columns: string[]): void {
    const unknown = columns.find((column) => !relation.columns.some((entry) => entry.name === column));
    if (unknown !== undefined) throw columnNotFound(unknown, relation.name);
  }

  /** What a write returns: `1` per row without a representation (no SELECT privilege needed). */
  function returnedSql(
    plan: Plan,
    relation: Relation,
    prefs: Preferences,
    qualifier: string,
  ): string | undefined {
    if (prefs.return !== 'representation' && prefs.return !== 'headers-only') return undefined;
    const columns = returningColumns(plan, relation.primaryKey);
    return columns === '*'
      ? `${qualifier}.*`
      : columns.map((column) => `${qualifier}.${quoteIdent(column)}`).join(', ');
  }

  function returningSql(plan: Plan, relation: Relation, prefs: Preferences, table: string): string {
    return `returning ${returnedSql(plan, relation, prefs, `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`) ?? '1'}`;
  }

  /** The set_config counter PostgREST uses to tell inserted rows from updated ones in an upsert. */
  const insertedCounter = (step: 1 | -1) =>
    `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${
      step === 1 ? '+' : '-'
    } 1)::text, true) <> '${step === 1 ? '0' : '-1'}'`;

  async function writePlan(tx: Queryable, ctx: RequestContext, relation: Relation): Promise<Plan> {
    return planTree(
      tx,
      { relation, name: relation.name, sqlAlias: relation.name, source: 'pgrst_source' },
      ctx.query.select,
      ctx.query.levels,
      { mode: 'mutation' as Mode, aggregatesEnabled: ctx.aggregatesEnabled },
    );
  }

  /** Runs a mutation CTE and reads its representation the way PostgREST's mainWrite does. */
  async function runWrite(
    tx: Queryable,
    ctx: RequestContext,
    plan: Plan,
    media: Negotiated,
    mutation: string,
    params: Params,
    extra: { location?: string[]; inserted?: boolean } = {},
  ): Promise<{ n: number; body: string; location: string[] | null; inserted: number | null }> {
    const representation = ctx.prefs.return === 'representation';
    const select = representation
      ? readSql(plan, params, { rootFilters: false, applyRange: true })
      : 'select * from pgrst_source';
    const location = extra.location
      ? `case when pg_catalog.count(_postgrest_t) = 1 then coalesce((with data as (select row_to_json(_) as row from pgrst_source as _ limit 1)
          select array_agg(json_data.key || '=' || coalesce('eq.' || json_data.value, 'is.null')) from data cross join json_each_text(data.row) as json_data
          where json_data.key = any(${params.add(extra.location)}::text[])), array[]::text[]) else array[]::text[] end`
      : 'null::text[]';
    const statement = `with pgrst_source as (${mutation})
      select pg_catalog.count(_postgrest_t)::int as n, ${location} as location,
        ${bodySql(representation ? media.handler : 'none', 'rows')} as body,
        ${extra.inserted ? `nullif(current_setting('pgrst.inserted', true), '')::int` : 'null::int'} as inserted
      from (${select}) _postgrest_t`;
    return (
      await tx.query<{ n: number; body: string; location: string[] | null; inserted: number | null }>(
        statement,
        params.values,
      )
    ).rows[0] as { n: number; body: string; location: string[] | null; inserted: number | null };
  }

  function locationHeader(table: string, location: string[] | null): Record<string, string> {
    if (!location || location.length === 0) return {};
    const query = location
      .map((pair) => {
        const at = pair.indexOf('=');
        return `${encodeQueryPart(pair.slice(0, at))}=${encodeQueryPart(pair.slice(at + 1))}`;
      })
      .join('&');
    return { Location: `/${table}?${query}` };
  }

  async function insert(tx: Queryable, ctx: RequestContext, table: string, payload: Payload): Promise<Reply> {
    const { prefs, query } = ctx;
    const relation = await requireRelation(tx, table);
    const plan = await writePlan(tx, ctx, relation);
    checkColumns(relation, payload.columns);
    checkStrict(prefs);
    const media = negotiate(header(ctx.req, 'accept'));
    const conflict = query.onConflict ?? relation.primaryKey;
    const upsert = prefs.resolution !== undefined && conflict.length > 0;
    const merge = upsert && prefs.resolution === 'merge-duplicates';
    const params = new Params();
    const columns = payload.columns;
    const target = `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;
    let mutation = `insert into ${target}${columns.length === 0 ? ' ' : `(${columns.map(quoteIdent).join(', ')}) `}select ${columns
      .map((column) => `pgrst_body.${quoteIdent(column)}`)
      .join(', ')} from ${bodyRowsSql(payload, relation, columns, params, prefs.missing === 'default')}`;
    if (merge) mutation += ` where ${insertedCounter(1)}`;
    if (upsert)
      mutation += ` on conflict(${conflict.map(quoteIdent).join(', ')}) ${
        prefs.resolution === 'ignore-duplicates' || columns.length === 0
          ? 'do nothing'
          : `do update set ${columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')} where ${insertedCounter(-1)}`
      }`;
    mutation += ` ${returningSql(plan, relation, prefs, table)}`;
    const headersOnly = prefs.return === 'headers-only';
    const page = await runWrite(tx, ctx, plan, media, mutation, params, {
      location: headersOnly ? relation.primaryKey : undefined,
      inserted: merge,
    });
    if (media.single && page.n !== 1) throw notSingular(page.n);
    const status = merge ? (page.inserted !== null && page.inserted > 0 ? 201 : 200) : 201;
    return {
      status,
      body: prefs.return === 'representation' ? page.body : null,
      headers: {
        ...locationHeader(table, page.location),
        'Content-Range': contentRange(1, 0, countedRows(prefs, page.n)),
        ...preferenceApplied(prefs, 'insert', { hasConflictTarget: conflict.length > 0 }),
        ...(prefs.return === 'representation' ? contentHeaders(ctx, media) : {}),
      },
    };
  }

  function checkMaxAffected(prefs: Preferences, n: number): void {
    if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && n > prefs.maxAffected)
      throw restError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${n} rows`,
      );
  }

  /**
   * PATCH's and DELETE's answer once their rows are written: 200 with the representation asked for,
   * else 204. PostgREST's range is 0-(n-1) for an update and 1-0 for a delete, as for an insert.
   */
  function changed(
    ctx: RequestContext,
    media: Negotiated,
    action: 'update' | 'delete',
    page: { n: number; body: string },
  ): Reply {
    const { prefs } = ctx;
    if (media.single && page.n !== 1) throw notSingular(page.n);
    checkMaxAffected(prefs, page.n);
    const representation = prefs.return === 'representation';
    const [lower, upper] = action === 'update' ? [0, page.n - 1] : [1, 0];
    return {
      status: representation ? 200 : 204,
      body: representation ? page.body : null,
      headers: {
        'Content-Range': contentRange(lower, upper, countedRows(prefs, page.n)),
        ...preferenceApplied(prefs, action),
        ...(representation ? contentHeaders(ctx, media) : {}),
      },
    };
  }

  async function update(tx: Queryable, ctx: RequestContext, table: string, payload: Payload): Promise<Reply> {
    const { prefs } = ctx;
    const relation = await requireRelation(tx, table);
    const plan = await writePlan(tx, ctx, relation);
    checkColumns(relation, payload.columns);
    checkStrict(prefs);
    const media = negotiate(header(ctx.req, 'accept'));
    const params = new Params();
    const target = `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;
    let mutation: string;
    if (payload.columns.length === 0) {
      // Nothing to set: PostgREST selects no rows instead of running an UPDATE.
      mutation = `select ${returnedSql(plan, relation, prefs, quoteIdent(table)) ?? 'null'} from ${target} where false`;
    } else {
      const conditions = rootConditionsSql(plan, table, params);
      // Hosted Supabase loads pg-safeupdate for the API roles: no UPDATE without a WHERE clause.
      if (conditions.length === 0) throw restError(400, '21000', 'UPDATE requires a WHERE clause');
      mutation = `update ${target} set ${payload.columns
        .map((column) => `${quoteIdent(column)} = pgrst_body.${quoteIdent(column)}`)
        .join(
          ', ',
        )} from ${bodyRowsSql(payload, relation, payload.columns, params, prefs.missing === 'default')} where ${conditions.join(' and ')} ${returningSql(plan, relation, prefs, table)}`;
    }
    return changed(ctx, media, 'update', await runWrite(tx, ctx, plan, media, mutation, params));
  }

  async function remove(tx: Queryable, ctx: RequestContext, table: string): Promise<Reply> {
    const { prefs } = ctx;
    const relation = await requireRelation(tx, table);
    const plan = await writePlan(tx, ctx, relation);
    checkStrict(prefs);
    const media = negotiate(header(ctx.req, 'accept'));
    const params = new Params();
    const conditions = rootConditionsSql(plan, table, params);
    if (conditions.length === 0) throw restError(400, '21000', 'DELETE requires a WHERE clause');
    const mutation = `delete from ${quoteIdent(SCHEMA)}.${quoteIdent(table)} where ${conditions.join(' and ')} ${returningSql(plan, relation, prefs, table)}`;
    return changed(ctx, media, 'delete', await runWrite(tx, ctx, plan, media, mutation, params));
  }

  /** PUT: the one row the primary key filters name is inserted, or replaced (PostgREST's single upsert). */
  async function put(tx: Queryable, ctx: RequestContext, table: string, payload: Payload): Promise<Reply> {
    const { prefs, query } = ctx;
    const relation = await requireRelation(tx, table);
    const root = query.levels.get('');
    const filters = root?.conditions ?? [];
    const pk = relation.primaryKey;
    const eqOnPk =
      pk.length > 0 &&
      [...query.levels.values()].every((level, i) => i === 0 || level.conditions.length === 0) &&
      filters.every(
        (condition) =>
          condition.kind === 'filter' &&
          !condition.negate &&
          condition.field.path.length === 0 &&
          condition.operation.op === 'eq' &&
          !('quantifier' in condition.operation && condition.operation.quantifier),
      ) &&
      new Set(filters.map((condition) => (condition.kind === 'filter' ? condition.field.name : ''))).size ===
        pk.length &&
      filters.every((condition) => condition.kind === 'filter' && pk.includes(condition.field.name));
    if (!eqOnPk)
      throw restError(
        405,
        'PGRST105',
        "Filters must include all and only primary key columns with 'eq' operators",
      );
    const plan = await writePlan(tx, ctx, relation);
    checkColumns(relation, payload.columns);
    checkStrict(prefs);
    const media = negotiate(header(ctx.req, 'accept'));
    const params = new Params();
    const columns = payload.columns;
    const bodyConditions = rootConditionsSql(plan, 'pgrst_body', params);
    let mutation = `insert into ${quoteIdent(SCHEMA)}.${quoteIdent(table)}${
      columns.length === 0 ? ' ' : `(${columns.map(quoteIdent).join(', ')}) `
    }select ${columns.map((column) => `pgrst_body.${quoteIdent(column)}`).join(', ')} from ${bodyRowsSql(
      payload,
      relation,
      columns,
      params,
      false,
    )} where ${[insertedCounter(1), ...bodyConditions].join(' and ')} on conflict(${pk.map(quoteIdent).join(', ')}) ${
      columns.length === 0
        ? 'do nothing'
        : `do update set ${columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')} where ${insertedCounter(-1)}`
    }`;
    mutation += ` ${returningSql(plan, relation, prefs, table)}`;
    const page = await runWrite(tx, ctx, plan, media, mutation, params, { inserted: true });
    if (page.n !== 1)
      throw restError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
    const representation = prefs.return === 'representation';
    return {
      status: representation ? ((page.inserted ?? 0) > 0 ? 201 : 200) : 204,
      body: representation ? page.body : null,
      headers: {
        ...preferenceApplied(prefs, 'upsert'),
        ...(representation ? contentHeaders(ctx, media) : {}),
      },
    };
  }

  async function callFunction(
    tx: Queryable,
    ctx: RequestContext,
    name: string,
    input: RpcInput,
    head: boolean,
  ): Promise<Reply> {
    const { prefs } = ctx;
    const post = ctx.method === 'POST';
    const fn: RpcFunction = await findFunction(tx, name, input, post);
    // A POST to a STABLE or IMMUTABLE function runs read-only too (PostgREST's transaction mode).
    if (post && !fn.volatile) await tx.query('set transaction read only');
    const alias = fn.relation ?? fn.name;
    const relation = fn.relation ? await requireRelation(tx, fn.relation) : undefined;
    const plan = await planTree(
      tx,
      { relation, name: alias, sqlAlias: alias, source: 'pgrst_source' },
      ctx.query.select,
      withRange(ctx.query, ctx.range),
      { mode: 'call', maxRows: ctx.maxRows, aggregatesEnabled: ctx.aggregatesEnabled },
    );
    const media = negotiate(header(ctx.req, 'accept'));
    checkStrict(prefs);
    const single = fn.returns !== 'set' && fn.returns !== 'scalar-set';
    if (single && prefs.handling === 'strict' && prefs.maxAffected !== undefined)
      throw restError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      );
    const params = new Params();
    const counted = countsInQuery(prefs);
    const call = fn.callSql(params);
    const shape = fn.returns === 'set' ? 'rows' : fn.returns === 'void' ? 'scalar' : fn.returns;
    const statement = `with pgrst_source as (${call})${counted ? `, pgrst_source_count as (${countSql(plan, params)})` : ''}
      select ${counted ? '(select pg_catalog.count(*) from pgrst_source_count)::int' : 'null::int'} as total,
        ${single ? '1' : 'pg_catalog.count(_postgrest_t)::int'} as n, ${bodySql(head ? 'none' : media.handler, shape)} as body
      from (${readSql(plan, params)}) _postgrest_t`;
    const page = (await tx.query<{ total: number | null; n: number; body: string }>(statement, params.values))
      .rows[0] as { total: number | null; n: number; body: string };
    if (media.single && page.n !== 1) throw notSingular(page.n);
    checkMaxAffected(prefs, page.n);
    const { status, contentRange: range } = rangeStatus(ctx.range, page.n, page.total);
    const headers = { 'Content-Range': range, ...preferenceApplied(prefs, 'call') };
    if (fn.returns === 'void') return { status: 204, body: null, headers };
    return {
      status,
      body: status === 416 ? outOfRange(ctx.range, page.total) : head ? null : page.body,
      headers: { ...headers, ...contentHeaders(ctx, media) },
    };
  }

  async function rpcInput(req: IncomingMessage, query: QueryParams, method: string): Promise<RpcInput> {
    if (method !== 'POST') return { kind: 'values', values: query.args };
    const media = contentMediaType(header(req, 'content-type'));
    const body = await readRequestBody(req);
    if (media.kind === 'text' || media.kind === 'xml' || media.kind === 'octet-stream')
      return { kind: 'raw', media: media.kind, body };
    if (media.kind === 'urlencoded')
      return { kind: 'values', values: [...new URLSearchParams(body.toString('utf8'))] };
    if (media.kind === 'csv') {
      const payload = valuePayload(csvToObjects(body.toString('utf8')));
      return { kind: 'json', raw: payload.raw, keys: payload.columns, isObject: payload.isObject };
    }
    if (media.kind !== 'json') throw invalidBody(`Content-Type not acceptable: ${toMime(media)}`);
    // An rpc without a body is called with no arguments.
    const text = body.length === 0 ? '{}' : body.toString('utf8');
    const payload = jsonPayload(text, query.columns);
    return { kind: 'json', raw: payload.raw, keys: payload.columns, isObject: payload.isObject };
  }

  async function handle(req: IncomingMessage, path: string, url: URL, auth: RequestAuth): Promise<Reply> {
    const method = req.method ?? 'GET';
    let segments: string[];
    try {
      segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      throw restError(400, 'PGRST100', 'Invalid percent-encoding in the request path', path);
    }
    if (segments.length === 0) throw unsupported('The OpenAPI description at the root (/rest/v1/)');
    const rpc = segments[0] === 'rpc' && segments.length === 2;
    if (!rpc && segments.length !== 1)
      throw restError(404, 'PGRST125', 'Invalid path specified in request URL');
    const name = segments.at(-1) as string;
    if (rpc && !['GET', 'HEAD', 'POST'].includes(method))
      throw restError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    if (!rpc && !['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const profile = requestedProfile(req, method);
    const read = method === 'GET' || method === 'HEAD';
    const query = parseQuery(url, { rpcRead: rpc && read });
    // The Range header counts on GET only (RFC 9110); limit/offset on every read.
    const range = topLevelRange(query, method === 'GET' ? header(req, 'range') : undefined);
    if (method === 'PUT' && (range.lower !== 0 || range.upper !== null))
      throw restError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
    const base = { req, method, auth, query, range, profile };
    const requestPath = rpc ? `rpc/${name}` : name;
    if (rpc) {
      const input = await rpcInput(req, query, method);
      return inRequestTransaction(base, requestPath, read, (tx, ctx) =>
        callFunction(tx, ctx, name, input, method === 'HEAD'),
      );
    }
    if (read)
      return inRequestTransaction(base, requestPath, true, (tx, ctx) =>
        readTable(tx, ctx, name, method === 'HEAD'),
      );
    if (method === 'DELETE')
      return inRequestTransaction(base, requestPath, false, (tx, ctx) => remove(tx, ctx, name));
    // ?columns names the columns of POST and PATCH; PUT takes the body's keys.
    const payload = await readPayload(req, method === 'PUT' ? undefined : query.columns);
    if (method === 'POST')
      return inRequestTransaction(base, requestPath, false, (tx, ctx) => insert(tx, ctx, name, payload));
    if (method === 'PATCH')
      return inRequestTransaction(base, requestPath, false, (tx, ctx) => update(tx, ctx, name, payload));
    return inRequestTransaction(base, requestPath, false, (tx, ctx) => put(tx, ctx, name, payload));
  }

  return {
    async handle(req, res, path, url) {
      let auth: RequestAuth | undefined;
      try {
        auth = await authenticate(req, jwtSecret);
        send(res, await handle(req, path, url, auth));
      } catch (error) {
        const rest = toRestError(error, auth !== undefined && auth.role !== ANON_ROLE);
        if (rest.status >= 500 && !(error instanceof RestError)) console.error('[rest]', error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const body = JSON.stringify(rest.body);
        const reason =
          rest.statusText !== undefined && /^[\t\x20-\x7e]*$/.test(rest.statusText)
            ? rest.statusText
            : undefined;
        res.writeHead(rest.status, reason, {
          'Content-Type': 'application/json; charset=utf-8',
          'Proxy-Status': `PostgREST; error=${rest.body.code}`,
          ...rest.headers,
        });
        res.end(body);
      }
    },
  };
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body ?? undefined);
}
