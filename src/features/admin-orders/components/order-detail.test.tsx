import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { shippingHoldMessages } from '@domain/shipping-holds';
import { renderWithRouter } from '@/testing/render';
import { paidPrintedOrder } from '../admin-order-test-fixtures';
import type { AdminOrder } from '../api/admin-orders-api';
import { OrderDetail } from './order-detail';

const answers = vi.hoisted(() => ({ order: undefined as unknown }));
vi.mock('@/lib/function-client', () => ({
  callFunction: vi.fn(async () => ({ ok: true, data: { order: answers.order } })),
}));

const showOrder = (order: AdminOrder) => {
  answers.order = order;
  renderWithRouter(<OrderDetail accessToken="owner-token" orderId={order.id} backHref="/admin" />, {
    path: '/admin',
  });
};

describe('OrderDetail', () => {
  beforeEach(() => {
    answers.order = undefined;
  });

  it('tells the owner what to print: the kit’s language, the child’s name and the shipping speed', async () => {
    showOrder(paidPrintedOrder());
    expect(
      await screen.findByText('Print in French · Child’s name: Zoë · Express shipping'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Terms of sale accepted: French (Conditions générales) (emails to the buyer in it)'),
    ).toBeInTheDocument();
  });

  it('shows a classroom kit’s licence and how many children it names, not who', async () => {
    const printed = paidPrintedOrder();
    showOrder({
      ...printed,
      items: [
        ...printed.items,
        {
          ...printed.items[0]!,
          id: '0a7f3a10-5c1d-4b8e-a2f4-6d0c9b8a7f62',
          kit_slug: 'easter-bunny',
          kit_title: 'Easter Bunny Hunt',
          format: 'digital',
          unit_cents: 8999,
          line_cents: 8999,
          licence: 'classroom',
          name_count: 24,
        },
      ],
    });
    expect(await screen.findByText('Classroom licence: 24 children’s names')).toBeInTheDocument();
    expect(screen.getAllByText(/licence:/)).toHaveLength(1);
  });

  it('says a refund failed, why, and that the money did not reach the buyer', async () => {
    showOrder(
      paidPrintedOrder({
        refunds: [
          {
            id: 'c1f4d2a8-0b3e-4f6a-9d7c-2e5b8a1f0c93',
            amount_cents: 4999,
            source: 'stripe',
            order_item_id: null,
            created_at: '2026-11-21T10:00:00Z',
            status: 'failed',
            failure_reason: 'expired_or_canceled_card',
          },
        ],
      }),
    );
    expect(
      await screen.findByText(/^Refund failed: the buyer’s card is expired or canceled\./),
    ).toHaveTextContent('The money is back in your Stripe balance, not with the buyer');
    // The failed refund left the money paid: it can be refunded again.
    expect(screen.getByRole('button', { name: 'Refund order' })).toBeEnabled();
  });

  it('disables marking shipped while a payment dispute is open, and says why', async () => {
    showOrder(paidPrintedOrder({ dispute_status: 'open' }));
    const button = await screen.findByRole('button', { name: 'Mark shipped and email the buyer' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(shippingHoldMessages.open);
    expect(screen.getByLabelText('Carrier')).toBeDisabled();
    expect(screen.getByLabelText('Tracking number')).toBeDisabled();
    expect(screen.queryByText('To print')).not.toBeInTheDocument();
  });

  it('shows the totals as before when the order has no tax', async () => {
    showOrder(paidPrintedOrder());
    expect(
      await screen.findByText('Subtotal $49.99 CAD · Shipping $0.00 CAD · Total $49.99 CAD'),
    ).toBeVisible();
    expect(screen.queryByText(/Sales tax/)).not.toBeInTheDocument();
  });

  it('shows each sales tax, and refunds a kit with the tax charged on it', async () => {
    const printed = paidPrintedOrder().items[0]!;
    // Ontario: HST 13 % on a 24.99 $ download, a 49.99 $ printed kit and 9.00 $ of shipping.
    showOrder(
      paidPrintedOrder({
        subtotal_cents: 2499 + 4999,
        shipping_cents: 900,
        tax_cents: 325 + 650 + 117,
        tax_lines: [{ name: 'HST', jurisdiction: 'Ontario', percentage: 13, cents: 325 + 650 + 117 }],
        total_cents: 2499 + 4999 + 900 + 1092,
        items: [
          {
            ...printed,
            id: '3d2c1b0a-5c1d-4b8e-a2f4-6d0c9b8a7f62',
            kit_slug: 'easter-bunny',
            kit_title: 'Easter Bunny Hunt',
            format: 'digital',
            unit_cents: 2499,
            line_cents: 2499,
            tax_cents: 325,
          },
          { ...printed, tax_cents: 650 },
        ],
      }),
    );
    expect(
      await screen.findByText(
        'Subtotal $74.98 CAD · Shipping $9.00 CAD · HST 13% $10.92 CAD · Total $94.90 CAD (tax included)',
      ),
    ).toBeVisible();
    expect(screen.getByText('Sales tax on this kit: $3.25 CAD (refunded with the kit)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Refund item (Easter Bunny Hunt)' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Refund $28.24 CAD for Easter Bunny Hunt?' }),
    ).toBeVisible();
  });

  it('lets the owner mark a paid, undisputed printed order shipped', async () => {
    showOrder(paidPrintedOrder({ dispute_status: 'won' }));
    expect(await screen.findByRole('button', { name: 'Mark shipped and email the buyer' })).toBeEnabled();
    expect(screen.getByText('To print')).toBeInTheDocument();
  });

  it('shows the order’s discount, and refunds a bundled kit what was paid for it', async () => {
    const user = userEvent.setup();
    const kit = paidPrintedOrder().items[0]!;
    showOrder(
      paidPrintedOrder({
        region: 'us',
        currency: 'USD',
        subtotal_cents: 5997,
        discount_cents: 998,
        discount_label: 'digital-3',
        total_cents: 4999,
        kit_locale: null,
        shipping_address: null,
        items: (['easter-bunny', 'cool-bunny', 'pirate-bunny'] as const).map((slug, index) => ({
          ...kit,
          id: `9e7f3a10-5c1d-4b8e-a2f4-6d0c9b8a7f6${index}`,
          kit_slug: slug,
          kit_title: slug,
          format: 'digital' as const,
          unit_cents: 1999,
          line_cents: 1999,
          discount_cents: [332, 333, 333][index],
        })),
      }),
    );
    expect(
      await screen.findByText(
        'Subtotal $59.97 USD · Discount (3-kit bundle) −$9.98 USD · Shipping $0.00 USD · Total $49.99 USD',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund item (easter-bunny)' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Refund $16.67 USD for easter-bunny?');
  });
});
