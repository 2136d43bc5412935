import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { cluesOf, createMember, logIn } from './support/members';

// Issue 20 §5: a member deletes their account, with their clues and hunts, from the account page.

// Signing out after the deletion asks the server, which no longer knows the session: a 403 the
// browser logs as a failed resource, expected here, as is the 400 of the last sign-in attempt.
test.use({ allowedConsoleErrors: [/status of (403 \(Forbidden\)|400 \(Bad Request\))/] });

test('a member deletes their account after typing their email, and can no longer sign in', async ({
  page,
}) => {
  const member = await createMember();
  await logIn(page, member.email, member.password);
  await page.getByRole('link', { name: 'My account' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your orders', level: 2 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${member.email}.`)).toBeVisible();
  await expect(page.getByText(/every clue and hunt you saved/)).toBeVisible();
  await expectNoA11yViolations(page);

  const confirm = page.getByLabel('Type your email to confirm');
  await confirm.fill('not-me@example.com');
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Type the email address of this account to confirm.')).toBeVisible();
  await expect(confirm).toHaveValue('not-me@example.com');
  expect((await cluesOf(member.id)).length).toBeGreaterThan(0);

  await confirm.fill(member.email);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(
    page.getByText('Your account and all your clues and hunts were deleted.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/clue-login$/);
  expect(await cluesOf(member.id)).toEqual([]);

  await page.goto('/clue-login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Invalid login credentials', { exact: true })).toBeVisible();
});
