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
    /** The reason phrase, when the status was chosen by the database (`PT<nnn>`, `PGRST`). */
    readonly statusText?: string,
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

/**
 * What hosted PostgREST does but the local stack does not: PostgREST's own "not implemented"
 * error (400 PGRST127), so the caller gets a refusal, never an answer that means something else.
 */
export const unsupported = (what: string) =>
  restError(
    400,
    'PGRST127',
    'Feature not implemented',
    `${what} is not implemented by the local stack (supabase/local/README.md lists what is).`,
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

/** PostgREST's SQLSTATE → HTTP status table (Error.hs pgErrorStatus, v14). */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  // pg-safeupdate's refusal is the client's fault; any other cardinality violation is the server's.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17' || code === '53400') return 500;
  if (code === '57P01') return 503;
  if (code === 'P0001') return 400;
  // RAISE with SQLSTATE 'PT<nnn>' chooses the status itself.
  if (/^PT\d{3}$/.test(code)) {
    const status = Number(code.slice(2));
    return status >= 100 && status <= 599 ? status : 500;
  }
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX', 'PT'].includes(
      prefix,
    )
  )
    return 500;
  return 400;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `RAISE SQLSTATE 'PGRST' USING MESSAGE = '{"code":..,"message":..}', DETAIL = '{"status":..,
 * "headers":{..}}'`: the function chooses the whole answer (PostgREST's parseRaisePGRST).
 */
function raisedPgrst(message: string, detail: unknown): RestError {
  const parseFailure = (details: string, hint: string) =>
    restError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', details, hint);
  const messageHint =
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
  const detailHint =
    "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";
  let body: unknown;
  try {
    body = JSON.parse(message);
  } catch {
    body = undefined;
  }
  if (!isRecord(body) || typeof body.code !== 'string' || typeof body.message !== 'string')
    throw parseFailure(`Invalid JSON value for MESSAGE: '${message}'`, messageHint);
  if (typeof detail !== 'string' || detail === '')
    throw parseFailure('DETAIL is missing in the RAISE statement', detailHint);
  let response: unknown;
  try {
    response = JSON.parse(detail);
  } catch {
    response = undefined;
  }
  if (
    !isRecord(response) ||
    typeof response.status !== 'number' ||
    !isRecord(response.headers) ||
    !Object.values(response.headers).every((value) => typeof value === 'string')
  )
    throw parseFailure(`Invalid JSON value for DETAIL: '${detail}'`, detailHint);
  return new RestError(
    response.status,
    {
      code: body.code,
      message: body.message,
      details: typeof body.details === 'string' ? body.details : null,
      hint: typeof body.hint === 'string' ? body.hint : null,
    },
    response.headers as Record<string, string>,
    typeof response.status_text === 'string' ? response.status_text : undefined,
  );
}

/** Turns a database error into PostgREST's status and body; anything else is an internal error. */
export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    const message = String(error.message ?? '');
    if (error.code === 'PGRST') {
      try {
        return raisedPgrst(message, error.detail);
      } catch (parseFailure) {
        return parseFailure as RestError;
      }
    }
    const status = statusForSqlState(error.code, message, authenticated);
    // Internal and system errors (XX, 58) describe the engine, not the request.
    if (error.code.startsWith('XX') || error.code.startsWith('58'))
      return restError(status, error.code, 'Internal server error');
    return new RestError(
      status,
      {
        code: error.code,
        message,
        details: typeof error.detail === 'string' && error.detail ? error.detail : null,
        hint: typeof error.hint === 'string' && error.hint ? error.hint : null,
      },
      status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
      // PostgREST uses the message as the reason phrase of a status chosen with PT<nnn>.
      /^PT\d/.test(error.code) ? message : undefined,
    );
  }
  // A bug or an engine failure: the details go to the server log, never to the caller.
  return restError(500, 'PGRSTX00', 'Internal server error');
}
