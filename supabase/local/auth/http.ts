import type { IncomingMessage, ServerResponse } from 'node:http';

/** The API version from which GoTrue sends string error codes (and supabase-js reads them). */
export const API_VERSION = '2024-01-01';

/** Bodies above this size are refused unread: no auth request comes near it. */
export const MAX_BODY_BYTES = 64 * 1024;

/** An expected failure, answered as JSON in GoTrue's error shape. */
export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth-style errors (`{error, error_description}`), which GoTrue sends for a few token grant failures. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

export function sendNoContent(res: ServerResponse) {
  res.writeHead(204);
  res.end();
}

/** GoTrue's error body: string codes for clients that ask for API version 2024-01-01, the legacy shape otherwise. */
export function sendError(req: IncomingMessage, res: ServerResponse, error: AuthHttpError | OAuthError) {
  if (error instanceof OAuthError) {
    sendJson(res, 400, { error: error.error, error_description: error.description });
    return;
  }
  const requested = req.headers['x-supabase-api-version'];
  if (typeof requested === 'string' && requested >= API_VERSION) {
    sendJson(
      res,
      error.status,
      { code: error.code, message: error.message, ...error.extra },
      { 'X-Supabase-Api-Version': API_VERSION },
    );
    return;
  }
  sendJson(res, error.status, {
    code: error.status,
    error_code: error.code,
    msg: error.message,
    ...error.extra,
  });
}

/**
 * Reads the whole body, refusing it past MAX_BODY_BYTES. The rest is still drained so the
 * keep-alive connection stays usable for the client's next request.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(new AuthHttpError(413, 'request_too_large', 'Request body is too large'));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const aborted = () => reject(new AuthHttpError(400, 'bad_json', 'Request body could not be read'));
    req.on('error', aborted);
    // A client that hangs up mid-body never sends 'end'; settling here keeps nothing waiting.
    req.on('close', () => {
      if (!req.complete) aborted();
    });
  });
}

export type JsonBody = Record<string, unknown>;

/** An empty body reads as `{}` (signOut sends none); anything but a JSON object is bad_json like GoTrue. */
export async function readJsonBody(req: IncomingMessage): Promise<JsonBody> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthHttpError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthHttpError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as JsonBody;
}

/** Typed field readers: a present field of the wrong type is a validation failure, not a crash. */
export function optionalString(body: JsonBody, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthHttpError(400, 'validation_failed', `${key} must be a string`);
  // Postgres text cannot hold NUL; refusing it here keeps it from surfacing as a database error.
  if (value.includes('\u0000'))
    throw new AuthHttpError(400, 'validation_failed', `${key} contains invalid characters`);
  return value;
}

export function optionalBoolean(body: JsonBody, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean')
    throw new AuthHttpError(400, 'validation_failed', `${key} must be a boolean`);
  return value;
}

export function optionalObject(body: JsonBody, key: string): JsonBody | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthHttpError(400, 'validation_failed', `${key} must be an object`);
  }
  return value as JsonBody;
}

/** The caller's address, the key of the per-IP rate limits. */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
