import { screen, within } from '@testing-library/react';
import { renderInFrench, renderWithRouter } from '@/testing/render';
import type { OrderReceipt } from '../api/order-types';
import { OrderSummary } from './order-summary';

// Issue 29 §4 (ADR 052): the thank-you page and 'My orders' show each sales tax Stripe charged between
// the shipping and the total; an order without tax shows the rows it always did.

const untaxed: OrderReceipt = {
  number: 'ACK-2001',
  email: 'parent@example.com',
  status: 'paid',
  currency: 'CAD',
  region: 'ca',
  subtotalCents: 4999,
  shippingCents: 900,
  taxCents: 0,
  taxLines: [],
  totalCents: 5899,
  shippingAddress: null,
  items: [{ kit: 'cool-bunny', title: 'Cool Bunny Hunt', format: 'printed', quantity: 1, lineCents: 4999 }],
};

/** A Québec buyer's printed kit: GST 5 % and QST 9.975 % on the kit and on the shipping. */
const quebec: OrderReceipt = {
  ...untaxed,
  taxCents: 295 + 588,
  taxLines: [
    { name: 'GST', jurisdiction: 'Canada', percentage: 5, cents: 295 },
    { name: 'QST', jurisdiction: 'Québec', percentage: 9.975, cents: 588 },
  ],
  totalCents: 5899 + 295 + 588,
};

/** The totals as rows: each term with its amount, spaces made plain (French uses no-break ones). */
function totalRows() {
  return within(screen.getByRole('region'))
    .getAllByRole('term')
    .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`.replace(/\s+/g, ' '));
}

describe('the order summary’s totals', () => {
  it('shows each sales tax after the shipping, then the total paid with tax', () => {
    renderWithRouter(<OrderSummary order={quebec} />, { path: '/thank-you-print-order' });
    expect(totalRows()).toEqual([
      'Shipping = $9.00 CAD',
      'GST 5% = $2.95 CAD',
      'QST 9.975% = $5.88 CAD',
      'Total paid = $67.82 CAD',
    ]);
  });

  it('names the taxes as Québec does on a French page', () => {
    renderInFrench(<OrderSummary order={quebec} />, { path: '/fr/thank-you-print-order' });
    expect(totalRows()).toEqual([
      'Livraison = 9,00 $',
      'TPS 5 % = 2,95 $',
      'TVQ 9,975 % = 5,88 $',
      'Total payé = 67,82 $',
    ]);
  });

  it('names a US state’s sales tax', () => {
    renderWithRouter(
      <OrderSummary
        order={{
          ...untaxed,
          region: 'us',
          currency: 'USD',
          shippingCents: 0,
          taxCents: 200,
          taxLines: [{ name: 'Sales Tax', jurisdiction: 'New York', percentage: 4, cents: 200 }],
          totalCents: 5199,
        }}
      />,
      { path: '/thank-you' },
    );
    expect(totalRows()).toEqual(['Sales tax (New York) 4% = $2.00 USD', 'Total paid = $51.99 USD']);
  });

  it('shows no tax row for an order without tax', () => {
    renderWithRouter(<OrderSummary order={untaxed} />, { path: '/thank-you-print-order' });
    expect(totalRows()).toEqual(['Shipping = $9.00 CAD', 'Total paid = $58.99 CAD']);
  });
});
