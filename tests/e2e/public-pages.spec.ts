import type { Page } from '@playwright/test';
import { findHtmlFiles, isPublicRoute, memberShellFiles, routeOf } from '../../scripts/budget/first-load';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { expectNoOverflowAt } from './support/overflow';

// Every public page of the build the suite serves (DIST_DIR), so a new page is checked without a list to keep.
const distDir = process.env.DIST_DIR ?? 'dist';
const memberShells = memberShellFiles(distDir);
const publicRoutes = findHtmlFiles(distDir)
  .map((file) => routeOf(distDir, file))
  .filter((route) => isPublicRoute(route, memberShells));

/** Opens a page and waits until the app has hydrated it, so what is checked is what a visitor uses. */
async function openHydrated(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('#root > *') ?? {}).some((key) => key.startsWith('__react')),
      ),
    )
    .toBe(true);
}

// The nine kit pages of a language are one template filled from the domain: axe scans one of them
// in each language fully (the others' texts are checked for overflow), which keeps the French site's
// 30 more pages inside CI's time (ADR 031).
const kitPage = /^(?:\/fr)?\/templates\/[^/]+$/;
const scannedKitPages = new Set(
  ['', '/fr'].flatMap(
    (prefix) =>
      publicRoutes.find((route) => kitPage.test(route) && route.startsWith(`${prefix}/templates/`)) ?? [],
  ),
);
const scannedFully = (route: string) => !kitPage.test(route) || scannedKitPages.has(route);
// Every page of a language has the same navigation bar and footer (the current page's link aside):
// axe checks their wide layout on one page per language.
const wideChromeScanned = new Set(['/', '/fr']);

test('the build has the public pages to check', () => {
  expect(publicRoutes).toEqual(
    expect.arrayContaining(['/', '/shop', '/us/pricing', '/contact', '/fr', '/fr/shop', '/fr/contact']),
  );
  expect(scannedKitPages.size).toBe(2);
  expect(publicRoutes).toEqual(expect.arrayContaining([...wideChromeScanned]));
  expect(publicRoutes.some((route) => route.startsWith('/clue-'))).toBe(false);
});

// One page load per route: the checks resize the hydrated page instead of loading it four times.
for (const route of publicRoutes) {
  const scans = [
    scannedFully(route) ? 'axe finds nothing at 390 px' : '',
    wideChromeScanned.has(route) ? 'header and footer pass axe at 1280 px' : '',
  ].filter(Boolean);
  test(`${route}: ${[...scans, 'nothing scrolls sideways at 320 or 360 px'].join(', ')}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, route);
    if (scannedFully(route)) await expectNoA11yViolations(page);
    for (const width of [320, 360]) await expectNoOverflowAt(page, width);
    // The wide layout differs in the navigation bar and the footer's columns: axe checks those there
    // (the whole page once is enough; a full scan costs CI about three seconds a page).
    if (wideChromeScanned.has(route)) {
      await page.setViewportSize({ width: 1280, height: 844 });
      await expectNoA11yViolations(page, { include: ['body > #root header', 'body > #root footer'] });
    }
    // The page's CSS is inline; a stylesheet the app added once up would restyle what was painted.
    expect(
      await page.locator('link[rel="stylesheet"]:not([disabled])').count(),
      'stylesheets added after the first paint',
    ).toBe(0);
  });
}

test.describe('prerendered HTML', () => {
  for (const [path, title] of [
    ['/clue-login', 'Log In | Adventure Clue Kits'],
    ['/clue-generator', 'Clue Generator | Adventure Clue Kits'],
    ['/clue-history', 'Clue History | Adventure Clue Kits'],
  ]) {
    test(`the member page ${path} arrives as a shell with its own title, kept out of search`, async ({
      request,
    }) => {
      const html = await (await request.get(path!)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).not.toContain('<link rel="canonical"');
    });
  }

  test('/contact holds the form’s fields before any script runs', async ({ request }) => {
    const html = await (await request.get('/contact')).text();
    for (const name of ['name', 'email', 'message'])
      expect(html).toMatch(new RegExp(`<(input|textarea)[^>]*name="${name}"`));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Message/);
  });
});
