import { accountStore, type AccountStore, type Caller } from '../account/account-store.ts';
import { requireEnv, SERVICE_ROLE_ENV } from '../http/function-env.ts';
import { serviceFromEnv } from '../http/supabase-service.ts';
import { createDownloadLinks, type DownloadLinks } from './download-links.ts';
import { orderStore, type OrderStore } from './order-store.ts';

/**
 * The variables every order function reads (create-checkout, orders, download, stripe-webhook,
 * admin-orders); each one's env.ts adds its own (Stripe, the link secret, the mailer).
 */
export const ORDER_FUNCTION_ENV = [...SERVICE_ROLE_ENV, 'SITE_URL', 'SHOP_EMAIL', 'SUPPORT_EMAIL'] as const;

type OrderVariable =
  | (typeof ORDER_FUNCTION_ENV)[number]
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
  | 'DOWNLOAD_LINK_SECRET';

export interface OrderFunctionEnv {
  store: OrderStore;
  /** Accounts and roles: the owner's gate (admin-orders). */
  accounts: AccountStore;
  /** The caller behind a request's bearer token, checked with Supabase Auth. */
  caller: (token: string | undefined) => Promise<Caller>;
  /** Where links in emails and Stripe's return URLs point. */
  siteUrl: string;
  shopEmail: string;
  supportEmail: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** The local stack's Stripe stand-in; unset means real Stripe. */
  stripeApiUrl?: string;
  /** Derives the download links (ADR 035); only the functions that show or make links need it. */
  downloadLinkSecret?: string;
}

/** What every order function reads from its environment, checked once at start. */
export function readOrderFunctionEnv(
  variables: Partial<Record<OrderVariable, string>>,
  name: string,
): OrderFunctionEnv {
  const env = requireEnv(variables, [...SERVICE_ROLE_ENV, 'SITE_URL'], name);
  const service = serviceFromEnv(env);
  const accounts = accountStore(service);
  return {
    // The service-role key is the one server secret every hosted function has; it keys the rate-limit
    // digests as in submit-form, and rotating it only restarts the windows.
    store: orderStore(service, env.SUPABASE_SERVICE_ROLE_KEY),
    accounts,
    caller: accounts.callerOf,
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    shopEmail: env.SHOP_EMAIL ?? 'support@adventurecluekits.com',
    supportEmail: env.SUPPORT_EMAIL ?? env.SHOP_EMAIL ?? 'support@adventurecluekits.com',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    downloadLinkSecret: env.DOWNLOAD_LINK_SECRET || undefined,
  };
}

/** The download links of a function that shows or makes them: it does not start without their secret. */
export function downloadLinksOf(
  env: OrderFunctionEnv,
  name: string,
  log?: (message: string) => void,
): DownloadLinks {
  if (!env.downloadLinkSecret)
    throw new Error(`${name} needs DOWNLOAD_LINK_SECRET (a random string of at least 32 characters).`);
  return createDownloadLinks({ secret: env.downloadLinkSecret, store: env.store, log });
}
