import { ORDER_FUNCTION_ENV } from '../_shared/orders/order-function-env.ts';

/**
 * Every environment variable create-checkout reads. The function reads these and no others, and the
 * local functions runner grants it exactly these (Deno's --allow-env).
 */
export const functionEnv = [
  ...ORDER_FUNCTION_ENV,
  'STRIPE_SECRET_KEY',
  'STRIPE_API_URL',
  'STRIPE_TAX_ENABLED',
] as const;
