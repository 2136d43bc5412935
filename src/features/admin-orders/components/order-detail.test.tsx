import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { shippingHoldMessages } from '@domain/shipping-holds';
import { renderWithRouter } from '@/testing/render';
import type { AdminOrder } from '../api/admin-orders-api';
import { OrderDetail } from './order-detail';

const answers = vi.hoisted(() => ({ order: undefined as unknown }));
vi.mock('@/lib/function-client', () => ({
  callFunction: vi.fn(async () => ({ ok: true, data: { order: answers.order } })),
}));

/** A paid Canadian order of one printed kit, as admin-orders/detail answers it. */
const paidPrintedOrder = (changes: Partial<AdminOrder> = {}): AdminOrder => ({
  id: '5b0c1f0e-2a49-4a56-9b55-0d6f3b1c2d3e',
  number: 'ACK-1042',
  email: 'ada@example.com',
  region: 'ca',
  currency: 'CAD',
  subtotal_cents: 4999,
  shipping_cents: 0,
  total_cents: 4999,
  refunded_cents: 0,
  status: 'paid',
  terms_language: 'fr',
  locale: 'en',
  kit_locale: 'fr',
  child_name: 'Zoë',
  shipping_speed: 'express',
  shipping_address: {
    name: 'Ada Parent',
    line1: '12 Maple Street',
    line2: null,
    city: 'Regina',
    state: 'SK',
    postal_code: 'S4P 3Y2',
    country: 'CA',
  },
  created_at: '2026-11-20T15:00:00Z',
  paid_at: '2026-11-20T15:01:00Z',
  shipped_at: null,
  carrier: null,
  tracking_number: null,
  tracking_url: null,
  stripe_payment_intent: 'pi_test',
  dispute_status: null,
  items: [
    {
      id: '9e7f3a10-5c1d-4b8e-a2f4-6d0c9b8a7f61',
      kit_slug: 'cool-bunny',
      kit_title: 'Cool Bunny Hunt',
      format: 'printed',
      quantity: 1,
      unit_cents: 4999,
      line_cents: 4999,
      refunded_at: null,
      links: { total: 0, working: 0, download_count: 0, last_download_at: null },
      recent_links: [],
    },
  ],
  refunds: [],
  history: [],
  ...changes,
});

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

  it('lets the owner mark a paid, undisputed printed order shipped', async () => {
    showOrder(paidPrintedOrder({ dispute_status: 'won' }));
    expect(await screen.findByRole('button', { name: 'Mark shipped and email the buyer' })).toBeEnabled();
    expect(screen.getByText('To print')).toBeInTheDocument();
  });
});
