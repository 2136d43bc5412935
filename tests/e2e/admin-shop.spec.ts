import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ANON_KEY } from '../../supabase/local/keys';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { createOwner, logIn, openAdmin, stackApiUrl, uniqueEmail } from './support/members';
import { paidOrder } from './support/shop-owner';

/**
 * Scrolls a kit page down to its contents, where the reviews load. The section's prerendered heading
 * is replaced by the live one when its code arrives, so the scroll is retried on the new element.
 */
async function scrollToKitContents(page: Page) {
  await expect(async () => {
    await page.getByRole('heading', { name: /inside the kit/ }).scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass();
}

// The owner's Reviews, Inbox and Sales tabs against the production build and the local stack: a
// review reaches the kit page (and its Product JSON-LD) only once approved.

// Signed in with the password alone, the owner is first asked for the second factor: admin-orders
// answers that 403, which the browser logs as a failed resource.
test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });

/** What the home page's forms send (submit-form with the anon key), without their pages. */
async function submitForm(body: Record<string, unknown>) {
  const response = await fetch(`${stackApiUrl()}/functions/v1/submit-form`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The kit page's Product JSON-LD as the browser holds it now. */
async function productJsonLd(page: import('@playwright/test').Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product')!;
}

test('the owner approves a review for a kit, answers a message, exports the waitlist and reads sales', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner(uniqueEmail('shop-owner'));
  const review = `Our two found every clue and the rocket card was the best! ${Date.now()}`;
  await submitForm({
    formType: 'review',
    name: 'Mina Park',
    email: uniqueEmail('reviewer'),
    rating: 5,
    review,
  });
  const message = `Do you ship printed kits to Nunavut? ${Date.now()}`;
  const asker = uniqueEmail('asker');
  await submitForm({ formType: 'contact', name: 'Noor', email: asker, message });
  await paidOrder(
    uniqueEmail('sales-buyer'),
    'us',
    [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
    {
      card_name: 'Mina Park',
    },
  );

  // Before approval the kit page shows no review and its JSON-LD has no rating.
  await page.goto('/templates/space-bunny');
  await scrollToKitContents(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(review)).toHaveCount(0);
  expect((await productJsonLd(page)).aggregateRating).toBeUndefined();

  await logIn(page, owner.email, owner.password);
  await openAdmin(page, owner, '/admin?tab=reviews');
  const card = page.getByRole('listitem', { name: 'Review by Mina Park' }).filter({ hasText: review });
  await expect(card).toContainText('Waiting for review');
  await expectNoA11yViolations(page);
  await card.getByLabel('About the kit').selectOption('space-bunny');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('listitem', { name: 'Review by Mina Park' }).filter({ hasText: review }),
  ).toContainText('Shown on the site');

  await page.goto('/templates/space-bunny');
  await scrollToKitContents(page);
  await expect(page.getByRole('heading', { name: 'What parents say' })).toBeVisible();
  await expect(page.getByText(review)).toBeVisible();
  await expect(page.getByText('Mina P.')).toBeVisible();
  await expect
    .poll(async () => (await productJsonLd(page)).aggregateRating)
    .toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
  await expectNoA11yViolations(page);

  await page.goto('/admin?tab=inbox');
  const mail = page.getByRole('listitem', { name: 'Message from Noor' }).filter({ hasText: message });
  await expect(mail).toContainText('Waiting for an answer');
  await mail.getByRole('button', { name: 'Mark answered' }).click();
  await expect(
    page.getByRole('listitem', { name: 'Message from Noor' }).filter({ hasText: message }),
  ).toContainText('Answered');
  await expectNoA11yViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await downloading;
  expect(csv.suggestedFilename()).toBe('waitlist.csv');
  expect(readFileSync(await csv.path(), 'utf8').split('\r\n')[0]).toBe('email,age_range,consented_at');

  await page.goto('/admin?tab=sales');
  await page.getByRole('button', { name: 'Show sales' }).click();
  await expect(page.getByRole('img', { name: /^Net sales per day in USD: \$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Easter Bunny Hunt USD/ })).toBeVisible();
  await expectNoA11yViolations(page);
});
