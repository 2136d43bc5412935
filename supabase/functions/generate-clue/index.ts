import { cluePipeline } from '../_shared/clues/clue-providers.ts';
import { clueQuotaFromEnv } from '../_shared/clues/clue-quota.ts';
import { clueStore } from '../_shared/clues/clue-store.ts';
import { createGenerateClueHandler } from '../_shared/clues/generate-clue-handler.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  SERVICE_ROLE_ENV,
  'generate-clue',
);

Deno.serve(
  createGenerateClueHandler({
    // Quota and clue rows are written with the service role, for the member Auth confirms the token belongs to.
    store: clueStore(serviceFromEnv(env)),
    providers: cluePipeline(env),
    quota: clueQuotaFromEnv(env),
    log: (message) => console.warn(message),
  }),
);
