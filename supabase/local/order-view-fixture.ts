import type { OrderView } from '../functions/_shared/domain/order-view.ts';

/** The download token of the fixture's digital kit. */
export const FIXTURE_TOKEN = 'ab'.repeat(32);
/** A link made on 2026-11-26 at 10:00 UTC works for a year: until November 26, 2027 in Toronto. */
export const FIXTURE_EXPIRES = '2027-11-26T10:00:00Z';

/**
 * A paid Canadian order, as the database's public.order_json() returns it, for tests of what the
 * functions write about an order: an Easter Bunny download and a printed Cool Bunny, shipped to Québec.
 */
export function orderViewFixture(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: '00000000-0000-4000-a000-000000000001',
    number: 'ACK-1001',
    email: 'ada@example.com',
    region: 'ca',
    currency: 'CAD',
    subtotal_cents: 7498,
    discount_cents: 0,
    discount_label: null,
    shipping_cents: 0,
    total_cents: 7498,
    status: 'paid',
    created_at: '2026-11-26T10:00:00Z',
    locale: 'en',
    shipping_address: {
      name: 'Ada Parent',
      line1: '12 rue Principale',
      line2: null,
      city: 'Québec',
      state: 'QC',
      postal_code: 'G1R 4P5',
      country: 'CA',
    },
    items: [
      {
        id: '00000000-0000-4000-a000-0000000000e1',
        kit_slug: 'easter-bunny',
        kit_title: 'Easter Bunny Hunt',
        format: 'digital',
        quantity: 1,
        unit_cents: 2499,
        line_cents: 2499,
        token: FIXTURE_TOKEN,
        link: { generation: 1, token_hash: null, expires_at: FIXTURE_EXPIRES, live: true },
      },
      {
        id: '00000000-0000-4000-a000-0000000000e2',
        kit_slug: 'cool-bunny',
        kit_title: 'Cool Bunny Hunt',
        format: 'printed',
        quantity: 1,
        unit_cents: 4999,
        line_cents: 4999,
        token: null,
        link: null,
      },
    ],
    ...overrides,
  };
}
