import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { licenceTextsIn } from '@domain/licences';
import type { LicencePrices } from '@domain/catalog';
import { shopCatalog } from '@/config/shop-catalog';
import { CART_STORAGE_KEY } from '@/lib/cart';
import { renderInFrench, renderWithRouter } from '@/testing/render';
import { createCheckout } from '../api/create-checkout';
import { startCheckoutWith } from '../cart-test-fixtures';
import { CartView } from './cart-view';

// A digital kit's licence at checkout (issue 29 §7, ADR 054): family, party or classroom at the prices the
// site was built with, the children's names of a party or classroom kit checked before the round trip,
// sent to create-checkout, never kept in the browser's storage, and nothing typed lost on a refusal.

vi.mock('../api/create-checkout', () => ({
  createCheckout: vi.fn(async () => ({ kind: 'invalid', fieldErrors: {} })),
}));

const easter = shopCatalog.offers['easter-bunny'] as { licencePrices: LicencePrices };
const seeded = easter.licencePrices;

beforeEach(() => {
  // As the owner priced it: the classroom licence in the US only.
  easter.licencePrices = { ...seeded, classroom: { us: 8999, ca: null } };
  startCheckoutWith('easter-bunny', 'digital');
});
afterEach(() => {
  easter.licencePrices = seeded;
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const inCart = (region: 'us' | 'ca' = 'us') =>
  renderWithRouter(<CartView region={region} printedNote="Shipping fees may vary" />, { path: '/cart' });
const licenceSelect = () => screen.getByLabelText('Licence for Easter Bunny Hunt – Digital Download');
const namesField = () =>
  screen.getByLabelText("Children's names for Easter Bunny Hunt, one per line (up to 30)");

describe('a digital kit’s licence in the cart', () => {
  it('offers the licences the owner prices in the region, and charges the one chosen', async () => {
    const user = userEvent.setup();
    inCart();
    expect([...licenceSelect().querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Family licence: $19.99 USD',
      'Party licence: $19.99 USD',
      'Classroom licence: $89.99 USD',
    ]);
    expect(licenceSelect()).toHaveValue('family');
    expect(screen.queryByRole('textbox', { name: /Children's names/ })).toBeNull();

    await user.selectOptions(licenceSelect(), 'classroom');
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('$89.99 USD');
    expect(screen.getByText(licenceTextsIn.en.allows.classroom)).toBeInTheDocument();
    expect(namesField()).toHaveAccessibleDescription(expect.stringContaining('We delete them 90 days'));

    await user.type(namesField(), 'Maya\n Leo \n\nZoë');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(createCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({
        lines: [
          {
            kit: 'easter-bunny',
            format: 'digital',
            quantity: 1,
            licence: 'classroom',
            childNames: ['Maya', 'Leo', 'Zoë'],
          },
        ],
      }),
    );
    // The licence is kept with the cart; the children's names never are.
    const stored = window.localStorage.getItem(CART_STORAGE_KEY) ?? '';
    expect(stored).toContain('"licence":"classroom"');
    expect(stored).not.toMatch(/Maya|Zoë/);
  });

  it('does not offer a licence the owner has not priced in the region', () => {
    inCart('ca');
    expect([...licenceSelect().querySelectorAll('option')].map((option) => option.value)).toEqual([
      'family',
      'party',
    ]);
  });

  it('refuses more names than the licence holds before calling the server, keeping what was typed', async () => {
    const user = userEvent.setup();
    inCart();
    await user.selectOptions(licenceSelect(), 'party');
    const names = screen.getByLabelText("Children's names for Easter Bunny Hunt, one per line (up to 12)");
    const thirteen = Array.from({ length: 13 }, (_, n) => `Child ${String.fromCharCode(65 + n)}`).join('\n');
    await user.type(names, thirteen);
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(createCheckout).not.toHaveBeenCalled();
    expect(names).toHaveAccessibleDescription(expect.stringContaining(licenceTextsIn.en.tooManyNames.party));
    expect(names).toHaveAttribute('aria-invalid', 'true');
    expect(names).toHaveValue(thirteen);
    expect(licenceSelect()).toHaveValue('party');
  });

  it('names the child whose name cannot be printed, keeping what was typed', async () => {
    const user = userEvent.setup();
    inCart();
    await user.selectOptions(licenceSelect(), 'party');
    const names = screen.getByLabelText("Children's names for Easter Bunny Hunt, one per line (up to 12)");
    await user.type(names, 'Maya, R2D2');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(createCheckout).not.toHaveBeenCalled();
    expect(await screen.findByText(licenceTextsIn.en.badName('R2D2', 40))).toBeInTheDocument();
    expect(names).toHaveValue('Maya, R2D2');
  });

  it('shows the server’s refusal of the names beside the field and keeps what was typed', async () => {
    vi.mocked(createCheckout).mockResolvedValueOnce({
      kind: 'invalid',
      fieldErrors: { 'lines.0.childNames': 'Les prénoms sont refusés.' },
    });
    const user = userEvent.setup();
    inCart();
    await user.selectOptions(licenceSelect(), 'classroom');
    await user.type(namesField(), 'Maya\nLeo');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Les prénoms sont refusés.')).toBeInTheDocument();
    expect(namesField()).toHaveAccessibleDescription(expect.stringContaining('Les prénoms sont refusés.'));
    expect(namesField()).toHaveValue('Maya\nLeo');
    expect(screen.getByLabelText('Email')).toHaveValue('parent@example.com');
  });

  it('speaks French on a French page', async () => {
    const user = userEvent.setup();
    renderInFrench(<CartView region="us" printedNote="Les frais de livraison peuvent varier" />, {
      path: '/fr/cart',
    });
    const select = screen.getByLabelText(
      'Licence pour Chasse aux cocos de Pâques – Téléchargement numérique',
    );
    expect(plain(select.querySelectorAll('option')[2]!.textContent)).toBe(
      'Licence pour une classe : 89,99 $ US',
    );
    await user.selectOptions(select, 'party');
    expect(
      screen.getByLabelText('Prénoms des enfants pour Chasse aux cocos de Pâques, un par ligne (12 au plus)'),
    ).toBeInTheDocument();
  });
});
