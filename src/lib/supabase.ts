import { createClient } from '@supabase/supabase-js';

import { env } from '@/config/env';
import type { Database } from '@/lib/database.types';

/**
 * The one Supabase client of the app. Only member pages import it, so public pages never
 * download supabase-js. It is created when its module loads, before the page renders, so a
 * confirmation or recovery link's tokens are read from the URL fragment before anything else
 * touches the location.
 */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
