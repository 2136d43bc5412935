import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '@/app/render-app';
import { expectInternalLinksInFrench } from '@/testing/french-links';
import { cart } from '@/lib/cart';
import { frenchTypography as fr } from '@domain/french-typography';

// The cart, downloads, recovery and contact pages under /fr (issue 20 §1): each page module loads the
// catalogs its texts come from (a forgotten one logs an error and fails the test), in French.

const main = () => within(screen.getByRole('main'));

const metaDescription = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('the order pages in French', () => {
  beforeEach(() => {
    act(() => {
      cart.clear();
      cart.setEmail('');
    });
  });

  it('/fr/cart shows the cart in French', async () => {
    // The region lookup answers Canada.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ country_code: 'CA' }), { status: 200 }),
    );
    act(() => cart.add('easter-bunny', 'digital'));
    // The cart is its own lazy chunk, drawn once the page is up.
    await act(async () => {
      await renderApp('/fr/cart');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre panier' })).toBeInTheDocument();
    expect(document.title).toBe('Panier | Adventure Clue Kits');
    expect(metaDescription()).toBe('Votre panier Adventure Clue Kits.');
    expect(await main().findByText('Chasse aux cocos de Pâques')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Passer à la caisse' })).toBeInTheDocument();
    expect(main().getByText('Total (CAD)')).toBeInTheDocument();
    expect(main().getByTestId('cart-total').textContent?.replace(/\s/g, ' ')).toBe('24,99 $');
    expectInternalLinksInFrench();
  });

  it('/fr/recover-downloads asks for the address in French', async () => {
    // The form is its own lazy chunk: the page suspends until it has loaded.
    await act(async () => {
      await renderApp('/fr/recover-downloads');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: fr('Téléchargement perdu?') }),
    ).toBeInTheDocument();
    expect(main().getByText(/^Entrez l’adresse courriel utilisée lors de votre achat/)).toBeInTheDocument();
    expect(await main().findByLabelText('Courriel')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Envoyer mes liens de téléchargement' })).toBeInTheDocument();
  });

  it('/fr/downloads/<token> shows the order’s kits in French', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          order: {
            number: 'ACK-7',
            email: 'parent@example.com',
            status: 'paid',
            currency: 'CAD',
            region: 'ca',
            subtotalCents: 2499,
            shippingCents: 0,
            totalCents: 2499,
            shippingAddress: null,
            items: [],
            createdAt: '2026-03-20T12:00:00Z',
            downloads: [{ kit: 'pirate-bunny', title: 'Pirate Bunny Treasure Hunt', token: 'b'.repeat(64) }],
          },
        }),
        { status: 200 },
      ),
    );
    await renderApp(`/fr/downloads/${'b'.repeat(64)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos téléchargements' })).toBeInTheDocument();
    expect(document.title).toBe('Vos téléchargements | Adventure Clue Kits');
    expect(
      await main().findByRole('form', { name: 'Télécharger Chasse au trésor du lapin pirate' }),
    ).toBeInTheDocument();
    expect(main().getByText(/^Commande ACK-7 · Ajoutez le prénom de votre enfant/)).toBeInTheDocument();
  });

  it('/fr/contact shows the contact form in French', async () => {
    // The form is its own lazy chunk: the page suspends until it has loaded.
    await act(async () => {
      await renderApp('/fr/contact');
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Envoyez-nous un message' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Nous joindre | Adventure Clue Kits');
    const form = await screen.findByRole('form', { name: 'Nous joindre' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Envoyer le message' }));
    expect(await within(form).findByText('Le nom doit compter au moins 2 caractères.')).toBeInTheDocument();
  });
});
