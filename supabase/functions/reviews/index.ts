import { readServiceRoleEnv } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { createReviewsHandler } from '../_shared/shop/reviews-handler.ts';
import { shopStore } from '../_shared/shop/shop-store.ts';
import { functionEnv } from './env.ts';

const env = readServiceRoleEnv(functionEnv, (name) => Deno.env.get(name), 'reviews');

Deno.serve(
  createReviewsHandler({
    store: shopStore(serviceFromEnv(env), env.SUPABASE_SERVICE_ROLE_KEY),
    log: (message) => console.warn(message),
  }),
);
