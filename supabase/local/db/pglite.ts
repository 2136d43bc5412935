import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, QueryResult, Queryable } from './database.ts';

type PgliteQueryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(target: PgliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return {
        rows: result.rows,
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
        affectedRows: result.affectedRows,
      };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded Postgres, in `dataDir` or in memory, optionally started from a snapshot of another's data
 * directory (`dumpDataDir`). `relaxedDurability: false` makes every query wait until PGlite has
 * flushed its files, so a SIGKILL right after a commit keeps that commit.
 */
export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  const pg = await PGlite.create(dataDir, { relaxedDurability: false, loadDataDir: snapshot });
  return pgliteDatabase(pg, dataDir ? `pglite:${dataDir}` : 'pglite:memory');
}

/** Wraps an already created PGlite (run-pgtap keeps the instance to read multi-statement results). */
export function pgliteDatabase(pg: PGlite, description: string): Database {
  // SET LOCAL SESSION AUTHORIZATION reverts at the end of the transaction to the setting's
  // previous value; while that is the unset default, PostgreSQL leaves the session as the
  // switched-to user. Setting it once explicitly makes the revert land on the superuser again.
  let pinned: Promise<void> | undefined;
  const pinSessionUser = () =>
    (pinned ??= pg
      .exec(`do $$ begin execute format('set session authorization %I', session_user); end $$`)
      .then(() => undefined));
  return {
    ...wrap(pg),
    kind: 'pglite',
    description,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // Single-user engine: the session stays the superuser's, so SQL run by a request can still
    // reach it with SET SESSION AUTHORIZATION (documented in supabase/local/README.md).
    apiTransaction: async (fn) => {
      await pinSessionUser();
      return pg.transaction(async (tx) => {
        await tx.query('set local session authorization authenticator');
        return fn(wrap(tx));
      });
    },
    close: () => pg.close(),
  };
}
