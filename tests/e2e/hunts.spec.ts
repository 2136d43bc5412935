import type { Locator, Page } from '@playwright/test';

import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { createMember, logIn, stackApiUrl } from './support/members';
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys';

// Chromium logs every 4xx response; the refused edit below is one on purpose.
test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400/] });

const places = [
  'under the kitchen table',
  'behind the bathroom door',
  'inside the piano bench',
  'under my pillow',
  'coiled up with the garden hose',
];

const placeInputs = (page: Page) => page.getByTestId('hunt-place').getByRole('textbox');

async function placeValues(page: Page): Promise<string[]> {
  return placeInputs(page).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

const card = (page: Page, number: number): Locator =>
  page
    .getByRole('list', { name: 'Hiding plan' })
    .getByRole('listitem', { name: `Clue ${number}`, exact: true });

/** The stored row, read with the service role (RLS bypassed), to check what the page says was saved. */
async function storedHunts(userId: string) {
  const response = await fetch(`${stackApiUrl()}/rest/v1/hunts?select=*&user_id=eq.${userId}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; places: string[]; clue_texts: string[] }[];
}

test('a member plans a 5-place hunt, edits clue 3, rewrites clue 4 and finds it in the history', async ({
  page,
}) => {
  // One journey through the whole feature: many server round trips on a shared machine.
  test.slow();
  const member = await createMember();
  await logIn(page, member.email, member.password);
  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Plan a Hunt' }).click();
  await expect(page).toHaveURL(/\/clue-hunt$/);
  await expect(page.getByRole('heading', { name: 'Plan a Whole Hunt', level: 1 })).toBeVisible();

  // Nothing filled in: every message sits next to its field, and nothing is sent.
  await page.getByRole('button', { name: 'Write My Hunt' }).click();
  await expect(page.getByText('Please choose a theme.')).toBeVisible();
  await expect(page.getByText('Please choose a difficulty.')).toBeVisible();
  await expect(page.getByText('Place 1 must not be blank: say where the card will hide.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Place 1', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoA11yViolations(page);

  await page.getByLabel('Theme').selectOption('adventure');
  await page.getByLabel('Difficulty').selectOption('easy');
  await page.getByLabel('Age band').selectOption('3-6');
  await page.getByLabel("Child's name (optional)").fill('Maya');
  await page.getByLabel('Treasure note (optional)').fill('a bag of chocolate coins');

  // Typed out of order on purpose, then put right with the keyboard and by dragging.
  await page.getByRole('button', { name: 'Add a place' }).click();
  await page.getByRole('button', { name: 'Add a place' }).click();
  await expect(placeInputs(page)).toHaveCount(5);
  const typed = [places[1], places[0], places[2], places[4], places[3]];
  for (const [index, place] of typed.entries()) await placeInputs(page).nth(index).fill(place!);

  await page.getByRole('button', { name: 'Move place 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move place 1 down' })).toBeFocused();
  expect(await placeValues(page)).toEqual([places[0], places[1], places[2], places[4], places[3]]);

  const handles = page.getByTestId('hunt-place').locator('[draggable="true"]');
  await handles.nth(4).dragTo(page.getByTestId('hunt-place').nth(3));
  expect(await placeValues(page)).toEqual(places);

  await page.getByRole('button', { name: 'Write My Hunt' }).click();
  await expect(
    page.getByRole('heading', { name: "Maya's adventure hunt (5 cards)", level: 2 }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/clue-hunt\?hunt=[0-9a-f-]{36}$/);

  // The hiding plan: card 1 is handed over, card k hides where card k-1 sent the child.
  for (let number = 1; number <= 5; number++) {
    await expect(card(page, number).getByTestId('hide-at')).toHaveText(
      number === 1 ? 'Hand it to Maya to start' : places[number - 2]!,
    );
    await expect(card(page, number).getByTestId('leads-to')).toHaveText(places[number - 1]!);
  }
  await expect(card(page, 1).getByTestId('hunt-clue-text')).toContainText('Maya');
  const treasure = page.getByRole('list', { name: 'Hiding plan' }).getByRole('listitem').last();
  await expect(treasure).toContainText(places[4]!);
  await expect(treasure).toContainText('a bag of chocolate coins');
  await expectNoA11yViolations(page);

  // Edit clue 3: a link is refused by the server, next to the text, which stays as typed.
  await card(page, 3).getByRole('button', { name: 'Edit clue 3' }).click();
  const text3 = card(page, 3).getByLabel('Text of clue 3');
  await expect(text3).toBeFocused();
  await text3.fill('Find the piano bench, then visit www.example.com!');
  await card(page, 3).getByRole('button', { name: 'Save clue 3' }).click();
  await expect(card(page, 3).getByText('Clue 3 was not saved: The clue contains a link.')).toBeVisible();
  await expect(text3).toHaveValue('Find the piano bench, then visit www.example.com!');
  const edited = 'Lift the lid of the piano bench where the music books sleep!';
  await text3.fill(edited);
  await card(page, 3).getByRole('button', { name: 'Save clue 3' }).click();
  await expect(card(page, 3).getByTestId('hunt-clue-text')).toHaveText(edited);

  // Rewrite clue 4: a new text, for the same place.
  const before4 = (await card(page, 4).getByTestId('hunt-clue-text').textContent()) ?? '';
  await card(page, 4).getByRole('button', { name: 'Write clue 4 again' }).click();
  await expect(card(page, 4).getByTestId('hunt-clue-text')).not.toHaveText(before4);
  const after4 = (await card(page, 4).getByTestId('hunt-clue-text').textContent()) ?? '';
  await expect(card(page, 4).getByTestId('leads-to')).toHaveText(places[3]!);

  const [stored] = await storedHunts(member.id);
  expect(stored?.places).toEqual(places);
  expect(stored?.clue_texts[2]).toBe(edited);
  expect(stored?.clue_texts[3]).toBe(after4);

  await page.reload();
  await expect(card(page, 3).getByTestId('hunt-clue-text')).toHaveText(edited);
  await expect(card(page, 4).getByTestId('hunt-clue-text')).toHaveText(after4);

  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Clue History' }).click();
  await expect(page).toHaveURL(/\/clue-history$/);
  const saved = page.getByRole('list', { name: 'Saved hunts' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  const plan = saved.first().getByRole('table', { name: "Hiding plan of Maya's adventure hunt (5 cards)" });
  const rows = plan.getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(1)).toHaveText(`Clue 1Hand it to Maya to start${places[0]}`);
  for (let number = 2; number <= 5; number++)
    await expect(rows.nth(number)).toHaveText(`Clue ${number}${places[number - 2]}${places[number - 1]}`);
  await expect(rows.nth(6)).toHaveText(`Treasure${places[4]}a bag of chocolate coins`);
  // The single clues are still there too: the three samples of a new account.
  await expect(page.getByRole('list', { name: 'Saved clues' }).getByRole('listitem')).toHaveCount(3);
  await expectNoA11yViolations(page);

  await saved.first().getByRole('link', { name: "Open Maya's adventure hunt (5 cards)" }).click();
  await expect(card(page, 3).getByTestId('hunt-clue-text')).toHaveText(edited);
});

test('a member cannot open another member’s hunt', async ({ page }) => {
  const owner = await createMember();
  const other = await createMember();
  await logIn(page, owner.email, owner.password);
  await page.goto('/clue-hunt');
  await page.getByLabel('Theme').selectOption('nature');
  await page.getByLabel('Difficulty').selectOption('hard');
  await placeInputs(page).nth(0).fill('on the porch swing');
  await placeInputs(page).nth(1).fill('under the doormat');
  await page.getByRole('button', { name: 'Remove place 3' }).click();
  await page.getByRole('button', { name: 'Write My Hunt' }).click();
  await expect(page.getByRole('heading', { name: 'Nature hunt (2 cards)', level: 2 })).toBeVisible();
  const url = page.url();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/clue-login$/);
  await logIn(page, other.email, other.password);
  await page.goto(url);
  await expect(page.getByText('That hunt could not be found. Plan a new one above.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hiding plan' })).toHaveCount(0);
});

test('the planner and its hiding plan fit a phone, with nothing to scroll sideways @mobile', async ({
  page,
}) => {
  const member = await createMember();
  await logIn(page, member.email, member.password);
  await page.goto('/clue-hunt');
  await page.getByLabel('Theme').selectOption('science');
  await page.getByLabel('Difficulty').selectOption('medium');
  await placeInputs(page).nth(0).fill('inside the empty egg carton in the recycling bin');
  await placeInputs(page).nth(1).fill('behind the class fish tank');
  await placeInputs(page).nth(2).fill('coiled up with the garden hose');
  await page.getByRole('button', { name: 'Write My Hunt' }).click();
  await expect(page.getByRole('heading', { name: 'Science hunt (3 cards)', level: 2 })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await expectNoA11yViolations(page);
});
