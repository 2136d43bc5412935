import { describe, expect, it } from 'vitest';
import { salesTaxEnabled, salesTaxSessionParams, taxLineLabel } from './sales-tax';

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

  it('names each tax as Québec does in French, with the rate in each language’s typography', () => {
    const gst = { name: 'GST', jurisdiction: 'Canada', percentage: 5 };
    const qst = { name: 'QST', jurisdiction: 'Québec', percentage: 9.975 };
    const hst = { name: 'HST', jurisdiction: 'Ontario', percentage: 13 };
    expect([gst, qst, hst].map((tax) => taxLineLabel(tax, 'en'))).toEqual([
      'GST 5%',
      'QST 9.975%',
      'HST 13%',
    ]);
    expect([gst, qst, hst].map((tax) => taxLineLabel(tax, 'fr'))).toEqual([
      'TPS 5\u00a0%',
      'TVQ 9,975\u00a0%',
      'TVH 13\u00a0%',
    ]);
  });

  it('names a US state’s sales tax with its state, and keeps a name it does not know', () => {
    const newYork = { name: 'Sales Tax', jurisdiction: 'New York', percentage: 4 };
    expect(taxLineLabel(newYork, 'en')).toBe('Sales tax (New York) 4%');
    expect(taxLineLabel(newYork, 'fr')).toBe('Taxe de vente (New York) 4\u00a0%');
    expect(taxLineLabel({ name: 'Use Tax', jurisdiction: 'Texas', percentage: 6.25 }, 'en')).toBe(
      'Use Tax (Texas) 6.25%',
    );
  });
});
