/** A refusal of the REST or Auth API, with its HTTP status (409: a unique row already there). */
export class SupabaseServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A user as Auth answers `GET /auth/v1/user`: what the functions read of it. */
export interface AuthUser {
  id: string;
  email?: string;
  role?: string;
  factors?: { status: string }[];
}

/** PostgREST's query parameters: `select`, filters (`email: 'ilike.x'`), `order`, `limit`. */
export type RestQuery = Record<string, string>;

/**
 * The project's REST and Auth APIs with the service role, over plain fetch: the one client every
 * store uses, so no function loads a client library. Tables and database functions are closed to
 * visitors and members (ADR 015, 021): each store calls them for the caller a handler verified.
 */
export interface SupabaseService {
  /** `POST /rest/v1/rpc/<name>`: a database function's answer. */
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>;
  /** `GET /rest/v1/<table>?<query>`. */
  select<T>(table: string, query: RestQuery): Promise<T[]>;
  /** `POST /rest/v1/<table>`: the rows as stored, or nothing with `returning: 'minimal'`. */
  insert<T>(table: string, row: Record<string, unknown>, options?: { returning?: 'minimal' }): Promise<T[]>;
  /** `PATCH /rest/v1/<table>?<filters>`: the rows it changed, as stored. */
  update<T>(table: string, filters: RestQuery, values: Record<string, unknown>): Promise<T[]>;
  /**
   * `GET /auth/v1/user` with a caller's token: the user Auth confirms it belongs to (a live session,
   * not only a signature), or null when Auth refuses it.
   */
  userOf(accessToken: string): Promise<AuthUser | null>;
  /** `DELETE /auth/v1/admin/users/<id>`: the account and its sessions go. */
  deleteUser(userId: string): Promise<void>;
}

export function supabaseService(opts: {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}): SupabaseService {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.supabaseUrl.replace(/\/+$/, '');
  const serviceHeaders = {
    apikey: opts.serviceRoleKey,
    Authorization: `Bearer ${opts.serviceRoleKey}`,
    'Content-Type': 'application/json',
  };

  async function send<T>(what: string, path: string, init: RequestInit = {}): Promise<T> {
    const response = await doFetch(`${base}${path}`, {
      ...init,
      headers: { ...serviceHeaders, ...init.headers },
    });
    const text = await response.text();
    if (!response.ok)
      throw new SupabaseServiceError(`${what} failed (${response.status}): ${text}`, response.status);
    return (text ? JSON.parse(text) : null) as T;
  }

  const rest = (table: string, query: RestQuery = {}) => {
    const search = new URLSearchParams(query).toString();
    return `/rest/v1/${table}${search ? `?${search}` : ''}`;
  };

  return {
    rpc: (name, args) => send(name, `/rest/v1/rpc/${name}`, { method: 'POST', body: JSON.stringify(args) }),

    select: (table, query) => send(`select from ${table}`, rest(table, query)),

    async insert<T>(table: string, row: Record<string, unknown>, options: { returning?: 'minimal' } = {}) {
      const rows = await send<T[] | null>(`insert into ${table}`, rest(table), {
        method: 'POST',
        headers: { Prefer: `return=${options.returning ?? 'representation'}` },
        body: JSON.stringify(row),
      });
      return rows ?? [];
    },

    update: (table, filters, values) =>
      send(`update of ${table}`, rest(table, filters), {
        method: 'PATCH',
        headers: { Prefer: 'return=representation' },
        body: JSON.stringify(values),
      }),

    async userOf(accessToken) {
      const response = await doFetch(`${base}/auth/v1/user`, {
        headers: { apikey: opts.serviceRoleKey, Authorization: `Bearer ${accessToken}` },
      });
      const user = (await response.json().catch(() => null)) as Partial<AuthUser> | null;
      if (response.status === 401 || response.status === 403) return null;
      if (!response.ok)
        throw new SupabaseServiceError(
          `auth answered ${response.status} for a caller's token`,
          response.status,
        );
      return typeof user?.id === 'string' ? (user as AuthUser) : null;
    },

    async deleteUser(userId) {
      await send(`deleting user ${userId}`, `/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        body: JSON.stringify({ should_soft_delete: false }),
      });
    },
  };
}

/** The service client of a function whose env.ts lists SERVICE_ROLE_ENV (function-env.ts), once checked. */
export function serviceFromEnv(env: {
  SUPABASE_URL: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}): SupabaseService {
  return supabaseService({ supabaseUrl: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY });
}
