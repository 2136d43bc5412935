import { render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AdminAuditEntry } from '@domain/admin-audit';
import { useI18n } from '@/lib/i18n/i18n';
import { describeAdminAction, OrderHistory } from './order-history';

const entry = (action: AdminAuditEntry['action'], details: Record<string, unknown>): AdminAuditEntry => ({
  id: Math.floor(Math.random() * 1e9),
  at: '2026-11-26T15:04:00Z',
  actor_email: 'owner@example.com',
  action,
  subject_table: 'orders',
  subject_id: 'order-1',
  details,
});

describe('OrderHistory', () => {
  it('says what each admin action did to the order', () => {
    const i18n = renderHook(() => useI18n()).result.current;
    expect(
      describeAdminAction(
        entry('ship', { carrier: 'Canada Post', tracking_number: '7023 2101' }),
        'CAD',
        i18n,
      ),
    ).toBe('Marked shipped with Canada Post, tracking 7023 2101');
    expect(
      describeAdminAction(
        entry('refund', { amount_cents: 1299, kit_title: 'Easter Bunny Hunt' }),
        'USD',
        i18n,
      ),
    ).toBe('Refunded $12.99 USD (Easter Bunny Hunt)');
    expect(describeAdminAction(entry('refund', { amount_cents: 2500, kit_title: null }), 'CAD', i18n)).toBe(
      'Refunded $25.00 CAD (whole order)',
    );
    expect(describeAdminAction(entry('resend', { kits: ['easter-bunny'] }), 'CAD', i18n)).toBe(
      'Resent the download email with fresh links',
    );
    expect(describeAdminAction(entry('reset_link', { kit_title: 'Cool Bunny Hunt' }), 'CAD', i18n)).toBe(
      'Reset the download link of Cool Bunny Hunt',
    );
  });

  it('lists who did what and when, oldest first, under its heading', () => {
    render(
      <OrderHistory
        currency="CAD"
        entries={[
          entry('ship', { carrier: 'UPS', tracking_number: '1Z999' }),
          entry('reset_link', { kit_title: 'Cool Bunny Hunt' }),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'History' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/owner@example\.com: Marked shipped with UPS, tracking 1Z999$/),
      expect.stringMatching(/owner@example\.com: Reset the download link of Cool Bunny Hunt$/),
    ]);
    expect(within(items[0]!).getByText(/2026/)).toHaveAttribute('datetime', '2026-11-26T15:04:00Z');
  });

  it('says when nothing was done yet', () => {
    render(<OrderHistory currency="USD" entries={[]} />);
    expect(screen.getByText('No admin actions yet.')).toBeInTheDocument();
  });
});
