/**
 * The Stripe stand-in's sales tax (Stripe Tax, `automatic_tax`), so tests see real amounts. Canada: GST
 * 5 % everywhere, HST instead of GST in ON (13 %) and NS, NB, NL, PE (15 %), QST 9.975 % on top of GST in
 * QC. Provincial PST (BC, SK, MB) is left out: the shop is not registered there, so, as Stripe does, none
 * is collected. US: a flat state rate for the few states listed (no local rates), 0 elsewhere. Shipping
 * is taxed at the same rates as the goods, as Canada does. Each line's tax rounds half up to the cent.
 */
export interface StandInTax {
  /** What Stripe's `rate.display_name` says: GST, HST, QST, Sales Tax. */
  display_name: string;
  /** Stripe's `rate.jurisdiction`: Canada, Ontario, Québec, a state's name. */
  jurisdiction: string;
  /** Stripe's `rate.percentage`. */
  percentage: number;
  amount: number;
}

interface Rate {
  display_name: string;
  jurisdiction: string;
  percentage: number;
}

const gst: Rate = { display_name: 'GST', jurisdiction: 'Canada', percentage: 5 };
const hst = (jurisdiction: string, percentage: number): Rate => ({
  display_name: 'HST',
  jurisdiction,
  percentage,
});

const canadianRates: Record<string, Rate[]> = {
  ON: [hst('Ontario', 13)],
  NS: [hst('Nova Scotia', 15)],
  NB: [hst('New Brunswick', 15)],
  NL: [hst('Newfoundland and Labrador', 15)],
  PE: [hst('Prince Edward Island', 15)],
  QC: [gst, { display_name: 'QST', jurisdiction: 'Québec', percentage: 9.975 }],
};

/** The stated US rates: the state-level rate only, for the states the tests use. */
const usRates: Record<string, Rate[]> = {
  NY: [{ display_name: 'Sales Tax', jurisdiction: 'New York', percentage: 4 }],
  WA: [{ display_name: 'Sales Tax', jurisdiction: 'Washington', percentage: 6.5 }],
  CA: [{ display_name: 'Sales Tax', jurisdiction: 'California', percentage: 7.25 }],
};

/** The rates that apply at an address. */
export function taxRatesAt(address: { country: string; state?: string | null }): Rate[] {
  const state = (address.state ?? '').toUpperCase();
  if (address.country === 'CA') return canadianRates[state] ?? [gst];
  if (address.country === 'US') return usRates[state] ?? [];
  return [];
}

/** The taxes on one amount (a line's or the shipping's) at an address, in cents. */
export function taxesOn(amount: number, address: { country: string; state?: string | null }): StandInTax[] {
  return taxRatesAt(address).map((rate) => ({
    ...rate,
    amount: Math.round((amount * rate.percentage) / 100),
  }));
}
