import { createClient } from '@supabase/supabase-js';
import { cluePipeline } from '../_shared/clues/clue-providers.ts';
import { clueQuotaFromEnv } from '../_shared/clues/clue-quota.ts';
import { createGenerateHuntHandler } from '../_shared/clues/generate-hunt-handler.ts';
import { supabaseHuntStore } from '../_shared/clues/hunt-store.ts';
import { functionEnv } from './env.ts';

const env = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
const supabaseUrl = env.SUPABASE_URL;
const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
if (!supabaseUrl || !serviceRoleKey)
  throw new Error('generate-hunt needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');

Deno.serve(
  createGenerateHuntHandler({
    // The service role, because members may not write hunts themselves (the output rules are checked
    // here); the handler verifies the caller's token and scopes every query to that member.
    store: supabaseHuntStore(
      createClient(supabaseUrl, serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      }),
    ),
    providers: cluePipeline(env),
    quota: clueQuotaFromEnv(env),
    log: (message) => console.warn(message),
  }),
);
