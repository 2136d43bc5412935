import type Stripe from 'stripe';
import type { OrderTaxLine } from '../domain/order-view.ts';

/**
 * One tax as an order keeps it (orders.tax_lines, ADR 052): on a kit line (its position in the order,
 * from 1, as Checkout lists the lines in the order's order) or on the shipping (null).
 */
export interface ChargedTaxLine extends OrderTaxLine {
  line: number | null;
}

/** The sales tax Stripe Tax charged on a paid Checkout: the whole and its breakdown, which add up. */
export interface ChargedTax {
  cents: number;
  lines: ChargedTaxLine[];
}

/** A Checkout Session holds at most 100 line items, so one page of 100 lists them all. */
const MAX_LINE_ITEMS = 100;

type StripeTax = {
  amount: number;
  rate: Pick<Stripe.TaxRate, 'display_name' | 'jurisdiction' | 'percentage'>;
};

/** A line's or the shipping's taxes; a tax Stripe did not collect (0, e.g. `not_collecting`) is no row. */
const entriesOf = (taxes: readonly StripeTax[] | undefined, line: number | null): ChargedTaxLine[] =>
  (taxes ?? [])
    .filter((tax) => tax.amount > 0)
    .map((tax) => ({
      line,
      name: tax.rate.display_name,
      jurisdiction: tax.rate.jurisdiction ?? '',
      percentage: tax.rate.percentage,
      cents: tax.amount,
    }));

/**
 * What Stripe Tax charged on a completed Checkout. The event's session has the total
 * (`total_details.amount_tax`) but not its breakdown, which Stripe includes only when asked: the line
 * items with `expand[]=data.taxes` (listed, as a session's own `line_items` expansion holds only the first
 * few), and the shipping's with `expand[]=shipping_cost.taxes`. No tax (off, or none where the buyer
 * lives): no call at all.
 */
export async function chargedTax(stripe: Stripe, session: Stripe.Checkout.Session): Promise<ChargedTax> {
  const cents = session.total_details?.amount_tax ?? 0;
  if (cents === 0) return { cents: 0, lines: [] };
  const shippingTaxed = (session.shipping_cost?.amount_tax ?? 0) > 0;
  const [items, withShipping] = await Promise.all([
    stripe.checkout.sessions.listLineItems(session.id, { limit: MAX_LINE_ITEMS, expand: ['data.taxes'] }),
    shippingTaxed
      ? stripe.checkout.sessions.retrieve(session.id, { expand: ['shipping_cost.taxes'] })
      : Promise.resolve(null),
  ]);
  return {
    cents,
    lines: [
      ...items.data.flatMap((item, index) => entriesOf(item.taxes, index + 1)),
      ...entriesOf(withShipping?.shipping_cost?.taxes, null),
    ],
  };
}
