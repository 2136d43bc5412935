import { restFormStore } from '../_shared/shop/shop-store.ts';
import { createSubmitFormHandler } from '../_shared/shop/submit-form-handler.ts';
import { mailerFromEnv } from '../_shared/mail/mailer-from-env.ts';
import { functionEnv } from './env.ts';

const env = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
const supabaseUrl = env.SUPABASE_URL;
const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
const shopEmail = env.SHOP_EMAIL;
if (!supabaseUrl || !serviceRoleKey || !shopEmail)
  throw new Error(
    'submit-form needs SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SHOP_EMAIL (supabase secrets set).',
  );
const mailer = mailerFromEnv(env);

Deno.serve(
  createSubmitFormHandler({
    // The service-role key is the one server secret every hosted function is given, so it keys the
    // rate-limit digests too; rotating it only restarts the one-hour window.
    store: restFormStore({ supabaseUrl, serviceRoleKey, digestSecret: serviceRoleKey }),
    shopEmail,
    sendOwnerEmail: (email) => mailer.send(email),
    log: (message) => console.warn(message),
  }),
);
