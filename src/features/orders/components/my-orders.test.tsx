import { screen } from '@testing-library/react';
import { renderWithRouter } from '@/testing/render';
import { MyOrders } from './my-orders';

// 'My orders' (issue 25): each order's downloads link is the kit's one link; when the account asked
// too often, the page shows the function's 429 message instead of failing silently.

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('MyOrders', () => {
  it('links each order to its downloads page with its kit’s link', async () => {
    answer(200, {
      orders: [
        {
          number: 'ACK-1042',
          email: 'parent@example.com',
          status: 'paid',
          currency: 'USD',
          region: 'us',
          subtotalCents: 1999,
          shippingCents: 0,
          totalCents: 1999,
          shippingAddress: null,
          createdAt: '2026-11-26T10:00:00Z',
          items: [
            {
              kit: 'easter-bunny',
              title: 'Easter Bunny Hunt',
              format: 'digital',
              quantity: 1,
              lineCents: 1999,
            },
          ],
          downloads: [{ kit: 'easter-bunny', title: 'Easter Bunny Hunt', token: 'b'.repeat(64) }],
        },
      ],
    });
    renderWithRouter(<MyOrders accessToken="member-token" />, { path: '/my-orders' });
    expect(await screen.findByRole('link', { name: 'Downloads for order ACK-1042' })).toHaveAttribute(
      'href',
      `/downloads/${'b'.repeat(64)}`,
    );
  });

  it('shows the rate limit’s message', async () => {
    answer(429, { error: 'Too many requests — please try again later.' });
    renderWithRouter(<MyOrders accessToken="member-token" />, { path: '/my-orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests — please try again later.');
  });
});
