import { describe, expect, it } from 'vitest';

import { localePrefix, localizedPath, locales } from '@domain/locales';

import { isTrackingDenied, pageOf } from './analytics-routes';

const deniedPaths = [
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
  '/account',
  '/Downloads/ABC',
];

const allowedPaths = [
  '/',
  '/us',
  '/shop',
  '/templates/easter-bunny',
  '/ai-clue-creator',
  '/cart',
  '/administrator-tips',
  '/accounting-for-easter',
];

// Every language the shop speaks, read from the list: a language added later is checked without a change here.
describe.each(locales)('isTrackingDenied in %s', (locale) => {
  it.each(deniedPaths.map((path) => localizedPath(path, locale)))('keeps the pixel off %s', (path) => {
    expect(isTrackingDenied(path)).toBe(true);
  });

  it.each(allowedPaths.map((path) => localizedPath(path, locale)))('lets it run on %s', (path) => {
    expect(isTrackingDenied(path)).toBe(false);
  });

  it('reads the language prefix in any case, as the router does', () => {
    const prefix = localePrefix[locale].toUpperCase();
    expect(isTrackingDenied(`${prefix}/downloads/0a1b2c`)).toBe(true);
    expect(isTrackingDenied(`${prefix}/thank-you-order`)).toBe(true);
  });
});

describe('pageOf', () => {
  it('is the path without its language prefix, lower-cased', () => {
    expect(pageOf('/fr/downloads/AbC')).toEqual({ locale: 'fr', path: '/downloads/abc' });
    expect(pageOf('/FR/Thank-You-Order')).toEqual({ locale: 'fr', path: '/thank-you-order' });
    expect(pageOf('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(pageOf('/downloads/x')).toEqual({ locale: 'en', path: '/downloads/x' });
  });

  it('does not take a path that merely starts with a language code for that language', () => {
    expect(pageOf('/free-printables')).toEqual({ locale: 'en', path: '/free-printables' });
    expect(isTrackingDenied('/frdownloads/abc')).toBe(false);
  });
});
