import { describe, expect, it } from 'vitest';
import { salesTaxEnabled, salesTaxSessionParams } from './sales-tax';

describe('sales tax configuration', () => {
  it('is off unless the owner sets STRIPE_TAX_ENABLED=true', () => {
    expect(salesTaxEnabled(undefined)).toBe(false);
    expect(salesTaxEnabled('')).toBe(false);
    expect(salesTaxEnabled('1')).toBe(false);
    expect(salesTaxEnabled('TRUE ')).toBe(true);
  });

  it('adds no Checkout parameter when off', () => {
    expect(salesTaxSessionParams(false, true)).toEqual({});
    expect(salesTaxSessionParams(false, false)).toEqual({});
  });

  it('turns automatic tax on, asking a digital-only buyer for a billing address', () => {
    expect(salesTaxSessionParams(true, true)).toEqual({ automatic_tax: { enabled: true } });
    expect(salesTaxSessionParams(true, false)).toEqual({
      automatic_tax: { enabled: true },
      billing_address_collection: 'required',
    });
  });
});
