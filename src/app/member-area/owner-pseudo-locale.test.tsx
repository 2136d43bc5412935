import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { catalogs as adminCatalogs } from '@/app/member-area/routes/admin';
import { paidPrintedOrder } from '@/features/admin-orders/admin-order-test-fixtures';
import type { AdminOrder } from '@/features/admin-orders/api/admin-orders-api';
import { easterBunnyDownload, springPromotionListing } from '@domain/order-test-fixtures';
import { CatalogTab } from '@/features/admin-catalog/components/catalog-tab';
import { OrderDetail } from '@/features/admin-orders/components/order-detail';
import { OrdersList, emptyFilters } from '@/features/admin-orders/components/orders-list';
import { InboxTab } from '@/features/admin-shop/components/inbox-tab';
import { ReviewsTab } from '@/features/admin-shop/components/reviews-tab';
import { SalesTab } from '@/features/admin-shop/components/sales-tab';
import { PromotionsTab } from '@/features/admin-promotions/components/promotions-tab';
import { I18nProvider, loadCatalogs, type Messages } from '@/lib/i18n/i18n';
import { defaultCatalog } from '@domain/catalog';
import { pseudoLocalize } from '@domain/pseudo-locale';
import { addBrowserPseudoLocale, pseudoLocale, untranslatedTexts } from '@/testing/pseudo-locale';
import { renderWithRouter } from '@/testing/render';

/**
 * Issue 26 §3 for the owner's console: its texts are catalogs like every page's, so the throwaway
 * language `xx` (see src/app/pseudo-locale.test.tsx) shows every word of it with no English left but
 * the order's own data (the buyer's email and address, the kit titles it was sold under).
 */
const order: AdminOrder = paidPrintedOrder({
  subtotal_cents: 7498,
  shipping_cents: 0,
  tax_cents: 375,
  tax_lines: [{ name: 'GST', jurisdiction: 'Canada', percentage: 5, cents: 375 }],
  total_cents: 7498 + 375,
  refunded_cents: 2499,
  status: 'partially_refunded',
  shipped_at: '2026-11-22T15:00:00Z',
  carrier: 'UPS',
  tracking_number: '1Z999',
  tracking_url: 'https://t.example/1Z999',
  items: [
    { ...paidPrintedOrder().items[0]!, tax_cents: 250 },
    {
      id: '0a7f3a10-5c1d-4b8e-a2f4-6d0c9b8a7f62',
      ...easterBunnyDownload,
      tax_cents: 125,
      licence: 'party',
      name_count: 3,
      refunded_at: null,
      links: { total: 2, working: 1, download_count: 3, last_download_at: '2026-11-21T10:00:00Z' },
      recent_links: [
        {
          created_at: '2026-11-20T15:01:00Z',
          expires_at: '2027-11-20T15:01:00Z',
          revoked_at: null,
          download_count: 2,
          last_download_at: '2026-11-21T10:00:00Z',
        },
        {
          created_at: '2026-11-20T15:01:00Z',
          expires_at: '2027-11-20T15:01:00Z',
          revoked_at: '2026-11-21T09:00:00Z',
          download_count: 1,
          last_download_at: null,
        },
      ],
    },
  ],
  refunds: [
    {
      id: 'c1f4d2a8-0b3e-4f6a-9d7c-2e5b8a1f0c93',
      amount_cents: 2499,
      source: 'admin',
      order_item_id: null,
      created_at: '2026-11-21T10:00:00Z',
      status: 'succeeded',
      failure_reason: null,
    },
    {
      id: 'd1f4d2a8-0b3e-4f6a-9d7c-2e5b8a1f0c94',
      amount_cents: 2499,
      source: 'stripe',
      order_item_id: null,
      created_at: '2026-11-21T11:00:00Z',
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    },
  ],
  history: [
    {
      id: 1,
      at: '2026-11-21T10:00:00Z',
      actor_email: 'owner@example.com',
      action: 'refund',
      subject_table: 'orders',
      subject_id: 'order-1',
      details: { amount_cents: 2499, kit_title: null },
    },
  ],
});

const notice = 'Order by March 27th to ensure Easter delivery!';

/** What admin-orders, admin-shop and admin-catalog answer, per action. */
const answers: Record<string, unknown> = {
  'admin-catalog/catalog': {
    catalog: defaultCatalog,
    // The function words each season's notice in every language it knows, as it would the new one.
    seasons: [
      { easter: '2027-03-28', orderBy: '2027-03-27', notice: { en: notice, xx: pseudoLocalize(notice) } },
    ],
  },
  'admin-catalog/notify-requests': {
    requests: [
      {
        kit_slug: 'space-bunny',
        email: 'ada@example.com',
        locale: 'fr',
        consented_at: '2026-11-20T10:00:00Z',
        notified_at: null,
        unsubscribed_at: null,
      },
      {
        kit_slug: 'space-bunny',
        email: 'bo@example.com',
        locale: 'en',
        consented_at: '2026-11-20T10:00:00Z',
        notified_at: '2026-11-21T10:00:00Z',
        unsubscribed_at: null,
      },
    ],
  },
  'admin-orders/detail': { order },
  'admin-orders/list': {
    orders: [
      {
        id: order.id,
        number: order.number,
        created_at: order.created_at,
        email: order.email,
        kits: ['Cool Bunny Hunt'],
        formats: ['printed', 'digital'],
        total_cents: order.total_cents,
        currency: 'CAD',
        status: 'paid',
        to_print: true,
      },
    ],
    total: 40,
    page: 1,
    pageSize: 20,
  },
  'admin-shop/reviews': {
    reviews: [
      {
        id: 7,
        name: 'Ada',
        email: 'ada@example.com',
        rating: 5,
        review: 'Loved it',
        kit_slug: null,
        status: 'pending',
        created_at: '2026-11-21T10:00:00Z',
      },
    ],
  },
  'admin-shop/messages': {
    messages: [
      {
        id: 3,
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello there',
        answered_at: null,
        created_at: '2026-11-21T10:00:00Z',
      },
    ],
  },
  'admin-shop/waitlist': {
    waitlist: [{ email: 'ada@example.com', age_range: '6-8', created_at: '2026-11-21T10:00:00Z' }],
  },
  'admin-shop/sales': {
    rows: [
      {
        day: '2026-11-21',
        kit_slug: 'easter-bunny',
        currency: 'CAD',
        orders: 1,
        units: 1,
        gross_cents: 2499,
        discount_cents: 250,
        refunded_cents: 0,
        tax_cents: 125,
      },
    ],
    discounts: [{ label: 'SPRING10', currency: 'CAD', orders: 1, discount_cents: 250 }],
    timeZone: 'America/Toronto',
  },
  'admin-promotions/promotions': { promotions: [springPromotionListing] },
};
vi.mock('@/lib/function-client', () => ({
  callFunction: vi.fn(async (name: string) => ({ ok: true, data: answers[name] })),
  fetchFunctionFile: vi.fn(),
}));

let removePseudoLocale: () => void;
let messages: Messages;
beforeAll(async () => {
  removePseudoLocale = addBrowserPseudoLocale();
  messages = await loadCatalogs(adminCatalogs, pseudoLocale);
});
afterAll(() => removePseudoLocale());

const inPseudo = (ui: ReactNode) =>
  renderWithRouter(
    <I18nProvider locale={pseudoLocale} messages={messages}>
      {ui}
    </I18nProvider>,
    { path: '/admin' },
  );

/** The order's and the buyers' own words, the carrier's name, figures and dates. */
const data = [
  /@/,
  /^[\d\s$.,:/%×+–·()-]*(USD|CAD|ACK)?[\d\s$.,:/%×+–·()-]*$/,
  'Cool Bunny Hunt',
  'Easter Bunny Hunt',
  'Ada Parent',
  '12 Maple Street',
  'Regina, SK S4P 3Y2',
  'CA',
  'UPS',
  'Ada',
  'Loved it',
  'Hello there',
  'pi_test',
  'SPRING10',
  '6-8',
  '1Z999',
  /^(USD|CAD)$/,
  /^\d{4}-\d{2}-\d{2}$/,
  // Dates as Intl writes them in the pseudo language's tag (en-XA, which it formats as English).
  /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d+, \d{4}/,
  /^\d+\/\d+\/\d{4}, [\d:]+ (AM|PM)$/,
];

describe('the owner’s console in the pseudo language xx', () => {
  it('shows an order, its refunds, links and history in it', async () => {
    inPseudo(<OrderDetail accessToken="owner" orderId={order.id} backHref="/admin" />);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(/⟦.*ACK-1042.*⟧/);
    expect(untranslatedTexts(document.body, data)).toEqual([]);
  });

  it('lists the orders in it, filters and paging included', async () => {
    inPseudo(
      <OrdersList accessToken="owner" filters={emptyFilters} onFilters={() => {}} orderHref={(id) => id} />,
    );
    expect(await screen.findByRole('link', { name: 'ACK-1042' })).toBeInTheDocument();
    expect(untranslatedTexts(document.body, data)).toEqual([]);
  });

  it.each([
    ['reviews', ReviewsTab],
    ['inbox', InboxTab],
    ['sales', SalesTab],
    ['promotions', PromotionsTab],
    ['catalog', CatalogTab],
  ])('shows the %s tab in it', async (_, Tab) => {
    inPseudo(<Tab accessToken="owner" />);
    expect(await screen.findAllByText(/ada@example\.com|CAD|SPRING10/)).not.toHaveLength(0);
    expect(untranslatedTexts(document.body, data)).toEqual([]);
  });
});
