import { accountStore } from '../_shared/account/account-store.ts';
import { createDeleteAccountHandler } from '../_shared/account/delete-account-handler.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  SERVICE_ROLE_ENV,
  'delete-account',
);

Deno.serve(
  createDeleteAccountHandler({
    accounts: accountStore(serviceFromEnv(env)),
    log: (message) => console.warn(message),
  }),
);
