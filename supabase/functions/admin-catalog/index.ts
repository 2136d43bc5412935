import { accountStore } from '../_shared/account/account-store.ts';
import { createAdminCatalogHandler } from '../_shared/catalog/admin-catalog-handler.ts';
import { catalogStore } from '../_shared/catalog/catalog-store.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { mailerFromEnv } from '../_shared/mail/mailer-from-env.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  [...SERVICE_ROLE_ENV, 'SITE_URL'],
  'admin-catalog',
);
const service = serviceFromEnv(env);
const mailer = mailerFromEnv(env);

Deno.serve(
  createAdminCatalogHandler({
    store: catalogStore(service, env.SUPABASE_SERVICE_ROLE_KEY),
    accounts: accountStore(service),
    buildHookUrl: env.BUILD_HOOK_URL,
    links: { siteUrl: env.SITE_URL, functionsBaseUrl: env.SUPABASE_URL },
    sendMail: (email) => mailer.send(email),
    log: (message) => console.warn(message),
  }),
);
