import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { createMember, logIn, stackApiUrl, uniqueEmail, waitForEmail } from './support/members';

// The shop owner's /admin against the production build and the local stack: only an admin gets in,
// and a paid printed kit goes from "to print" to shipped with the buyer's tracking email.

const serviceHeaders = {
  apikey: SERVICE_ROLE_KEY,
  authorization: `Bearer ${SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
};

/** The owner's role, granted with the service role as `npm run stack:admin` does on a running stack. */
async function grantAdmin(userId: string) {
  const response = await fetch(`${stackApiUrl()}/rest/v1/admin_users`, {
    method: 'POST',
    headers: serviceHeaders,
    body: JSON.stringify({ user_id: userId }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** A printed kit bought and paid (create-checkout, then the Stripe stand-in's page): the checkout spec covers the pages. */
async function paidPrintedOrder(email: string): Promise<string> {
  const started = await fetch(`${stackApiUrl()}/functions/v1/create-checkout`, {
    method: 'POST',
    // A guest's checkout, as the browser makes it (a member's or any other bearer is checked with Auth).
    headers: { authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      region: 'ca',
      lines: [{ kit: 'cool-bunny', format: 'printed', quantity: 1 }],
    }),
  });
  const answer = (await started.json()) as { url: string; order: { number: string } };
  expect(started.status, JSON.stringify(answer)).toBe(200);
  const paid = await fetch(answer.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/34',
      card_cvc: '123',
      card_name: 'Ada Parent',
      shipping_name: 'Ada Parent',
      shipping_line1: '12 Maple Street',
      shipping_city: 'Regina',
      shipping_state: 'SK',
      shipping_postal_code: 'S4P 3Y2',
      shipping_country: 'CA',
    }).toString(),
  });
  expect(paid.status).toBe(303);
  return answer.order.number;
}

test.describe('admin: a member', () => {
  // The page asks admin-orders who the visitor is; a member's 403 is the expected answer, which the
  // browser logs as a failed resource (the only request of this test that can answer 403).
  test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });

  test('a member who is not the owner is kept out', async ({ page }) => {
    const member = await createMember();
    await logIn(page, member.email, member.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'This page is for the shop owner.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  });
});

test.describe('admin: the owner', () => {
  test('the owner finds a paid printed order, marks it shipped and the buyer gets the tracking link', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const owner = await createMember(uniqueEmail('owner'));
    await grantAdmin(owner.id);
    const buyer = uniqueEmail('printed-buyer');
    const number = await paidPrintedOrder(buyer);

    await logIn(page, owner.email, owner.password);
    await page.goto('/admin');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await page.getByLabel('Search by email or order number').fill(number);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText('To print');
    await expect(row).toContainText(buyer);
    await expectNoA11yViolations(page);

    await row.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText('12 Maple Street')).toBeVisible();
    await expect(page.getByText('Terms of sale accepted: French (Conditions générales)')).toBeVisible();
    await expect(page.getByText('Shopped in: English (emails to the buyer in it)')).toBeVisible();
    await page.getByLabel('Carrier').selectOption('Canada Post');
    await page.getByLabel('Tracking number').fill('7023 2101 4455 1234');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Mark shipped and email the buyer' }).click();
    // The toast (Radix renders its text for the screen reader announcement too).
    await expect(page.getByText(`Order ${number} marked shipped`).first()).toBeVisible();
    await expect(page.getByRole('article').getByText('Shipped', { exact: true })).toBeVisible();

    const mail = await waitForEmail(buyer);
    expect(mail.subject).toBe(`Your Adventure Clue Kits order ${number} has shipped`);
    expect(mail.text).toContain(
      'Track your parcel: https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210144551234',
    );
  });
});
