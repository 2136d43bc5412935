import { createAdminOrdersHandler } from '../_shared/orders/admin-orders-handler.ts';
import { buildKitPdf, loadKitAssets, type KitAssets } from '../_shared/kits/pdf/build-kit-pdf.ts';
import { mailerFromEnv } from '../_shared/mail/mailer-from-env.ts';
import { downloadLinksOf, readOrderFunctionEnv } from '../_shared/orders/order-function-env.ts';
import { createStripeClient } from '../_shared/orders/stripe-client.ts';
import { readFunctionEnv } from '../_shared/http/function-env.ts';
import { functionEnv } from './env.ts';

const variables = readFunctionEnv(functionEnv, (name) => Deno.env.get(name));
const env = readOrderFunctionEnv(variables, 'admin-orders');
const mailer = mailerFromEnv(variables);
const log = (message: string) => console.warn(message);

// The download function's copies of the kit fonts (deployed with this function too: config.toml
// static_files), read on the first print file rather than at every start.
let assets: Promise<KitAssets> | undefined;
const loadAssets = () =>
  loadKitAssets((file) =>
    Deno.readFile(new URL(`../download/fonts/${file.split('/').pop()}`, import.meta.url)),
  );

Deno.serve(
  createAdminOrdersHandler({
    store: env.store,
    accounts: env.accounts,
    stripe: env.stripeSecretKey ? createStripeClient(env.stripeSecretKey, env.stripeApiUrl) : undefined,
    links: downloadLinksOf(env, 'admin-orders', log),
    siteUrl: env.siteUrl,
    supportEmail: env.supportEmail,
    sendMail: (email) => mailer.send(email),
    // North American shop: the printed kit is printed on Letter, in colour.
    buildPrintFile: async (kit, { lang, childName }) =>
      buildKitPdf(
        { kit, paper: 'letter', ink: 'color', cards: 'blank16', lang, ...(childName ? { childName } : {}) },
        await (assets ??= loadAssets()),
      ),
    log,
  }),
);
