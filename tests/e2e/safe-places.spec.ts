import type { Locator, Page } from '@playwright/test';

import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { cluesOf, createMember, logIn } from './support/members';

// Issue 25 §8: a parent who types a place a card must never send a child to still gets the clue,
// with a gentle safety tip and a safer place beside it (generate-clue and generate-hunt, for real).

const LOCATION = 'Chat with the Clue Master about where you want to hide the next clue';
const OVEN_TIP = 'Safety tip: The oven gets hot. How about the bread box instead?';

const card = (page: Page, number: number): Locator =>
  page
    .getByRole('list', { name: 'Hiding plan' })
    .getByRole('listitem', { name: `Clue ${number}`, exact: true });

test('a member who types “next to the oven” gets the clue with a safety tip beside it', async ({ page }) => {
  const member = await createMember();
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/clue-generator$/);

  await page.getByLabel('Theme').selectOption('adventure');
  await page.getByLabel('Difficulty').selectOption('easy');
  await page.getByLabel(LOCATION).fill('next to the oven');
  await page.getByRole('button', { name: 'Generate Clue with AI' }).click();

  const clue = page.getByTestId('generated-clue');
  await expect(clue).toBeVisible();
  await expect(clue).toContainText(/look next to it/i);
  await expect(page.getByRole('note')).toHaveText(OVEN_TIP);
  await expectNoA11yViolations(page);
  // The clue was written and kept: the parent may know the oven is cold.
  const stored = await cluesOf(member.id);
  expect(stored.map((row) => row.text)).toContain((await clue.textContent())?.trim());

  // A safe place: the clue comes alone.
  await page.getByLabel(LOCATION).fill('under the blue rug in the living room');
  await page.getByRole('button', { name: 'Generate Clue with AI' }).click();
  await expect(clue).toContainText(/look under it/i);
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('a hunt shows the tip on the card that leads to the unsafe place, also when opened again', async ({
  page,
}) => {
  test.slow();
  const member = await createMember();
  await logIn(page, member.email, member.password);
  await page.goto('/clue-hunt');
  await page.getByLabel('Theme').selectOption('nature');
  await page.getByLabel('Difficulty').selectOption('easy');
  const places = page.getByTestId('hunt-place').getByRole('textbox');
  await expect(places).toHaveCount(3);
  await places.nth(0).fill('under the kitchen table');
  await places.nth(1).fill('next to the oven');
  await places.nth(2).fill('inside the toy box');
  await page.getByRole('button', { name: 'Write My Hunt' }).click();
  await expect(page.getByRole('heading', { name: 'Nature hunt (3 cards)', level: 2 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/clue-hunt\?hunt=[0-9a-f-]{36}$/);

  const expectTips = async () => {
    await expect(card(page, 2).getByTestId('leads-to')).toHaveText('next to the oven');
    await expect(card(page, 2).getByRole('note')).toHaveText(OVEN_TIP);
    await expect(card(page, 2).getByTestId('hunt-clue-text')).not.toBeEmpty();
    await expect(card(page, 1).getByRole('note')).toHaveCount(0);
    await expect(card(page, 3).getByRole('note')).toHaveCount(0);
  };
  await expectTips();
  await expectNoA11yViolations(page);

  // Read back from the table (the address keeps the hunt): the same tip, from the same list.
  await page.reload();
  await expectTips();
});

test('the instructions guide lists the places a card must never go, in English and in French', async ({
  page,
}) => {
  await page.goto('/instructions');
  const safety = page.getByRole('region', { name: 'Safe Hiding Places' });
  await expect(safety.getByRole('listitem')).toHaveCount(11);
  await expect(safety.getByRole('listitem').first()).toContainText(
    'near anything hot (oven, stove, microwave',
  );
  await expect(safety).toContainText(
    'where cleaning products, medicines or chemicals are kept (under the sink',
  );

  await page.goto('/fr/instructions');
  const fr = page.getByRole('region', { name: 'Des cachettes sûres' });
  await expect(fr.getByRole('listitem').first()).toContainText('près de ce qui chauffe (four, cuisinière');
  await expect(fr).toContainText('en hauteur ou dans l’escalier (escalier, perron');
  await expectNoA11yViolations(page);
});
