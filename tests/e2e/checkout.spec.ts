import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectNoA11yViolations } from './support/a11y';
import { addDigitalKit } from './catalog-helpers';
import { expect, test } from './support/fixtures';
import { answerGeoLookup } from './support/geo';
import { uniqueEmail, waitForEmail } from './support/members';

// A parent's whole purchase against the production build, the local stack and its Stripe stand-in.

async function checkoutFromCart(page: Page, email: string) {
  await page.goto('/cart');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
}

test.describe('checkout', () => {
  test('a parent buys a digital and a printed kit, sees the order, gets the email and opens the downloads page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await answerGeoLookup(page, { country_code: 'CA' });
    const email = uniqueEmail('buyer');

    await addDigitalKit(page, 'easter-bunny', 'Easter Bunny Hunt');
    await expect(page.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
    await page.goto('/templates/cool-bunny');
    await page.getByRole('button', { name: 'Add Printed Kit to Cart' }).click();
    await expect(
      page.getByText('Cool Bunny Hunt Printed & Delivered kit has been added to your cart', { exact: true }),
    ).toBeVisible();

    await page.goto('/cart');
    const main = page.getByRole('main');
    await expect(main.getByText('Easter Bunny Hunt', { exact: true })).toBeVisible();
    await expect(main.getByText('Cool Bunny Hunt', { exact: true })).toBeVisible();
    await expect(
      main.getByText('Free Shipping In Canada. Order by April 4th to ensure Easter delivery!'),
    ).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('$74.98 CAD');
    await expect(main.getByText('Quantity of Easter Bunny Hunt – Digital Download: 1 licence')).toBeVisible();
    await page
      .getByRole('button', { name: 'Increase quantity of Cool Bunny Hunt – Printed & Delivered' })
      .click();
    await expect(page.getByTestId('cart-total')).toHaveText('$124.97 CAD');
    await page
      .getByRole('button', { name: 'Decrease quantity of Cool Bunny Hunt – Printed & Delivered' })
      .click();
    await expect(page.getByTestId('cart-total')).toHaveText('$74.98 CAD');
    // A Canadian order is bound by the French terms unless the buyer expressly chooses English.
    const terms = main.getByRole('group', { name: 'Terms of sale · Conditions de vente' });
    await expect(terms.getByRole('radio', { name: /^Français/ })).toBeChecked();
    await expect(terms.getByRole('radio', { name: /^English: I expressly choose/ })).not.toBeChecked();
    await expectNoA11yViolations(page);
    // This buyer expressly chooses the English terms: every email about the order is then in English.
    await terms.getByRole('radio', { name: /^English: I expressly choose/ }).check();
    await main.getByLabel('Email').fill(email);
    await main.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
    await expect(page.getByTestId('total')).toHaveText('CA$74.98');
    await page.getByLabel('Full name').fill('Ada Parent');
    await page.getByLabel('Address line 1').fill('12 Maple Street');
    await page.getByLabel('City').fill('Regina');
    await page.getByLabel('State / Province').fill('SK');
    await page.getByLabel('Postal code').fill('S4P 3Y2');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/thank-you-print-order\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Order!');
    const summary = page.getByRole('region', { name: /^Order ACK-\d+$/ });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('Easter Bunny Hunt – Digital Download × 1');
    await expect(summary).toContainText('Cool Bunny Hunt – Printed & Delivered × 1');
    await expect(summary).toContainText(email);
    await expect(summary).toContainText('12 Maple Street');
    await expect(page.getByRole('main')).toContainText('Most orders are processed in 1-2 business days');
    // The digital kit is offered right here; the printed one ships.
    const thankYouDownloads = page.getByRole('region', { name: 'Download your kits now' });
    await expect(thankYouDownloads.getByRole('form', { name: 'Download Easter Bunny Hunt' })).toBeVisible();
    await expect(thankYouDownloads.getByRole('form', { name: 'Download Cool Bunny Hunt' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    const number = (await summary.getByRole('heading', { level: 2 }).textContent())!.replace('Order ', '');

    const mail = await waitForEmail(email);
    expect(mail.subject).toBe(`Your Adventure Clue Kits order ${number}`);
    const link = /https?:\/\/\S+\/downloads\/[0-9a-f]{64}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Downloads' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Download Easter Bunny Hunt' })).toBeVisible();
    // The printed kit is shipped, not downloaded.
    await expect(page.getByRole('form', { name: 'Download Cool Bunny Hunt' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('a guest downloads the kit from the thank-you page as soon as the payment is confirmed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await addDigitalKit(page, 'pirate-bunny', 'Pirate Bunny Treasure Hunt');
    await checkoutFromCart(page, uniqueEmail('thank-you-download'));
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/thank-you-order\?session_id=/);
    const kit = page
      .getByRole('region', { name: 'Download your kits now' })
      .getByRole('form', { name: 'Download Pirate Bunny Treasure Hunt' });
    await expect(kit.getByRole('button', { name: 'Download All (zip)' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await kit.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await downloading).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain(
      'Pirate Bunny Treasure Hunt',
    );
    await expect(kit.getByRole('status')).toHaveText('Your kit is downloading.');
  });

  test('the email and the downloads page offer one PDF instantly and Download All as a zip', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('download');
    await addDigitalKit(page, 'easter-bunny', 'Easter Bunny Hunt');
    await checkoutFromCart(page, email);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/thank-you-order\?session_id=/);
    const mail = await waitForEmail(email);
    const link = /https?:\/\/\S+\/downloads\/[0-9a-f]{64}/.exec(mail.text)![0];
    expect(mail.text).toContain(`Download All (one zip with every version): ${link}?all=easter-bunny`);

    await page.goto(link);
    const kit = page.getByRole('form', { name: 'Download Easter Bunny Hunt' });
    await expect(kit.getByRole('button', { name: 'Download All (zip)' })).toBeVisible();
    await kit.getByLabel('Paper').selectOption('a4');
    await kit.getByLabel("Child's name (optional)").fill('Maya');
    const downloading = page.waitForEvent('download');
    await kit.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await downloading).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Easter Bunny Hunt');
    await expect(kit.getByRole('status')).toHaveText('Your kit is downloading.');

    // The email's Download All link starts the zip by itself.
    const zipping = page.waitForEvent('download', { timeout: 60_000 });
    await page.goto(`${link}?all=easter-bunny`);
    const zip = await zipping;
    expect(zip.suggestedFilename()).toBe('easter-bunny-kit.zip');
    expect(Object.keys(unzipSync(readFileSync(await zip.path())))).toContain('README.txt');
    await expect(
      page.getByRole('form', { name: 'Download Easter Bunny Hunt' }).getByRole('status'),
    ).toHaveText('Your zip is downloading.');
  });

  test('a declined card stays on the checkout with its message', async ({ page }) => {
    await addDigitalKit(page, 'pirate-bunny', 'Pirate Bunny Treasure Hunt');
    await checkoutFromCart(page, uniqueEmail('declined'));
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
  });

  test('Cancel returns to the cart with the cart intact', async ({ page }) => {
    await addDigitalKit(page, 'easter-bunny', 'Easter Bunny Hunt');
    await checkoutFromCart(page, uniqueEmail('cancel'));
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByText('Easter Bunny Hunt', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('$19.99 USD');
  });

  test('a French buyer checks out in French and gets a French receipt', async ({ page }) => {
    test.setTimeout(90_000);
    await answerGeoLookup(page, { country_code: 'CA' });
    const email = uniqueEmail('acheteur');

    await page.goto('/fr/templates/easter-bunny');
    await page.getByRole('button', { name: 'Acheter le téléchargement' }).click();
    await expect(page.getByText(/a été ajouté à votre panier$/)).toBeVisible();

    await page.goto('/fr/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
    await expect(main.getByText('Chasse aux cocos de Pâques', { exact: true })).toBeVisible();
    // fr-CA money: the dollar sign after the amount, a comma for the cents, no-break spaces.
    await expect(page.getByTestId('cart-total')).toHaveText('24,99\u00A0$');
    const terms = main.getByRole('group', { name: 'Conditions de vente' });
    await expect(terms.getByRole('radio', { name: /^Français/ })).toBeChecked();
    await expect(terms.getByRole('link', { name: 'Lire les conditions' })).toHaveAttribute(
      'href',
      '/fr/terms',
    );
    await main.getByLabel('Courriel').fill(email);
    await main.getByRole('button', { name: 'Passer à la caisse' }).click();

    // Stripe Checkout (the local stand-in) opens in Canadian French.
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { name: 'Paiement test' })).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText('24,99\u00A0$');
    await page.getByRole('button', { name: /^Payer / }).click();

    await expect(page).toHaveURL(/\/fr\/thank-you-order\?session_id=cs_test_/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const summary = page.getByRole('region', { name: /^Commande ACK-\d+$/ });
    await expect(summary).toContainText('Chasse aux cocos de Pâques – Téléchargement numérique × 1');
    await expect(summary).toContainText(`Reçu envoyé à ${email}`);
    const number = (await summary.getByRole('heading', { level: 2 }).textContent())!.replace('Commande ', '');

    const mail = await waitForEmail(email);
    expect(mail.subject).toBe(`Votre commande Adventure Clue Kits ${number}`);
    expect(mail.text).toContain('Chasse aux cocos de Pâques');
    expect(mail.text).toContain('Tout télécharger');
    const link = /https?:\/\/\S+\/fr\/downloads\/[0-9a-f]{64}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Vos téléchargements' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Télécharger Chasse aux cocos de Pâques' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the recovery page sends the download links again', async ({ page }) => {
    const email = uniqueEmail('recover');
    await addDigitalKit(page, 'cool-bunny', 'Cool Bunny Hunt');
    await checkoutFromCart(page, email);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/thank-you-order\?session_id=/);
    await expect(page.getByRole('region', { name: /^Order ACK-/ })).toBeVisible();
    const receipt = await waitForEmail(email);
    const link = /\/downloads\/[0-9a-f]{64}/.exec(receipt.text)?.[0];
    expect(link).toBeDefined();

    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Lost your download? Recover it here' })
      .click();
    await expect(page).toHaveURL(/\/recover-downloads$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send My Download Links' }).click();
    await expect(page.getByRole('status')).toContainText('If this address has paid orders');
    await expectNoA11yViolations(page);
    let recovery: string | undefined;
    await expect
      .poll(async () => {
        const response = await fetch(
          `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/api/messages?to=${encodeURIComponent(email)}`,
        );
        const messages = (await response.json()) as { subject: string; text: string }[];
        recovery = messages.find(
          (message) => message.subject === 'Your Adventure Clue Kits download links',
        )?.text;
        return recovery;
      })
      .toMatch(/Cool Bunny Hunt: \S+\/downloads\/[0-9a-f]{64}/);
    // The receipt's link again: each kit has one (ADR 035).
    const again = /https?:\/\/\S+\/downloads\/[0-9a-f]{64}/.exec(recovery!)![0];
    expect(again).toContain(link!);
    await page.goto(again);
    await expect(page.getByRole('form', { name: 'Download Cool Bunny Hunt' })).toBeVisible();
  });
});
