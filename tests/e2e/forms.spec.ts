import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { loadProjectConfig } from '../../supabase/local/config';
import { startStack, type RunningStack } from '../../supabase/local/stack';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

// These specs stop and restart a stack, so they run their own (on disk, in a throwaway dir) instead
// of the suite's shared one, and send the build's Supabase calls to it. Routes registered in a
// test take precedence over the suite fixture's.
const BUILD_STACK_ORIGIN = `http://127.0.0.1:${loadProjectConfig().apiPort}`;
const SUPPORT_EMAIL = 'support@adventurecluekits.com';

let dataDir: string;
let stack: RunningStack | undefined;
let stackPort = 0;

async function startOwnStack() {
  stack = await startStack({
    dataDir,
    port: stackPort,
    mailHttpPort: 0,
    smtpPort: 0,
    stripePort: 0,
    quiet: true,
  });
  stackPort = Number(new URL(stack.apiUrl).port);
}

function runningStack(): RunningStack {
  if (!stack) throw new Error('the forms stack is not running');
  return stack;
}

async function sendSupabaseCallsToOwnStack(context: BrowserContext) {
  await context.route(
    (url) => url.origin === BUILD_STACK_ORIGIN,
    (route) =>
      route.continue({
        url: `http://127.0.0.1:${stackPort}${route.request().url().slice(BUILD_STACK_ORIGIN.length)}`,
      }),
  );
}

/** Rows as the owner sees them: through REST with the service role. */
async function rowsOf(table: string, email: string): Promise<Record<string, unknown>[]> {
  const { apiUrl, serviceRoleKey } = runningStack();
  const response = await fetch(`${apiUrl}/rest/v1/${table}?email=eq.${encodeURIComponent(email)}&select=*`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

const notice = (page: Page, title: string) =>
  page.getByRole('region', { name: /notifications/i }).getByText(title, { exact: true });

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@example.com`;

test.describe('forms that never lose a message', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'forms-e2e-'));
    await startOwnStack();
  });
  test.afterAll(async () => {
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  test.beforeEach(async ({ context }) => {
    await sendSupabaseCallsToOwnStack(context);
  });

  test('review: messages on submit then on change, the rating notice, success and a stored row', async ({
    page,
  }) => {
    const email = uniqueEmail('review');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Leave a review' });
    await page.getByRole('heading', { name: 'Leave a Review' }).scrollIntoViewIfNeeded();
    const name = form.getByLabel('Name');
    await name.fill('A');
    await expect(form.getByText('Name must be at least 2 characters.')).toHaveCount(0);

    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Review must be at least 10 characters.')).toBeVisible();
    await expect(notice(page, 'Please add a rating')).toBeVisible();
    // The form with its messages showing: every error is tied to its field for screen readers.
    await expectNoA11yViolations(page, { include: ['#review'] });

    await name.fill('Ada');
    await expect(form.getByText('Name must be at least 2 characters.')).toHaveCount(0);
    await form.getByLabel('Email').fill(email);
    await expect(form.getByText('Please enter a valid email address.')).toHaveCount(0);
    await form.getByLabel('Review').fill('The kids loved every clue!');
    await expect(form.getByText('Review must be at least 10 characters.')).toHaveCount(0);
    // The stars are a radio group: click a star, then move with the arrow keys.
    await form.locator('label', { has: page.getByRole('radio', { name: '3 stars' }) }).click();
    await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();

    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(notice(page, 'Review submitted!')).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await rowsOf('reviews', email)).toMatchObject([
      { name: 'Ada', rating: 4, review: 'The kids loved every clue!' },
    ]);
  });

  test('contact: a sent message is stored and the shop gets it by email', async ({ page }) => {
    const email = uniqueEmail('contact');
    const text = `Where is my download link? (${email})`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters.')).toBeVisible();
    await expectNoA11yViolations(page);

    await form.getByLabel('Name').fill('Bo');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill(text);
    await expect(form.getByText('Message must be at least 10 characters.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(notice(page, 'Message sent!')).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');
    expect(await rowsOf('contact_messages', email)).toMatchObject([{ name: 'Bo', message: text }]);

    await expect
      .poll(async () => {
        const response = await fetch(`${runningStack().mailUrl}/api/messages`);
        const messages = (await response.json()) as { to: string[]; subject: string; text: string }[];
        return messages.find((message) => message.text.includes(text));
      })
      .toMatchObject({ to: [SUPPORT_EMAIL], subject: 'New contact message from Bo' });
  });

  test.describe('with the backend down', () => {
    // The browser reports the refused connection on the console; that is the situation under test.
    // One pattern: test.use would read a two-element array as [value, options].
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED/] });

    test('the failure notice keeps every character; after a restart resubmitting works', async ({ page }) => {
      const email = uniqueEmail('outage');
      const text = 'Our printer jammed — could you resend the kit? Ünïcödé ✓ 🐰';
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.getByLabel('Name').fill('Cleo');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Message').fill(text);

      await runningStack().stop();
      stack = undefined;
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(notice(page, 'Message failed to send')).toBeVisible();
      await expect(
        page.getByText(`Please try again or contact us directly at ${SUPPORT_EMAIL}`, { exact: true }),
      ).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('Cleo');
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await expect(form.getByLabel('Message')).toHaveValue(text);

      await startOwnStack();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(notice(page, 'Message sent!')).toBeVisible();
      expect(await rowsOf('contact_messages', email)).toMatchObject([{ name: 'Cleo', message: text }]);
    });
  });
});
