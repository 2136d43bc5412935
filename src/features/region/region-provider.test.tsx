import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render';
import { RegionProvider, useRegion, useRegionState } from './region-provider';
import { RegionSwitch } from './region-switch';
import { REGION_CHOICE_KEY, REGION_DETECTED_KEY } from './resolve-region';

function Shown() {
  const { region, status } = useRegion();
  return <p>{`${status}:${region}`}</p>;
}

const geo = (country_code: string) => vi.fn(() => Promise.resolve(Response.json({ country_code })));

function renderWith(fetchImpl: typeof fetch, path = '/shop') {
  return renderWithRouter(
    <RegionProvider geoUrl="https://geo.test/json" fetchImpl={fetchImpl}>
      <Shown />
      <RegionSwitch />
    </RegionProvider>,
    { path },
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('RegionProvider', () => {
  it('shows Canada after a CA lookup and remembers the result for the visit', async () => {
    const fetchImpl = geo('CA');
    const { unmount } = renderWith(fetchImpl);
    expect(await screen.findByText('ready:ca')).toBeInTheDocument();
    expect(sessionStorage.getItem(REGION_DETECTED_KEY)).toBe('ca');
    unmount();
    renderWith(fetchImpl);
    expect(await screen.findByText('ready:ca')).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('lets the remembered choice beat detection without asking the service', async () => {
    localStorage.setItem(REGION_CHOICE_KEY, 'us');
    const fetchImpl = geo('CA');
    renderWith(fetchImpl);
    expect(await screen.findByText('ready:us')).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('takes ?region= from the address and remembers it', async () => {
    window.history.replaceState(null, '', '/shop?region=ca');
    renderWith(geo('US'));
    expect(await screen.findByText('ready:ca')).toBeInTheDocument();
    expect(localStorage.getItem(REGION_CHOICE_KEY)).toBe('ca');
  });

  it('switches region in place from its links, which lead to ?region= without the app, and remembers the choice', async () => {
    const { router } = renderWith(geo('US'));
    await screen.findByText('ready:us');
    const canada = screen.getByRole('link', { name: 'Canada (CAD)' });
    const us = screen.getByRole('link', { name: 'US (USD)' });
    // Followed before the app runs (or without it), a link chooses through the address.
    expect(canada).toHaveAttribute('href', '/shop?region=ca');
    expect(us).toHaveAttribute('href', '/shop?region=us');
    expect(us).toHaveAttribute('aria-current', 'true');
    expect(canada).not.toHaveAttribute('aria-current');
    await userEvent.click(canada);
    expect(screen.getByText('ready:ca')).toBeInTheDocument();
    expect(canada).toHaveAttribute('aria-current', 'true');
    expect(us).not.toHaveAttribute('aria-current');
    expect(localStorage.getItem(REGION_CHOICE_KEY)).toBe('ca');
    // In place: the page and its address stay as they were.
    expect(router.state.location).toMatchObject({ pathname: '/shop', search: '' });
  });

  it('on a page bound to a region, links each choice to its regional page', async () => {
    const { router } = renderWithRouter(
      <RegionProvider geoUrl="https://geo.test/json" fetchImpl={geo('US')}>
        <RegionSwitch value="us" pages={{ us: '/us/pricing', ca: '/ca/pricing' }} />
      </RegionProvider>,
      { path: '/us/pricing' },
    );
    const canada = screen.getByRole('link', { name: 'Canada (CAD)' });
    expect(canada).toHaveAttribute('href', '/ca/pricing?region=ca');
    expect(screen.getByRole('link', { name: 'US (USD)' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canada);
    expect(router.state.location.pathname).toBe('/ca/pricing');
    expect(localStorage.getItem(REGION_CHOICE_KEY)).toBe('ca');
  });

  it('falls back to the US with the spec error when the lookup fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useRegion(), {
      wrapper: ({ children }) => (
        <RegionProvider
          geoUrl="https://geo.test/json"
          fetchImpl={() => Promise.reject(new TypeError('offline'))}
        >
          {children}
        </RegionProvider>
      ),
    });
    expect(result.current).toMatchObject({ region: 'us', status: 'pending' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ region: 'us', error: 'Failed to detect location', known: false });
    warn.mockRestore();
  });

  it('keeps a failed lookup’s region unknown on the next page of the visit, and a chosen one known', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RegionProvider
        geoUrl="https://geo.test/json"
        fetchImpl={() => Promise.reject(new TypeError('blocked'))}
      >
        {children}
      </RegionProvider>
    );
    const first = renderHook(() => useRegion(), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();
    const next = renderHook(() => useRegion(), { wrapper });
    await waitFor(() => expect(next.result.current.status).toBe('ready'));
    expect(next.result.current).toMatchObject({ region: 'us', known: false });
    act(() => next.result.current.setRegion('us'));
    expect(next.result.current).toMatchObject({ region: 'us', known: true });
    warn.mockRestore();
  });

  it('does not call the lookup service for pages that only read the region', async () => {
    const fetchImpl = geo('CA');
    const { result } = renderHook(() => useRegionState(), {
      wrapper: ({ children }) => (
        <RegionProvider geoUrl="https://geo.test/json" fetchImpl={fetchImpl}>
          {children}
        </RegionProvider>
      ),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ region: 'us', status: 'pending' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses to be used outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useRegion())).toThrow('useRegion must be used within a RegionProvider');
    error.mockRestore();
  });
});
