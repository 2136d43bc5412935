import { catalogStore } from '../_shared/catalog/catalog-store.ts';
import { createNotifyMeHandler } from '../_shared/catalog/notify-me-handler.ts';
import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  [...SERVICE_ROLE_ENV, 'SITE_URL'],
  'notify-me',
);
// The service-role key keys the rate-limit digests, as in submit-form.
const store = catalogStore(serviceFromEnv(env), env.SUPABASE_SERVICE_ROLE_KEY);

Deno.serve(
  createNotifyMeHandler({
    store,
    catalog: () => store.catalog(),
    siteUrl: env.SITE_URL,
    log: (message) => console.warn(message),
  }),
);
