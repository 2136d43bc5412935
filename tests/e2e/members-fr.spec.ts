import type { Page } from '@playwright/test';

import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { uniqueEmail, verifyLink, waitForEmail } from './support/members';

// The member area in French (issue 28 §3, §6): a parent signs up on /fr/clue-login, confirms from the
// French email and uses every member page in French; each is axe-clean and fits a 320 px screen.

const notice = (page: Page, title: RegExp) =>
  page
    .getByRole('region', { name: /notifications/i })
    .getByText(title)
    .first();

/** The page fits `width` px: nothing sticks out to the right (named in the failure message). */
async function expectNoOverflowAt(page: Page, width: number) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width, height: 740 });
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    culprits: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  }));
  expect(scrollWidth, `${page.url()} at ${width} px: ${culprits.join(' | ')}`).toBeLessThanOrEqual(
    innerWidth,
  );
  if (viewport) await page.setViewportSize(viewport);
}

/** What every new French page must pass: French on the document, axe, and 320 px. */
async function expectFrenchPageSound(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectNoA11yViolations(page);
  await expectNoOverflowAt(page, 320);
}

// Chromium logs the 400 of the refused login (email not confirmed yet) as a console error.
test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400/] });

test('a French parent signs up, confirms from the French email and uses the member area in French', async ({
  page,
}) => {
  // Six pages, each scanned by axe and measured at 320 px.
  test.slow();
  const email = uniqueEmail('fr-parent');
  const password = 'gateau-aux-carottes-7';

  // The prerendered French login page hydrates without a mismatch (the fixture fails on error #418).
  await page.goto('/fr/clue-login');
  await expect(page.getByRole('heading', { name: 'Créateur d’indices IA', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeEnabled();
  await expectFrenchPageSound(page);

  // A guarded French page sends a visitor to the French login page.
  await page.goto('/fr/clue-generator');
  await expect(page).toHaveURL(/\/fr\/clue-login$/);

  await page.getByRole('button', { name: /^Pas encore de compte/ }).click();
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await expect(page.getByText('Au moins 6 caractères.')).toBeVisible();
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(notice(page, /^Compte créé$/)).toBeVisible();

  const confirmation = await waitForEmail(email);
  expect(confirmation.subject).toBe('Confirmez votre compte Adventure Clue Kits');
  expect(confirmation.html).toContain('Confirmer mon courriel');
  await page.goto(verifyLink(confirmation));

  // Back in French, signed in, on the generator.
  await expect(page).toHaveURL(/\/fr\/clue-generator$/);
  await expect(page.getByRole('heading', { name: 'Générateur d’indices', level: 1 })).toBeVisible();
  await expect(page.getByText(`Bienvenue, ${email}`)).toBeVisible();
  // The sample clues every new account starts with, in the language the member signed up in.
  const panel = page.getByRole('list', { name: 'Derniers indices' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('listitem').first()).toContainText('Glisse jusqu’en bas de la glissoire');
  await expect(panel.getByRole('listitem').first()).toContainText('Aventure · Facile');
  await expectFrenchPageSound(page);

  // The form speaks French, its checks too, and the request carries the page's language.
  await page.getByRole('button', { name: 'Créer un indice avec l’IA' }).click();
  await expect(notice(page, /^Information manquante$/)).toBeVisible();
  await page.getByLabel('Thème').selectOption({ label: 'Aventure' });
  await page.getByLabel('Difficulté').selectOption({ label: 'Facile (description du lieu)' });
  await page
    .getByLabel('Dites au Maître des indices où vous voulez cacher le prochain indice')
    .fill('sous la table de la cuisine');
  const request = page.waitForRequest(
    (sent) => sent.url().includes('/functions/v1/generate-clue') && sent.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Créer un indice avec l’IA' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    locale: 'fr',
    location: 'sous la table de la cuisine',
  });
  await expect(page.getByTestId('generated-clue')).toBeVisible();
  await expect(notice(page, /^Indice créé/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre nouvel indice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer en cartes' })).toBeVisible();
  const clue = (await page.getByTestId('generated-clue').textContent())?.trim() ?? '';
  await expect(panel.getByRole('listitem').first()).toContainText(clue);
  await expectFrenchPageSound(page);

  // Links keep the language.
  const memberNav = page.getByRole('navigation', { name: 'Espace membre' });
  await memberNav.getByRole('link', { name: 'Historique' }).click();
  await expect(page).toHaveURL(/\/fr\/clue-history$/);
  await expect(page.getByRole('heading', { name: 'Historique des indices', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Indice 4\b/ })).toContainText(clue);
  await expectFrenchPageSound(page);

  await memberNav.getByRole('link', { name: 'Planifier une chasse' }).click();
  await expect(page).toHaveURL(/\/fr\/clue-hunt$/);
  await expect(page.getByRole('heading', { name: 'Planifier une chasse complète', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cachette 1' })).toBeVisible();
  await expectFrenchPageSound(page);

  await memberNav.getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page).toHaveURL(/\/fr\/my-orders$/);
  await expect(page.getByRole('heading', { name: 'Mes commandes', level: 1 })).toBeVisible();
  await expect(page.getByText('Vous n’avez encore aucune commande.')).toBeVisible();
  await expectFrenchPageSound(page);

  await memberNav.getByRole('link', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/fr\/account$/);
  await expect(page.getByRole('heading', { name: 'Mon compte', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supprimer mon compte' })).toBeVisible();
  await expect(page.getByText(`Connecté en tant que ${email}.`)).toBeVisible();
  await expectFrenchPageSound(page);

  // The language switch in the member header leads to the same page in English, and back.
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page).not.toHaveURL(/\/fr\//);
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page.getByRole('heading', { name: 'Mon compte', level: 1 })).toBeVisible();
});

test('the French reset page says in French when a link is no good, and links to the French login', async ({
  page,
}) => {
  await page.goto('/fr/clue-reset-password');
  await expect(
    page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'Ce lien de réinitialisation n’est pas valide ou a expiré.',
  );
  await expectFrenchPageSound(page);
  await page.getByRole('link', { name: 'page de connexion' }).click();
  await expect(page).toHaveURL(/\/fr\/clue-login$/);
});
