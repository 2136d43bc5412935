import { jsonResponse } from '../http/cors.ts';
import { hmacSha256Hex } from '../http/hmac.ts';
import { bearerToken, refuseMethod } from '../http/request.ts';
import type { KitFilePurgeStore } from './kit-file-purge.ts';
import { purgeExpiredKitFiles } from './kit-file-purge.ts';
import type { SupabaseStorage } from '../http/supabase-storage.ts';

/** The shortest CRON_SECRET taken: a guessable one would let anyone start purges. */
export const CRON_SECRET_MIN_LENGTH = 32;

export interface PurgeKitFilesDeps {
  store: KitFilePurgeStore;
  storage: Pick<SupabaseStorage, 'remove'>;
  serviceRoleKey: string;
  /** The `X-Cron-Secret` pg_cron sends (README, "Data retention"); unset or too short: not accepted. */
  cronSecret?: string;
  log?: (message: string) => void;
}

/** Equal texts, compared in constant time (digests under a random key). */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const key = crypto.randomUUID();
  return (await hmacSha256Hex(key, given)) === (await hmacSha256Hex(key, expected));
}

/**
 * POST /purge-kit-files: removes every personalised kit file older than its cache life (ADR 050,
 * addendum) through the Storage API, answering `{ removed }`. Only the scheduler may call it: the
 * service-role key as bearer, or the CRON_SECRET in `X-Cron-Secret`; anyone else (a visitor's anon
 * key, a member's session) gets 401 and removes nothing. A machine endpoint: its answers are not shown
 * to people, so they are in English only.
 */
export function createPurgeKitFilesHandler(deps: PurgeKitFilesDeps): (req: Request) => Promise<Response> {
  const log = deps.log ?? (() => {});
  return async (req) => {
    const refused = refuseMethod(req);
    if (refused) return refused;
    const token = bearerToken(req);
    const cronSecret = req.headers.get('X-Cron-Secret');
    const allowed =
      (token !== undefined && (await sameSecret(token, deps.serviceRoleKey))) ||
      (cronSecret !== null &&
        deps.cronSecret !== undefined &&
        deps.cronSecret.length >= CRON_SECRET_MIN_LENGTH &&
        (await sameSecret(cronSecret, deps.cronSecret)));
    if (!allowed) return jsonResponse({ error: 'Only the scheduler may purge kit files.' }, 401);
    try {
      const removed = await purgeExpiredKitFiles({ store: deps.store, storage: deps.storage });
      return jsonResponse({ removed });
    } catch (error) {
      log(`purge-kit-files: ${error instanceof Error ? error.message : String(error)}`);
      return jsonResponse({ error: 'Purging kit files failed.' }, 500);
    }
  };
}
