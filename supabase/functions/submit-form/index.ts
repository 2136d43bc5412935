import { readServiceRoleEnv } from '../_shared/http/function-env.ts';
import { serviceFromEnv } from '../_shared/http/supabase-service.ts';
import { mailerFromEnv } from '../_shared/mail/mailer-from-env.ts';
import { shopStore } from '../_shared/shop/shop-store.ts';
import { createSubmitFormHandler } from '../_shared/shop/submit-form-handler.ts';
import { functionEnv } from './env.ts';

const env = readServiceRoleEnv(functionEnv, (name) => Deno.env.get(name), 'submit-form', ['SHOP_EMAIL']);
const mailer = mailerFromEnv(env);

Deno.serve(
  createSubmitFormHandler({
    // The service-role key is the one server secret every hosted function is given, so it keys the
    // rate-limit digests too; rotating it only restarts the one-hour window.
    store: shopStore(serviceFromEnv(env), env.SUPABASE_SERVICE_ROLE_KEY),
    shopEmail: env.SHOP_EMAIL,
    sendOwnerEmail: (email) => mailer.send(email),
    log: (message) => console.warn(message),
  }),
);
