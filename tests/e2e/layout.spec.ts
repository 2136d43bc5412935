import type { Page } from '@playwright/test';
import { hydrated } from './catalog-helpers';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { layoutShift } from './support/layout-shift';

// Spec §2 'Navigation and shared parts'.
const NAV_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'Shop', href: '/shop' },
  { name: 'AI Clue Creator', href: '/clue-login' },
  { name: 'How It Works', href: '/how-it-works' },
  { name: 'Pricing', href: '/pricing' },
  { name: 'Contact', href: '/contact' },
];
const MOBILE_BREAKPOINT = 768;
const SOCIAL_HOSTS = /(^|\.)(facebook|instagram|pinterest|youtube|tiktok|x|twitter|linkedin)\.com$/;

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('navigation bar on a desktop viewport', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists every section with its target and the logo and cart links', async ({ page }) => {
    await page.goto('/how-it-works');
    for (const { name, href } of NAV_LINKS) {
      await expect(header(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(
      header(page)
        .getByRole('link', { name: /adventure clue kits/i })
        .first(),
    ).toHaveAttribute('href', '/');
    await expect(header(page).getByRole('link', { name: /cart/i })).toHaveAttribute('href', '/cart');
  });

  test('shows the links themselves from 768 px on', async ({ page }) => {
    await page.setViewportSize({ width: MOBILE_BREAKPOINT, height: 800 });
    await page.goto('/how-it-works');
    await expect(header(page).getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: /menu/i })).toBeHidden();
  });

  test('navigates between pages without a full reload of the shell', async ({ page }) => {
    await page.goto('/');
    // A full page load would drop this property; client-side routing keeps it.
    await page.evaluate(() => Reflect.set(window, 'e2eSamePage', true));

    await header(page).getByRole('link', { name: 'How It Works', exact: true }).click();
    await expect(page).toHaveURL('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await header(page).getByRole('link', { name: /cart/i }).click();
    await expect(page).toHaveURL('/cart');
    await header(page)
      .getByRole('link', { name: /adventure clue kits/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/(us|ca)?$/);
    const samePage = await page.evaluate(() => Reflect.get(window, 'e2eSamePage') === true);
    expect(samePage, 'navigation stayed inside the single-page app').toBe(true);
  });

  test('keyboard users reach main content by the skip link and see where focus is', async ({ page }) => {
    await page.goto('/how-it-works');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: /skip to (main )?content/i });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await expectFocusIndicator(page);
    await page.keyboard.press('Enter');
    const focusInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(focusInMain, 'focus moved into <main>').toBe(true);
    await page.keyboard.press('Tab');
    await expectFocusIndicator(page);
  });
});

test.describe('navigation bar below 768 px @mobile', () => {
  test.use({ viewport: { width: MOBILE_BREAKPOINT - 1, height: 844 } });

  test('collapses into a menu toggled by a labelled button', async ({ page }) => {
    await page.goto('/how-it-works');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(header(page).getByRole('link', { name: 'Pricing', exact: true })).toBeHidden();

    await toggle.click();
    await expect.poll(() => menuExpanded(page)).toBe(true);
    for (const { name, href } of NAV_LINKS) {
      await expect(header(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const cart = page.getByRole('link', { name: 'View Cart & Checkout' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/cart');
    await expectNoA11yViolations(page);

    await toggle.click();
    await expect.poll(() => menuExpanded(page)).toBe(false);
    await expect(cart).toBeHidden();

    // From the keyboard: Enter opens it, Tab goes into it, Escape closes it and returns to the button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(cart).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

/**
 * The menu button's expanded state as Chromium gives it to assistive technology: the menu is a popover,
 * whose state the browser reports itself (before the app runs too), so it is read from the
 * accessibility tree rather than from an attribute.
 */
async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: 'Menu',
      role: 'button',
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

test.describe('what the app adds once the page is live (ADR 039)', () => {
  test('the cart count and the Added to cart notice appear without moving anything', async ({ page }) => {
    await page.goto('/templates/easter-bunny');
    await (await hydrated(page.getByRole('button', { name: 'Buy Digital Download' }))).click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart (1 kit)' })).toBeVisible();
    // Counted even right after the tap, which CLS would forgive: nothing may move at all.
    expect(await layoutShift(page, { includingInput: true, settleMs: 500 })).toBe(0);

    // A page opened with kits in the cart: the count arrives with hydration.
    await page.goto('/shop');
    await expect(header(page).getByRole('link', { name: 'Cart (1 kit)' })).toBeVisible();
    expect(await layoutShift(page, { includingInput: true })).toBe(0);
  });
});

test.describe('footer', () => {
  // The suite's build (npm run build:local) is given no owner facts, so it must link none: the
  // configured state is covered by src/components/layout/footer.test.tsx.
  test('links to download recovery and terms, and no profile or company the build was not given', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    await expect(footer(page).getByRole('link', { name: /recover|lost download/i })).toHaveAttribute(
      'href',
      '/recover-downloads',
    );
    await expect(footer(page).getByRole('link', { name: /terms/i })).toHaveAttribute('href', '/terms');
    await expect(footer(page).getByRole('img', { name: /made in canada/i })).toBeVisible();

    const hrefs = await footer(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.filter((href) => SOCIAL_HOSTS.test(new URL(href).hostname.replace(/^www\./, '')))).toEqual(
      [],
    );
    expect(hrefs.filter((href) => new URL(href).origin !== new URL(page.url()).origin)).toEqual([]);
  });
});

test.describe('pages are accessible @mobile', () => {
  // Every public page is scanned at 390 px by public-pages.spec.ts; here the home page as a phone shows it.
  for (const path of ['/']) {
    test(`axe finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});

test.describe('type', () => {
  test('body text and headings use the design system’s families', async ({ page }) => {
    await page.goto('/');
    const families = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }));
    // The fallbacks matter too: a page that paints before the web fonts must not fall back to serif.
    expect(families.body).toMatch(/^Nunito, .*sans-serif$/);
    expect(families.heading).toMatch(/^Fredoka, .*sans-serif$/);
  });
});

test.describe('unknown routes', () => {
  // Chromium logs the 404 status of the document itself; that status is what this test wants.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answer HTTP 404 with the not-found page and a way home', async ({ page, request }) => {
    const response = await request.get('/no-such-page/anywhere');
    expect(response.status()).toBe(404);

    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect(page.getByText('404', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    await expectNoA11yViolations(page);
  });
});

test.describe('static hosting', () => {
  test('pages carry the security headers and assets are cached for good', async ({ request }) => {
    const response = await request.get('/how-it-works');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp, 'no wildcard source: only the site, Supabase and the video host').not.toMatch(
      /(^|\s)\*(\s|;|$)/,
    );
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toBeTruthy();

    const html = await response.text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(asset, 'the page references a hashed asset').toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()['cache-control']).toMatch(/max-age=31536000/);
    expect(assetResponse.headers()['cache-control']).toContain('immutable');
  });

  for (const path of ['/', '/how-it-works']) {
    test(`the prerendered HTML of ${path} already holds title, description, canonical URL and heading`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).pathname).toBe(path);
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
      expect(heading.replace(/<[^>]+>/g, '').trim().length, 'text of the main heading').toBeGreaterThan(5);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the content is still there', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header(page).getByRole('link', { name: /cart/i }).first()).toBeVisible();
    await expect(footer(page).getByRole('link', { name: /terms/i })).toBeVisible();
  });
});

async function expectFocusIndicator(page: Page): Promise<void> {
  const style = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return null;
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle,
      outlineWidth: computed.outlineWidth,
      boxShadow: computed.boxShadow,
    };
  });
  expect(style, 'something has focus').not.toBeNull();
  const hasOutline = style!.outline !== 'none' && style!.outlineWidth !== '0px';
  expect(
    hasOutline || style!.boxShadow !== 'none',
    `visible focus indicator (${JSON.stringify(style)})`,
  ).toBe(true);
}
