import { screen } from '@testing-library/react';
import { renderInFrench, renderWithRouter } from '@/testing/render';
import type { OrderReceipt } from '../api/order-types';
import { OrderSummary } from './order-summary';

// The discount on an order's summary (thank-you page, My orders; issue 29 §3): after the kits, before
// shipping and the total, named by its code or as the bundle; none without a discount.

/** Testing Library collapses spaces, French no-break spaces included: compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const bundleOrder: OrderReceipt = {
  number: 'ACK-2001',
  email: 'parent@example.com',
  status: 'paid',
  currency: 'USD',
  region: 'us',
  subtotalCents: 5997 + 4999,
  discountCents: 998,
  discountLabel: 'digital-3',
  bundleSize: 3,
  taxCents: 0,
  taxLines: [],
  shippingCents: 1299,
  totalCents: 5997 - 998 + 4999 + 1299,
  shippingAddress: null,
  items: [
    { kit: 'easter-bunny', title: 'Easter Bunny Hunt', format: 'digital', quantity: 1, lineCents: 1999 },
    { kit: 'cool-bunny', title: 'Cool Bunny Hunt', format: 'digital', quantity: 1, lineCents: 1999 },
    { kit: 'pirate-bunny', title: 'Pirate Bunny Hunt', format: 'digital', quantity: 1, lineCents: 1999 },
    { kit: 'cool-bunny', title: 'Cool Bunny Hunt', format: 'printed', quantity: 1, lineCents: 4999 },
  ],
};

/** The totals' rows in order, term and amount. */
const totalsOf = () =>
  screen
    .getAllByRole('term')
    .map((term) => `${plain(term.textContent)} | ${plain(term.nextElementSibling?.textContent)}`);

describe('the order summary’s discount', () => {
  it('shows the bundle after the kits, before shipping and the total', () => {
    renderWithRouter(<OrderSummary order={bundleOrder} />, { path: '/thank-you-print-order' });
    expect(totalsOf()).toEqual([
      'Discount (3-kit bundle) | −$9.98 USD',
      'Shipping | $12.99 USD',
      'Total paid | $112.97 USD',
    ]);
  });

  it('names a promotion code as the buyer typed it, in French', () => {
    renderInFrench(
      <OrderSummary
        order={{
          ...bundleOrder,
          currency: 'CAD',
          region: 'ca',
          subtotalCents: 2499,
          discountCents: 250,
          discountLabel: 'PRINTEMPS10',
          bundleSize: null,
          shippingCents: 0,
          totalCents: 2249,
          items: [bundleOrder.items[0]!],
        }}
      />,
      { path: '/fr/thank-you-order' },
    );
    expect(totalsOf()).toEqual(['Rabais (PRINTEMPS10) | −2,50 $', 'Total payé | 22,49 $']);
  });

  it('shows no discount row on an order without one', () => {
    renderWithRouter(
      <OrderSummary
        order={{ ...bundleOrder, discountCents: 0, discountLabel: null, bundleSize: null, totalCents: 12294 }}
      />,
      { path: '/thank-you-print-order' },
    );
    expect(totalsOf()).toEqual(['Shipping | $12.99 USD', 'Total paid | $122.94 USD']);
    expect(screen.queryByText(/Discount/)).toBeNull();
  });
});
