import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

const SASKATOON = { latitude: 52.1332, longitude: -106.67 };
const MAPS = /^https:\/\/www\.google\.com\/maps\//;

/** Offline: the maps site is answered locally so the test can see where the page sent the visitor. */
async function stubMaps(page: Page) {
  await page.route(MAPS, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Maps</title><h1>Maps</h1>' }),
  );
}

test.describe('/find-print-shop', () => {
  test('shows the finder, a generic search link and a back button', async ({ page }) => {
    await page.goto('/find-print-shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Print Shop Near You');
    await expect(page.getByRole('button', { name: 'Find Print Shops Near Me' })).toBeVisible();
    await expect(page.getByRole('link', { name: /print shop near me/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/print+shop+near+me',
    );
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test.describe('with location allowed', () => {
    test.use({ permissions: ['geolocation'], geolocation: SASKATOON });

    test('opens a maps search for print shops around the visitor at zoom 14', async ({ page }) => {
      await stubMaps(page);
      await page.goto('/find-print-shop');
      await page.getByRole('button', { name: 'Find Print Shops Near Me' }).click();
      await expect(page).toHaveURL('https://www.google.com/maps/search/print+shop/@52.1332,-106.67,14z');
    });
  });

  test.describe('with location denied', () => {
    test.use({ permissions: [] });

    test("falls back to the generic 'print shop near me' search", async ({ page, context }) => {
      await context.clearPermissions();
      await stubMaps(page);
      await page.goto('/find-print-shop');
      await page.getByRole('button', { name: 'Find Print Shops Near Me' }).click();
      await expect(page).toHaveURL('https://www.google.com/maps/search/print+shop+near+me');
    });
  });

  test('Back returns to the previous page', async ({ page }) => {
    await page.goto('/instructions');
    await page.getByRole('link', { name: 'Find a Print Shop Near You' }).click();
    await expect(page).toHaveURL('/find-print-shop');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/instructions');
  });

  test('Back goes home when the visit started here', async ({ page }) => {
    await page.goto('/find-print-shop');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/');
  });
});
