import type { Page } from '@playwright/test';

/**
 * The geolocation lookup the region feature calls (VITE_GEO_URL; this default mirrors src/config/env.ts).
 * Tests run offline, so every test answers it: the fixture says "US" unless a test routes it itself
 * (a later page.route wins).
 */
export const GEO_URL = process.env.VITE_GEO_URL || 'https://ipapi.co/json/';

export async function answerGeoLookup(
  page: Page,
  answer: { country_code: string } | 'fail',
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<void> {
  await page.route(GEO_URL, async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return answer === 'fail' ? route.abort('failed') : route.fulfill({ json: answer });
  });
}
