import { execFileSync } from 'node:child_process';
import { expectNoA11yViolations } from './support/a11y';
import { addDigitalKit } from './catalog-helpers';
import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support/members';

// Issue 29 §7 (ADR 054): a parent buys one kit for a party of three children and prints a welcome
// poster and a certificate for each, against the production build, the local stack and its Stripe stand-in.

test('a parent buys a party licence for three children and downloads a kit with a certificate for each', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const children = ['Maya', 'Leo', 'Zoë'];
  await addDigitalKit(page, 'easter-bunny', 'Easter Bunny Hunt');

  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByLabel('Licence for Easter Bunny Hunt – Digital Download').selectOption('party');
  const names = main.getByLabel("Children's names for Easter Bunny Hunt, one per line (up to 12)");
  await names.fill('Maya\nLeo\nR2D2');
  await main.getByLabel('Email').fill(uniqueEmail('party'));
  await main.getByRole('button', { name: 'Checkout' }).click();
  // A name the kit cannot print is refused beside the field, and what was typed stays.
  await expect(main.getByText('“R2D2” cannot be printed', { exact: false })).toBeVisible();
  await expect(names).toHaveValue('Maya\nLeo\nR2D2');
  await expectNoA11yViolations(page);
  await names.fill(children.join('\n'));
  await main.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/thank-you-order\?session_id=/);
  await expect(page.getByRole('region', { name: /^Order ACK-\d+$/ })).toContainText(
    'Easter Bunny Hunt – Digital Download, Party licence × 1',
  );
  const kit = page
    .getByRole('region', { name: 'Download your kits now' })
    .getByRole('form', { name: 'Download Easter Bunny Hunt' });
  await expect(
    kit.getByLabel(
      "Children's names, separated by commas (up to 12): each gets a welcome poster and a certificate",
    ),
  ).toHaveValue('Maya, Leo, Zoë');
  const downloading = page.waitForEvent('download');
  await kit.getByRole('button', { name: 'Download PDF' }).click();
  const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', await (await downloading).path(), '-'], {
    encoding: 'utf8',
  })
    .split('\f')
    .map((text) => text.replace(/\s+/g, ' '));
  const certificates = pages.filter((text) => text.includes('Easter Bunny Hunt · Certificate'));
  expect(certificates.map((text) => children.find((name) => text.includes(`presented to ${name}`)))).toEqual(
    children,
  );
  expect(pages.filter((text) => text.includes('Easter Bunny Hunt · Welcome poster'))).toHaveLength(3);
});
