import { env } from '@/config/env';

export type FunctionResult =
  | { ok: true; data: unknown }
  | {
      ok: false;
      /** 0 when the request never got an answer (offline, server down). */
      status: number;
      /** The function's `error` text, when it sent one. */
      message?: string;
      /** The function's machine-readable `code`, when it sent one (e.g. a second factor is needed). */
      code?: string;
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
  { signal, token }: { signal?: AbortSignal; token?: string } = {},
): Promise<FunctionResult> {
  let response: Response;
  try {
    response = await fetch(`${env.VITE_SUPABASE_URL}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        apikey: env.VITE_SUPABASE_ANON_KEY,
        Authorization: `Bearer ${token ?? env.VITE_SUPABASE_ANON_KEY}`,
        'Content-Type': 'application/json',
        'Accept-Language': document.documentElement.lang,
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

/**
 * A signed-in member's access token, read from where supabase-js keeps its session, so a public page
 * can act as the member without loading supabase-js. Undefined when nobody is signed in or it expired.
 */
export function storedMemberToken(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const key = `sb-${new URL(env.VITE_SUPABASE_URL).hostname.split('.')[0]}-auth-token`;
  try {
    const session = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
    } | null;
    if (typeof session?.access_token !== 'string' || typeof session.expires_at !== 'number') return undefined;
    return session.expires_at * 1000 > Date.now() + 10_000 ? session.access_token : undefined;
  } catch {
    return undefined;
  }
}
