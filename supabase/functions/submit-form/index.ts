import nodemailer from 'nodemailer';
import { restFormStore } from '../_shared/forms/form-store.ts';
import { createSubmitFormHandler } from '../_shared/forms/submit-form-handler.ts';

const env = Deno.env.toObject();
const supabaseUrl = env.SUPABASE_URL;
const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
if (!supabaseUrl || !serviceRoleKey)
  throw new Error('submit-form needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');

const smtpPort = Number(env.SMTP_PORT ?? 587);
const mailer = nodemailer.createTransport({
  host: env.SMTP_HOST ?? '127.0.0.1',
  port: smtpPort,
  secure: smtpPort === 465,
  auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
  // A slow mail server must not keep the visitor waiting: the row is stored before the email goes.
  connectionTimeout: 5000,
  greetingTimeout: 5000,
  socketTimeout: 10000,
});
const from = env.MAIL_FROM ?? 'Adventure Clue Kits <no-reply@adventurecluekits.com>';

Deno.serve(
  createSubmitFormHandler({
    // The service-role key is the one server secret every hosted function is given, so it keys the
    // rate-limit digests too; rotating it only restarts the one-hour window.
    store: restFormStore({ supabaseUrl, serviceRoleKey, digestSecret: serviceRoleKey }),
    shopEmail: env.SHOP_EMAIL ?? 'support@adventurecluekits.com',
    sendOwnerEmail: async (email) => {
      await mailer.sendMail({ from, ...email });
    },
    log: (message) => console.warn(message),
  }),
);
