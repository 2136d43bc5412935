import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

test('/cart starts empty and offers the templates', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Templates' })).toHaveAttribute(
    'href',
    '/templates',
  );
  await expectNoA11yViolations(page);
});

test('/cart keeps its lines across a reload, clamps quantities and follows the region', async ({ page }) => {
  await page.goto('/templates/easter-bunny');
  await page.getByRole('button', { name: 'Buy Digital Download' }).click();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity of Easter Bunny Hunt – Digital Download' });
  await quantity.fill('25');
  await expect(quantity).toHaveValue('10');
  await expect(page.getByTestId('cart-total')).toHaveText('$199.90 USD');
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('$199.90 USD');
  await page
    .getByRole('button', { name: /Canada/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-total')).toHaveText('$249.90 CAD');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Easter Bunny Hunt – Digital Download' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
