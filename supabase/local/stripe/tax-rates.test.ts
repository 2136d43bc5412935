import { describe, expect, it } from 'vitest';
import { taxesOn } from './tax-rates';

const names = (country: string, state: string) =>
  taxesOn(10_000, { country, state }).map((tax) => `${tax.display_name} ${tax.amount}`);

describe("the Stripe stand-in's sales tax", () => {
  it('charges GST and QST in Québec', () => {
    expect(names('CA', 'QC')).toEqual(['GST 500', 'QST 998']);
    expect(taxesOn(10_000, { country: 'CA', state: 'QC' }).map((tax) => tax.jurisdiction)).toEqual([
      'Canada',
      'Québec',
    ]);
  });

  it('charges HST instead of GST in the harmonized provinces', () => {
    expect(names('CA', 'ON')).toEqual(['HST 1300']);
    for (const province of ['NS', 'NB', 'NL', 'PE']) expect(names('CA', province)).toEqual(['HST 1500']);
  });

  it('charges GST alone elsewhere in Canada (no PST: the shop is not registered there)', () => {
    for (const province of ['AB', 'BC', 'SK', 'MB', 'YT', 'NT', 'NU'])
      expect(names('CA', province)).toEqual(['GST 500']);
  });

  it('charges the stated state rate in the listed US states and none elsewhere', () => {
    expect(names('US', 'NY')).toEqual(['Sales Tax 400']);
    expect(names('US', 'WA')).toEqual(['Sales Tax 650']);
    expect(names('US', 'CA')).toEqual(['Sales Tax 725']);
    expect(names('US', 'OR')).toEqual([]);
  });

  it('rounds each tax to the cent', () => {
    expect(taxesOn(2_499, { country: 'CA', state: 'QC' }).map((tax) => tax.amount)).toEqual([125, 249]);
  });
});
