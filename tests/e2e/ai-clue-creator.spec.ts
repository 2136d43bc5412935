import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

test.describe('/ai-clue-creator', () => {
  test('leads to the open creator (no waitlist), with its benefits, steps and a shop link', async ({
    page,
  }) => {
    await page.goto('/ai-clue-creator');
    const main = page.getByRole('main');
    await expect(main.getByText('Free with an account')).toBeVisible();
    await expect(main.getByText(/Coming Soon|Waitlist/i)).toHaveCount(0);

    const start = main.getByRole('link', { name: 'Start Creating Clues' });
    await expect(start).toHaveCount(2);
    await expect(start.first()).toHaveAttribute('href', '/clue-login');

    for (const benefit of ['Instant Generation', 'Personalized Content', 'Age-Appropriate']) {
      await expect(main.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
    }

    const how = main.locator('section', { has: page.getByRole('heading', { name: 'How It Works' }) });
    const steps = how.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Tell Us About Your Child');
    await expect(steps.nth(1)).toContainText('Choose Your Hunt Style');
    await expect(steps.nth(2)).toContainText('Generate and Customize');
    await expect(steps.nth(3)).toContainText('Print and Play');

    await expect(main.getByRole('link', { name: 'Shop Clue Kits' })).toHaveAttribute('href', '/shop');
    await expectNoA11yViolations(page);

    await start.first().click();
    await expect(page).toHaveURL(/\/clue-login$/);
  });

  test('shows the current year in its copyright line', async ({ page }) => {
    await page.goto('/ai-clue-creator');
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(page.getByText(/^© \d{4} Adventure Clue Kits/)).toHaveText(
      `© ${year} Adventure Clue Kits. All rights reserved.`,
    );
  });

  test('updates a copyright year from an earlier build after hydration without an error', async ({
    page,
  }) => {
    // Simulate a visit in a later year than the build: the clock moves, the prerendered HTML does not.
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setFixedTime(new Date(`${nextYear}-02-01T12:00:00Z`));
    await page.goto('/ai-clue-creator');
    await expect(page.getByText(/^© \d{4} Adventure Clue Kits/)).toContainText(`© ${nextYear} `);
  });
});
