import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

test('/cart says checkout is paused and offers Contact Us and Browse Templates', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText('Cart functionality is temporarily unavailable.')).toBeVisible();
  await expect(page.getByText(/payment system is being updated/)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute('href', '/templates');
  await expectNoA11yViolations(page);
});
