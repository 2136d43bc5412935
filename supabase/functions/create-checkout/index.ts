import { catalogStore } from '../_shared/catalog/catalog-store.ts';
import { activateDuePromotions } from '../_shared/promotions/activate-due.ts';
import { promotionStore } from '../_shared/promotions/promotion-store.ts';
import { createCheckoutHandler } from '../_shared/orders/create-checkout-handler.ts';
import { readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { createStripeClient } from '../_shared/orders/stripe-client.ts';
import { salesTaxEnabled } from '../_shared/domain/sales-tax.ts';
import { readFunctionEnv, SERVICE_ROLE_ENV, requireEnv } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { functionEnv } from './env.ts';

const variables = readFunctionEnv(functionEnv, (name) => Deno.env.get(name));
const env = readOrderFunctionEnv(variables, 'create-checkout');
const service = serviceFromEnv(requireEnv(variables, SERVICE_ROLE_ENV, 'create-checkout'));
const catalog = catalogStore(service);
const promotions = promotionStore(service);
const stripe = env.stripeSecretKey ? createStripeClient(env.stripeSecretKey, env.stripeApiUrl) : undefined;
const log = (message: string) => console.warn(message);

Deno.serve(
  createCheckoutHandler({
    store: env.store,
    stripe,
    siteUrl: env.siteUrl,
    caller: env.caller,
    salesTax: salesTaxEnabled(variables.STRIPE_TAX_ENABLED),
    catalog: () => catalog.catalog(),
    activateDuePromotions: stripe ? () => activateDuePromotions(promotions, stripe, log) : undefined,
    log,
  }),
);
