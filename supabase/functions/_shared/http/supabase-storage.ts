import { SupabaseServiceError } from './supabase-service.ts';

/**
 * The project's Storage API with the service role, over plain fetch (no client library in the
 * functions, like supabase-service.ts): the calls supabase-js's `storage.from(bucket).upload` and
 * `createSignedUrl` make, on the same paths with the same bodies.
 */
export interface SupabaseStorage {
  /**
   * `POST /storage/v1/object/<bucket>/<path>` without upsert: true when stored, false when an object
   * was already there (another request stored the same file first).
   */
  upload(bucket: string, path: string, bytes: Uint8Array, contentType: string): Promise<boolean>;
  /**
   * `POST /storage/v1/object/sign/<bucket>/<path>`: a URL anyone can GET for `expiresIn` seconds,
   * saved as `downloadName`; null when no such object is stored.
   */
  signedUrl(bucket: string, path: string, expiresIn: number, downloadName: string): Promise<string | null>;
  /**
   * `DELETE /storage/v1/object/<bucket>` with `{ prefixes: paths }` (storage-js's `remove`, at most
   * 1000 paths): the row and the stored bytes go; answers the paths removed (ones not stored are skipped).
   */
  remove(bucket: string, paths: string[]): Promise<string[]>;
}

/** storage-api answers 400 for every refusal, the real status in the body's `statusCode`. */
async function refusal(response: Response): Promise<{ statusCode: string; text: string }> {
  const text = await response.text();
  let statusCode = String(response.status);
  try {
    statusCode = String((JSON.parse(text) as { statusCode?: unknown }).statusCode ?? statusCode);
  } catch {
    // Not JSON: the HTTP status is all there is.
  }
  return { statusCode, text };
}

export function supabaseStorage(opts: {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}): SupabaseStorage {
  const doFetch = opts.fetch ?? fetch;
  const base = `${opts.supabaseUrl.replace(/\/+$/, '')}/storage/v1`;
  const headers = { apikey: opts.serviceRoleKey, Authorization: `Bearer ${opts.serviceRoleKey}` };
  const objectPath = (bucket: string, path: string) =>
    [bucket, ...path.split('/')].map(encodeURIComponent).join('/');

  return {
    async upload(bucket, path, bytes, contentType) {
      const response = await doFetch(`${base}/object/${objectPath(bucket, path)}`, {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': contentType,
          'x-upsert': 'false',
          'Cache-Control': 'max-age=3600',
        },
        body: bytes as BodyInit,
      });
      if (response.ok) {
        await response.body?.cancel();
        return true;
      }
      const { statusCode, text } = await refusal(response);
      if (statusCode === '409') return false;
      throw new SupabaseServiceError(
        `storing ${bucket}/${path} failed (${response.status}): ${text}`,
        response.status,
      );
    },

    async signedUrl(bucket, path, expiresIn, downloadName) {
      const response = await doFetch(`${base}/object/sign/${objectPath(bucket, path)}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ expiresIn }),
      });
      if (!response.ok) {
        const { statusCode, text } = await refusal(response);
        if (statusCode === '404') return null;
        throw new SupabaseServiceError(
          `signing ${bucket}/${path} failed (${response.status}): ${text}`,
          response.status,
        );
      }
      const { signedURL } = (await response.json()) as { signedURL: string };
      return `${base}${signedURL}&download=${encodeURIComponent(downloadName)}`;
    },

    async remove(bucket, paths) {
      const response = await doFetch(`${base}/object/${encodeURIComponent(bucket)}`, {
        method: 'DELETE',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: paths }),
      });
      if (!response.ok) {
        const { text } = await refusal(response);
        throw new SupabaseServiceError(
          `removing ${paths.length} files from ${bucket} failed (${response.status}): ${text}`,
          response.status,
        );
      }
      return ((await response.json()) as { name: string }[]).map((row) => row.name);
    },
  };
}
