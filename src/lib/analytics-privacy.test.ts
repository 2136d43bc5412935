import { describe, expect, it } from 'vitest';

import { isCleanAddress, isTrackingDenied, sanitizeAddress } from './analytics-privacy';

describe('isTrackingDenied', () => {
  it.each([
    '/downloads/0a1b2c',
    '/downloads/0a1b2c/zip',
    '/thank-you-order',
    '/thank-you-print-order',
    '/clue-login',
    '/clue-generator',
    '/clue-history',
    '/clue-hunt',
    '/clue-reset-password',
    '/admin',
    '/admin/orders',
    '/my-orders',
    '/Downloads/ABC',
  ])('keeps the pixel off %s', (path) => {
    expect(isTrackingDenied(path)).toBe(true);
  });

  it.each([
    '/',
    '/us',
    '/shop',
    '/templates/easter-bunny',
    '/ai-clue-creator',
    '/cart',
    '/administrator-tips',
  ])('lets it run on %s', (path) => {
    expect(isTrackingDenied(path)).toBe(false);
  });
});

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
