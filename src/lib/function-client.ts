import { env } from '@/config/env';

/** Why a function call did not succeed. */
export type FunctionFailure = {
  ok: false;
  /** 0 when the request never got an answer (offline, server down, aborted). */
  status: number;
  /** The function's `error` text, when it sent one. */
  message?: string;
  /** The function's machine-readable `code`, when it sent one (e.g. a second factor is needed). */
  code?: string;
  /** Per-field messages of a 400, when the function sent them. */
  fieldErrors?: Record<string, string>;
};

/** A JSON answer. */
export type FunctionResult = { ok: true; data: unknown } | FunctionFailure;

/** A file the function built (a kit's PDF or zip, a print file, a CSV). */
export type FunctionFile = { ok: true; file: Blob } | FunctionFailure;

export type FunctionCallOptions = {
  /** The caller's access token (a member, the owner); the anon key when absent. */
  token?: string;
  /** POST unless the function's action wants another method (generate-hunt's edits). */
  method?: 'POST' | 'PATCH' | 'PUT';
  signal?: AbortSignal;
};

/** An edge function's address, for the calls below and for a plain HTML form that posts to one. */
export const functionUrl = (name: string) => `${env.VITE_SUPABASE_URL}/functions/v1/${name}`;

/**
 * Sends JSON to an edge function (/functions/v1/<name>) with the anon key and the caller's token, as
 * supabase-js's `functions.invoke` would, in a few lines: public pages never load supabase-js. Null when
 * no answer came.
 */
async function send(
  name: string,
  body: unknown,
  { token, method = 'POST', signal }: FunctionCallOptions,
): Promise<Response | null> {
  try {
    return await fetch(functionUrl(name), {
      method,
      headers: {
        apikey: env.VITE_SUPABASE_ANON_KEY,
        Authorization: `Bearer ${token ?? env.VITE_SUPABASE_ANON_KEY}`,
        'Content-Type': 'application/json',
        // The functions answer in the page's language (fr-CA on French pages).
        'Accept-Language': document.documentElement.lang,
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return null;
  }
}

/** What a refusal said: the function's `error`, `code` and `fieldErrors`, when it sent them. */
async function failureOf(response: Response | null): Promise<FunctionFailure> {
  if (!response) return { ok: false, status: 0 };
  const data: unknown = await response.json().catch(() => null);
  const answer = (typeof data === 'object' && data !== null ? data : {}) as {
    error?: unknown;
    code?: unknown;
    fieldErrors?: unknown;
  };
  return {
    ok: false,
    status: response.status,
    message: typeof answer.error === 'string' ? answer.error : undefined,
    code: typeof answer.code === 'string' ? answer.code : undefined,
    fieldErrors:
      typeof answer.fieldErrors === 'object' && answer.fieldErrors !== null
        ? (answer.fieldErrors as Record<string, string>)
        : undefined,
  };
}

/** Calls a function that answers JSON. Never throws. */
export async function callFunction(
  name: string,
  body: unknown,
  options: FunctionCallOptions = {},
): Promise<FunctionResult> {
  const response = await send(name, body, options);
  if (!response?.ok) return failureOf(response);
  return { ok: true, data: await response.json().catch(() => null) };
}

/** Calls a function that answers with a file; save it with `saveFile` (lib/save-file.ts). Never throws. */
export async function fetchFunctionFile(
  name: string,
  body: unknown,
  options: FunctionCallOptions = {},
): Promise<FunctionFile> {
  const response = await send(name, body, options);
  if (!response?.ok) return failureOf(response);
  try {
    return { ok: true, file: await response.blob() };
  } catch {
    // The answer broke off before the whole file arrived.
    return { ok: false, status: 0 };
  }
}
