import type { OrderView, ShippingAddress } from './order-view.ts';
import { priceCents } from './pricing.ts';
import type { PromotionListing, PromotionRow } from './promotions.ts';

/**
 * The test orders of the browser's and the functions' tests: Ada Parent's paid Canadian orders, in
 * the shapes each side reads them. Tests only; the shop never imports this file.
 */

/** Ada Parent, who buys in Canada. */
export const adaInCanada = { email: 'ada@example.com', region: 'ca', currency: 'CAD' } as const;

/** Where Ada's printed kits ship: Québec City, or Regina. */
export const quebecAddress: ShippingAddress = {
  name: 'Ada Parent',
  line1: '12 rue Principale',
  line2: null,
  city: 'Québec',
  state: 'QC',
  postal_code: 'G1R 4P5',
  country: 'CA',
};

export const reginaAddress: ShippingAddress = {
  ...quebecAddress,
  line1: '12 Maple Street',
  city: 'Regina',
  state: 'SK',
  postal_code: 'S4P 3Y2',
};

/** One Easter Bunny download and one printed Cool Bunny, at their Canadian prices. */
export const easterBunnyDownload = {
  kit_slug: 'easter-bunny',
  kit_title: 'Easter Bunny Hunt',
  format: 'digital',
  quantity: 1,
  unit_cents: priceCents.digital.ca,
  line_cents: priceCents.digital.ca,
} as const;

export const printedCoolBunny = {
  kit_slug: 'cool-bunny',
  kit_title: 'Cool Bunny Hunt',
  format: 'printed',
  quantity: 1,
  unit_cents: priceCents.printed.ca,
  line_cents: priceCents.printed.ca,
} as const;

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
    ...adaInCanada,
    subtotal_cents: 7498,
    discount_cents: 0,
    discount_label: null,
    shipping_cents: 0,
    tax_cents: 0,
    tax_lines: [],
    total_cents: 7498,
    status: 'paid',
    created_at: '2026-11-26T10:00:00Z',
    locale: 'en',
    shipping_address: quebecAddress,
    items: [
      {
        id: '00000000-0000-4000-a000-0000000000e1',
        ...easterBunnyDownload,
        token: FIXTURE_TOKEN,
        link: { generation: 1, token_hash: null, expires_at: FIXTURE_EXPIRES, live: true },
      },
      { id: '00000000-0000-4000-a000-0000000000e2', ...printedCoolBunny, token: null, link: null },
    ],
    ...overrides,
  };
}

/**
 * The fixture with Stripe Tax on, as a Québec buyer pays it: standard shipping 9.00 $, and GST 5 % and
 * QST 9.975 % on each kit and on the shipping (GST 1.25 + 2.50 + 0.45 $, QST 2.49 + 4.99 + 0.90 $).
 */
export function taxedOrderViewFixture(overrides: Partial<OrderView> = {}): OrderView {
  return orderViewFixture({
    shipping_cents: 900,
    shipping_speed: 'standard',
    tax_cents: 1258,
    tax_lines: [
      { name: 'GST', jurisdiction: 'Canada', percentage: 5, cents: 420 },
      { name: 'QST', jurisdiction: 'Québec', percentage: 9.975, cents: 838 },
    ],
    total_cents: 7498 + 900 + 1258,
    ...overrides,
  });
}

/** The owner's SPRING10 code as the database keeps it: 10 % off in March 2027, 100 uses. */
export const springPromotionRow = (overrides: Partial<PromotionRow> = {}): PromotionRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: 'SPRING10',
  kind: 'percent',
  percent_off: 10,
  amount_off_us_cents: null,
  amount_off_ca_cents: null,
  starts_at: '2027-03-01T05:00:00Z',
  ends_at: '2027-04-01T04:00:00Z',
  max_uses: 100,
  stripe_coupon_id: 'coupon_a',
  stripe_promotion_code_id: 'promo_a',
  live_in_stripe: true,
  deactivated_at: null,
  created_at: '2027-02-01T00:00:00Z',
  ...overrides,
});

/** SPRING10 as admin-promotions lists it to the owner: active, used 3 times. */
export const springPromotionListing: PromotionListing = {
  ...springPromotionRow(),
  times_used: 3,
  state: 'active',
};
