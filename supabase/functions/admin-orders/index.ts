import { createAdminOrdersHandler } from '../_shared/orders/admin-orders-handler.ts';
import { buildKitPdf, loadKitAssets, type KitAssets } from '../_shared/kits/pdf/build-kit-pdf.ts';
import { printedKitBuild } from '../_shared/kits/pdf/kit-options.ts';
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
    // The printed kit as its buyer gets it: Letter, colour, the blank cards (kit-options.ts).
    buildPrintFile: async (kit, { lang, childName }) =>
      buildKitPdf(
        { kit, ...printedKitBuild, lang, ...(childName ? { childName } : {}) },
        await (assets ??= loadAssets()),
      ),
    log,
  }),
);
