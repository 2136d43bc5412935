import type { z } from 'zod';
import { fieldErrorsOf } from '../domain/field-errors.ts';
import type { Locale } from '../domain/locales.ts';
import { jsonResponse, preflightResponse } from './cors.ts';
import { httpText } from './i18n/catalog.ts';
import { requestLocale } from './request-locale.ts';
import { zodMessagesIn } from './texts.ts';

/**
 * The browser's preflight answered, and 405 (with `Allow`) for a method the function does not take,
 * in the request's language; null when the request may go on. Every answer carries CORS headers, so
 * the app can read it.
 */
export function refuseMethod(
  req: Request,
  methods: readonly string[] = ['POST'],
  message: (locale: Locale) => string = (locale) => httpText(locale, 'http.postOnly'),
): Response | null {
  if (req.method === 'OPTIONS') return preflightResponse();
  if (methods.includes(req.method)) return null;
  return jsonResponse({ error: message(requestLocale(req)) }, 405, {
    Allow: [...methods, 'OPTIONS'].join(', '),
  });
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

/** The body read as JSON (readJsonBody) and the language to answer in: the body's `locale`, else the request's. */
export async function readRequest(
  req: Request,
  options: { empty?: unknown; maxBytes?: number } = {},
): Promise<{ read: JsonBody; locale: Locale }> {
  const read = await readJsonBody(req, options);
  return { read, locale: requestLocale(req, read.ok ? read.body : undefined) };
}

/** The 400 of a body that is not JSON. */
export const invalidJsonResponse = (locale: Locale) =>
  jsonResponse({ error: httpText(locale, 'http.invalidJson') }, 400);

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * The body as `schema` reads it, or the 400 every function answers for bad input: `{error, fieldErrors}`,
 * the first message overall and the first of each field (domain/field-errors.ts). The messages are the
 * schema's, which a function builds in the request's language (`perLocale`), else zod's in `locale`.
 */
export function parseInput<T>(schema: z.ZodType<T>, body: unknown, locale: Locale): Parsed<T> {
  const parsed = schema.safeParse(body, zodMessagesIn(locale));
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: jsonResponse(
      { error: parsed.error.issues[0]?.message, fieldErrors: fieldErrorsOf(parsed.error) },
      400,
    ),
  };
}

/** What an action reads of its request. */
export interface ActionRequest {
  req: Request;
  /** The language of the answer (requestLocale: the body's `locale`, the query's, or Accept-Language). */
  locale: Locale;
  /** The JSON body ({} when empty) as `schema` reads it, or the 400 with {error, fieldErrors}. */
  parse<T>(schema: z.ZodType<T>): Parsed<T>;
}

/** Who may call: the caller an action works for, or the answer (in `locale`) that turns the request away. */
export type Gate<Caller> = (
  req: Request,
  locale: Locale,
) => Promise<{ ok: true; caller: Caller } | { ok: false; response: Response }>;

/**
 * A function of several actions, `POST /functions/v1/<function>/<action>`: the preflight and 405,
 * then the gate, then the JSON body (400 when it is not JSON), then the action; an unknown action
 * is 404 (`notFound`). Whatever fails answers 500, the reason going to the log only. Every answer is in
 * the request's language; the body is read before the gate only to learn it (a refused caller still
 * gets 401 before a broken body's 400).
 */
export function actionRouter<Caller>(options: {
  name: string;
  gate: Gate<Caller>;
  actions: Record<string, (request: ActionRequest, caller: Caller) => Promise<Response>>;
  notFound: (locale: Locale) => string;
  log?: (message: string) => void;
}): (req: Request) => Promise<Response> {
  const log = options.log ?? (() => {});
  return async (req) => {
    const refused = refuseMethod(req);
    if (refused) return refused;
    const action = actionOf(req);
    let locale = requestLocale(req);
    try {
      const read = await readJsonBody(req, { empty: {} });
      if (read.ok) locale = requestLocale(req, read.body);
      const gate = await options.gate(req, locale);
      if (!gate.ok) return gate.response;
      if (!read.ok) return invalidJsonResponse(locale);
      const run = action && Object.hasOwn(options.actions, action) ? options.actions[action] : undefined;
      if (!run) return jsonResponse({ error: options.notFound(locale) }, 404);
      return await run(
        { req, locale, parse: (schema) => parseInput(schema, read.body, locale) },
        gate.caller,
      );
    } catch (error) {
      log(`${options.name}: ${action} failed: ${String(error)}`);
      return jsonResponse({ error: httpText(locale, 'http.failed') }, 500);
    }
  };
}
