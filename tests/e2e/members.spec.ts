import { expect, test } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { cluesOf, createMember, logIn, uniqueEmail, verifyLink, waitForEmail } from './support/members';

const SAMPLE_LOCATIONS = ['Public Library', 'Classroom', 'Playground'];

const notice = (page: import('@playwright/test').Page, title: string) =>
  page
    .getByRole('region', { name: /notifications/i })
    .getByText(title, { exact: true })
    .first();

// Chromium logs every 4xx response; a refused login (wrong password, unconfirmed email) is one on purpose.
test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400/] });

test.describe('members’ clue creator', () => {
  test('sign up, confirm by email, generate at every difficulty, keep, delete, copy, log out', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('signup');
    const password = 'carrot-cake-7';

    await page.goto('/clue-generator');
    await expect(page).toHaveURL(/\/clue-login$/);
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(notice(page, 'Account Created')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');

    // Not confirmed yet: the server refuses the login and the page offers a new email.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Your email address is not confirmed yet.', { exact: false })).toBeVisible();

    const confirmation = await waitForEmail(email);
    await page.goto(verifyLink(confirmation));
    await expect(page).toHaveURL(/\/clue-generator$/);
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();

    const panel = page.getByRole('list', { name: 'Latest clues' });
    await expect(panel.getByRole('listitem')).toHaveCount(3);
    await expectNoA11yViolations(page);

    const made: string[] = [];
    for (const [difficulty, location] of [
      ['easy', 'under the kitchen table'],
      ['medium', 'behind the bathroom door'],
      ['hard', "inside grandma's blue vase"],
    ] as const) {
      await page.getByLabel('Theme').selectOption('adventure');
      await page.getByLabel('Difficulty').selectOption(difficulty);
      await page
        .getByLabel('Chat with the Clue Master about where you want to hide the next clue')
        .fill(location);
      await page.getByRole('button', { name: 'Generate Clue with AI' }).click();
      const result = page.getByTestId('generated-clue');
      await expect(result).toBeVisible();
      if (made.length > 0) await expect(result).not.toHaveText(made.at(-1)!);
      await expect(notice(page, 'Clue Generated!')).toBeVisible();
      const clue = (await result.textContent())?.trim() ?? '';
      expect(clue.length).toBeGreaterThan(5);
      expect(made).not.toContain(clue);
      made.push(clue);
      await expect(panel.getByRole('listitem').first()).toContainText(clue);
    }

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy Clue', exact: true }).click();
    await expect(notice(page, 'Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(made[2]);

    await page.reload();
    await expect(panel.getByRole('listitem').first()).toContainText(made[2]!);

    await page.getByRole('link', { name: 'More...' }).click();
    await expect(page).toHaveURL(/\/clue-history$/);
    const cards = page.getByRole('list', { name: 'Saved clues' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText('Clue 6');
    await expect(cards.first()).toContainText(made[2]!);
    // The three sample clues every new account gets are the oldest: Clue 1 to 3.
    const sampleLocations: string[] = [];
    for (const number of [1, 2, 3]) {
      const card = cards.filter({ hasText: `Clue ${number}` });
      await card.getByRole('button', { expanded: false }).click();
      sampleLocations.push((await card.locator('dd').first().textContent()) ?? '');
    }
    expect(sampleLocations.sort()).toEqual([...SAMPLE_LOCATIONS].sort());
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Delete Clue 6' }).click();
    await expect(notice(page, 'Clue Deleted')).toBeVisible();
    await expect(cards).toHaveCount(5);
    await page.reload();
    await expect(cards).toHaveCount(5);
    await expect(page.getByText(made[2]!)).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(notice(page, 'Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/clue-login$/);
  });

  test('a young child’s clue names the parent’s own place, speaks to the child, and says who wrote it', async ({
    page,
  }) => {
    const member = await createMember();
    await logIn(page, member.email, member.password);
    await page.getByLabel('Theme').selectOption('fantasy');
    await page.getByLabel('Difficulty').selectOption('easy');
    await page.getByLabel('Age band').selectOption('3-6');
    const name = page.getByLabel("Child's name (optional)");
    await name.fill('Maya2');
    await page
      .getByLabel('Chat with the Clue Master about where you want to hide the next clue')
      .fill('inside the fridge door');
    await page.getByRole('button', { name: 'Generate Clue with AI' }).click();
    await expect(
      page.getByText("Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes."),
    ).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Maya');
    await page.getByRole('button', { name: 'Generate Clue with AI' }).click();
    const result = page.getByTestId('generated-clue');
    await expect(result).toContainText('Maya, ');
    await expect(result).toContainText('fridge door');
    await expect(result).toContainText(/inside it!$/);
    await expect(result).not.toContainText('front door');
    expect((await result.textContent())!.trim().split(/\s+/).length).toBeLessThanOrEqual(20);
    await expect(page.getByText('Written by our offline clue engine.')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a sign-out in another tab logs this tab out', async ({ page, context }) => {
    const member = await createMember();
    await logIn(page, member.email, member.password);
    const other = await context.newPage();
    await other.goto('/clue-history');
    await expect(other.getByRole('heading', { name: 'Clue History', level: 1 })).toBeVisible();
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(notice(page, 'Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/clue-login$/);
  });

  test('a member never sees another member’s clues', async ({ page }) => {
    const first = await createMember();
    const second = await createMember();
    const firstClues = await cluesOf(first.id);
    expect(firstClues).toHaveLength(3);

    await logIn(page, second.email, second.password);
    await page.getByRole('link', { name: 'Clue History' }).click();
    const cards = page.getByRole('list', { name: 'Saved clues' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const secondClues = await cluesOf(second.id);
    const shownIds = new Set(secondClues.map((clue) => clue.id));
    for (const clue of firstClues) expect(shownIds.has(clue.id)).toBe(false);
  });

  test('wrong password shows the server’s message', async ({ page }) => {
    const member = await createMember();
    await page.goto('/clue-login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(notice(page, 'Error')).toBeVisible();
    await expect(page.getByText('Invalid login credentials', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
  });

  test('a forgotten password is reset through the emailed link', async ({ page }) => {
    const member = await createMember();
    await page.goto('/clue-login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for/)).toBeVisible();

    await page.goto(verifyLink(await waitForEmail(member.email)));
    await expect(page).toHaveURL(/\/clue-reset-password#?$/);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Repeat the new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/clue-generator$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/clue-login$/);
    await logIn(page, member.email, 'brand-new-pass');
  });
});
