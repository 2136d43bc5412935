import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '@/app/render-app';
import { expectInternalLinksInFrench } from '@/testing/french-links';
import { env } from '@/config/env';
import { REGION_CHOICE_KEY } from '@/features/region/resolve-region';
import { cart } from '@/lib/cart';
import { frenchTypography as fr } from '@domain/french-typography';
import { getKit } from '@domain/kits';

// The shop, templates, kit and pricing pages under /fr (issue 20 §1): French texts, prices in fr-CA
// money format, notices in French and links that stay on the French site.

const nbsp = '\u00A0';

// The kit page loads its reviews lazily once hydrated: render inside an awaited act so that suspension settles.
const open = (path: string) => act(() => renderApp(path));
const main = () => within(screen.getByRole('main'));
const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

/** The element whose text is exactly `text`, French no-break spaces included (no whitespace folding). */
const raw = { normalizer: (value: string) => value };
const exactly = (text: string) => main().getByText(text, raw);

const prices = () => main().queryAllByText((_, element) => element?.getAttribute('data-slot') === 'price');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  cart.clear();
  // The visitor chose Canada: no lookup, prices in Canadian dollars.
  localStorage.setItem(REGION_CHOICE_KEY, 'ca');
});

describe('a kit page in French', () => {
  it('/fr/templates/easter-bunny shows the kit, its facts and its price in French', async () => {
    const kit = getKit('easter-bunny');
    await open('/fr/templates/easter-bunny');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chasse aux cocos de Pâques' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Chasse aux cocos de Pâques');
    expect(exactly(kit.translations.fr.description)).toBeInTheDocument();
    expect(main().getByRole('img', { name: kit.translations.fr.imageAlt })).toBeInTheDocument();
    expect(main().getByText('Festif')).toBeInTheDocument();
    expect(main().getByText('Difficulté')).toBeInTheDocument();
    expect(main().getByText('Facile')).toBeInTheDocument();
    expect(main().getByText('1 à 2 heures')).toBeInTheDocument();
    expect(exactly(fr('Pour tous les âges : 3 à 14 ans'))).toBeInTheDocument();

    // Canadian dollars the Québec way once the region is known; no English currency code.
    await waitFor(() => expect(main().getAllByText(`24,99${nbsp}$`, raw).length).toBeGreaterThan(0));
    expect(main().getByText(`49,99${nbsp}$`, raw)).toBeInTheDocument();
    expect(prices().every((price) => !/USD|CAD/.test(price.textContent ?? ''))).toBe(true);
    expect(main().getByText('Trousse imprimée et livrée', { exact: false })).toBeInTheDocument();
    expect(main().getByText(/Livraison gratuite au Canada/)).toBeInTheDocument();

    // Below the details, hydrated once its code arrives.
    expect(await main().findByRole('heading', { name: 'Ce que contient la trousse' })).toBeInTheDocument();
    // The previews are the French kit's own pages (npm run kit:previews renders both languages).
    const previews = [...document.querySelectorAll<HTMLImageElement>('img[src*="/kit-previews/"]')];
    // Each preview is in the page and in its zoom dialog.
    expect([...new Set(previews.map((image) => image.getAttribute('src')))]).toEqual([
      '/images/kit-previews/easter-bunny-fr-welcome.png',
      '/images/kit-previews/easter-bunny-fr-cards.png',
      '/images/kit-previews/easter-bunny-fr-certificate.png',
    ]);
    // …and the files are in public/ (never loaded here: the keys name the files).
    const previewFiles = Object.keys(import.meta.glob('/public/images/kit-previews/*.png'));
    for (const image of previews) expect(previewFiles).toContain(`/public${image.getAttribute('src')}`);
    expect(main().getByRole('heading', { name: 'Affiche de bienvenue', level: 3 })).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Un coup d’œil à l’intérieur' })).toBeInTheDocument();
    expect(main().getByText('Certificat')).toBeInTheDocument();
    // The party licence the owner sells it with (ADR 054), chosen in the cart; no classroom price is set.
    const licences = within(
      main().getByRole('heading', { name: 'Pour une fête ou une classe' }).closest('section')!,
    );
    expect(licences.getByText('Licence pour une fête')).toBeInTheDocument();
    expect(licences.queryByText('Licence pour une classe')).toBeNull();
    expect(licences.getByText('Choisissez la licence dans votre panier.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: /Retour aux modèles/ })).toHaveAttribute('href', '/fr/templates');
    expect(main().getByRole('link', { name: /Canada \(CAD\)/ })).toHaveAttribute('aria-current', 'true');
    expect(main().getByRole('group', { name: 'Afficher les prix pour' })).toBeInTheDocument();
    expectInternalLinksInFrench();
  });

  it('writes the Product JSON-LD in French, with the French page as the offer', async () => {
    await open('/fr/templates/easter-bunny');
    await screen.findByRole('heading', { level: 1, name: 'Chasse aux cocos de Pâques' });
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    const product = scripts
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'Product') as
      { name: string; description: string; offers: { url: string } } | undefined;
    expect(product?.name).toBe('Chasse aux cocos de Pâques');
    expect(product?.description).toBe(getKit('easter-bunny').translations.fr.description);
    expect(product?.offers.url).toMatch(/\/fr\/templates\/easter-bunny$/);
    expect(metaContent('meta[name="description"]')).toContain(
      'Chasse au trésor à imprimer pour les 3 à 14 ans.',
    );
  });

  it('adds the kit to the cart with the French notice', async () => {
    const user = userEvent.setup();
    const { app } = await open('/fr/templates/easter-bunny');
    await user.click(await screen.findByRole('button', { name: 'Acheter le téléchargement' }));
    // The toaster is loaded on the first notice.
    expect(await screen.findByText('Ajouté au panier', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText('Chasse aux cocos de Pâques (téléchargement numérique) a été ajouté à votre panier'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer mes achats' })).toBeInTheDocument();
    if (env.VITE_PAYMENTS_ENABLED) {
      expect(cart.getSnapshot().lines).toEqual([
        expect.objectContaining({ kit: 'easter-bunny', format: 'digital' }),
      ]);
      expect(main().getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/fr/cart');
    } else {
      // Payments off: the spec's flow leads to the contact page, in French.
      await waitFor(() => expect(app.location.pathname).toBe('/fr/contact'));
    }
  });

  it('the farm kit checks out in French: one licence, printed quantity and total in fr-CA money', async () => {
    const user = userEvent.setup();
    await open('/fr/templates/farmyard-hunt');
    // Buy Now is the disclosure of the mini checkout (it opens without the app too).
    await user.click(await screen.findByText('Acheter maintenant', { selector: 'summary' }));
    const checkout = within(screen.getByRole('region', { name: 'Votre commande' }));
    // The digital kit's quantity (one licence) and the printed kit's count, which CSS shows with its choice.
    expect(checkout.getByRole('spinbutton', { name: 'Quantité' })).toBeInTheDocument();
    expect(checkout.getByText('1 licence')).toBeInTheDocument();
    expect(
      checkout.getByText('Votre famille peut l’imprimer aussi souvent qu’elle le veut.'),
    ).toBeInTheDocument();
    const total = checkout.getByText((_, element) => element?.textContent?.startsWith('Total') === true, {
      selector: 'p',
    });
    expect(total.textContent).toBe(`Total (CAD)${nbsp}: 24,99${nbsp}$`);
    expect(checkout.getByRole('button', { name: 'Passer à la caisse' })).toBeInTheDocument();
    expect(checkout.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute(
      'href',
      '/fr/templates',
    );
  });
});

describe('the templates page in French', () => {
  it('filters by French category names and counts the results with French plurals', async () => {
    const user = userEvent.setup();
    await open('/fr/templates');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nos modèles de chasse au trésor' }),
    ).toBeInTheDocument();
    expect(main().getByRole('status')).toHaveTextContent('9 modèles disponibles');
    const tiles = within(main().getByRole('list', { name: 'Catégories' }));
    await user.click(tiles.getByRole('button', { name: /Aventures éducatives/ }));
    expect(main().getByRole('status')).toHaveTextContent('2 modèles disponibles');
    const results = within(main().getByRole('list', { name: 'Modèles d’aventures' }));
    expect(results.getByRole('link', { name: 'Mission spatiale du lapin' })).toHaveAttribute(
      'href',
      '/fr/templates/space-bunny',
    );
    expect(main().getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Aventures éducatives');
    expectInternalLinksInFrench();
  });

  it('searches French titles and descriptions, accents or not, and shows the empty notice in French', async () => {
    const user = userEvent.setup();
    await open('/fr/templates');
    const search = await screen.findByRole('searchbox', { name: 'Chercher une aventure' });
    expect(search).toHaveAttribute('placeholder', 'Essayez pirate, espace ou Pâques');

    await user.type(search, 'grange');
    expect(main().getByRole('status')).toHaveTextContent('1 modèle disponible');
    expect(main().getByRole('link', { name: 'Chasse du lapin à la ferme' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'paques');
    expect(main().getByRole('link', { name: 'Chasse aux cocos de Pâques' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'licorne');
    expect(main().getByRole('status')).toHaveTextContent('0 modèle disponible');
    expect(await main().findByRole('heading', { name: 'Aucune aventure trouvée' })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Voir toutes les aventures' }));
    expect(main().getByRole('status')).toHaveTextContent('9 modèles disponibles');
  });
});

describe('the shop and pricing pages in French', () => {
  it('/fr/shop shows the kits, the formats compared and links that stay in French', async () => {
    await open('/fr/shop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Magasinez les trousses Adventure Clue Kits' }),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Chasse au trésor du lapin pirate' })).toHaveAttribute(
      'href',
      '/fr/templates/pirate-bunny',
    );
    expect(main().getAllByText('Non offerte à l’achat pour le moment').length).toBeGreaterThan(0);
    const table = within(main().getByRole('table', { name: /Comparaison du téléchargement numérique/ }));
    expect(table.getByRole('rowheader', { name: 'Livraison' })).toBeInTheDocument();
    expect(table.getAllByText('200 énigmes et plus, toutes prêtes', { selector: 'td' })).toHaveLength(2);
    await waitFor(() => expect(table.getByText(`24,99${nbsp}$`, raw)).toBeInTheDocument());
    expect(main().getByRole('link', { name: 'Voir les tarifs' })).toHaveAttribute('href', '/fr/pricing');
    expectInternalLinksInFrench();
  });

  it('/fr/ca/pricing shows both plans in Canadian dollars and French', async () => {
    await open('/fr/ca/pricing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Des prix simples, payés une seule fois' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Tarifs (CAD) | Adventure Clue Kits');
    expect(main().getByText('Prix au Canada')).toBeInTheDocument();
    const digital = within(main().getByRole('region', { name: 'Téléchargement numérique' }));
    expect(digital.getByText(`24,99${nbsp}$`, raw)).toBeInTheDocument();
    expect(digital.getByText('Soutien par courriel')).toBeInTheDocument();
    const printed = within(main().getByRole('region', { name: 'Trousse imprimée et livrée' }));
    expect(printed.getByText(`49,99${nbsp}$`, raw)).toBeInTheDocument();
    expect(printed.getByText('Livraison gratuite au Canada')).toBeInTheDocument();
    expect(
      main().getAllByRole('link', { name: 'Choisissez votre thème et téléchargez-le' })[0],
    ).toHaveAttribute('href', '/fr/templates');
    expectInternalLinksInFrench();
  });

  it('/fr/us/pricing shows American dollars as "$ US" and its switch leads to the French Canadian page', async () => {
    const { app } = await open('/fr/us/pricing');
    expect(await screen.findByText('Prix aux États-Unis')).toBeInTheDocument();
    const digital = within(main().getByRole('region', { name: 'Téléchargement numérique' }));
    expect(digital.getByText(`19,99${nbsp}$${nbsp}US`, raw)).toBeInTheDocument();
    expect(main().getByText('Les frais de livraison peuvent varier')).toBeInTheDocument();
    const canada = main().getByRole('link', { name: /Canada \(CAD\)/ });
    expect(canada).toHaveAttribute('href', '/fr/ca/pricing?region=ca');
    // The Canadian page loads on the click: let its suspension settle inside act.
    await act(async () => canada.click());
    await waitFor(() => expect(app.location.pathname).toBe('/fr/ca/pricing'), { timeout: 10_000 });
  });

  it('/fr/pricing sends the visitor to the French page of their region', async () => {
    const { app } = await open('/fr/pricing');
    await waitFor(() => expect(app.location.pathname).toBe('/fr/ca/pricing'));
  });

  it('old addresses under /fr lead to the French pages they moved to', async () => {
    const kit = await open('/fr/templates/pirate-treasure');
    await waitFor(() => expect(kit.app.location.pathname).toBe('/fr/templates/pirate-bunny'));
    kit.unmount();
    const pricing = await open('/fr/pricing/ca');
    await waitFor(() => expect(pricing.app.location.pathname).toBe('/fr/ca/pricing'));
  });
});
