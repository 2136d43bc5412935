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
 * Embedded Postgres. `relaxedDurability: false` makes every query wait until PGlite has
 * flushed its files, so a SIGKILL right after a commit keeps that commit.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const pg = await PGlite.create(dataDir, { relaxedDurability: false });
  return pgliteDatabase(pg, dataDir ? `pglite:${dataDir}` : 'pglite:memory');
}

/** Wraps an already created PGlite (run-pgtap keeps the instance to read multi-statement results). */
export function pgliteDatabase(pg: PGlite, description: string): Database {
  return {
    ...wrap(pg),
    kind: 'pglite',
    description,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
