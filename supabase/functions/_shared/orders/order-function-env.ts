import { createDownloadLinks, type DownloadLinks } from './download-links.ts';
import { restOrderStore, type OrderStore } from './order-store.ts';

export interface OrderFunctionEnv {
  store: OrderStore;
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
  env: Record<string, string | undefined>,
  name: string,
): OrderFunctionEnv {
  const supabaseUrl = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  const siteUrl = env.SITE_URL;
  if (!supabaseUrl || !serviceRoleKey || !siteUrl)
    throw new Error(`${name} needs SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and SITE_URL.`);
  return {
    // The service-role key is the one server secret every hosted function has; it keys the rate-limit
    // digests as in submit-form, and rotating it only restarts the windows.
    store: restOrderStore({ supabaseUrl, serviceRoleKey, digestSecret: serviceRoleKey }),
    caller: authCaller({ supabaseUrl, serviceRoleKey }),
    siteUrl: siteUrl.replace(/\/+$/, ''),
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

/** Who called an order function. */
export type Caller = { kind: 'guest' } | { kind: 'member'; id: string } | { kind: 'refused' };

function claimedRole(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as { role?: unknown })
      .role;
  } catch {
    return undefined;
  }
}

/**
 * Identifies the caller behind a bearer token. The anon key (whose signature the platform checked,
 * verify_jwt) is a guest; any other token is asked of Supabase Auth (GET /auth/v1/user, the request
 * supabase-js's auth.getUser(jwt) makes), so a forged, expired or signed-out token is refused rather
 * than trusted for its claims.
 */
export function authCaller(opts: {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}): (token: string | undefined) => Promise<Caller> {
  const doFetch = opts.fetch ?? fetch;
  const userUrl = `${opts.supabaseUrl.replace(/\/+$/, '')}/auth/v1/user`;
  return async (token) => {
    if (!token || claimedRole(token) === 'anon') return { kind: 'guest' };
    const response = await doFetch(userUrl, {
      headers: { apikey: opts.serviceRoleKey, Authorization: `Bearer ${token}` },
    });
    const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
    if (response.status === 401 || response.status === 403) return { kind: 'refused' };
    if (!response.ok) throw new Error(`auth answered ${response.status} for the caller's token`);
    return typeof body?.id === 'string' ? { kind: 'member', id: body.id } : { kind: 'refused' };
  };
}

/** The bearer token of a request, if any. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1];
}
