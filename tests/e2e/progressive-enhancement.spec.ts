import type { Page } from '@playwright/test';
import { expectRegionShown, regionLink } from './catalog-helpers';
import { expect, test } from './support/fixtures';
import { measureInp, readInp } from './support/inp';
import { layoutShift } from './support/layout-shift';

/*
 * Issue 27 (ADR 039): every main action works before the app has hydrated, and without JavaScript.
 *
 * A tap "at the load event on a slow phone": the CPU runs 4x slower, and the app's scripts (which the
 * boot script fetches after the load event) are held until the test has tapped, so the tap always lands
 * before hydration. The test then lets the app load and checks that the tap did what it says at once
 * (where the HTML can do it alone) or within 1 s of hydration.
 */

/** How long after hydration an action may take to show its effect (issue 27 §1). */
const AFTER_HYDRATION_MS = 1_000;

/**
 * Opens `path` with a 4x slower CPU and the app held back; `release` lets it load. Every page the tab
 * shows from then on notes when it hydrated (main.tsx marks <html data-hydrated>), for `msAfterHydration`.
 */
async function openBeforeTheApp(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  await page.addInitScript(() => {
    // Before the document has an element: watched from the document itself.
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      Reflect.set(window, 'e2eHydratedAt', performance.now());
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  // Everything but the boot script, which the HTML loads before the load event.
  const appScripts = /\/assets\/(?!boot-)[^/]+\.js$/;
  await page.route(appScripts, async (route) => {
    await held;
    await route.continue();
  });
  // The page's own goto, not the suite's, which waits for hydration (support/fixtures.ts).
  await (Object.getPrototypeOf(page) as Page).goto.call(page, path, { waitUntil: 'load' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return {
    release: async () => {
      letThrough();
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

/** Resolves once the page now shown has hydrated. */
const hydration = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });

/**
 * How long after hydration `text` appeared in the page's main content, timed in the page itself (each
 * frame), so the test's own round trips do not count.
 */
async function msAfterHydration(page: Page, text: string): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const hydratedAt = Reflect.get(window, 'e2eHydratedAt') as number | undefined;
      const shown = document.querySelector('main')?.textContent?.includes(wanted);
      return hydratedAt !== undefined && shown ? performance.now() - hydratedAt : false;
    },
    text,
    { polling: 'raf', timeout: 15_000 },
  );
  return (await handle.jsonValue()) as number;
}

test.describe('a tap at the load event on a slow phone @timing', () => {
  test('on a kit page the picture zooms, and Buy Digital Download and Add Printed Kit to Cart open the cart, which adds the kit once the app runs', async ({
    page,
  }) => {
    const english = await openBeforeTheApp(page, '/templates/easter-bunny');
    // The kit's picture zooms by the browser's own command, before any script.
    await page.getByRole('button', { name: /^Zoom image: A smiling pastel bunny/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Buy Digital Download' }).click();
    // The form's own work, before any script: the cart page with the kit in its address.
    await expect(page).toHaveURL(/\/cart\?add=easter-bunny&format=digital$/);
    await english.release();
    expect(
      await msAfterHydration(page, 'Quantity of Easter Bunny Hunt – Digital Download: 1 licence'),
    ).toBeLessThanOrEqual(AFTER_HYDRATION_MS);
    const main = page.getByRole('main');
    await expect(
      page.getByText('Easter Bunny Hunt Digital Download has been added to your cart', { exact: true }),
    ).toBeVisible();
    // Added once: the address no longer asks for it, so a reload adds nothing.
    await expect(page).toHaveURL(/\/cart$/);

    // The French kit page, its printed kit.
    const french = await openBeforeTheApp(page, '/fr/templates/cool-bunny');
    await page.getByRole('button', { name: 'Ajouter la trousse imprimée au panier' }).click();
    await expect(page).toHaveURL(/\/fr\/cart\?add=cool-bunny&format=printed$/);
    await french.release();
    expect(await msAfterHydration(page, 'Chasse du lapin cool')).toBeLessThanOrEqual(AFTER_HYDRATION_MS);
    await expect(
      page.getByRole('spinbutton', { name: 'Quantité de Chasse du lapin cool – Imprimée et livrée' }),
    ).toHaveValue('1');
    await expect(page.getByText('Ajouté au panier', { exact: true })).toBeVisible();
    await expect(main.getByText('Chasse aux cocos de Pâques', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('cart-total')).toHaveText(/^79,97/);
  });

  test('the farm kit: Buy Now opens its checkout at once, and Checkout fills the cart', async ({ page }) => {
    const farm = await openBeforeTheApp(page, '/templates/farmyard-hunt');
    await page.getByText('Buy Now', { exact: true }).click();
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await expect(checkout).toBeVisible();
    await checkout.getByRole('radio', { name: /^Printed & Delivered/ }).check();
    await checkout.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await checkout.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/cart\?add=farmyard-hunt&format=printed&quantity=3$/);
    await farm.release();
    expect(await msAfterHydration(page, 'Farm Bunny Hunt')).toBeLessThanOrEqual(AFTER_HYDRATION_MS);
    await expect(
      page.getByRole('spinbutton', { name: 'Quantity of Farm Bunny Hunt – Printed & Delivered' }),
    ).toHaveValue('3');
  });

  test('a category tile on /templates shows its category, and nothing moves when the app applies it', async ({
    page,
  }) => {
    const templates = await openBeforeTheApp(page, '/templates');
    await page.getByRole('button', { name: /^Holiday Adventures/ }).click();
    await expect(page).toHaveURL(/\/templates\?category=holiday$/);
    await templates.release();
    expect(await msAfterHydration(page, '3 templates available')).toBeLessThanOrEqual(AFTER_HYDRATION_MS);
    await expect(page.getByRole('button', { name: /^Holiday Adventures/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const results = page.getByRole('list', { name: 'Adventure templates' });
    await expect(results.getByRole('article')).toHaveCount(3);
    await expect(results).toContainText('Easter Bunny Hunt');
    // The prerendered list (every kit) gave way to the filtered one: new elements appeared, none moved.
    expect(await layoutShift(page, { includingInput: true })).toBe(0);
  });

  test('the region switch on /shop, the pricing pages and the cart', async ({ page }) => {
    const shop = await openBeforeTheApp(page, '/shop');
    await regionLink(page, 'ca').click();
    await expect(page).toHaveURL(/\/shop\?region=ca$/);
    await shop.release();
    expect(await msAfterHydration(page, '$24.99 CAD')).toBeLessThanOrEqual(AFTER_HYDRATION_MS);
    await expectRegionShown(page, 'ca');

    // A regional pricing page is its region's own page: the HTML alone shows it.
    const pricing = await openBeforeTheApp(page, '/ca/pricing');
    await regionLink(page, 'us').click();
    await expect(page).toHaveURL(/\/us\/pricing\?region=us$/);
    await expect(page.getByText('$19.99 USD').first()).toBeVisible();
    await pricing.release();
    await hydration(page);

    const cart = await openBeforeTheApp(page, '/cart');
    await regionLink(page, 'ca').click();
    await expect(page).toHaveURL(/\/cart\?region=ca$/);
    await cart.release();
    await hydration(page);
    await expectRegionShown(page, 'ca');
    expect(await msAfterHydration(page, 'Your cart is empty.')).toBeLessThanOrEqual(AFTER_HYDRATION_MS);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the header menu opens at once, and the language switch opens the French page and is remembered', async ({
      page,
    }) => {
      const header = page.getByRole('banner');
      const howItWorks = await openBeforeTheApp(page, '/how-it-works');
      await header.getByRole('button', { name: 'Menu' }).click();
      await expect(header.getByRole('link', { name: 'View Cart & Checkout' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(header.getByRole('link', { name: 'View Cart & Checkout' })).toBeHidden();

      await header.getByRole('link', { name: 'Lire cette page en français' }).click();
      await expect(page).toHaveURL(/\/fr\/how-it-works$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Comment fonctionnent/);
      await howItWorks.release();
      await hydration(page);
      // The choice is remembered as the switch's own click would: the next visit lands in French.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('ack-language'))).toBe('fr');
      await page.goto('/contact');
      await expect(page).toHaveURL(/\/fr\/contact$/);
    });
  });
});

test('once live, the browse page answers taps and typing within 200 ms (INP, web-vitals) @timing', async ({
  context,
  page,
}) => {
  // A sanity bound on this machine's own CPU; `npm run bench` measures every main action 4x slower.
  await measureInp(context);
  await page.goto('/templates');
  await page.getByRole('button', { name: /^Holiday Adventures/ }).click();
  await expect(page.getByText('3 templates available')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search adventures' }).pressSequentially('farm');
  // Typed faster than the router updates the address: no letter is lost.
  await expect(page.getByRole('searchbox', { name: 'Search adventures' })).toHaveValue('farm');
  await expect(page).toHaveURL(/\?category=holiday&search=farm$/);
  await expect(page.getByText('1 template available')).toBeVisible();
  await regionLink(page, 'ca').click();
  await expect(page.getByText('$24.99 CAD').first()).toBeVisible();
  expect(await readInp(page)).toBeLessThanOrEqual(200);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a parent browses from home to a kit and buys it: the cart takes it, and says checkout needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
    await page.getByRole('link', { name: 'Browse by category' }).click();
    await expect(page).toHaveURL(/\/templates$/);

    // The tiles and the search are GET forms: the address carries the choice.
    await page.getByRole('button', { name: /^Fantasy Adventures/ }).click();
    await expect(page).toHaveURL(/\/templates\?category=fantasy$/);
    await page.getByRole('searchbox', { name: 'Search adventures' }).fill('bunny');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/templates\?category=all&search=bunny$/);

    await page.getByRole('link', { name: 'Easter Bunny Hunt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Easter Bunny Hunt' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Printed Kit to Cart' }).click();
    await expect(page).toHaveURL(/\/cart\?add=easter-bunny&format=printed$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Buy Digital Download' }).click();
    await expect(page).toHaveURL(/\/cart\?add=easter-bunny&format=digital$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(
      page.getByText(/^Your cart and checkout need JavaScript, which is turned off in this browser\./),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    // The farm kit's mini checkout is a disclosure and a form too; its count is the field's own.
    await page.goto('/templates/farmyard-hunt');
    await page.getByText('Buy Now', { exact: true }).click();
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: /^Printed & Delivered/ }).check();
    await expect(checkout.getByRole('button', { name: 'Increase quantity' })).toBeHidden();
    await checkout.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await checkout.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/cart\?add=farmyard-hunt&format=printed&quantity=2$/);

    // Nothing claims to be loading where nothing will: /pricing leads on by its links.
    await page.goto('/pricing');
    await expect(page.getByText('Loading pricing information...')).toBeHidden();
    await page.getByRole('main').getByRole('link', { name: 'Canadian prices' }).click();
    await expect(page).toHaveURL(/\/ca\/pricing$/);
  });

  test('the header menu opens, and the region and language switches are links, in French too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/shop');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(header.getByRole('link', { name: 'Voir le panier et payer' })).toBeVisible();
    await page.keyboard.press('Escape');

    const canada = page
      .getByRole('group', { name: 'Afficher les prix pour' })
      .getByRole('link', { name: 'Canada (CAD)' });
    await expect(canada).toHaveAttribute('href', '/fr/shop?region=ca');
    await canada.click();
    await expect(page).toHaveURL(/\/fr\/shop\?region=ca$/);

    await header.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop Adventure Clue Kits');

    await page.goto('/fr/templates/easter-bunny');
    await page.getByRole('button', { name: 'Acheter le téléchargement' }).click();
    await expect(page).toHaveURL(/\/fr\/cart\?add=easter-bunny&format=digital$/);
    await expect(page.getByText(/Votre panier et le paiement ont besoin de JavaScript/)).toBeVisible();
  });
});
