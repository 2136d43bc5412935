import { LOCAL_SHOP_EMAIL } from '../../supabase/local/stack';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { answerGeoLookup } from './support/geo';
import { uniqueEmail } from './support/members';
import { waitForEmailWithSubject } from './support/shop-owner';

// Issues 28 §1-2 and 29 §5: the terms' language where the region is unknown, and a printed order's kit
// language, child's name and shipping speed, from the cart to Stripe's page and the emails.

async function payWithQuebecAddress(page: import('@playwright/test').Page) {
  await page.getByLabel(/^(Full name|Nom complet)$/).fill('Ada Parent');
  await page.getByLabel(/^(Address line 1|Adresse, ligne 1)$/).fill('1 rue des Érables');
  await page.getByLabel(/^(City|Ville)$/).fill('Québec');
  await page.getByLabel(/^(State \/ Province|Province \/ État)$/).fill('QC');
  await page.getByLabel(/^(Postal code|Code postal)$/).fill('G1R 4S9');
  await page.getByRole('button', { name: /^(Pay|Payer) / }).click();
}

/** The order number the thank-you page shows. */
async function orderNumber(page: import('@playwright/test').Page) {
  const heading = page
    .getByRole('region', { name: /^(Order|Commande) ACK-\d+$/ })
    .getByRole('heading', { level: 2 });
  return /ACK-\d+/.exec((await heading.textContent()) ?? '')![0];
}

test.describe('the terms where the location lookup fails', () => {
  // The blocked lookup is what an ad blocker does; the browser logs it.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('a buyer on the French cart whose location lookup fails is offered the French terms first', async ({
    page,
  }) => {
    await answerGeoLookup(page, 'fail');
    await page.goto('/fr/cart?add=easter-bunny&format=digital');
    const main = page.getByRole('main');
    await expect(main.getByText('Chasse aux cocos de Pâques', { exact: true })).toBeVisible();
    const terms = main.getByRole('group', { name: 'Conditions de vente' });
    const radios = terms.getByRole('radio');
    await expect(radios.first()).toHaveAccessibleName(/^Français/);
    await expect(radios.first()).toBeChecked();
    await expect(terms.getByRole('radio', { name: /^Anglais : je choisis expressément/ })).not.toBeChecked();
    await expectNoA11yViolations(page);

    // The same on the English cart: an unknown region may be Québec.
    await page.goto('/cart');
    const english = page
      .getByRole('main')
      .getByRole('group', { name: 'Terms of sale · Conditions de vente' });
    await expect(english.getByRole('radio').first()).toHaveAccessibleName(/^Français/);
    await expect(english.getByRole('radio').first()).toBeChecked();
  });
});

test.describe('printed orders', () => {
  test('a printed kit shipped to Québec is printed in French with the child’s name, and express is charged', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await answerGeoLookup(page, { country_code: 'CA' });
    const email = uniqueEmail('quebec-parent');
    await page.goto('/cart?add=cool-bunny&format=printed');
    const main = page.getByRole('main');
    await expect(main.getByText('Cool Bunny Hunt', { exact: true })).toBeVisible();
    const language = main.getByRole('group', { name: 'Language of the printed kit' });
    await expect(
      language.getByRole('radio', { name: 'French for a Québec address, English otherwise' }),
    ).toBeChecked();
    await main.getByLabel('Child’s name (optional)').fill('Zoë');
    await expect(page.getByTestId('cart-total')).toHaveText('$49.99 CAD');
    await expectNoA11yViolations(page);
    await main.getByLabel('Email').fill(email);
    await main.getByRole('button', { name: 'Checkout' }).click();

    // Stripe's page offers both speeds, standard preselected; express changes the total charged.
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
    await expect(page.getByTestId('total')).toHaveText('CA$49.99');
    await page.getByRole('radio', { name: /^Express shipping, 2–3 business days/ }).check();
    await expect(page.getByTestId('total')).toHaveText('CA$69.98');
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveText('Pay CA$69.98');
    await payWithQuebecAddress(page);

    await expect(page).toHaveURL(/\/thank-you-print-order\?session_id=cs_test_/);
    const number = await orderNumber(page);
    const owner = await waitForEmailWithSubject(LOCAL_SHOP_EMAIL, `Printed order ${number} to ship`);
    expect(owner.text).toContain('Kit language: French');
    expect(owner.text).toContain('Child’s name: Zoë');
    expect(owner.text).toContain('Shipping: Express shipping');
    // The French terms were kept (preselected in Canada): the receipt is French.
    const receipt = await waitForEmailWithSubject(email, `Votre commande Adventure Clue Kits ${number}`);
    expect(receipt.text).toContain('Livraison express\u00A0: 19,99\u00A0$');
    expect(receipt.text).toContain('Votre trousse sera imprimée en français, au nom de Zoë.');
  });

  test('on the French cart the kit is French by default, and the buyer may choose English', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await answerGeoLookup(page, { country_code: 'CA' });
    const email = uniqueEmail('choix-anglais');
    await page.goto('/fr/cart?add=cool-bunny&format=printed');
    const main = page.getByRole('main');
    const language = main.getByRole('group', { name: 'Langue de la trousse imprimée' });
    await expect(language.getByRole('radio', { name: 'Français' })).toBeChecked();
    await language.getByRole('radio', { name: 'English' }).check();
    await main.getByLabel('Courriel').fill(email);
    await main.getByRole('button', { name: 'Passer à la caisse' }).click();
    await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
    await payWithQuebecAddress(page);

    await expect(page).toHaveURL(/\/fr\/thank-you-print-order\?session_id=cs_test_/);
    const number = await orderNumber(page);
    const owner = await waitForEmailWithSubject(LOCAL_SHOP_EMAIL, `Printed order ${number} to ship`);
    expect(owner.text).toContain('Kit language: English');
    expect(owner.text).toContain('Shipping: Standard shipping');
  });
});
