import { describe, expect, it } from 'vitest';

import { localePrefix, localizedPath, locales } from '@domain/locales';

import { isCleanAddress, isPrivateReferrer, sanitizeAddress } from './address-sanitizer';

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
    ['https://shop.example/fr/cart?from=ada%40example.com', 'https://shop.example/fr/cart'],
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

// Every language the shop speaks, read from the list: a language added later is checked without a change here.
describe.each(locales)('sanitizeAddress in %s', (locale) => {
  const at = (path: string) => `https://shop.example${localizedPath(path, locale)}`;

  it('replaces a download token by a placeholder, under the language prefix', () => {
    expect(sanitizeAddress(at('/downloads/3f9a0b'))).toBe(at('/downloads/:token'));
    expect(sanitizeAddress(at('/downloads/3f9a0b/zip'))).toBe(at('/downloads/:token/zip'));
    expect(isCleanAddress(at('/downloads/3f9a0b'))).toBe(false);
  });

  it('replaces it whatever the case of the address', () => {
    const shouted = `https://shop.example${localePrefix[locale].toUpperCase()}/DOWNLOADS/3F9A0B`;
    expect(isCleanAddress(shouted)).toBe(false);
    expect(sanitizeAddress(shouted)).toBe(at('/downloads/:token'));
  });

  it('drops session ids, codes and emails', () => {
    expect(sanitizeAddress(`${at('/thank-you-order')}?session_id=cs_test_a1B2`)).toBe(at('/thank-you-order'));
    expect(sanitizeAddress(`${at('/clue-reset-password')}?code=9f8e`)).toBe(at('/clue-reset-password'));
    expect(sanitizeAddress(`${at('/cart')}?email=ada%40example.com`)).toBe(at('/cart'));
  });

  it('leaves the public pages as they are', () => {
    for (const path of ['/', '/shop', '/templates/easter-bunny', '/downloads'])
      expect(isCleanAddress(at(path)), path).toBe(true);
  });
});

describe('isPrivateReferrer', () => {
  const page = 'https://shop.example/shop';

  it.each(
    locales.flatMap((locale) =>
      ['/downloads/3f9a0b', '/thank-you-order', '/my-orders', '/admin', '/clue-history'].map((path) =>
        localizedPath(path, locale),
      ),
    ),
  )('is true for our own private page %s', (path) => {
    expect(isPrivateReferrer(`https://shop.example${path}`, page)).toBe(true);
  });

  it('is false for our public pages, another site, no referrer or a malformed one', () => {
    expect(isPrivateReferrer('https://shop.example/fr/shop', page)).toBe(false);
    expect(isPrivateReferrer('https://shop.example/templates', page)).toBe(false);
    expect(isPrivateReferrer('https://elsewhere.example/admin', page)).toBe(false);
    expect(isPrivateReferrer('', page)).toBe(false);
    expect(isPrivateReferrer('not a url', page)).toBe(false);
  });
});
