import { accountStore } from '../_shared/account/account-store.ts';
import { createAdminCatalogHandler } from '../_shared/catalog/admin-catalog-handler.ts';
import { catalogStore } from '../_shared/catalog/catalog-store.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  SERVICE_ROLE_ENV,
  'admin-catalog',
);
const service = serviceFromEnv(env);

Deno.serve(
  createAdminCatalogHandler({
    store: catalogStore(service),
    accounts: accountStore(service),
    buildHookUrl: env.BUILD_HOOK_URL,
    log: (message) => console.warn(message),
  }),
);
