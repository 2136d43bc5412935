import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

// Issue 20 §4: a privacy policy in English and French, naming every processor, linked from every page.

const processors = ['Supabase', 'Stripe', 'Resend', 'AI provider', 'ipapi.co', 'Meta'];

test('the privacy policy names every processor, in English and in French, from the footer', async ({
  page,
}) => {
  await page.goto('/how-it-works');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  const english = page.getByRole('main');
  for (const name of processors) await expect(english).toContainText(name);
  await expect(english).toContainText('90 days');

  await page.getByRole('link', { name: 'Lire en français' }).click();
  const french = page.locator('section#fr[lang="fr"]');
  await expect(french.getByRole('heading', { name: 'Politique de confidentialité' })).toBeInViewport();
  for (const name of ['Supabase', 'Stripe', 'Resend', 'ipapi.co', 'Meta'])
    await expect(french).toContainText(name);
  await expect(french).toContainText('Commission d’accès à l’information du Québec');
  await expectNoA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the policy is prerendered in both languages', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.locator('section#fr[lang="fr"]')).toContainText('Personne responsable');
  });
});
