import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noticesIn } from '@/config/notices';
import { frenchTypography as fr } from '@domain/french-typography';
import { cart } from '@/lib/cart';
import { toastStore } from '@/lib/toast';
import { renderInFrench, renderWithRouter } from '@/testing/render';
import { createCheckout } from '../api/create-checkout';
import { CartView } from './cart-view';

// The cart on a French page (issue 20 §1, §2): every text in French, amounts written the Québec way,
// and the checkout asked for in French so Stripe Checkout, the thank-you page and the emails follow.

vi.mock('../api/create-checkout', () => ({
  createCheckout: vi.fn(async () => ({ kind: 'invalid', fieldErrors: {} })),
}));

/** Testing Library collapses spaces, French no-break spaces included: compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const lineOf = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li')!;

beforeEach(() => {
  vi.mocked(createCheckout).mockClear();
  toastStore.clear();
  act(() => {
    cart.clear();
    cart.setEmail('parent@example.com');
  });
});

describe('the cart in French', () => {
  it('shows the lines, the licence and the totals in French, with fr-CA amounts', () => {
    act(() => {
      cart.add('easter-bunny', 'digital');
      cart.add('cool-bunny', 'printed');
    });
    renderInFrench(<CartView region="ca" printedNote="Livraison gratuite au Canada" />, { path: '/fr/cart' });

    const digital = lineOf('Chasse aux cocos de Pâques');
    expect(plain(digital.textContent)).toContain('Téléchargement numérique · 24,99 $ l’unité');
    expect(plain(digital.textContent)).toContain(
      'Quantité de Chasse aux cocos de Pâques – Téléchargement numérique : 1 licence',
    );
    expect(digital).toHaveTextContent('Votre famille peut l’imprimer aussi souvent qu’elle le veut.');
    expect(
      within(digital).getByRole('button', { name: /^Retirer Chasse aux cocos de Pâques/ }),
    ).toHaveTextContent('Retirer');

    const printed = lineOf('Chasse du lapin cool');
    expect(printed).toHaveTextContent('Livraison gratuite au Canada');
    expect(
      within(printed).getByRole('spinbutton', {
        name: 'Quantité de Chasse du lapin cool – Imprimée et livrée',
      }),
    ).toHaveValue(1);
    expect(
      within(printed).getByRole('button', {
        name: 'Augmenter la quantité de Chasse du lapin cool – Imprimée et livrée',
      }),
    ).toBeEnabled();

    expect(screen.getByText('Sous-total')).toBeInTheDocument();
    expect(screen.getByText('Livraison')).toBeInTheDocument();
    expect(screen.getByText('Total (CAD)')).toBeInTheDocument();
    // 24,99 $ + 49,99 $, shipping free in Canada.
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('74,98 $');
    expect(screen.getByLabelText('Courriel')).toHaveValue('parent@example.com');
    expect(
      screen.getByText('Nous y enverrons votre reçu et vos liens de téléchargement.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute(
      'href',
      '/fr/templates',
    );
  });

  it('writes US dollars as “$ US” for a buyer in the United States', () => {
    act(() => cart.add('pirate-bunny', 'digital'));
    renderInFrench(<CartView region="us" printedNote="" />, { path: '/fr/cart' });
    expect(screen.getByText('Total (USD)')).toBeInTheDocument();
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('19,99 $ US');
  });

  it('offers the terms of sale in French, linking to the French terms', () => {
    act(() => cart.add('easter-bunny', 'digital'));
    renderInFrench(<CartView region="ca" printedNote="" />, { path: '/fr/cart' });
    const choice = screen.getByRole('group', { name: 'Conditions de vente' });
    const french = within(choice).getByRole('radio', {
      name: fr('Français : je m’en tiens à la version française des conditions'),
    });
    const english = within(choice).getByRole('radio', {
      name: fr('Anglais : je choisis expressément la version anglaise des conditions'),
    });
    expect(french).toBeChecked();
    expect(english).not.toBeChecked();
    expect(within(choice).getByRole('link', { name: 'Lire les conditions' })).toHaveAttribute(
      'href',
      '/fr/terms',
    );
    expect(choice).toHaveTextContent('Nos conditions de vente sont d’abord offertes en français');
  });

  it('asks for a French checkout, with the terms the buyer chose', async () => {
    const user = userEvent.setup();
    act(() => cart.add('easter-bunny', 'digital'));
    renderInFrench(<CartView region="ca" printedNote="" />, { path: '/fr/cart' });

    await user.click(screen.getByRole('button', { name: 'Passer à la caisse' }));
    expect(createCheckout).toHaveBeenLastCalledWith({
      email: 'parent@example.com',
      region: 'ca',
      lines: [{ kit: 'easter-bunny', format: 'digital', quantity: 1 }],
      termsLanguage: 'fr',
      locale: 'fr',
    });

    await user.click(screen.getByRole('radio', { name: /^Anglais/ }));
    await user.click(screen.getByRole('button', { name: 'Passer à la caisse' }));
    expect(createCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ termsLanguage: 'en', locale: 'fr' }),
    );
  });

  it('asks for an English checkout from an English page', async () => {
    act(() => cart.add('easter-bunny', 'digital'));
    renderWithRouter(<CartView region="us" printedNote="" />, { path: '/cart' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Checkout' }));
    expect(createCheckout).toHaveBeenLastCalledWith(expect.objectContaining({ locale: 'en' }));
  });

  it('says in French what is wrong: the email, then a checkout that is switched off', async () => {
    const user = userEvent.setup();
    act(() => {
      cart.add('easter-bunny', 'digital');
      cart.setEmail('parent@');
    });
    renderInFrench(<CartView region="ca" printedNote="" />, { path: '/fr/cart' });
    await user.click(screen.getByRole('button', { name: 'Passer à la caisse' }));
    expect(screen.getByText('Veuillez entrer une adresse courriel valide.')).toBeInTheDocument();
    expect(createCheckout).not.toHaveBeenCalled();

    vi.mocked(createCheckout).mockResolvedValueOnce({ kind: 'unavailable' });
    await user.clear(screen.getByLabelText('Courriel'));
    await user.type(screen.getByLabelText('Courriel'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Passer à la caisse' }));
    expect(toastStore.getSnapshot()[0]).toMatchObject(noticesIn.fr.notices.checkoutUnavailable);
  });

  it('shows an empty cart in French, leading back to the French shop', () => {
    renderInFrench(<CartView region="ca" printedNote="" />, { path: '/fr/cart' });
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les trousses' })).toHaveAttribute('href', '/fr/templates');
  });
});

describe('the bundle in French', () => {
  it('names the saving and the total the Québec way', () => {
    act(() => {
      for (const kit of ['easter-bunny', 'cool-bunny', 'pirate-bunny']) cart.add(kit, 'digital');
    });
    renderInFrench(<CartView region="ca" printedNote="Livraison gratuite au Canada" />, { path: '/fr/cart' });
    expect(screen.getByText('Ensemble de 3 trousses numériques')).toBeInTheDocument();
    expect(plain(screen.getByTestId('cart-bundle').textContent)).toBe('−14,98 $');
    expect(plain(screen.getByTestId('cart-total').textContent)).toBe('59,99 $');
    expect(
      screen.getByText('Le prix de l’ensemble ne se combine pas avec un code promotionnel.'),
    ).toBeInTheDocument();
  });
});
