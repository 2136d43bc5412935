/** PostgREST's error body: every REST failure answers with these four keys. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return new RestError(status, { code, message, details, hint });
}

export const unsupported = (what: string) =>
  restError(
    501,
    'PGRST501',
    `${what} is not supported by the local stack`,
    null,
    'See supabase/local/README.md for the PostgREST subset it implements.',
  );

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isPgError(error: unknown): error is PgErrorLike & { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as PgErrorLike).code === 'string';
}

/** PostgREST's SQLSTATE → HTTP status table (src/PostgREST/Error.hs, mapSQLtoHTTP). */
export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01' || code === '42P17') return 404;
  if (code === '53400') return 500;
  if (code === 'P0001') return 400;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(
      prefix,
    )
  )
    return 500;
  return 400;
}

/** Turns a database error into PostgREST's status and body; anything else is an internal error. */
export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    const status = statusForSqlState(error.code, authenticated);
    // Internal and system errors (XX, 58) describe the engine, not the request.
    if (error.code.startsWith('XX') || error.code.startsWith('58'))
      return restError(status, error.code, 'Internal server error');
    const rest = new RestError(
      status,
      {
        code: error.code,
        message: String(error.message ?? ''),
        details: typeof error.detail === 'string' && error.detail ? error.detail : null,
        hint: typeof error.hint === 'string' && error.hint ? error.hint : null,
      },
      status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
    );
    return rest;
  }
  // A bug or an engine failure: the details go to the server log, never to the caller.
  return restError(500, 'PGRSTX00', 'Internal server error');
}
