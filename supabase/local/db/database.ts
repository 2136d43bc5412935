/**
 * The one interface every part of the local stack uses to reach Postgres,
 * whether the engine is embedded PGlite or a real server (DATABASE_URL).
 */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  /** Rows touched by INSERT/UPDATE/DELETE, when the engine reports it. */
  affectedRows?: number;
}

export interface Queryable {
  /** One statement with $1..$n parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations, bootstrap SQL). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs fn inside BEGIN/COMMIT (ROLLBACK when it throws); calls are serialised per connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A transaction as PostgREST runs it: logged in as `authenticator` (no privileges of its own),
   * so the caller's role can only be reached with SET LOCAL ROLE. PGlite has one superuser
   * session, so there the transaction starts with SET LOCAL SESSION AUTHORIZATION instead.
   */
  apiTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** `pglite:<dir>` or the server URL with the password hidden. */
  readonly description: string;
}
