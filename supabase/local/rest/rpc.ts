import type { Queryable } from '../db/database.ts';
import { RestError, restError } from './errors.ts';
import { SCHEMA } from './plan.ts';
import { quoteIdent } from './query.ts';
import type { Params } from './query.ts';

/** How a function's result is shaped on the wire (PostgREST's return type rules). */
export type RpcReturns = 'void' | 'scalar' | 'row' | 'set' | 'scalar-set';

export interface RpcFunction {
  name: string;
  returns: RpcReturns;
  /** The table whose row type the function returns: embedding follows that table's foreign keys. */
  relation: string | null;
  /** The call expression, its arguments read from the JSON body with the declared types. */
  callSql(body: unknown, params: Params): string;
}

interface Overload {
  retset: boolean;
  typtype: string;
  typname: string;
  relation: string | null;
  ndefaults: number;
  argnames: string[];
  argmodes: string[];
  argtypes: string[];
}

interface Argument {
  name: string;
  type: string;
  variadic: boolean;
}

function inputs(overload: Overload): Argument[] {
  return overload.argtypes.flatMap((type, i) => {
    const mode = overload.argmodes[i] ?? 'i';
    if (mode === 'o' || mode === 't') return [];
    return [{ name: overload.argnames[i] ?? '', type, variadic: mode === 'v' }];
  });
}

function returnsOf(overload: Overload): RpcReturns {
  if (overload.typname === 'void') return 'void';
  const rowType = overload.typtype === 'c' || overload.typname === 'record';
  if (overload.retset) return rowType ? 'set' : 'scalar-set';
  return rowType ? 'row' : 'scalar';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One unnamed json/jsonb parameter receives the whole body (POST only). */
function takesWholeBody(args: Argument[]): boolean {
  return args.length === 1 && args[0]?.name === '' && ['json', 'jsonb'].includes(args[0].type);
}

/**
 * PostgREST's function lookup: an overload matches when every given key names one of its
 * parameters and every parameter without a default is given. Several matches are ambiguous (300).
 */
export async function findFunction(
  tx: Queryable,
  name: string,
  body: unknown,
  read: boolean,
): Promise<RpcFunction> {
  const { rows } = await tx.query<Overload>(
    `select p.proretset as retset, t.typtype::text as typtype, t.typname::text as typname,
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
  if (!isPlainObject(body) && !rows.some((overload) => !read && takesWholeBody(inputs(overload))))
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'RPC arguments must be one JSON object');
  const keys = isPlainObject(body) ? Object.keys(body) : [];
  const matches = rows.filter((overload) => {
    const args = inputs(overload);
    if (!read && takesWholeBody(args)) return true;
    if (args.some((arg) => arg.name === '')) return false;
    const required = args.slice(0, args.length - overload.ndefaults);
    return (
      keys.every((key) => args.some((arg) => arg.name === key)) &&
      required.every((arg) => keys.includes(arg.name))
    );
  });
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
  if (!overload) {
    const sorted = [...keys].sort();
    const closest = rows[0];
    throw restError(
      404,
      'PGRST202',
      `Could not find the function ${SCHEMA}.${name}(${sorted.join(', ')}) in the schema cache`,
      `Searched for the function ${SCHEMA}.${name} ${
        sorted.length === 0
          ? 'without parameters'
          : `with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
      }, but no matches were found in the schema cache.`,
      closest
        ? `Perhaps you meant to call the function ${SCHEMA}.${name}(${inputs(closest)
            .map((arg) => arg.name)
            .join(', ')})`
        : null,
    );
  }
  const args = inputs(overload);
  return {
    name,
    returns: returnsOf(overload),
    relation: overload.relation,
    callSql(callBody, params) {
      const fn = `${quoteIdent(SCHEMA)}.${quoteIdent(name)}`;
      if (!read && takesWholeBody(args))
        return `${fn}(${params.add(JSON.stringify(callBody))}::${args[0]?.type})`;
      const given = args.filter((arg) => keys.includes(arg.name));
      if (given.length === 0) return `${fn}()`;
      const json = params.add(JSON.stringify(callBody));
      const columns = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
      return `${fn}(${given
        .map(
          (arg) =>
            `${quoteIdent(arg.name)} => ${arg.variadic ? 'variadic ' : ''}(select _pgrst_args.${quoteIdent(
              arg.name,
            )} from json_to_record(${json}::json) as _pgrst_args(${columns}))`,
        )
        .join(', ')})`;
    },
  };
}
