import { MAIL_ENV } from '../_shared/mail/mailer-from-env.ts';
import { ORDER_FUNCTION_ENV } from '../_shared/orders/order-function-env.ts';

/**
 * Every environment variable stripe-webhook reads. The function reads these and no others, and the
 * local functions runner grants it exactly these (Deno's --allow-env).
 */
export const functionEnv = [
  ...ORDER_FUNCTION_ENV,
  'DOWNLOAD_LINK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  ...MAIL_ENV,
] as const;
