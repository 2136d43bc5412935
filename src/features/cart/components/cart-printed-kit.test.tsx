import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clueRequestTextsIn } from '@domain/clue-request';
import { cart } from '@/lib/cart';
import { renderInFrench, renderWithRouter } from '@/testing/render';
import { createCheckout } from '../api/create-checkout';
import { startCheckoutWith } from '../cart-test-fixtures';
import { CartView } from './cart-view';

// A printed kit's details at checkout (issues 28 §2, 29 §5): the kit's language, the child's name and the
// shipping speed, checked before the round trip, sent to create-checkout, and nothing typed lost on a refusal.

vi.mock('../api/create-checkout', () => ({
  createCheckout: vi.fn(async () => ({ kind: 'invalid', fieldErrors: {} })),
}));

beforeEach(() => startCheckoutWith('cool-bunny', 'printed'));

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('a printed kit at checkout', () => {
  it('leaves the kit’s language to the address by default, and sends the buyer’s choices', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CartView region="ca" printedNote="Free Shipping In Canada" />, { path: '/cart' });
    const language = screen.getByRole('group', { name: 'Language of the printed kit' });
    expect(
      within(language).getByRole('radio', { name: 'French for a Québec address, English otherwise' }),
    ).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const first = vi.mocked(createCheckout).mock.lastCall![0];
    expect(first).toMatchObject({ shippingSpeed: 'standard' });
    expect(first).not.toHaveProperty('kitLocale');
    expect(first).not.toHaveProperty('childName');

    await user.click(within(language).getByRole('radio', { name: 'English' }));
    await user.type(screen.getByLabelText('Child’s name (optional)'), 'Zoë');
    await user.click(screen.getByRole('radio', { name: /^Express shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(createCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ kitLocale: 'en', childName: 'Zoë', shippingSpeed: 'express' }),
    );
  });

  it('charges the speed chosen in the total: free standard, express at its rate', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CartView region="ca" printedNote="Free Shipping In Canada" />, { path: '/cart' });
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('$49.99 CAD');
    expect(
      plain(screen.getByRole('radio', { name: /^Express shipping/ }).closest('label')!.textContent),
    ).toBe('Express shipping, 2–3 business days: $19.99 CAD');
    await user.click(screen.getByRole('radio', { name: /^Express shipping/ }));
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('$69.98 CAD');
  });

  it('refuses a name that is not a name before calling the server, keeping everything typed', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CartView region="us" printedNote="Shipping fees may vary" />, { path: '/cart' });
    const name = screen.getByLabelText('Child’s name (optional)');
    await user.type(name, 'R2-D2');
    await user.click(screen.getByRole('radio', { name: /^Express shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(createCheckout).not.toHaveBeenCalled();
    expect(name).toHaveAccessibleDescription(expect.stringContaining(clueRequestTextsIn.en.childName));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('R2-D2');
    expect(screen.getByRole('radio', { name: /^Express shipping/ })).toBeChecked();
  });

  it('shows the server’s refusal beside the field and keeps what was typed', async () => {
    vi.mocked(createCheckout).mockResolvedValueOnce({
      kind: 'invalid',
      fieldErrors: { childName: 'Le prénom est refusé.' },
    });
    const user = userEvent.setup();
    renderWithRouter(<CartView region="us" printedNote="Shipping fees may vary" />, { path: '/cart' });
    const name = screen.getByLabelText('Child’s name (optional)');
    await user.type(name, 'Maya');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByText('Le prénom est refusé.')).toBeInTheDocument();
    expect(name).toHaveValue('Maya');
    expect(screen.getByLabelText('Email')).toHaveValue('parent@example.com');
  });

  it('prints in French by default on a French page, and asks no question for a digital kit', async () => {
    renderInFrench(<CartView region="ca" printedNote="Livraison gratuite au Canada" />, { path: '/fr/cart' });
    const language = screen.getByRole('group', { name: 'Langue de la trousse imprimée' });
    expect(within(language).getAllByRole('radio')).toHaveLength(2);
    expect(within(language).getByRole('radio', { name: 'Français' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Passer à la caisse' }));
    expect(createCheckout).toHaveBeenLastCalledWith(expect.objectContaining({ kitLocale: 'fr' }));
  });

  it('asks nothing of the kind for a digital kit', () => {
    act(() => {
      cart.clear();
      cart.add('easter-bunny', 'digital');
    });
    renderWithRouter(<CartView region="us" printedNote="Shipping fees may vary" />, { path: '/cart' });
    expect(screen.queryByRole('group', { name: 'Language of the printed kit' })).toBeNull();
    expect(screen.queryByLabelText('Child’s name (optional)')).toBeNull();
  });
});
