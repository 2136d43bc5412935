import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as GoTrue issues and checks them for TOTP factors (RFC 6238 over
 * RFC 4226 HOTP): HMAC-SHA-1, 30-second steps, 6 digits, the step before and after also accepted.
 * Node's crypto is all it needs, so no library (ADR 036).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** GoTrue's secret size (pquerna/otp's default): 20 random bytes, 32 base32 characters. */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps and otpauth URIs write secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads a base32 secret the way apps accept one typed in: any case, spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('The secret is not base32.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 HOTP: the counter as 8 big-endian bytes, HMAC-SHA-1, dynamic truncation, 6 digits. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return binary.toString().padStart(TOTP_DIGITS, '0');
}

const stepAt = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code an authenticator app shows for this secret at this time. */
export function totpCode(secret: string, timeMs = Date.now()): string {
  return hotp(base32Decode(secret), stepAt(timeMs));
}

/** True when the code is the one of the current step, the step before or the step after (skew 1). */
export function verifyTotp(secret: string, code: string, timeMs = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secret);
  const step = stepAt(timeMs);
  let matched = false;
  // Every step is compared, in constant time, so the answer's timing says nothing about which matched.
  for (const counter of [step - 1, step, step + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(key, counter)), Buffer.from(code))) matched = true;
  }
  return matched;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Google Authenticator's key URI format). */
export function otpauthUri(issuer: string, accountName: string, secret: string): string {
  // As Go's url.URL writes the path (GoTrue builds the URI so): spaces escaped, '@' and ':' kept.
  const escape = (part: string) => encodeURIComponent(part).replace(/%40/g, '@').replace(/%3A/gi, ':');
  const label = `${escape(issuer)}:${escape(accountName)}`;
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${query}`;
}
