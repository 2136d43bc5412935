import { createCheckoutHandler } from '../_shared/orders/create-checkout-handler.ts';
import { readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { createStripeClient } from '../_shared/orders/stripe-client.ts';
import { functionEnv } from './env.ts';

const variables = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
const env = readOrderFunctionEnv(variables, 'create-checkout');

Deno.serve(
  createCheckoutHandler({
    store: env.store,
    stripe: env.stripeSecretKey ? createStripeClient(env.stripeSecretKey, env.stripeApiUrl) : undefined,
    siteUrl: env.siteUrl,
    caller: env.caller,
    log: (message) => console.warn(message),
  }),
);
