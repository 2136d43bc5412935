import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { env } from '@/config/env';
import type { Database } from '@domain/database';
import { memberSessionKey } from '@/lib/member-session';

/**
 * While prerendering, the member pages render their shells (sign-in form, loading state) without a
 * session: nothing may call the client then, and Node 20 lacks the WebSocket its realtime part needs.
 */
const unavailableWhilePrerendering = new Proxy({} as SupabaseClient<Database>, {
  get(_target, property) {
    throw new Error(
      `supabase.${String(property)} was used while prerendering; use it in effects or handlers.`,
    );
  },
});

/**
 * The one Supabase client of the app. Only the member area imports it, so public pages never
 * download supabase-js. It is created when its module loads, before the page renders, so a
 * confirmation or recovery link's tokens are read from the URL fragment before anything else
 * touches the location. It keeps the session under the key public pages read it from (member-session.ts).
 */
export const supabase: SupabaseClient<Database> = import.meta.env.SSR
  ? unavailableWhilePrerendering
  : createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storageKey: memberSessionKey,
      },
    });
