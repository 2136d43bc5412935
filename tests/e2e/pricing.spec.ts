import { chooseRegion } from './catalog-helpers';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { answerGeoLookup } from './support/geo';

const CTA = 'Choose Your Theme & Download Now';
const CLOSED = 'Closed for the Season – Printed Kits are no longer available in time for Easter Morning!';

const plan = (page: import('@playwright/test').Page, name: string) => page.getByRole('region', { name });

test('/us/pricing lists both plans in USD with the spec features @mobile', async ({ page }) => {
  await page.goto('/us/pricing');
  const digital = plan(page, 'Digital Download');
  const printed = plan(page, 'Printed & Delivered');
  await expect(digital).toContainText('$19.99 USD');
  for (const feature of [
    '8 editable clue cards',
    '200+ pre-made riddles',
    'Greetings poster',
    'Footprint template',
    'Congratulations poster and certificate',
    'Instant download',
    'Email support',
  ])
    await expect(digital.getByRole('listitem').filter({ hasText: feature })).toHaveCount(1);
  await expect(printed).toContainText('$49.99 USD');
  await expect(printed).toContainText('Shipping fees may vary');
  await expect(printed).toContainText('16 blank clue cards');
  await expect(printed).toContainText('Shipping options');
  await expect(printed).not.toContainText(CLOSED);
  await expect(printed).not.toContainText('Free Shipping In Canada');
  for (const card of [digital, printed])
    await expect(card.getByRole('link', { name: CTA })).toHaveAttribute('href', '/templates');
  await expectNoA11yViolations(page);
});

test('/ca/pricing lists both plans in CAD with free shipping and the Easter deadline', async ({ page }) => {
  await page.goto('/ca/pricing');
  await expect(plan(page, 'Digital Download')).toContainText('$24.99 CAD');
  const printed = plan(page, 'Printed & Delivered');
  await expect(printed).toContainText('$49.99 CAD');
  await expect(printed).toContainText('Free Shipping In Canada');
  await expect(printed).toContainText('Order by April 4th to ensure Easter delivery!');
  await expect(page.getByRole('link', { name: CTA })).toHaveCount(2);
  await expectNoA11yViolations(page);
});

test('the switch on a regional pricing page moves to the other region', async ({ page }) => {
  await page.goto('/us/pricing');
  await chooseRegion(page, 'ca');
  await expect(page).toHaveURL(/\/ca\/pricing$/);
  await expect(plan(page, 'Digital Download')).toContainText('$24.99 CAD');
  await chooseRegion(page, 'us');
  await expect(page).toHaveURL(/\/us\/pricing$/);
});

test.describe('/pricing', () => {
  test('shows the loading text until the region is known, then replaces itself with /us/pricing', async ({
    page,
    request,
  }) => {
    const raw = await (await request.get('/pricing')).text();
    expect(raw).toContain('Loading pricing information...');
    await answerGeoLookup(page, { country_code: 'US' }, { delayMs: 1_500 });
    await page.goto('/pricing');
    await expect(page.getByText('Loading pricing information...')).toBeVisible();
    await expect(page).toHaveURL(/\/us\/pricing$/);
    await expect(plan(page, 'Digital Download')).toContainText('$19.99 USD');
    // replace, not push: Back leaves the pricing detour entirely.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
  });

  test('sends a Canadian visitor to /ca/pricing', async ({ page }) => {
    await answerGeoLookup(page, { country_code: 'CAN' });
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/ca\/pricing$/);
    await expect(plan(page, 'Digital Download')).toContainText('$24.99 CAD');
  });

  test('follows the remembered choice over detection', async ({ page }) => {
    await answerGeoLookup(page, { country_code: 'US' });
    await page.goto('/shop');
    await chooseRegion(page, 'ca');
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/ca\/pricing$/);
  });

  for (const [old, target] of [
    ['/pricing/us', '/us/pricing'],
    ['/pricing/ca', '/ca/pricing'],
  ] as const) {
    test(`${old} redirects to ${target}`, async ({ page, request }) => {
      const direct = await request.get(old, { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(direct.headers()['location']).toMatch(new RegExp(`${target}$`));
      await page.goto(old);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
    });
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of ['/us/pricing', '/ca/pricing']) {
    test(`${path}: each plan's button wraps its label inside the card`, async ({ page }) => {
      await page.goto(path);
      for (const name of ['Digital Download', 'Printed & Delivered']) {
        const card = plan(page, name);
        const button = card.getByRole('link', { name: CTA });
        const [cardBox, buttonBox] = [await card.boundingBox(), await button.boundingBox()];
        expect(buttonBox!.x).toBeGreaterThanOrEqual(cardBox!.x);
        expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
        const lineHeight = await button.evaluate((element) =>
          parseFloat(getComputedStyle(element).lineHeight),
        );
        expect(buttonBox!.height, 'the label takes more than one line').toBeGreaterThan(lineHeight * 1.5);
      }
    });
  }
});
