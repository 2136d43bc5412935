import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../http/read-body.ts';
import { sendJson as sendJsonResponse } from '../http/send-json.ts';

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

/** GoTrue answers `application/json` without a charset. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  sendJsonResponse(res, status, JSON.stringify(body), { ...headers, 'Content-Type': 'application/json' });
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

async function readAuthBody(req: IncomingMessage): Promise<string> {
  try {
    return await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new AuthHttpError(413, 'request_too_large', 'Request body is too large');
    throw new AuthHttpError(400, 'bad_json', 'Request body could not be read');
  }
}

export type JsonBody = Record<string, unknown>;

/** An empty body reads as `{}` (signOut sends none); anything but a JSON object is bad_json like GoTrue. */
export async function readJsonBody(req: IncomingMessage): Promise<JsonBody> {
  const text = await readAuthBody(req);
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
