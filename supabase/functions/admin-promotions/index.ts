import { accountStore } from '../_shared/account/account-store.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { createStripeClient } from '../_shared/orders/stripe-client.ts';
import { createAdminPromotionsHandler } from '../_shared/promotions/admin-promotions-handler.ts';
import { promotionStore } from '../_shared/promotions/promotion-store.ts';
import { functionEnv } from './env.ts';

const variables = readFunctionEnv(functionEnv, (name) => Deno.env.get(name));
const env = requireEnv(variables, SERVICE_ROLE_ENV, 'admin-promotions');
const service = serviceFromEnv(env);

Deno.serve(
  createAdminPromotionsHandler({
    store: promotionStore(service),
    accounts: accountStore(service),
    stripe: variables.STRIPE_SECRET_KEY
      ? createStripeClient(variables.STRIPE_SECRET_KEY, variables.STRIPE_API_URL)
      : undefined,
    log: (message) => console.warn(message),
  }),
);
