import type { Queryable } from '../db/database.ts';
import { SCHEMA } from './catalog.ts';
import { RestError, restError } from './errors.ts';
import { quoteIdent } from './query.ts';
import type { Params } from './query.ts';

/** How a function's result is shaped on the wire (PostgREST's return type rules). */
export type RpcReturns = 'void' | 'scalar' | 'row' | 'set' | 'scalar-set';

/**
 * How the arguments arrive: a JSON body (its raw text and top-level keys), named text values (GET
 * and HEAD query parameters, a form body), or a raw body for a single unnamed parameter.
 */
export type RpcInput =
  | { kind: 'json'; raw: string; keys: string[]; isObject: boolean }
  | { kind: 'values'; values: [string, string][] }
  | { kind: 'raw'; media: 'text' | 'xml' | 'octet-stream'; body: Buffer };

export interface RpcFunction {
  name: string;
  returns: RpcReturns;
  /** The table whose row type the function returns: embedding follows that table's foreign keys. */
  relation: string | null;
  volatile: boolean;
  /** The query whose rows are the function's result (PostgREST's callPlanToQuery). */
  callSql(params: Params): string;
}

interface Overload {
  retset: boolean;
  typtype: string;
  typname: string;
  relation: string | null;
  volatile: string;
  ndefaults: number;
  argnames: string[];
  argmodes: string[];
  argtypes: string[];
}

interface Argument {
  name: string;
  type: string;
  variadic: boolean;
  required: boolean;
}

function inputs(overload: Overload): Argument[] {
  const args = overload.argtypes.flatMap((type, i) => {
    const mode = overload.argmodes[i] ?? 'i';
    if (mode === 'o' || mode === 't') return [];
    return [{ name: overload.argnames[i] ?? '', type, variadic: mode === 'v', required: true }];
  });
  // The last pronargdefaults inputs have defaults.
  args.forEach((arg, i) => {
    arg.required = i < args.length - overload.ndefaults;
  });
  return args;
}

function returnsOf(overload: Overload): RpcReturns {
  if (overload.typname === 'void') return 'void';
  const rowType = overload.typtype === 'c' || overload.typname === 'record';
  if (overload.retset) return rowType ? 'set' : 'scalar-set';
  return rowType ? 'row' : 'scalar';
}

const RAW_TYPES = { text: 'text', xml: 'xml', 'octet-stream': 'bytea' } as const;

/** PostgREST's hasSingleUnnamedParam: a POST body may be the one unnamed parameter of its type. */
function takesWholeBody(args: Argument[], input: RpcInput, post: boolean): boolean {
  const only = args.length === 1 ? args[0] : undefined;
  if (!post || !only || only.name !== '') return false;
  if (input.kind === 'json') return only.type === 'json' || only.type === 'jsonb';
  if (input.kind === 'raw') return only.type === RAW_TYPES[input.media];
  return false;
}

function argumentKeys(input: RpcInput): string[] {
  if (input.kind === 'json') return input.keys;
  if (input.kind === 'values') return [...new Set(input.values.map(([key]) => key))];
  return [];
}

/** PostgREST's matchesParams: the keys name every required parameter and only known ones. */
function matchesParams(args: Argument[], keys: Set<string>, input: RpcInput, post: boolean): boolean {
  if (args.length === 0) return keys.size === 0 && !(post && input.kind === 'raw');
  const required = args.filter((arg) => arg.required).map((arg) => arg.name);
  const optional = new Set(args.filter((arg) => !arg.required).map((arg) => arg.name));
  const rest = [...keys].filter((key) => !optional.has(key));
  return rest.length === required.length && required.every((name) => rest.includes(name));
}

/** PostgREST's array literal for a variadic argument given several times in a query string. */
function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/**
 * PostgREST's function lookup (Plan.hs findProc): an overload matches by its parameter names; a
 * function with a single unnamed json/text/xml/bytea parameter is the fallback for a POST body.
 * Several matches are ambiguous (300 PGRST203), none is 404 PGRST202.
 */
export async function findFunction(
  tx: Queryable,
  name: string,
  input: RpcInput,
  post: boolean,
): Promise<RpcFunction> {
  const { rows } = await tx.query<Overload>(
    `select p.proretset as retset, t.typtype::text as typtype, t.typname::text as typname,
       p.provolatile::text as volatile,
       (select c.relname::text from pg_catalog.pg_class c join pg_catalog.pg_namespace cn on cn.oid = c.relnamespace
        where c.oid = t.typrelid and cn.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')) as relation,
       p.pronargdefaults::int as ndefaults,
       coalesce(p.proargnames::text[], '{}') as argnames,
       coalesce(p.proargmodes::text[], '{}') as argmodes,
       array(select pg_catalog.format_type(u.oid, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
             with ordinality u(oid, i) order by u.i) as argtypes
     from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     join pg_catalog.pg_type t on t.oid = p.prorettype
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [SCHEMA, name],
  );
  const keys = argumentKeys(input);
  const keySet = new Set(keys);
  const named = rows.filter((overload) => matchesParams(inputs(overload), keySet, input, post));
  const fallback = rows.filter((overload) => takesWholeBody(inputs(overload), input, post));
  const matches = named.length > 0 ? named : fallback;
  const signature = (overload: Overload) =>
    `${SCHEMA}.${name}(${inputs(overload)
      .map((arg) => `${arg.name} => ${arg.type}`)
      .join(', ')})`;
  if (matches.length > 1)
    throw new RestError(300, {
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${matches.map(signature).join(', ')}`,
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  const overload = matches[0];
  if (!overload) throw notFound(name, keys, input, post, rows);
  const args = inputs(overload);
  const returns = returnsOf(overload);
  const scalar = returns === 'scalar' || returns === 'scalar-set' || returns === 'void';
  return {
    name,
    returns,
    relation: overload.relation,
    volatile: overload.volatile === 'v',
    callSql(params) {
      const fn = `${quoteIdent(SCHEMA)}.${quoteIdent(name)}`;
      const call = (argumentsSql: string, from = '') =>
        scalar
          ? `select pgrst_call.pgrst_scalar from ${from}(select ${fn}(${argumentsSql}) pgrst_scalar) pgrst_call`
          : `select pgrst_call.* from ${from}${fn}(${argumentsSql}) pgrst_call`;
      if (takesWholeBody(args, input, post) && named.length === 0) {
        const only = args[0] as Argument;
        const value =
          input.kind === 'raw'
            ? input.media === 'octet-stream'
              ? input.body
              : input.body.toString('utf8')
            : input.kind === 'json'
              ? input.raw
              : '';
        return call(`${params.add(value)}::${only.type}`);
      }
      const given = args.filter((arg) => keySet.has(arg.name));
      if (given.length === 0) return call('');
      if (input.kind === 'values') {
        const assignments = given.map((arg) => {
          const values = input.values.filter(([key]) => key === arg.name).map(([, value]) => value);
          // A variadic parameter collects every value given; any other takes the last one.
          return arg.variadic
            ? `variadic ${quoteIdent(arg.name)} := ${params.add(arrayLiteral(values))}::text[]::${arg.type}`
            : `${quoteIdent(arg.name)} := ${params.add(values.at(-1))}::${arg.type}`;
        });
        return call(assignments.join(', '));
      }
      const raw = input.kind === 'json' ? input.raw : '{}';
      const reader = input.kind === 'json' && !input.isObject ? 'json_to_recordset' : 'json_to_record';
      const columns = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
      const body = `(select ${params.add(raw)}::json as json_data) pgrst_payload, lateral (select ${given
        .map((arg) => quoteIdent(arg.name))
        .join(', ')} from ${reader}(pgrst_payload.json_data) as _(${columns}) limit 1) pgrst_body, `;
      const assignments = given.map(
        (arg) =>
          `${arg.variadic ? 'variadic ' : ''}${quoteIdent(arg.name)} := pgrst_body.${quoteIdent(arg.name)}`,
      );
      return call(assignments.join(', '), body + 'lateral ');
    },
  };
}

/** 404 PGRST202, worded as PostgREST words it for the way the arguments came. */
function notFound(
  name: string,
  keys: string[],
  input: RpcInput,
  post: boolean,
  overloads: Overload[],
): RestError {
  const sorted = [...keys].sort();
  const raw = post && input.kind === 'raw';
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  let searched: string;
  if (raw) searched = ` with a single unnamed ${RAW_TYPES[input.media]} parameter`;
  else if (post && input.kind === 'json')
    searched = `${withParams} or with a single unnamed json/jsonb parameter`;
  else searched = withParams;
  const closest = overloads[0];
  return restError(
    404,
    'PGRST202',
    `Could not find the function ${SCHEMA}.${name}${raw ? '' : sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`,
    `Searched for the function ${SCHEMA}.${name}${searched}, but no matches were found in the schema cache.`,
    closest && !raw
      ? `Perhaps you meant to call the function ${SCHEMA}.${name}(${inputs(closest)
          .map((arg) => arg.name)
          .sort()
          .join(', ')})`
      : null,
  );
}
