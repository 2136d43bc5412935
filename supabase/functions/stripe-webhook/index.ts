import { downloadLinksOf, readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { mailerFromEnv } from '../_shared/mail/mailer-from-env.ts';
import { createStripeClient } from '../_shared/orders/stripe-client.ts';
import { createStripeWebhookHandler } from '../_shared/orders/stripe-webhook-handler.ts';
import { readFunctionEnv } from '../_shared/http/function-env.ts';
import { functionEnv } from './env.ts';

const variables = readFunctionEnv(functionEnv, (name) => Deno.env.get(name));
const env = readOrderFunctionEnv(variables, 'stripe-webhook');
if (!env.stripeSecretKey || !env.stripeWebhookSecret)
  throw new Error('stripe-webhook needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');

const mailer = mailerFromEnv(variables);
const log = (message: string) => console.warn(message);

Deno.serve(
  createStripeWebhookHandler({
    store: env.store,
    links: downloadLinksOf(env, 'stripe-webhook', log),
    stripe: createStripeClient(env.stripeSecretKey, env.stripeApiUrl),
    webhookSecret: env.stripeWebhookSecret,
    siteUrl: env.siteUrl,
    shopEmail: env.shopEmail,
    supportEmail: env.supportEmail,
    sendMail: (email) => mailer.send(email),
    log,
  }),
);
