import { accountStore } from '../_shared/account/account-store.ts';
import { readServiceRoleEnv } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { createAdminShopHandler } from '../_shared/shop/admin-shop-handler.ts';
import { shopStore } from '../_shared/shop/shop-store.ts';
import { functionEnv } from './env.ts';

const env = readServiceRoleEnv(functionEnv, (name) => Deno.env.get(name), 'admin-shop');
const service = serviceFromEnv(env);

Deno.serve(
  createAdminShopHandler({
    store: shopStore(service, env.SUPABASE_SERVICE_ROLE_KEY),
    accounts: accountStore(service),
    log: (message) => console.warn(message),
  }),
);
