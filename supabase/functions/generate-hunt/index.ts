import { cluePipeline } from '../_shared/clues/clue-providers.ts';
import { clueQuotaFromEnv } from '../_shared/clues/clue-quota.ts';
import { clueStore } from '../_shared/clues/clue-store.ts';
import { createGenerateHuntHandler } from '../_shared/clues/generate-hunt-handler.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  SERVICE_ROLE_ENV,
  'generate-hunt',
);

Deno.serve(
  createGenerateHuntHandler({
    // The service role, because members may not write hunts themselves (the output rules are checked
    // here); the handler verifies the caller's token and scopes every query to that member.
    store: clueStore(serviceFromEnv(env)),
    providers: cluePipeline(env),
    quota: clueQuotaFromEnv(env),
    log: (message) => console.warn(message),
  }),
);
