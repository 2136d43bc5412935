import { inlineNotices } from '@/config/inline-notices';
import { regionFromCountryCode, type Region } from '@domain/regions';

/*
 * The lookup itself, apart from resolve-region.ts: the region store fetches it with the first page that
 * shows a price, so pages without prices (and every page's first load) do without it.
 */
export const GEO_TIMEOUT_MS = 3000;
export const DETECTION_ERROR = inlineNotices.locationFailed;

export type DetectionResult =
  { region: Region; error: null } | { region: 'us'; error: typeof DETECTION_ERROR };

/**
 * Asks the geolocation service for `country_code`. Never rejects: a timeout, network error, non-OK status or
 * unreadable body all mean US. The failure is logged with console.warn, not console.error: it is an expected
 * outcome (ad blockers, offline visitors), not a bug.
 */
export async function detectRegion(
  geoUrl: string,
  { fetchImpl = fetch, timeoutMs = GEO_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<DetectionResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(geoUrl, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const code =
      typeof body === 'object' && body !== null
        ? (body as { country_code?: unknown }).country_code
        : undefined;
    if (typeof code !== 'string') throw new Error('No country_code in the answer');
    return { region: regionFromCountryCode(code), error: null };
  } catch (cause) {
    console.warn(DETECTION_ERROR, cause);
    return { region: 'us', error: DETECTION_ERROR };
  } finally {
    clearTimeout(timer);
  }
}
