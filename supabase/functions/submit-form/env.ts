import { MAIL_ENV } from '../_shared/mail/mailer-from-env.ts';

/**
 * Every environment variable submit-form reads. The function reads these and no others, and the
 * local functions runner grants it exactly these (Deno's --allow-env).
 */
export const functionEnv = [
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SHOP_EMAIL',
  ...MAIL_ENV,
] as const;
