import type { SupabaseService } from '../http/supabase-service.ts';
import type { SupabaseStorage } from '../http/supabase-storage.ts';
import { KIT_FILES_BUCKET } from './kit-files.ts';

/**
 * Personalised kit files are a cache (ADR 050, addendum): each leaves the kits bucket 30 days after it
 * was built, sooner when the child-name retention is shorter (`public.kit_file_cache_life()`), so no
 * child's name outlives the retention (ADR 034). The download function builds a file again when asked.
 */

/** One Storage `remove` call takes at most this many paths. */
const BATCH = 1000;
/** A run stops after this many batches; the next run (hourly or daily) goes on. */
const MAX_BATCHES = 20;

export interface KitFilePurgeStore {
  /** Paths of personalised files built longer ago than the cache life, oldest first. */
  expiredKitFiles(limit: number): Promise<string[]>;
}

export function kitFilePurgeStore(service: SupabaseService): KitFilePurgeStore {
  return {
    expiredKitFiles: (limit) => service.rpc<string[]>('expired_kit_files', { p_limit: limit }),
  };
}

/** Removes every expired personalised file through the Storage API; answers how many went. */
export async function purgeExpiredKitFiles(deps: {
  store: KitFilePurgeStore;
  storage: Pick<SupabaseStorage, 'remove'>;
}): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const paths = await deps.store.expiredKitFiles(BATCH);
    if (paths.length === 0) break;
    const gone = await deps.storage.remove(KIT_FILES_BUCKET, paths);
    removed += gone.length;
    // Listed but not removable: stop rather than ask for the same paths again.
    if (gone.length === 0 || paths.length < BATCH) break;
  }
  return removed;
}
