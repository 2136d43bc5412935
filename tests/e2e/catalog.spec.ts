import { hydrated } from './catalog-helpers';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

const KIT_TITLES = [
  'Easter Bunny Hunt',
  'Cool Bunny Hunt',
  'Pirate Bunny Treasure Hunt',
  'Space Bunny Mission',
  'Dino Bunny Hunt',
  'Fairytale Princess Quest',
  'Mystery Detective Hunt',
  'Superhero Easter Mission',
  'Farm Bunny Hunt',
];

const kitList = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Adventure templates' });

test.describe('/shop', () => {
  test('shows every kit with price or state, links to each kit and compares the formats', async ({
    page,
  }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Adventure Clue Kits' })).toBeVisible();
    for (const title of KIT_TITLES) await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Easter Bunny Hunt' })).toHaveAttribute(
      'href',
      '/templates/easter-bunny',
    );
    await expect(page.getByText('$19.99 USD').first()).toBeVisible();
    await expect(page.getByText('Not currently available for purchase').first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Digital download and printed kit compared' });
    await expect(table.getByRole('columnheader', { name: 'Digital Download' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Printed & Delivered' })).toBeVisible();
    await expect(table).toContainText('$49.99 USD');
    await expect(table).toContainText('8 editable clue cards');
    await expect(table).toContainText('16 blank clue cards');
    // The shop's season switch is open: the closed notice shows only when a setting says so.
    await expect(table).toContainText('Available now');
    await expect(table).not.toContainText('Closed for the Season');
    await expectNoA11yViolations(page);
  });
});

test.describe('/templates', () => {
  test('lists the nine templates with the count, guide links and category tiles', async ({ page }) => {
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Adventure Clue Kits' })).toBeVisible();
    await expect(page.getByText('9 templates available')).toBeVisible();
    await expect(kitList(page).getByRole('article')).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'See how it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    await expect(page.getByRole('link', { name: 'step-by-step instructions' })).toHaveAttribute(
      'href',
      '/instructions',
    );
    for (const name of [
      'Holiday Adventures',
      'Action Adventures',
      'Fantasy Adventures',
      'Learning Adventures',
    ])
      await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    await expectNoA11yViolations(page);
  });

  test('filters by tile and dropdown, highlights the tile and resets from the empty state @mobile', async ({
    page,
  }) => {
    await page.goto('/templates');
    const holiday = await hydrated(page.getByRole('button', { name: /^Holiday Adventures/ }));
    await holiday.click();
    await expect(holiday).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('3 templates available')).toBeVisible();
    await expect(kitList(page)).toContainText('Easter Bunny Hunt');
    await expect(kitList(page)).not.toContainText('Pirate Bunny Treasure Hunt');

    const dropdown = page.getByRole('combobox', { name: 'Category' });
    await expect(dropdown).toHaveValue('holiday');
    await dropdown.selectOption({ label: 'Learning Adventures' });
    await expect(holiday).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: /^Learning Adventures/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(kitList(page)).toContainText('Space Bunny Mission');
    await expect(page.getByText('2 templates available')).toBeVisible();

    // Search within the category: no learning kit is about pirates.
    await page.getByRole('searchbox', { name: 'Search adventures' }).fill('pirate');
    await expect(page).toHaveURL(/\?category=educational&search=pirate$/);
    await expect(page.getByRole('heading', { name: 'No adventures found' })).toBeVisible();
    await expect(page.getByText('0 templates available')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'View All Adventures' }).click();
    await expect(page.getByText('9 templates available')).toBeVisible();
    await expect(dropdown).toHaveValue('all');
    await expect(page.getByRole('searchbox', { name: 'Search adventures' })).toHaveValue('');
    await expect(page).toHaveURL(/\/templates$/);
  });

  test('opens with the ?search= of the SearchAction applied', async ({ page }) => {
    await page.goto('/templates?search=Space');
    await expect(page.getByRole('searchbox', { name: 'Search adventures' })).toHaveValue('Space');
    await expect(page.getByText('1 template available')).toBeVisible();
    await expect(kitList(page).getByRole('link')).toHaveText(['Space Bunny Mission']);
  });
});

test.describe('/templates/{slug}', () => {
  test('shows the kit, what is inside, the price and a zoomable image, with Product JSON-LD', async ({
    page,
  }) => {
    const response = await page.goto('/templates/easter-bunny');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Easter Bunny Hunt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute('href', '/templates');
    await expect(page.getByText('For all ages: 3-14')).toBeVisible();
    await expect(page.getByRole('heading', { name: "What's inside the kit" })).toBeVisible();
    await expect(page.getByRole('heading', { name: '200+ pre-made riddles' })).toBeVisible();
    await expect(page.getByText('$19.99 USD').first()).toBeVisible();
    await expect(page.getByText('Closed for the Season')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Printed Kit to Cart' })).toBeVisible();

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Easter Bunny Hunt',
      offers: {
        '@type': 'Offer',
        price: '19.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });

    const zoom = await hydrated(
      page.getByRole('button', {
        name: 'Zoom image: A smiling pastel bunny holding a basket of painted eggs',
      }),
    );
    await zoom.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectNoA11yViolations(page);
  });

  test('previews three real pages of the kit, lazily in fixed boxes, each zoomable', async ({ page }) => {
    await page.goto('/templates/easter-bunny');
    await expect(page.getByRole('heading', { name: 'A look inside' })).toBeVisible();
    const previews = page.getByRole('button', { name: /^Zoom image: Easter Bunny Hunt: / });
    await expect(previews).toHaveCount(3);
    const certificate = await hydrated(
      page.getByRole('button', { name: 'Zoom image: Easter Bunny Hunt: certificate page' }),
    );
    const image = certificate.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    // The box keeps the page's shape before the image arrives: no layout shift.
    const box = await certificate.boundingBox();
    expect(box!.height / box!.width).toBeCloseTo(1056 / 816, 1);
    await certificate.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(816);
    await certificate.click();
    await expect(page.getByRole('dialog', { name: 'Easter Bunny Hunt: certificate page' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('Buy Digital Download adds the kit to the cart and shows the added-to-cart notice', async ({
    page,
  }) => {
    await page.goto('/templates/cool-bunny');
    const buy = await hydrated(page.getByRole('button', { name: 'Buy Digital Download' }));
    await expect(page.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await buy.click();
    await expect(page).toHaveURL(/\/templates\/cool-bunny$/);
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Cool Bunny Hunt Digital Download has been added to your cart', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText('Cool Bunny Hunt', { exact: true })).toBeVisible();
  });

  test('space bunny is bought by contacting us', async ({ page }) => {
    await page.goto('/templates/space-bunny');
    await expect(page.getByRole('link', { name: 'Contact Us to Purchase' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('button', { name: 'Buy Digital Download' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Printed Kit to Cart' })).toHaveCount(0);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('')).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  for (const slug of ['dino-bunny-hunt', 'princess-fairytale', 'mystery-detective', 'superhero-easter']) {
    test(`${slug} is not currently available for purchase`, async ({ page }) => {
      await page.goto(`/templates/${slug}`);
      await expect(page.getByText('not currently available for purchase')).toBeVisible();
      await expect(page.getByRole('button', { name: /Buy/ })).toHaveCount(0);
    });
  }

  test('the farm kit opens a mini checkout: one licence for the digital kit, printed kits clamped to 1–10, a total', async ({
    page,
  }) => {
    await page.goto('/templates/farmyard-hunt');
    // Buy Now is a disclosure: it opens with or without the app.
    await page.getByText('Buy Now', { exact: true }).click();
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await expect(checkout.getByRole('radio', { name: /^Digital Download/ })).toBeChecked();
    await expect(checkout).toContainText('1 licence');
    await expect(checkout.getByRole('spinbutton')).toHaveCount(0);
    // The total appears once the checkout's code has arrived and hydrated: slow on a loaded CI machine.
    await expect(checkout).toContainText('Total (USD): $19.99 USD', { timeout: 15_000 });

    await checkout.getByRole('radio', { name: /^Printed & Delivered/ }).check();
    const quantity = checkout.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(checkout).toContainText('Total (USD): $49.99 USD');
    await expect(checkout.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await checkout.getByRole('button', { name: 'Increase quantity' }).click();
    await checkout.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(checkout).toContainText('Total (USD): $149.97 USD');
    await quantity.fill('25');
    await expect(quantity).toHaveValue('10');
    await expect(checkout).toContainText('Total (USD): $499.90 USD');
    await expect(checkout.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await expectNoA11yViolations(page);

    // Payments are on against the local stack: the mini checkout continues into the cart's checkout.
    await checkout.getByRole('button', { name: 'Increase quantity' }).click();
    await checkout.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('spinbutton', { name: 'Quantity of Farm Bunny Hunt – Printed & Delivered' }),
    ).toHaveValue('2');
    // Two printed kits and the US flat shipping rate.
    await expect(page.getByTestId('cart-total')).toHaveText('$109.97 USD');
  });

  const aliases = {
    'pirate-treasure': 'pirate-bunny',
    'space-explorer': 'space-bunny',
    'animal-safari': 'mystery-detective',
    'farmyard-easter': 'farmyard-hunt',
  };
  for (const [alias, canonical] of Object.entries(aliases)) {
    test(`/templates/${alias} replaces itself with /templates/${canonical}`, async ({ page, request }) => {
      const direct = await request.get(`/templates/${alias}`, { maxRedirects: 0 });
      expect(direct.status()).toBe(301);
      expect(direct.headers()['location']).toMatch(new RegExp(`/templates/${canonical}$`));
      await page.goto(`/templates/${alias}`);
      await expect(page).toHaveURL(new RegExp(`/templates/${canonical}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('an alias followed inside the app also lands on the canonical page', async ({ page }) => {
    await page.goto('/templates');
    await hydrated(page.getByRole('link', { name: 'Easter Bunny Hunt' }));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/templates/animal-safari');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/templates\/mystery-detective$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mystery Detective Hunt' })).toBeVisible();
  });

  test.describe('an unknown kit', () => {
    // Chromium reports the intended 404 status of the document on the console.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('is the 404 page with HTTP 404', async ({ page }) => {
      const response = await page.goto('/templates/unicorn-castle');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      await expectNoA11yViolations(page);
    });
  });
});
