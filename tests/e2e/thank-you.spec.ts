import { CONSENT_KEY } from '../../src/lib/privacy-choices';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

test.describe('/thank-you-order', () => {
  test('tells the buyer where the files are, is noindex and leads home', async ({ page, request }) => {
    await page.goto('/thank-you-order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Order!');
    await expect(page.getByRole('main')).toContainText('email with your files');
    await expect(page.getByRole('main')).toContainText('spam');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoA11yViolations(page);

    const html = await (await request.get('/thank-you-order')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

test.describe('/thank-you-print-order', () => {
  test('explains the emails and processing time, links onward and is noindex', async ({ page, request }) => {
    await page.goto('/thank-you-print-order');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Order!');
    const main = page.getByRole('main');
    await expect(main).toContainText('confirmation email');
    await expect(main).toContainText('tracking number');
    await expect(main).toContainText('Most orders are processed in 1-2 business days');
    await expect(main.getByRole('link', { name: 'Read the Setup Instructions' })).toHaveAttribute(
      'href',
      '/instructions',
    );
    await expect(main.getByRole('link', { name: 'Browse More Templates' })).toHaveAttribute(
      'href',
      '/templates',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoA11yViolations(page);

    const html = await (await request.get('/thank-you-print-order')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test('sends nothing to the advertising pixel, even for a visitor who accepted it', async ({ page }) => {
    // The local build has a placeholder pixel id; the thank-you pages are off limits to it (issue 19).
    await page.addInitScript(([key]) => window.localStorage.setItem(key, 'granted'), [CONSENT_KEY] as const);
    const pixelRequests: string[] = [];
    page.on('request', (request) => {
      if (/facebook\.(net|com)/.test(request.url())) pixelRequests.push(request.url());
    });
    await page.goto('/thank-you-print-order');
    await page.waitForLoadState('networkidle');
    expect(pixelRequests).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  });
});
