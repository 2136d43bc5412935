import { hmacSha256Hex } from './hmac.ts';

/**
 * HMAC-SHA256 (hex) of a labelled value: a rate-limit log can count repeats of an address, IP or
 * link, but without the secret nobody can test a list of candidates against it, as with a plain hash.
 */
export function rateLimitDigest(secret: string, label: string, value: string): Promise<string> {
  return hmacSha256Hex(secret, `${label}:${value}`);
}
