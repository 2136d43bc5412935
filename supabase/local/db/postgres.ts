import pg from 'pg';
import type { Database, QueryResult, Queryable } from './database.ts';

type PgQueryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

function wrap(target: PgQueryable): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await target.query(sql, params);
      return {
        rows: result.rows as T[],
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
        affectedRows: result.rowCount ?? undefined,
      };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

/** Hides the password so the URL can be printed in banners and status output. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * The same server and database as the admin URL, logged in as PostgREST's `authenticator`
 * with the admin URL's password (the Supabase images give both the one POSTGRES_PASSWORD).
 */
export function authenticatorUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = 'authenticator';
  return url.toString();
}

async function inTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(wrap(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Fail fast with the server's own message when the URL is wrong or the server is down.
  const probe = await pool.connect();
  probe.release();
  // Created on first use: the role exists only once the bootstrap SQL has run.
  let apiPool: Promise<pg.Pool> | undefined;
  const openApiPool = async () => {
    const password = decodeURIComponent(new URL(databaseUrl).password);
    const literal = password ? `'${password.replaceAll("'", "''")}'` : 'null';
    await pool.query(`alter role authenticator with login password ${literal}`);
    return new pg.Pool({ connectionString: authenticatorUrl(databaseUrl), max: 10 });
  };
  return {
    ...wrap(pool),
    kind: 'postgres',
    description: redactUrl(databaseUrl),
    transaction: (fn) => inTransaction(pool, fn),
    async apiTransaction(fn) {
      apiPool ??= openApiPool();
      return inTransaction(await apiPool, fn);
    },
    async close() {
      if (apiPool) await (await apiPool).end();
      await pool.end();
    },
  };
}
