import { describe, expect, it } from 'vitest';

import { isCleanAddress, sanitizeAddress } from './address-sanitizer';

describe('sanitizeAddress', () => {
  it.each([
    ['https://shop.example/downloads/3f9a0b', 'https://shop.example/downloads/:token'],
    [
      'https://shop.example/thank-you-order?session_id=cs_test_a1B2&ref=ad',
      'https://shop.example/thank-you-order?ref=ad',
    ],
    ['https://shop.example/?token=abc&utm_source=fb', 'https://shop.example/?utm_source=fb'],
    ['https://shop.example/clue-reset-password?code=9f8e', 'https://shop.example/clue-reset-password'],
    [
      'https://shop.example/#access_token=eyJ.x.y&refresh_token=r1&type=recovery',
      'https://shop.example/#type=recovery',
    ],
    ['https://shop.example/cart?from=ada%40example.com', 'https://shop.example/cart'],
    ['https://shop.example/?Email=x', 'https://shop.example/'],
    ['https://shop.example/contact#ada@example.com', 'https://shop.example/contact'],
  ])('%s → %s', (href, expected) => {
    expect(sanitizeAddress(href)).toBe(expected);
  });

  it('leaves a clean address as it is', () => {
    const href = 'https://shop.example/templates/easter-bunny?utm_source=fb#whats-inside';
    expect(sanitizeAddress(href)).toBe(href);
    expect(isCleanAddress(href)).toBe(true);
    expect(isCleanAddress('')).toBe(true);
    expect(isCleanAddress('https://shop.example/downloads/abc')).toBe(false);
  });
});
