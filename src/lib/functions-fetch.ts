import { env } from '@/config/env';

export type FunctionResult =
  | { ok: true; data: unknown }
  | {
      ok: false;
      /** 0 when the request never got an answer (offline, server down). */
      status: number;
      /** The function's `error` text, when it sent one. */
      message?: string;
      /** Per-field messages of a 400, when the function sent them. */
      fieldErrors?: Record<string, string>;
    };

/**
 * POSTs JSON to an edge function (/functions/v1/<name>) with the anon key, as supabase-js's
 * `functions.invoke` would, in a few lines: public pages must not download supabase-js.
 * Never throws; a network failure is `{ ok: false, status: 0 }`.
 */
export async function callFunction(
  name: string,
  body: unknown,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FunctionResult> {
  let response: Response;
  try {
    response = await fetch(`${env.VITE_SUPABASE_URL}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        apikey: env.VITE_SUPABASE_ANON_KEY,
        Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data };
  const answer = (typeof data === 'object' && data !== null ? data : {}) as {
    error?: unknown;
    fieldErrors?: unknown;
  };
  return {
    ok: false,
    status: response.status,
    message: typeof answer.error === 'string' ? answer.error : undefined,
    fieldErrors:
      typeof answer.fieldErrors === 'object' && answer.fieldErrors !== null
        ? (answer.fieldErrors as Record<string, string>)
        : undefined,
  };
}
