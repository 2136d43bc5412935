import { adaInCanada, printedCoolBunny, reginaAddress } from '@domain/order-test-fixtures';

import type { AdminOrder } from './api/admin-orders-api';

/**
 * Ada Parent's paid Canadian order of one printed kit, shipped to Regina, as admin-orders/detail
 * answers it; `changes` replace its fields. Tests only.
 */
export const paidPrintedOrder = (changes: Partial<AdminOrder> = {}): AdminOrder => ({
  id: '5b0c1f0e-2a49-4a56-9b55-0d6f3b1c2d3e',
  number: 'ACK-1042',
  ...adaInCanada,
  subtotal_cents: 4999,
  shipping_cents: 0,
  tax_cents: 0,
  tax_lines: [],
  total_cents: 4999,
  refunded_cents: 0,
  status: 'paid',
  terms_language: 'fr',
  locale: 'en',
  kit_locale: 'fr',
  child_name: 'Zoë',
  shipping_speed: 'express',
  shipping_address: reginaAddress,
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
      ...printedCoolBunny,
      tax_cents: 0,
      refunded_at: null,
      links: { total: 0, working: 0, download_count: 0, last_download_at: null },
      recent_links: [],
    },
  ],
  refunds: [],
  history: [],
  ...changes,
});
