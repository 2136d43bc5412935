import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  META_PIXEL_SCRIPT_URL,
  createAnalytics,
  usePageViewTracking,
  type AnalyticsContext,
} from './analytics';
import { setConsent } from './analytics-consent';
import { CONSENT_KEY } from './privacy-choices';

const pixelScripts = () => document.querySelectorAll(`script[src="${META_PIXEL_SCRIPT_URL}"]`);
const pageViews = () => window.fbq?.queue.filter((call) => call[1] === 'PageView') ?? [];

afterEach(() => {
  window.localStorage.clear();
  pixelScripts().forEach((script) => script.remove());
  delete window.fbq;
  delete window._fbq;
});

/** A browser as the adapter sees it: the visitor's choice and the page in view. */
function fakeContext(page = { pathname: '/', href: 'https://shop.example/', referrer: '' }) {
  const state = { consent: undefined as 'granted' | 'denied' | undefined, page };
  const context: AnalyticsContext = { consent: () => state.consent, page: () => state.page };
  return { state, context };
}

describe('createAnalytics without a pixel id', () => {
  it('loads nothing and sends nothing, even with consent', () => {
    const { state, context } = fakeContext();
    state.consent = 'granted';
    const analytics = createAnalytics(undefined, context);
    analytics.pageView();

    expect(analytics.enabled).toBe(false);
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });
});

describe('createAnalytics with a pixel id', () => {
  it('loads nothing before the visitor accepts, nor after they decline', () => {
    const { state, context } = fakeContext();
    const analytics = createAnalytics('1234567890', context);
    analytics.pageView();
    state.consent = 'denied';
    analytics.pageView();
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it('after consent, loads the script once, without automatic events, and queues PageView', async () => {
    const { state, context } = fakeContext();
    state.consent = 'granted';
    const analytics = createAnalytics('1234567890', context);
    analytics.pageView();
    analytics.pageView();

    await vi.waitFor(() => expect(window.fbq?.queue).toHaveLength(4));
    expect(pixelScripts()).toHaveLength(1);
    expect(window.fbq?.disablePushState).toBe(true);
    expect(window.fbq?.queue).toEqual([
      ['set', 'autoConfig', false, '1234567890'],
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ]);
  });

  it.each([
    [
      'a download link',
      { pathname: '/downloads/abc', href: 'https://shop.example/downloads/abc', referrer: '' },
    ],
    [
      'a thank-you page',
      { pathname: '/thank-you-order', href: 'https://shop.example/thank-you-order', referrer: '' },
    ],
    ['a clue page', { pathname: '/clue-history', href: 'https://shop.example/clue-history', referrer: '' }],
    ['the admin', { pathname: '/admin', href: 'https://shop.example/admin', referrer: '' }],
    ['an address with a token', { pathname: '/', href: 'https://shop.example/?token=abc', referrer: '' }],
    [
      'a referrer with a download token',
      { pathname: '/', href: 'https://shop.example/', referrer: 'https://shop.example/downloads/abc' },
    ],
    [
      'a French download link',
      { pathname: '/fr/downloads/abc', href: 'https://shop.example/fr/downloads/abc', referrer: '' },
    ],
    [
      'a French thank-you page',
      { pathname: '/fr/thank-you-order', href: 'https://shop.example/fr/thank-you-order', referrer: '' },
    ],
    [
      'a referrer with a French download token',
      { pathname: '/fr', href: 'https://shop.example/fr', referrer: 'https://shop.example/fr/downloads/abc' },
    ],
    [
      'a referrer that is a private page without a secret in it',
      {
        pathname: '/fr/shop',
        href: 'https://shop.example/fr/shop',
        referrer: 'https://shop.example/fr/my-orders',
      },
    ],
  ])('sends nothing from %s, even with consent', async (_, page) => {
    const { state, context } = fakeContext(page);
    state.consent = 'granted';
    createAnalytics('1234567890', context).pageView();
    // The address checks run once the pixel code is in: wait for it before looking.
    await import('./meta-pixel');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it('sends PageView from a French page reached from another site', async () => {
    const { state, context } = fakeContext({
      pathname: '/fr/shop',
      href: 'https://shop.example/fr/shop',
      referrer: 'https://elsewhere.example/',
    });
    state.consent = 'granted';
    createAnalytics('1234567890', context).pageView();
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
  });
});

function Navigate({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go
    </button>
  );
}

function Tracked({ tracker, to }: { tracker: ReturnType<typeof createAnalytics>; to: string }) {
  usePageViewTracking(tracker);
  return <Navigate to={to} />;
}

describe('usePageViewTracking', () => {
  it('sends PageView once the visitor accepts, then for each allowed page', async () => {
    const tracker = createAnalytics('42', { consent: () => 'granted', page: fakeContext().context.page });
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/']}>
        <Tracked tracker={tracker} to="/terms" />
      </MemoryRouter>,
    );
    expect(window.fbq).toBeUndefined();
    act(() => setConsent('granted'));
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    fireEvent.click(getByRole('button'));
    await vi.waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
  });

  it('sends nothing after a client-side navigation to a private page', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    const tracker = createAnalytics('42', { consent: () => 'granted', page: fakeContext().context.page });
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/']}>
        <Tracked tracker={tracker} to="/thank-you-order?session_id=cs_test_1" />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    fireEvent.click(getByRole('button'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageViews()).toHaveLength(1);
  });

  it('withdraws consent from a loaded pixel when the visitor declines later', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    const tracker = createAnalytics('42', { consent: () => 'granted', page: fakeContext().context.page });
    render(
      <MemoryRouter>
        <Tracked tracker={tracker} to="/terms" />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    act(() => setConsent('denied'));
    await vi.waitFor(() => expect(window.fbq?.queue.at(-1)).toEqual(['consent', 'revoke']));
  });
});
