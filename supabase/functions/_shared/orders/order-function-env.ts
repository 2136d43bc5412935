import { restOrderStore, type OrderStore } from './order-store.ts';

export interface OrderFunctionEnv {
  store: OrderStore;
  /** Where links in emails and Stripe's return URLs point. */
  siteUrl: string;
  shopEmail: string;
  supportEmail: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** The local stack's Stripe stand-in; unset means real Stripe. */
  stripeApiUrl?: string;
}

/** What every order function reads from its environment, checked once at start. */
export function readOrderFunctionEnv(
  env: Record<string, string | undefined>,
  name: string,
): OrderFunctionEnv {
  const supabaseUrl = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  const siteUrl = env.SITE_URL;
  if (!supabaseUrl || !serviceRoleKey || !siteUrl)
    throw new Error(`${name} needs SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SITE_URL.`);
  return {
    store: restOrderStore({ supabaseUrl, serviceRoleKey }),
    siteUrl: siteUrl.replace(/\/+$/, ''),
    shopEmail: env.SHOP_EMAIL ?? 'support@adventurecluekits.com',
    supportEmail: env.SUPPORT_EMAIL ?? env.SHOP_EMAIL ?? 'support@adventurecluekits.com',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
  };
}

/**
 * The member a bearer token belongs to: its `sub` when it is a signed-in user's token. The platform has
 * verified the token's signature before the function runs (verify_jwt), so its claims can be read as is;
 * the anon key and anything unreadable give null.
 */
export function memberIdFromToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      role?: unknown;
      sub?: unknown;
    };
    return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
