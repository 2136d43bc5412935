import { createClient } from '@supabase/supabase-js';
import { cluePipeline } from '../_shared/clue-providers.ts';
import { clueQuotaFromEnv } from '../_shared/clue-quota.ts';
import { supabaseClueStore } from '../_shared/clue-store.ts';
import { createGenerateClueHandler } from '../_shared/generate-clue-handler.ts';
import { functionEnv } from './env.ts';

const env = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
const supabaseUrl = env.SUPABASE_URL;
const anonKey = env.SUPABASE_ANON_KEY;
if (!supabaseUrl || !anonKey) throw new Error('generate-clue needs SUPABASE_URL and SUPABASE_ANON_KEY.');

Deno.serve(
  createGenerateClueHandler({
    // The anon key plus the caller's token: the function acts as the member, so RLS applies.
    openStore: (accessToken) =>
      supabaseClueStore(
        createClient(supabaseUrl, anonKey, {
          global: { headers: { Authorization: `Bearer ${accessToken}` } },
          auth: { persistSession: false, autoRefreshToken: false },
        }),
        accessToken,
      ),
    providers: cluePipeline(env),
    quota: clueQuotaFromEnv(env),
    log: (message) => console.warn(message),
  }),
);
