import Stripe from 'stripe';

/**
 * The official SDK, pointed at real Stripe, or at the local stack's stand-in when STRIPE_API_URL is
 * set (it serves `/v1` at its root; http needs an explicit port, else the SDK calls port 443).
 */
export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient() });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? '80' : '443'),
    protocol,
    httpClient: Stripe.createFetchHttpClient(),
  });
}
