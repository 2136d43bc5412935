import { readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { createSmtpMailer } from '../_shared/orders/smtp-mailer.ts';
import { createStripeClient } from '../_shared/orders/stripe-client.ts';
import { createStripeWebhookHandler } from '../_shared/orders/stripe-webhook-handler.ts';

const variables = Deno.env.toObject();
const env = readOrderFunctionEnv(variables, 'stripe-webhook');
if (!env.stripeSecretKey || !env.stripeWebhookSecret)
  throw new Error('stripe-webhook needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');

Deno.serve(
  createStripeWebhookHandler({
    store: env.store,
    stripe: createStripeClient(env.stripeSecretKey, env.stripeApiUrl),
    webhookSecret: env.stripeWebhookSecret,
    siteUrl: env.siteUrl,
    shopEmail: env.shopEmail,
    supportEmail: env.supportEmail,
    sendMail: createSmtpMailer(variables),
    log: (message) => console.warn(message),
  }),
);
