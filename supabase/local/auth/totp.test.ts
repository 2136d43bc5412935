import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, newTotpSecret, otpauthUri, totpCode, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the 20-byte ASCII key "12345678901234567890"; our codes are the last
// six digits of the RFC's eight.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  it('computes the RFC test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of RFC_VECTORS) expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts the current step and one step either side, nothing further', () => {
    const now = 1_800_000_015_000;
    const at = (steps: number) => totpCode(RFC_SECRET, now + steps * 30_000);
    expect(verifyTotp(RFC_SECRET, at(0), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(-1), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(1), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(-2), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, at(2), now)).toBe(false);
  });

  it('refuses anything but six digits', () => {
    const now = Date.now();
    const code = totpCode(RFC_SECRET, now);
    expect(verifyTotp(RFC_SECRET, ` ${code}`, now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, code.slice(1), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345a', now)).toBe(false);
  });

  it('makes 20-byte secrets in base32, read back whatever their case and spacing', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Decode(secret.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(base32Decode(secret));
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Adventure Clue Kits', 'owner@example.com', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Adventure%20Clue%20Kits:owner@example.com?algorithm=SHA1&digits=6&issuer=Adventure+Clue+Kits&period=30&secret=JBSWY3DPEHPK3PXP',
    );
  });
});
