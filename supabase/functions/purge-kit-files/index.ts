import { readFunctionEnv, requireEnv, SERVICE_ROLE_ENV } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { supabaseStorage } from '../_shared/http/supabase-storage.ts';
import { kitFilePurgeStore } from '../_shared/orders/kit-file-purge.ts';
import { createPurgeKitFilesHandler } from '../_shared/orders/purge-kit-files-handler.ts';
import { functionEnv } from './env.ts';

const env = requireEnv(
  readFunctionEnv(functionEnv, (name) => Deno.env.get(name)),
  SERVICE_ROLE_ENV,
  'purge-kit-files',
);

Deno.serve(
  createPurgeKitFilesHandler({
    store: kitFilePurgeStore(serviceFromEnv(env)),
    storage: supabaseStorage({
      supabaseUrl: env.SUPABASE_URL,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    }),
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    cronSecret: env.CRON_SECRET,
    log: (message) => console.warn(message),
  }),
);
