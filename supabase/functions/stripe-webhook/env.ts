import { MAIL_ENV } from '../_shared/mail/mailer-from-env.ts';

/**
 * Every environment variable stripe-webhook reads. The function reads these and no others, and the
 * local functions runner grants it exactly these (Deno's --allow-env).
 */
export const functionEnv = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SITE_URL',
  'SHOP_EMAIL',
  'SUPPORT_EMAIL',
  'DOWNLOAD_LINK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  ...MAIL_ENV,
] as const;
