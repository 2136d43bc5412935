import { findHtmlFiles, isPublicRoute, memberShellFiles, routeOf } from '../../scripts/budget/first-load';
import { answerGeoLookup } from './support/geo';
import { expect, test } from './support/fixtures';

/** Issue 20 §1: the whole public shop in Canadian French under /fr, found by search engines and visitors. */
const distDir = process.env.DIST_DIR ?? 'dist';
const memberShells = memberShellFiles(distDir);
const routes = findHtmlFiles(distDir)
  .map((file) => routeOf(distDir, file))
  .filter((route) => isPublicRoute(route, memberShells) && !route.endsWith('.html'));
const englishRoutes = routes.filter((route) => route !== '/fr' && !route.startsWith('/fr/'));
const frenchOf = (route: string) => (route === '/' ? '/fr' : `/fr${route}`);
/** Issue 20 §4: the terms open with the French version (the h1) in both languages, the English follow. */
const frenchFirstPages = new Set(['/terms']);

const text = (html: string, pattern: RegExp) =>
  pattern
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? '';

/** The path of a head link's address (React writes `hrefLang`; HTML attribute names ignore case). */
const linkPath = (html: string, rel: 'canonical' | 'alternate', hreflang?: string) => {
  const tag = new RegExp(
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`,
    'i',
  ).exec(html);
  return tag?.[1] ? new URL(tag[1]).pathname : undefined;
};

test('every public English page has its prerendered French twin, in French, and each names the other', async ({
  request,
}) => {
  expect(englishRoutes.length).toBeGreaterThan(25);
  for (const route of englishRoutes) {
    const french = frenchOf(route);
    expect(routes, `${french} is prerendered`).toContain(french);
    const en = await (await request.get(route)).text();
    const fr = await (await request.get(french)).text();
    expect(fr, `${french} lang`).toContain('<html lang="fr-CA">');
    expect(en, `${route} lang`).toContain('<html lang="en">');
    const title = /<title>([^<]*)<\/title>/;
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/;
    const description = /<meta name="description" content="([^"]*)"/;
    expect(text(fr, title), `${french} title`).not.toBe(text(en, title));
    if (frenchFirstPages.has(route)) expect(text(en, h1), `${route} h1`).toBe(text(fr, h1));
    else expect(text(fr, h1), `${french} h1`).not.toBe(text(en, h1));
    expect(text(fr, description), `${french} description`).not.toBe(text(en, description));
    if (!/<meta name="robots" content="noindex/.test(fr)) {
      // A regional copy (/ca, /us) names its canonical page, and the alternates are that page's pair.
      const englishCanonical = linkPath(en, 'canonical');
      expect(englishCanonical, `${route} canonical`).toBeDefined();
      const frenchCanonical = frenchOf(englishCanonical!);
      expect(linkPath(fr, 'canonical'), `${french} canonical`).toBe(frenchCanonical);
      for (const [page, html] of [
        [route, en],
        [french, fr],
      ] as const) {
        expect(linkPath(html, 'alternate', 'en'), `${page} names the English page`).toBe(englishCanonical);
        expect(linkPath(html, 'alternate', 'fr-CA'), `${page} names the French page`).toBe(frenchCanonical);
        expect(linkPath(html, 'alternate', 'x-default'), `${page} x-default`).toBe(englishCanonical);
      }
    }
  }
});

test('the sitemap lists both languages of each page, each with its alternates', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(
    /<loc>[^<]*\/fr\/shop<\/loc><xhtml:link rel="alternate" hreflang="en" href="[^"]*\/shop"\/>/,
  );
  expect(sitemap).toMatch(/<loc>[^<]*\/fr\/templates\/easter-bunny<\/loc>/);
  expect(sitemap).not.toMatch(/\/fr\/(thank-you|recover-downloads|downloads)/);
});

test.describe('an unknown French address', () => {
  // Chromium logs the 404 status of the document itself; that status is what this test wants.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answers the French 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/fr/nulle-part');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    // French typography: a narrow no-break space before the exclamation mark.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oups\u202F! Page introuvable');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/fr$/);
  });
});

test('the language switch opens the same page in French and is remembered on the next visit', async ({
  page,
}) => {
  await page.goto('/how-it-works');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/fr\/how-it-works$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Boutique' }),
  ).toHaveAttribute('href', '/fr/shop');
  // Next visit, by the English address: the remembered choice wins.
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/fr\/contact$/);
  // And back to English, remembered too.
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/fr/shop');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the remembered language applies while the footer’s code is still on its way', async ({ page }) => {
  // The footer hydrates after the first load: a switch that comes first must not hydrate the English
  // footer's HTML with French words (React would throw a hydration error, which fails this test).
  await page.route(/\/assets\/footer-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/how-it-works');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/fr\/how-it-works$/);
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await expect(page.getByRole('contentinfo')).toContainText('Politique de confidentialité');
});

test.describe('a French-speaking browser', () => {
  test.use({ locale: 'fr-CA' });

  test('in Canada lands on the French site', async ({ page }) => {
    await answerGeoLookup(page, { country_code: 'CA' });
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/fr\/shop$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  });

  test('in the United States stays on the page it asked for', async ({ page }) => {
    await answerGeoLookup(page, { country_code: 'US' });
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/shop$/);
  });
});

test('a French form shows French messages and keeps what was typed', async ({ page }) => {
  await page.goto('/fr/contact');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel(/Courriel/i).fill('pas-un-courriel');
  await page.getByRole('button', { name: /Envoyer/i }).click();
  await expect(page.getByText('Veuillez entrer une adresse courriel valide.')).toBeVisible();
  await expect(page.getByLabel(/Courriel/i)).toHaveValue('pas-un-courriel');
});

test('the navigation bar fits at every width in both languages: French links join the bar from 1024 px', async ({
  page,
}) => {
  for (const [route, barFrom] of [
    ['/how-it-works', 768],
    ['/fr/how-it-works', 1024],
  ] as const) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(route);
    for (const width of [320, 767, 768, 1023, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const nav = page.getByRole('banner').getByRole('navigation');
      const overflow = await nav.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `${route} navigation bar at ${width} px`).toBeLessThanOrEqual(0);
      const menuButton = page.getByRole('banner').getByRole('button', { name: /menu/i });
      if (width >= barFrom) await expect(menuButton, `${route} at ${width} px`).toBeHidden();
      else await expect(menuButton, `${route} at ${width} px`).toBeVisible();
    }
  }
});
