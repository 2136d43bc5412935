/**
 * Every environment variable create-checkout reads. The function reads these and no others, and the
 * local functions runner grants it exactly these (Deno's --allow-env).
 */
export const functionEnv = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SITE_URL',
  'SHOP_EMAIL',
  'SUPPORT_EMAIL',
  'STRIPE_SECRET_KEY',
  'STRIPE_API_URL',
] as const;
