import type { Page } from '@playwright/test';

import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { interceptMeta } from './support/meta-pixel';
import consentEnglish from '../../src/components/layout/consent/i18n/en.json' with { type: 'json' };
import layoutEnglish from '../../src/components/layout/i18n/en.json' with { type: 'json' };

// The consent bar's English words, from the catalog it shows them from.
const CONSENT_TEXTS = {
  label: layoutEnglish['footer.privacyChoices'],
  message: consentEnglish['consent.message'],
  accept: consentEnglish['consent.accept'],
  decline: consentEnglish['consent.decline'],
};

// The Meta pixel under Québec Law 25 (issue 19, point 9), against the local build and Meta's hosts
// answered locally (support/meta-pixel.ts).

test.use({
  consentChoice: null,
  // The private pages are opened with a made-up session id and download token: their lookups 404.
  allowedConsoleErrors: [/status of 404/],
});

const bar = (page: Page) => page.getByRole('region', { name: CONSENT_TEXTS.label });

/** Leaves the current page for another without a reload, as the app's own links do. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('nothing reaches Meta before consent; after Accept, PageView on allowed pages only', async ({
  page,
  context,
}) => {
  const meta = await interceptMeta(context);
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText(CONSENT_TEXTS.message);
  await expectNoA11yViolations(page);
  // The bar sits over the page instead of pushing it: nothing moved when it appeared.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifted).toBe(0);
  await page.waitForLoadState('networkidle');
  expect(meta.requests).toEqual([]);
  expect(await page.evaluate(() => 'fbq' in window)).toBe(false);

  await bar(page).getByRole('button', { name: CONSENT_TEXTS.accept }).click();
  await expect(bar(page)).toBeHidden();
  await expect.poll(() => meta.pageViews()).toEqual(['/']);

  // A client-side move to a private page after consent: the loaded pixel stays silent.
  await navigateInApp(page, '/thank-you-order?session_id=cs_test_consent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Order!');
  await navigateInApp(page, '/terms');
  await expect.poll(() => meta.pageViews()).toEqual(['/', '/terms']);

  // Private pages opened directly never load the pixel, consent or not.
  meta.requests.length = 0;
  for (const path of [
    '/thank-you-order',
    '/thank-you-print-order',
    '/downloads/0123456789abcdef0123456789abcdef',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'fbq' in window), path).toBe(false);
  }
  expect(meta.requests).toEqual([]);
});

test('Decline keeps the pixel off; Privacy choices in the footer changes it by keyboard', async ({
  page,
  context,
}) => {
  const meta = await interceptMeta(context);
  await page.goto('/shop');
  await bar(page).getByRole('button', { name: CONSENT_TEXTS.decline }).click();
  await expect(bar(page)).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(bar(page)).toBeHidden();
  expect(meta.requests).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: CONSENT_TEXTS.label }).focus();
  await page.keyboard.press('Enter');
  await expect(bar(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('button', { name: CONSENT_TEXTS.accept })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => meta.pageViews()).toEqual(['/shop']);
});
