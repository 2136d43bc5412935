import { chooseRegion } from './catalog-helpers';
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

test('/cart keeps its lines across a reload, holds one licence per digital kit, clamps printed quantities and follows the region', async ({
  page,
}) => {
  await page.goto('/templates/easter-bunny');
  await page.getByRole('button', { name: 'Buy Digital Download' }).click();
  await page.getByRole('button', { name: 'Buy Digital Download' }).click();
  await page.getByRole('button', { name: 'Add Printed Kit to Cart' }).click();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // Bought twice, the digital kit is still one licence, with no quantity to change.
  await expect(page.getByText('Quantity of Easter Bunny Hunt – Digital Download: 1 licence')).toBeVisible();
  await expect(
    page.getByRole('spinbutton', { name: 'Quantity of Easter Bunny Hunt – Digital Download' }),
  ).toHaveCount(0);
  const quantity = page.getByRole('spinbutton', {
    name: 'Quantity of Easter Bunny Hunt – Printed & Delivered',
  });
  await quantity.fill('25');
  await expect(quantity).toHaveValue('10');
  // $19.99 + 10 × $49.99 + $9.99 shipping.
  await expect(page.getByTestId('cart-total')).toHaveText('$529.88 USD');
  await page.reload();
  await expect(page.getByTestId('cart-total')).toHaveText('$529.88 USD');
  await chooseRegion(page, 'ca');
  await expect(page.getByTestId('cart-total')).toHaveText('$524.89 CAD');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Remove Easter Bunny Hunt – Digital Download' }).click();
  await page.getByRole('button', { name: 'Remove Easter Bunny Hunt – Printed & Delivered' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
