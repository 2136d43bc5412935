import { serviceFromEnv } from '../http/supabase-service.ts';
import { cluePipeline } from './clue-providers.ts';
import { clueQuotaFromEnv } from './clue-quota.ts';
import { clueStore } from './clue-store.ts';

type ClueFunctionEnv = Parameters<typeof serviceFromEnv>[0] &
  Parameters<typeof cluePipeline>[0] &
  Parameters<typeof clueQuotaFromEnv>[0];

/**
 * What generate-clue and generate-hunt run on, from their variables. The store writes quota, clue
 * and hunt rows with the service role, because members may not write them themselves (the output
 * rules are checked in the handler); the handlers verify the caller's token and scope every query
 * to that member.
 */
export function clueFunctionDeps(env: ClueFunctionEnv) {
  return {
    store: clueStore(serviceFromEnv(env)),
    providers: cluePipeline(env),
    quota: clueQuotaFromEnv(env),
    log: (message: string) => console.warn(message),
  };
}
