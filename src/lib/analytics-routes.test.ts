import { describe, expect, it } from 'vitest';

import { isTrackingDenied } from './analytics-routes';

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
