import { chooseRegion, expectRegionShown } from './catalog-helpers';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { GEO_URL, answerGeoLookup } from './support/geo';
import { layoutShift } from './support/layout-shift';

/** Pages that show a price, with the text of their digital price in each region. */
const PRICED_PAGES = ['/shop', '/templates', '/templates/easter-bunny'];

test('prerendered HTML carries US prices', async ({ request }) => {
  for (const path of PRICED_PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('$19.99');
    expect(html, path).not.toContain('$24.99');
  }
});

test('a Canadian visitor sees CAD after hydration without layout shift', async ({ page }) => {
  await answerGeoLookup(page, { country_code: 'CA' });
  for (const path of PRICED_PAGES) {
    await page.goto(path);
    await expect(page.getByText('$24.99 CAD').first(), path).toBeVisible();
    await expect(page.getByText('$19.99 USD'), path).toHaveCount(0);
    await expectRegionShown(page, 'ca');
    expect(await layoutShift(page), path).toBe(0);
  }
});

test('the region is looked up once per visit', async ({ page }) => {
  let lookups = 0;
  await page.route(GEO_URL, (route) => {
    lookups += 1;
    return route.fulfill({ json: { country_code: 'CA' } });
  });
  await page.goto('/shop');
  await expect(page.getByText('$24.99 CAD').first()).toBeVisible();
  await page.goto('/templates/cool-bunny');
  await expect(page.getByText('$24.99 CAD').first()).toBeVisible();
  expect(lookups).toBe(1);
});

test('pages without prices never call the lookup service', async ({ page }) => {
  let lookups = 0;
  await page.route(GEO_URL, (route) => {
    lookups += 1;
    return route.fulfill({ json: { country_code: 'CA' } });
  });
  // /cart shows prices now that kits can be bought; the guides show none.
  await page.goto('/how-it-works');
  await page.waitForLoadState('networkidle');
  expect(lookups).toBe(0);
});

test.describe('when the lookup fails', () => {
  // The aborted lookup is a network error Chromium reports on the console; the page itself logs only a warning.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('prices stay in USD and the failure is logged', async ({ page }) => {
    await answerGeoLookup(page, 'fail');
    const warning = page.waitForEvent('console', (message) =>
      message.text().includes('Failed to detect location'),
    );
    await page.goto('/shop');
    expect((await warning).type()).toBe('warning');
    await expect(page.getByText('$19.99 USD').first()).toBeVisible();
    await expectRegionShown(page, 'us');
  });
});

test('the switch moves prices between USD and CAD on every priced page and is kept across reloads', async ({
  page,
}) => {
  for (const path of PRICED_PAGES) {
    await page.goto(path);
    await expect(page.getByText('$19.99 USD').first(), path).toBeVisible();
    await chooseRegion(page, 'ca');
    await expect(page.getByText('$24.99 CAD').first(), path).toBeVisible();
    await expect(page.getByText('$19.99 USD'), path).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('$24.99 CAD').first(), `${path} after reload`).toBeVisible();
    await expectRegionShown(page, 'ca');
    await expectNoA11yViolations(page);
    await chooseRegion(page, 'us');
    await expect(page.getByText('$19.99 USD').first(), path).toBeVisible();
    await expect(page.getByText('$24.99 CAD'), path).toHaveCount(0);
  }
});

test('a remembered choice beats detection', async ({ page }) => {
  await answerGeoLookup(page, { country_code: 'CA' });
  await page.goto('/shop');
  await expect(page.getByText('$24.99 CAD').first()).toBeVisible();
  await chooseRegion(page, 'us');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByText('$19.99 USD').first()).toBeVisible();
  await expectRegionShown(page, 'us');
});

test('?region=ca sets the region and remembers it', async ({ page }) => {
  await page.goto('/templates/pirate-bunny?region=ca');
  await expect(page.getByText('$24.99 CAD').first()).toBeVisible();
  await page.goto('/shop');
  await expect(page.getByText('$24.99 CAD').first()).toBeVisible();
  await page.goto('/shop?region=us');
  await expect(page.getByText('$19.99 USD').first()).toBeVisible();
});

test('the farm checkout counts in CAD for Canada', async ({ page }) => {
  await answerGeoLookup(page, { country_code: 'CA' });
  await page.goto('/templates/farmyard-hunt');
  await expect(page.getByText('$24.99 CAD').first()).toBeVisible();
  await page.getByText('Buy Now', { exact: true }).click();
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(checkout).toContainText('Total (CAD): $24.99 CAD');
  await checkout.getByRole('radio', { name: /^Printed & Delivered/ }).check();
  await checkout.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(checkout).toContainText('Total (CAD): $99.98 CAD');
});
