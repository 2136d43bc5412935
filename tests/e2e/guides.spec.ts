import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

test.describe('/how-it-works', () => {
  test("shows the spec's four steps, what is inside a kit and a link to the shop", async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const [index, title] of [
      'Choose & Download',
      'Print at Home',
      'Set Up the Hunt',
      'Watch the Magic',
    ].entries()) {
      await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(title);
    }
    await expect(page.getByRole('heading', { name: "What's Inside Every Kit" })).toBeVisible();
    // Issue 5: one figure per fact.
    await expect(page.getByRole('main')).toContainText('200+ pre-made riddles');
    await expect(page.getByRole('main')).toContainText('8 editable clue cards');
    await expect(page.getByRole('main')).toContainText('16 blank clue cards');
    await expect(page.getByRole('main')).toContainText('15-30 minutes');
    await expect(page.getByRole('main').getByRole('link', { name: 'Shop Clue Kits' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expectNoA11yViolations(page);
  });
});

test.describe('/instructions', () => {
  test('shows three steps, file help, the print-shop finder and the recovery link', async ({ page }) => {
    await page.goto('/instructions');
    const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Download Your Kit');
    await expect(steps.nth(1)).toContainText('Print and Personalize');
    await expect(steps.nth(2)).toContainText('Set Up the Hunt');
    await expect(page.getByRole('heading', { name: 'Trouble Opening Your Files?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a Print Shop Near You' })).toHaveAttribute(
      'href',
      '/find-print-shop',
    );
    await expect(page.getByRole('link', { name: 'Recover my download' })).toHaveAttribute(
      'href',
      '/recover-downloads',
    );
    await expectNoA11yViolations(page);
  });
});

test.describe('/terms', () => {
  test('shows the terms in French first, then in English, last updated November 27, 2026, under Saskatchewan law', async ({
    page,
  }) => {
    await page.goto('/terms');
    const french = page.getByRole('article', { name: 'Conditions générales des téléchargements numériques' });
    const english = page.getByRole('article', { name: 'Terms and Conditions for Digital Downloads' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Conditions générales des téléchargements numériques',
    );
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(english).toHaveAttribute('lang', 'en');
    // French first: the French terms come before the English ones in the page.
    const order = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main article'), (article) => article.getAttribute('lang')),
    );
    expect(order).toEqual(['fr', 'en']);
    await expect(french.getByText('Dernière mise à jour\u00A0: 27 novembre 2026')).toBeVisible();
    await expect(french.getByRole('heading', { level: 2, name: /Ventes fermes/ })).toBeVisible();
    await expect(french).toContainText('lois de la province de la Saskatchewan');

    await page.getByRole('link', { name: 'Read the terms in English' }).click();
    await expect(page).toHaveURL(/\/terms#en$/);
    await expect(english.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(english.getByText('Last updated: November 27, 2026')).toBeVisible();
    for (const heading of [
      /Personal-Use Licence Only/,
      /No Resale, Sharing or Modification/,
      /Copyright/,
      /All Sales Are Final/,
      /Problems With Your Order/,
      /Files Provided As Is/,
      /Changes to These Terms/,
      /Governing Law/,
      /Language of These Terms/,
    ]) {
      await expect(english.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(english).toContainText('laws of the Province of Saskatchewan, Canada');
    await expect(english).toContainText(
      'At checkout you choose which version you accept, with French preselected',
    );
    await expect(english.getByRole('link', { name: /@/ }).last()).toHaveAttribute('href', /^mailto:/);
    await expectNoA11yViolations(page);
  });
});

test.describe('/easter-hunt-ideas', () => {
  test('is an article with ten ideas, advice per age group and links to kits', async ({ page, request }) => {
    await page.goto('/easter-hunt-ideas');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toContainText('10 Easter Scavenger Hunt Ideas');
    const ideas = article.locator('section', {
      has: page.getByRole('heading', { name: 'Ten Easter Hunt Ideas' }),
    });
    await expect(ideas.getByRole('heading', { level: 3 })).toHaveCount(10);
    await expect(article.getByRole('heading', { name: 'Ages 3-6: Visual Clue Cards' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Ages 6-8: Basic Riddles' })).toBeVisible();
    await expect(
      article.getByRole('heading', { name: 'Ages 8-14: Harder Riddles With Rhymes' }),
    ).toBeVisible();
    for (const slug of ['easter-bunny', 'pirate-bunny', 'space-bunny', 'cool-bunny']) {
      await expect(article.locator(`a[href="/templates/${slug}"]`)).toHaveCount(1);
    }
    await expect(article.getByRole('link', { name: /Browse all/ })).toHaveAttribute('href', '/templates');
    await expectNoA11yViolations(page);

    const html = await (await request.get('/easter-hunt-ideas')).text();
    expect(html).toContain('"@type":"Article"');
  });
});

test.describe('/contact', () => {
  test('shows the support email as a link and no placeholder', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:.+@.+/,
    );
    await expectNoA11yViolations(page);
  });
});
