import { createCheckoutHandler } from '../_shared/orders/create-checkout-handler.ts';
import { readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { createStripeClient } from '../_shared/orders/stripe-client.ts';
import { readFunctionEnv } from '../_shared/http/function-env.ts';
import { salesTaxEnabled } from '../_shared/domain/sales-tax.ts';
import { functionEnv } from './env.ts';

const variables = readFunctionEnv(functionEnv, (name) => Deno.env.get(name));
const env = readOrderFunctionEnv(variables, 'create-checkout');

Deno.serve(
  createCheckoutHandler({
    store: env.store,
    stripe: env.stripeSecretKey ? createStripeClient(env.stripeSecretKey, env.stripeApiUrl) : undefined,
    siteUrl: env.siteUrl,
    caller: env.caller,
    salesTax: salesTaxEnabled(variables.STRIPE_TAX_ENABLED),
    log: (message) => console.warn(message),
  }),
);
