import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Queryable } from '../db/database.ts';
import { verifyJwt } from '../keys.ts';
import type { JwtClaims } from '../keys.ts';
import { RestError, restError, toRestError, unsupported } from './errors.ts';
import { BodyTooLargeError, MAX_BODY_BYTES, readBody, sendJson } from './http.ts';
import {
  Params,
  buildOrder,
  buildRange,
  buildSelectList,
  buildWhere,
  parsePrefer,
  quoteIdent,
} from './query.ts';

/** The roles a verified JWT may switch to, as on hosted Supabase (authenticator is granted exactly these). */
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const ANON_ROLE = 'anon';
const SCHEMA = 'public';
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

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

interface PageResult {
  body: string;
  first: string;
  n: number;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** PostgREST reads only Authorization; like the CLI's gateway, a bare apikey stands in for it. */
async function authenticate(req: IncomingMessage, jwtSecret: string): Promise<RequestAuth> {
  const authorization = header(req, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const token = bearer ?? header(req, 'apikey');
  if (!token) return { role: ANON_ROLE, claims: { role: ANON_ROLE } };
  const check = await verifyJwt(token, jwtSecret);
  if (!check.ok) {
    const expired = check.reason === 'expired';
    const error = expired
      ? restError(401, 'PGRST303', 'JWT expired')
      : restError(
          401,
          'PGRST301',
          check.reason === 'malformed'
            ? `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${token.split('.').length})`
            : check.reason === 'no_expiry'
              ? 'JWT claim "exp" is required'
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
  if (
    types.some(
      (type) => type === '*/*' || type === 'application/json' || type === 'application/*' || type === '',
    )
  )
    return false;
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
    text = await readBody(req);
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

function singleOrFail(page: PageResult): string {
  if (page.n !== 1)
    throw restError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${page.n} rows`,
    );
  return page.first;
}

/** Wraps a row source so the rows are serialised by Postgres itself, exactly like PostgREST's json_agg. */
function pageSql(source: string, selectList: string): string {
  return `select coalesce(json_agg(_pgrst_row), '[]')::text as body,
    coalesce((json_agg(_pgrst_row) -> 0)::text, 'null') as first,
    count(*)::int as n
    from (select ${selectList} from ${source}) _pgrst_row`;
}

async function tableExists(tx: Queryable, table: string): Promise<boolean> {
  const result = await tx.query(
    `select 1 from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')`,
    [SCHEMA, table],
  );
  return result.rows.length > 0;
}

async function tableNotFound(tx: Queryable, table: string): Promise<RestError> {
  const others = await tx.query<{ relname: string }>(
    `select c.relname from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
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

export interface RestHandler {
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
}

/** The PostgREST subset supabase-js relies on, with Postgres's own RLS deciding every row. */
export function createRestHandler(opts: { db: Database; jwtSecret: string }): RestHandler {
  const { db, jwtSecret } = opts;

  /** One transaction per request with PostgREST's settings; the caller's role is switched to last. */
  function inRequestTransaction<T>(
    req: IncomingMessage,
    auth: RequestAuth,
    path: string,
    fn: (tx: Queryable) => Promise<T>,
    beforeRole?: (tx: Queryable) => Promise<void>,
  ): Promise<T> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    return db.transaction(async (tx) => {
      if (beforeRole) await beforeRole(tx);
      await tx.query(ROLE_SETTINGS_SQL, [auth.role]);
      await tx.query(
        `select set_config('search_path', 'public, extensions', true), set_config('timezone', 'UTC', true),
          set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
          set_config('request.path', $3, true), set_config('request.headers', $4, true),
          set_config('role', $5, true)`,
        [
          JSON.stringify(auth.claims),
          req.method ?? 'GET',
          `/${path.replace(/^\/+/, '')}`,
          JSON.stringify(headers),
          auth.role,
        ],
      );
      return fn(tx);
    });
  }

  async function handleTable(
    req: IncomingMessage,
    res: ServerResponse,
    table: string,
    url: URL,
    auth: RequestAuth,
  ) {
    const method = req.method ?? 'GET';
    const prefer = parsePrefer(header(req, 'prefer'));
    if (url.searchParams.has('on_conflict') || prefer.has('resolution'))
      throw unsupported('Upsert (on_conflict / Prefer: resolution)');
    const single = wantsSingleObject(req);
    const representation = prefer.get('return') === 'representation';
    const selectList = buildSelectList(url.searchParams.get('select'));
    const params = new Params();
    const target = `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;
    const mustExist = async (tx: Queryable) => {
      if (!(await tableExists(tx, table))) throw await tableNotFound(tx, table);
    };
    const contentType = single ? `${OBJECT_MEDIA}; charset=utf-8` : 'application/json; charset=utf-8';
    const send = (status: number, body: string | null, extra: Record<string, string> = {}) => {
      if (body === null || method === 'HEAD') {
        res.writeHead(status, { ...extra, ...(body === null ? {} : { 'Content-Type': contentType }) });
        res.end();
      } else {
        sendJson(res, status, body, { 'Content-Type': contentType, ...extra });
      }
    };

    if (method === 'GET' || method === 'HEAD') {
      const where = buildWhere(url, params);
      const order = buildOrder(url.searchParams.get('order'));
      const { offset, limit } = buildRange(url, header(req, 'range'));
      const wantCount = ['exact', 'planned', 'estimated'].includes(prefer.get('count') ?? '');
      const whereParams = [...params.values];
      const limitSql = limit === undefined ? '' : `limit ${params.add(limit)}`;
      const offsetSql = offset === 0 ? '' : `offset ${params.add(offset)}`;
      const { page, total } = await inRequestTransaction<{ page: PageResult; total: number | undefined }>(
        req,
        auth,
        table,
        async (tx) => {
          const pageResult = await tx.query<PageResult>(
            pageSql(
              `(select * from ${target} ${where} ${order} ${limitSql} ${offsetSql}) _pgrst_source`,
              selectList,
            ),
            params.values,
          );
          const counted = wantCount
            ? (
                await tx.query<{ total: number }>(
                  `select count(*)::int as total from ${target} ${where}`,
                  whereParams,
                )
              ).rows[0]?.total
            : undefined;
          return { page: pageResult.rows[0] as PageResult, total: counted };
        },
        mustExist,
      );
      const totalText = total === undefined ? '*' : String(total);
      const contentRange = page.n === 0 ? `*/${totalText}` : `${offset}-${offset + page.n - 1}/${totalText}`;
      const partial = total !== undefined && page.n < total;
      if (total !== undefined && total > 0 && offset >= total && page.n === 0)
        throw restError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          `An offset of ${offset} was requested, but there are only ${total} rows.`,
        );
      const body = single ? singleOrFail(page) : page.body;
      send(single ? 200 : partial ? 206 : 200, body, { 'Content-Range': contentRange });
      return;
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
      const columnsParam = url.searchParams.get('columns');
      let columns: string[];
      if (columnsParam !== null) {
        columns = columnsParam
          .split(',')
          .map((name) => name.trim().replace(/^"(.*)"$/, '$1'))
          .filter(Boolean);
      } else {
        columns = Object.keys(rows[0] ?? {});
        const expected = [...columns].sort().join(',');
        if (rows.some((row) => Object.keys(row).sort().join(',') !== expected))
          throw restError(400, 'PGRST102', 'All object keys must match');
      }
      const page = await inRequestTransaction(
        req,
        auth,
        table,
        async (tx) => {
          let insert: string;
          if (rows.length === 0) {
            insert = `insert into ${target} select * from ${target} where false`;
          } else if (columns.length === 0) {
            if (rows.length > 1) throw unsupported('Inserting several rows of defaults only');
            insert = `insert into ${target} default values`;
          } else {
            const list = columns.map(quoteIdent).join(', ');
            insert = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`;
          }
          if (!representation) {
            const result = await tx.query(insert, params.values);
            return { body: '', first: 'null', n: result.affectedRows ?? rows.length };
          }
          const result = await tx.query<PageResult>(
            `with _pgrst_mutation as (${insert} returning *) ${pageSql('_pgrst_mutation', selectList)}`,
            params.values,
          );
          const page = result.rows[0] as PageResult;
          if (single) singleOrFail(page);
          return page;
        },
        mustExist,
      );
      if (!representation) send(201, null);
      else send(201, single ? page.first : page.body);
      return;
    }

    if (method === 'PATCH' || method === 'DELETE') {
      const payload = method === 'PATCH' ? await readJsonBody(req) : undefined;
      if (method === 'PATCH' && !isPlainObject(payload))
        throw restError(400, 'PGRST102', 'Empty or invalid json', 'A PATCH body must be one JSON object');
      const where = buildWhere(url, params);
      if (url.searchParams.has('limit')) throw unsupported('limit on UPDATE/DELETE');
      // Hosted Supabase preloads safeupdate for the API roles: no unfiltered mass mutation.
      if (where === '')
        throw restError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
      const page = await inRequestTransaction(
        req,
        auth,
        table,
        async (tx) => {
          let mutation: string;
          if (method === 'PATCH') {
            const columns = Object.keys(payload as Record<string, unknown>);
            if (columns.length === 0) return { body: '[]', first: 'null', n: 0 };
            const body = params.add(JSON.stringify(payload));
            const assignments = columns.map(
              (column) =>
                `${quoteIdent(column)} = (select _pgrst_body.${quoteIdent(column)} from json_populate_record(null::${target}, ${body}::json) _pgrst_body)`,
            );
            mutation = `update ${target} set ${assignments.join(', ')} ${where}`;
          } else {
            mutation = `delete from ${target} ${where}`;
          }
          if (!representation) {
            const result = await tx.query(mutation, params.values);
            return { body: '', first: 'null', n: result.affectedRows ?? 0 };
          }
          const result = await tx.query<PageResult>(
            `with _pgrst_mutation as (${mutation} returning *) ${pageSql('_pgrst_mutation', selectList)}`,
            params.values,
          );
          const page = result.rows[0] as PageResult;
          if (single) singleOrFail(page);
          return page;
        },
        mustExist,
      );
      if (!representation) send(204, null);
      else send(200, single ? page.first : page.body);
      return;
    }

    if (method === 'PUT') throw unsupported('PUT (single-row upsert)');
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  async function handleRpc(req: IncomingMessage, res: ServerResponse, name: string, auth: RequestAuth) {
    if (req.method !== 'POST')
      throw unsupported(`${req.method ?? 'GET'} on /rpc (only POST with a JSON object of named arguments)`);
    const payload = await readJsonBody(req);
    if (!isPlainObject(payload))
      throw restError(400, 'PGRST102', 'Empty or invalid json', 'RPC arguments must be one JSON object');
    const params = new Params();
    const args = Object.entries(payload).map(([key, value]) => {
      const text = value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);
      return `${quoteIdent(key)} => ${params.add(text)}`;
    });
    const fn = `${quoteIdent(SCHEMA)}.${quoteIdent(name)}(${args.join(', ')})`;
    let shape: { proretset: boolean; typtype: string; typname: string } | undefined;
    const body = await inRequestTransaction(
      req,
      auth,
      `rpc/${name}`,
      async (tx) => {
        if (!shape)
          throw restError(
            404,
            'PGRST202',
            `Could not find the function ${SCHEMA}.${name} in the schema cache`,
          );
        const sql = shape.proretset
          ? `select coalesce(json_agg(_pgrst_row), '[]')::text as body from ${fn} _pgrst_row`
          : shape.typtype === 'c'
            ? `select row_to_json(_pgrst_row)::text as body from ${fn} _pgrst_row`
            : `select to_json(${fn})::text as body`;
        const result = await tx.query<{ body: string | null }>(sql, params.values);
        return result.rows[0]?.body ?? 'null';
      },
      async (tx) => {
        const result = await tx.query<{ proretset: boolean; typtype: string; typname: string }>(
          `select p.proretset, t.typtype::text as typtype, t.typname::text as typname
           from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
           join pg_catalog.pg_type t on t.oid = p.prorettype
           where n.nspname = $1 and p.proname = $2 limit 1`,
          [SCHEMA, name],
        );
        shape = result.rows[0];
      },
    );
    if (shape?.typname === 'void') {
      res.writeHead(204);
      res.end();
      return;
    }
    sendJson(res, 200, body);
  }

  return {
    async handle(req, res, path, url) {
      let auth: RequestAuth | undefined;
      try {
        checkProfile(req);
        auth = await authenticate(req, jwtSecret);
        const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
        if (segments.length === 0) throw unsupported('The OpenAPI description at /rest/v1/');
        if (segments[0] === 'rpc' && segments.length === 2)
          return await handleRpc(req, res, segments[1] as string, auth);
        if (segments.length !== 1)
          throw restError(404, 'PGRST125', `Invalid path specified in request URL: ${path}`);
        await handleTable(req, res, segments[0] as string, url, auth);
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
