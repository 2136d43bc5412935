import { accountStore } from '../_shared/account/account-store.ts';
import { createDeleteAccountHandler } from '../_shared/account/delete-account-handler.ts';
import { readServiceRoleEnv } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { functionEnv } from './env.ts';

const env = readServiceRoleEnv(functionEnv, (name) => Deno.env.get(name), 'delete-account');

Deno.serve(
  createDeleteAccountHandler({
    accounts: accountStore(serviceFromEnv(env)),
    log: (message) => console.warn(message),
  }),
);
