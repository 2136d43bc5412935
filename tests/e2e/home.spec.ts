import type { Page } from '@playwright/test';
import { expectRegionShown } from './catalog-helpers';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

// Spec §2 'Home content' with {product} = 'Clue Kits' (issue 5).
const HERO = 'Adventure Clue Kits for Every Occasion';
const WHAT_IS = 'What is an Adventure Clue Kit?';
const WHY_CHOOSE = 'Why Choose Our Scavenger Hunt Templates?';
const SLIDE_TARGETS = [
  '/templates/cool-bunny',
  '/templates/easter-bunny',
  '/templates/pirate-bunny',
  '/templates/space-bunny',
  '/templates',
];
const CAROUSEL_DELAY_MS = 2000;
const YOUTUBE = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/;

const main = (page: Page) => page.getByRole('main');
const carousel = (page: Page) => page.getByRole('region', { name: 'Featured clue kits' });
const selectedSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"][data-selected="true"]');

/** Scrolls the carousel into view, which is what loads its script, and waits until it is live. */
async function liveCarousel(page: Page) {
  // The preview is swapped for the live carousel as it nears the viewport, so scroll by its heading.
  await page.getByRole('heading', { name: 'Pick Your Next Adventure' }).scrollIntoViewIfNeeded();
  await expect(carousel(page).getByRole('button', { name: /slideshow/ })).toBeEnabled();
}

test.describe('home page content', () => {
  test('shows every section of the spec in order, with its links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(page).toHaveTitle(new RegExp(HERO));

    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: 'Shop Clue Kits' })).toHaveAttribute('href', '/shop');

    const teaser = page.locator('section', { has: page.getByRole('heading', { name: /AI Clue Creator/ }) });
    await expect(teaser.getByRole('link', { name: 'Discover the AI Clue Creator' })).toHaveAttribute(
      'href',
      '/ai-clue-creator',
    );
    await expect(teaser.getByRole('link', { name: 'Browse Ready-Made Kits' })).toHaveAttribute(
      'href',
      '/shop',
    );

    const slideLinks = carousel(page).getByRole('link');
    await expect(slideLinks).toHaveCount(SLIDE_TARGETS.length);
    for (const [index, href] of SLIDE_TARGETS.entries()) {
      await expect(slideLinks.nth(index)).toHaveAttribute('href', href);
    }

    await expect(main(page).getByRole('link', { name: /Shop all Adventure Clue Kits/ })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(main(page).getByRole('link', { name: 'Start Your Adventure' })).toHaveAttribute(
      'href',
      '/shop',
    );

    const whyChoose = page.locator('section', { has: page.getByRole('heading', { name: WHY_CHOOSE }) });
    await expect(whyChoose.getByRole('listitem')).toHaveCount(6);

    // The spec's order: hero, AI teaser, carousel, video (or our steps), what-is, print note, closing CTA, why-choose.
    const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents();
    const order = [
      /AI Clue Creator/,
      /Pick Your Next Adventure/,
      /Clue Hunt/,
      /^What is an/,
      /^Print at Home/,
      /Unforgettable Adventure/,
      /^Why Choose/,
    ];
    const positions = order.map((pattern) => headings.findIndex((text) => pattern.test(text)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(headings).toContain(WHAT_IS);

    await expectNoA11yViolations(page);
  });

  test('is prerendered: the HTML carries the heading, description, canonical and slide links', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(HERO);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/"/);
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/home\/hero\.svg"/);
    for (const href of SLIDE_TARGETS) expect(html).toContain(`href="${href}"`);
    // The video is a facade: no player, and nothing from the video host, until the visitor asks.
    expect(html).not.toMatch(/youtube-nocookie\.com|<iframe/);
  });

  test('/ca and /us show the same home content and set the region', async ({ page }) => {
    for (const [path, region] of [
      ['/ca', 'ca'],
      ['/us', 'us'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
      await expect(page.getByRole('heading', { name: WHY_CHOOSE })).toBeVisible();
      // The region is remembered: the price switch on the browse page shows it after a fresh load.
      await page.goto('/templates');
      await expectRegionShown(page, region);
    }
  });
});

test.describe('home carousel', () => {
  test('advances on its own about every 2 seconds', async ({ page }) => {
    await page.goto('/');
    await liveCarousel(page);
    const first = await selectedSlide(page).getAttribute('aria-label');
    await expect(selectedSlide(page)).not.toHaveAttribute('aria-label', first ?? '', {
      timeout: CAROUSEL_DELAY_MS + 1500,
    });
  });

  test('stops when paused and goes on when played again', async ({ page }) => {
    await page.goto('/');
    await liveCarousel(page);
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await selectedSlide(page).getAttribute('aria-label');
    await page.waitForTimeout(CAROUSEL_DELAY_MS * 2);
    await expect(selectedSlide(page)).toHaveAttribute('aria-label', paused ?? '');

    await carousel(page).getByRole('button', { name: 'Play slideshow' }).click();
    await expect(selectedSlide(page)).not.toHaveAttribute('aria-label', paused ?? '', {
      timeout: CAROUSEL_DELAY_MS + 1500,
    });
  });

  test('keeps going after the visitor uses the arrows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await liveCarousel(page);
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    const afterClick = await selectedSlide(page).getAttribute('aria-label');
    await expect(selectedSlide(page)).not.toHaveAttribute('aria-label', afterClick ?? '', {
      timeout: CAROUSEL_DELAY_MS + 1500,
    });
  });

  test('starts paused when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await liveCarousel(page);
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const first = await selectedSlide(page).getAttribute('aria-label');
    await page.waitForTimeout(CAROUSEL_DELAY_MS + 1000);
    await expect(selectedSlide(page)).toHaveAttribute('aria-label', first ?? '');
    await expectNoA11yViolations(page);
  });

  test('hides its arrows on small screens but keeps the pause control @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await liveCarousel(page);
    await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toBeHidden();
    await expect(carousel(page).getByRole('button', { name: 'Previous slide' })).toBeHidden();
    await expect(carousel(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });
});

test.describe('explainer section without configured videos', () => {
  // The suite's build is given no VITE_EXPLAINER_VIDEO_ID_*: the section shows our steps instead of a
  // player (the configured player is covered by src/features/home/components/explainer-section.test.tsx).
  test('shows the four how-it-works steps and asks nothing of YouTube', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (YOUTUBE.test(request.url())) requests.push(request.url());
    });
    await page.goto('/');
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'How a Clue Hunt Comes Together' }),
    });
    await expect(section.getByRole('listitem')).toHaveCount(4);
    await expect(section.getByRole('link', { name: 'More about how it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    await expect(page.getByRole('button', { name: /Play the video/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });
});
