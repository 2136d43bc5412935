import { totpCode } from '../../supabase/local/auth/totp';
import { formatMoney, priceCents } from '../../supabase/functions/_shared/domain/pricing';
import { CANADIAN_ADDRESS } from '../../supabase/local/stripe/test-checkout';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import {
  createMember,
  createOwner,
  logIn,
  openAdmin,
  secondFactorHeadings,
  SETUP_KEY,
  uniqueEmail,
  waitForEmail,
} from './support/members';
import { paidOrder as paidOrderOf, type OrderLine } from './support/shop-owner';

// The shop owner's /admin against the production build and the local stack: only an admin gets in,
// and a paid printed kit goes from "to print" to shipped with the buyer's tracking email.

/** A guest's paid order of printed (or mixed) kits, shipped to Regina, SK: its number. */
const paidOrder = (
  email: string,
  lines: OrderLine[] = [{ kit: 'cool-bunny', format: 'printed', quantity: 1 }],
): Promise<string> => paidOrderOf(email, 'ca', lines, CANADIAN_ADDRESS);

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
  // Signed in with the password alone, the owner is first asked for the second factor: admin-orders
  // answers that 403, which the browser logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });

  test('the owner finds a paid printed order, marks it shipped and the buyer gets the tracking link', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const owner = await createOwner();
    const buyer = uniqueEmail('printed-buyer');
    const number = await paidOrder(buyer);

    await logIn(page, owner.email, owner.password);
    await openAdmin(page, owner);
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
    await expect(page.getByText('Terms of sale accepted: English (emails to the buyer in it)')).toBeVisible();
    await expect(page.getByText('Shopped in: English')).toBeVisible();
    await expect(page.getByText('Print in English · Child’s name: none · Standard shipping')).toBeVisible();
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

test.describe('admin: the second factor and the audit trail', () => {
  // The password alone gets admin-orders' 403 (second factor needed) and a wrong code Auth's 422; the
  // browser logs both as failed resources.
  test.use({
    allowedConsoleErrors: [/status of (403 \(Forbidden\)|422 \(Unprocessable Entity\))/],
  });

  test('the owner sets up an authenticator app, refunds and ships, and the order page shows who did what', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const owner = await createOwner();
    const buyer = uniqueEmail('audited-buyer');
    const number = await paidOrder(buyer, [
      { kit: 'cool-bunny', format: 'printed', quantity: 1 },
      { kit: 'easter-bunny', format: 'digital', quantity: 1 },
    ]);

    await logIn(page, owner.email, owner.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: secondFactorHeadings.enrol })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    const qr = page.getByRole('img', {
      name: 'QR code that adds Adventure Clue Kits to your authenticator app',
    });
    await expect(qr).toBeVisible();
    // The SVG Auth drew, shown as an image (not a broken one).
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const secret = (await page.getByText(SETUP_KEY).textContent())!.replace(/\s/g, '');
    await expectNoA11yViolations(page);

    // A code that is not the app's: refused, kept in the field, which takes the focus back.
    const field = page.getByLabel('6-digit code');
    const current = Number(totpCode(secret));
    await field.fill(String((current + 500_000) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Verify and open the admin' }).click();
    await expect(page.getByText('That code did not match. Enter the code your app shows now.')).toBeVisible();
    await expect(field).toBeFocused();
    await expectNoA11yViolations(page);
    // The right one, typed and sent from the keyboard.
    await field.fill(totpCode(secret));
    await field.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

    await page.getByLabel('Search by email or order number').fill(number);
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('row', { name: new RegExp(number) })
      .getByRole('link', { name: number })
      .click();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText('No admin actions yet.');

    await page.getByRole('button', { name: 'Refund item (Easter Bunny Hunt)' }).click();
    await page.getByRole('button', { name: 'Confirm refund' }).click();
    const refunded = `Refunded ${formatMoney(priceCents.digital.ca, 'CAD')} CAD`;
    await expect(page.getByText(refunded).first()).toBeVisible();
    await page.getByLabel('Carrier').selectOption('Canada Post');
    await page.getByLabel('Tracking number').fill('7023 2101 4455 1234');
    await page.getByRole('button', { name: 'Mark shipped and email the buyer' }).click();
    await expect(page.getByText(`Order ${number} marked shipped`).first()).toBeVisible();

    const expected = [
      `${owner.email}: ${refunded} (Easter Bunny Hunt)`,
      `${owner.email}: Marked shipped with Canada Post, tracking 7023 2101 4455 1234`,
    ];
    const entries = history.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    for (const [index, text] of expected.entries()) await expect(entries.nth(index)).toContainText(text);
    await expectNoA11yViolations(page);
    // The trail is the database's, not the page's: it is there after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(2);

    // A later sign-in asks for the code of the same app before the console opens.
    await page.evaluate(() => window.localStorage.clear());
    await logIn(page, owner.email, owner.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: secondFactorHeadings.challenge })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await page.getByLabel('6-digit code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  });
});
