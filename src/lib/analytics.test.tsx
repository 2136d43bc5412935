import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { META_PIXEL_SCRIPT_URL, createAnalytics, usePageViewTracking } from './analytics';
import { usePurchaseTracking } from './purchase-tracking';

const pixelScripts = () => document.querySelectorAll(`script[src="${META_PIXEL_SCRIPT_URL}"]`);

afterEach(() => {
  window.localStorage.clear();
  pixelScripts().forEach((script) => script.remove());
  delete window.fbq;
  delete window._fbq;
});

describe('createAnalytics without a pixel id', () => {
  it('loads nothing and sends nothing', () => {
    const analytics = createAnalytics(undefined);
    analytics.pageView();
    analytics.purchase({ value: 49.99, currency: 'USD' });

    expect(analytics.enabled).toBe(false);
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });
});

describe('createAnalytics with a pixel id', () => {
  it('loads the pixel script once and queues init, PageView and Purchase', async () => {
    const analytics = createAnalytics('1234567890');
    analytics.pageView();
    analytics.pageView();
    analytics.purchase({ value: 49.99, currency: 'CAD' });

    expect(analytics.enabled).toBe(true);
    // The pixel code is fetched on the first event; the calls wait for it in order.
    await vi.waitFor(() => expect(window.fbq?.queue).toHaveLength(4));
    expect(pixelScripts()).toHaveLength(1);
    expect(window.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'PageView'],
      ['track', 'Purchase', { value: 49.99, currency: 'CAD' }],
    ]);
  });
});

function NavigateButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/terms')}>
      go
    </button>
  );
}

function Tracked({ tracker }: { tracker: ReturnType<typeof createAnalytics> }) {
  usePageViewTracking(tracker);
  return <NavigateButton />;
}

function PrintThankYou({
  tracker,
  order = { number: 'ACK-1001', value: 49.99, currency: 'USD' },
}: {
  tracker: ReturnType<typeof createAnalytics>;
  order?: { number: string; value: number; currency: string };
}) {
  usePurchaseTracking(order, tracker);
  return null;
}

const purchases = () => window.fbq?.queue.filter((call) => call[1] === 'Purchase') ?? [];

describe('tracking hooks', () => {
  it('sends a PageView for the first page and for each navigation', async () => {
    const tracker = createAnalytics('42');
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/']}>
        <Tracked tracker={tracker} />
      </MemoryRouter>,
    );
    fireEvent.click(getByRole('button'));

    await vi.waitFor(() =>
      expect(window.fbq?.queue.filter((call) => call[1] === 'PageView') ?? []).toHaveLength(2),
    );
  });

  it('sends Purchase for a paid order with its value and currency', async () => {
    const tracker = createAnalytics('42');
    render(
      <MemoryRouter initialEntries={['/thank-you-print-order']}>
        <Routes>
          <Route path="/thank-you-print-order" element={<PrintThankYou tracker={tracker} />} />
        </Routes>
      </MemoryRouter>,
    );
    await vi.waitFor(() =>
      expect(purchases()).toEqual([['track', 'Purchase', { value: 49.99, currency: 'USD' }]]),
    );
  });

  it('sends Purchase once per order: not again on a reload, a re-render or a region change', async () => {
    const tracker = createAnalytics('42');
    const first = render(<PrintThankYou tracker={tracker} />);
    first.rerender(
      <PrintThankYou tracker={tracker} order={{ number: 'ACK-1001', value: 66.24, currency: 'CAD' }} />,
    );
    first.unmount();
    render(<PrintThankYou tracker={tracker} />);
    // Events leave in order once the pixel code is in, so the count is final when the first one lands.
    await vi.waitFor(() => expect(purchases()).toHaveLength(1));
    render(<PrintThankYou tracker={tracker} order={{ number: 'ACK-1002', value: 19.99, currency: 'USD' }} />);
    await vi.waitFor(() => expect(purchases()).toHaveLength(2));
  });

  it('sends no Purchase while there is no paid order', () => {
    const tracker = createAnalytics('42');
    function NoOrder() {
      usePurchaseTracking(undefined, tracker);
      return null;
    }
    render(<NoOrder />);
    expect(purchases()).toEqual([]);
  });

  it('sends nothing from the hooks when no pixel id is set', () => {
    const tracker = createAnalytics(undefined);
    render(
      <MemoryRouter>
        <Tracked tracker={tracker} />
        <PrintThankYou tracker={tracker} />
      </MemoryRouter>,
    );
    expect(window.fbq).toBeUndefined();
    expect(pixelScripts()).toHaveLength(0);
  });
});
