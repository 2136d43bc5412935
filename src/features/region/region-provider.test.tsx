import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionProvider, useRegion, useRegionState } from './region-provider';
import { RegionSwitch } from './region-switch';
import { REGION_CHOICE_KEY, REGION_DETECTED_KEY } from './resolve-region';

function Shown() {
  const { region, status } = useRegion();
  return <p>{`${status}:${region}`}</p>;
}

const geo = (country_code: string) => vi.fn(() => Promise.resolve(Response.json({ country_code })));

function renderWith(fetchImpl: typeof fetch) {
  return render(
    <RegionProvider geoUrl="https://geo.test/json" fetchImpl={fetchImpl}>
      <Shown />
      <RegionSwitch />
    </RegionProvider>,
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

  it('switches region from the toggle buttons and remembers the choice', async () => {
    renderWith(geo('US'));
    await screen.findByText('ready:us');
    const canada = screen.getByRole('button', { name: 'Canada (CAD)' });
    expect(canada).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canada);
    expect(screen.getByText('ready:ca')).toBeInTheDocument();
    expect(canada).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'US (USD)' })).toHaveAttribute('aria-pressed', 'false');
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
    expect(result.current).toMatchObject({ region: 'us', error: 'Failed to detect location' });
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
