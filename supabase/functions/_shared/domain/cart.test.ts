import { describe, expect, it } from 'vitest';
import { cartFieldErrors, cartSchemasWith, type CartMessages } from './cart.ts';
import { licenceTextsIn } from './licences.ts';
import { clampLineQuantity, maxQuantity } from './pricing.ts';

/**
 * Each message names itself: the function gives them from its catalog, in the request's language (the
 * licences' words are the domain's own).
 */
const cartMessages = new Proxy({} as CartMessages, {
  get: (_target, key) => (key === 'licence' ? licenceTextsIn.en : `<${String(key)}>`),
});
const checkoutRequestSchema = cartSchemasWith(cartMessages).checkoutRequest;

const cartOf = (lines: unknown[]) => ({ email: 'ada@example.com', region: 'us', lines });

describe('a digital kit is one licence per line; printed kits are 1 to 10', () => {
  it('clamps a line to its format: 1 for digital, 1–10 for printed', () => {
    expect(maxQuantity('digital')).toBe(1);
    expect(maxQuantity('printed')).toBe(10);
    expect(clampLineQuantity('digital', 3)).toBe(1);
    expect(clampLineQuantity('digital', 0)).toBe(1);
    expect(clampLineQuantity('printed', 3)).toBe(3);
    expect(clampLineQuantity('printed', 25)).toBe(10);
    expect(clampLineQuantity('printed', Number.NaN)).toBe(1);
  });

  it('accepts one digital licence beside up to ten printed kits', () => {
    const parsed = checkoutRequestSchema.safeParse(
      cartOf([
        { kit: 'easter-bunny', format: 'digital', quantity: 1 },
        { kit: 'easter-bunny', format: 'printed', quantity: 10 },
      ]),
    );
    expect(parsed.success).toBe(true);
  });

  it.each([2, 10])('refuses a digital line of %i, naming its quantity', (quantity) => {
    const parsed = checkoutRequestSchema.safeParse(
      cartOf([
        { kit: 'cool-bunny', format: 'printed', quantity: 2 },
        { kit: 'easter-bunny', format: 'digital', quantity },
      ]),
    );
    expect(parsed.success).toBe(false);
    expect(cartFieldErrors(parsed.error!)).toEqual({ 'lines.1.quantity': '<digitalQuantity>' });
  });

  it('still refuses a printed line of 11 with the 1–10 message', () => {
    const parsed = checkoutRequestSchema.safeParse(
      cartOf([{ kit: 'easter-bunny', format: 'printed', quantity: 11 }]),
    );
    expect(cartFieldErrors(parsed.error!)).toEqual({ 'lines.0.quantity': '<quantity>' });
  });
});
