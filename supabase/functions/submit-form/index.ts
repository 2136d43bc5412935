import { restFormStore } from '../_shared/forms/form-store.ts';
import { createSubmitFormHandler } from '../_shared/forms/submit-form-handler.ts';
import { mailerFromEnv } from '../_shared/mail/mailer-from-env.ts';
import { functionEnv } from './env.ts';

const env = Object.fromEntries(functionEnv.map((name) => [name, Deno.env.get(name)]));
const supabaseUrl = env.SUPABASE_URL;
const anonKey = env.SUPABASE_ANON_KEY;
const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
const shopEmail = env.SHOP_EMAIL;
if (!supabaseUrl || !anonKey || !serviceRoleKey || !shopEmail)
  throw new Error(
    'submit-form needs SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and SHOP_EMAIL (supabase secrets set).',
  );
const mailer = mailerFromEnv(env);

Deno.serve(
  createSubmitFormHandler({
    store: restFormStore({ supabaseUrl, anonKey, serviceRoleKey }),
    shopEmail,
    sendOwnerEmail: (email) => mailer.send(email),
    log: (message) => console.warn(message),
  }),
);
