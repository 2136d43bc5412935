import { createDeleteAccountHandler } from '../_shared/account/delete-account-handler.ts';
import { serviceRoleClient } from '../_shared/account/require-admin.ts';
import { functionEnv } from './env.ts';

const env = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
  throw new Error('delete-account needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');

Deno.serve(
  createDeleteAccountHandler({
    client: serviceRoleClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY),
    log: (message) => console.warn(message),
  }),
);
