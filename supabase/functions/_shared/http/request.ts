import type { z } from 'zod';
import { fieldErrorsOf } from '../domain/field-errors.ts';
import { jsonResponse, preflightResponse } from './cors.ts';

/** The answers every function gives in the same words. */
export const requestMessages = {
  postOnly: 'Method not allowed: send a POST request.',
  invalidJson: 'The request body must be valid JSON.',
  failed: 'Something went wrong. Please try again.',
} as const;

/**
 * The browser's preflight answered, and 405 (with `Allow`) for a method the function does not take;
 * null when the request may go on. Every answer carries CORS headers, so the app can read it.
 */
export function refuseMethod(
  req: Request,
  message: string = requestMessages.postOnly,
  methods: readonly string[] = ['POST'],
): Response | null {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (methods.includes(req.method)) return null;
  return jsonResponse({ error: message }, 405, { Allow: [...methods, 'OPTIONS'].join(', ') });
}

/** The request's bearer token (a member's session, the owner's, or the anon key), if any. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
}

/** The `<action>` of `/functions/v1/<function>/<action>`: the last segment of the path. */
export function actionOf(req: Request): string | undefined {
  return new URL(req.url).pathname.split('/').filter(Boolean).pop();
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; problem: 'invalid-json' | 'too-large' };

/**
 * The request's body read as JSON. `empty` stands in for a body with nothing in it (else an empty
 * body is not JSON); past `maxBytes` (the Content-Length the client announced, or the bytes it sent)
 * the body is too large.
 */
export async function readJsonBody(
  req: Request,
  options: { empty?: unknown; maxBytes?: number } = {},
): Promise<JsonBody> {
  const { maxBytes } = options;
  if (maxBytes !== undefined && Number(req.headers.get('content-length') ?? 0) > maxBytes)
    return { ok: false, problem: 'too-large' };
  const raw = await req.text();
  if (maxBytes !== undefined && new TextEncoder().encode(raw).length > maxBytes)
    return { ok: false, problem: 'too-large' };
  if (raw === '' && 'empty' in options) return { ok: true, body: options.empty };
  try {
    return { ok: true, body: JSON.parse(raw) };
  } catch {
    return { ok: false, problem: 'invalid-json' };
  }
}

/** The 400 of a body that is not JSON. */
export const invalidJsonResponse = (message: string = requestMessages.invalidJson) =>
  jsonResponse({ error: message }, 400);

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * The body as `schema` reads it, or the 400 every function answers for bad input: `{error, fieldErrors}`,
 * the first message overall and the first of each field (domain/field-errors.ts).
 */
export function parseInput<T>(schema: z.ZodType<T>, body: unknown): Parsed<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: jsonResponse(
      { error: parsed.error.issues[0]?.message, fieldErrors: fieldErrorsOf(parsed.error) },
      400,
    ),
  };
}
