import { createClient } from '@supabase/supabase-js';
import { cluePipeline } from '../_shared/clues/clue-providers.ts';
import { clueQuotaFromEnv } from '../_shared/clues/clue-quota.ts';
import { supabaseClueStore } from '../_shared/clues/clue-store.ts';
import { createGenerateClueHandler } from '../_shared/clues/generate-clue-handler.ts';
import { functionEnv } from './env.ts';

const env = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
const supabaseUrl = env.SUPABASE_URL;
const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
if (!supabaseUrl || !serviceRoleKey)
  throw new Error('generate-clue needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');

// One service-role client for every request: it holds no member session, so nothing leaks between calls.
const serviceClient = createClient(supabaseUrl, serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve(
  createGenerateClueHandler({
    // Quota and clue rows are written for the member auth confirms the token belongs to.
    openStore: (accessToken) => supabaseClueStore(serviceClient, accessToken),
    providers: cluePipeline(env),
    quota: clueQuotaFromEnv(env),
    log: (message) => console.warn(message),
  }),
);
