import { regionFromCountryCode } from '@domain/regions';

import { DETECTION_ERROR, detectRegion } from './detect-region';
import { regionFromSearch } from './resolve-region';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('region resolution', () => {
  it('maps CA and CAN to Canada and everything else to the US', () => {
    expect(regionFromCountryCode('CA')).toBe('ca');
    expect(regionFromCountryCode('CAN')).toBe('ca');
    expect(regionFromCountryCode('ca')).toBe('ca');
    expect(regionFromCountryCode('US')).toBe('us');
    expect(regionFromCountryCode('GB')).toBe('us');
    expect(regionFromCountryCode(undefined)).toBe('us');
  });

  it('reads ?region=ca|us and ignores anything else', () => {
    expect(regionFromSearch('?region=ca')).toBe('ca');
    expect(regionFromSearch('?x=1&region=US')).toBe('us');
    expect(regionFromSearch('?region=mx')).toBeNull();
    expect(regionFromSearch('')).toBeNull();
  });

  it('detects Canada from the lookup service', async () => {
    const fetchImpl = vi.fn(() => json({ country_code: 'CAN' }));
    await expect(detectRegion('https://geo.test/json', { fetchImpl })).resolves.toEqual({
      region: 'ca',
      error: null,
    });
    expect(fetchImpl).toHaveBeenCalledWith('https://geo.test/json', expect.anything());
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => json({ error: true }, 500)],
    ['an answer without country_code', () => json({ ip: '1.2.3.4' })],
  ])('falls back to the US and logs the failure on %s', async (_, fetchImpl) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(detectRegion('https://geo.test/json', { fetchImpl })).resolves.toEqual({
      region: 'us',
      error: 'Failed to detect location',
    });
    expect(warn).toHaveBeenCalledWith(DETECTION_ERROR, expect.anything());
    warn.mockRestore();
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const result = detectRegion('https://geo.test/json', { fetchImpl: fetchImpl as typeof fetch });
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ region: 'us', error: DETECTION_ERROR });
    warn.mockRestore();
    vi.useRealTimers();
  });
});
