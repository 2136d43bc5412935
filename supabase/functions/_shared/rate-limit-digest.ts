const encoder = new TextEncoder();

/**
 * HMAC-SHA256 (hex) of a labelled value: a rate-limit log can count repeats of an address, IP or
 * link, but without the secret nobody can test a list of candidates against it, as with a plain hash.
 */
export async function rateLimitDigest(secret: string, label: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${label}:${value}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
