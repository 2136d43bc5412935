import { act, screen, within } from '@testing-library/react';

import { renderApp } from '@/app/render-app';
import { allowConsoleError } from '@/testing/console-error';
import { waitInAct } from '@/testing/wait-in-act';
import { env } from '@/config/env';
import { recoveryPathFor } from '@/config/paths';
import { site } from '@/config/site';
import { frenchTypography as fr } from '@domain/french-typography';
import { kitContentsIn } from '@domain/kit-contents';

// The guide pages, thank-you pages, AI teaser and legal pages under /fr (issue 20 §1): French texts,
// French meta, and links that stay on the French site.

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

const main = () => within(screen.getByRole('main'));

/** Testing Library matches text with its spaces collapsed: French no-break spaces become plain ones. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

function articleJsonLd(): Record<string, unknown> {
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
  const data = scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
  return data.find((item) => item['@type'] === 'Article') ?? {};
}

async function h1(name: string) {
  return screen.findByRole('heading', { level: 1, name: fr(name) });
}

/** Every link of the page's main content that leads to one of our pages stays under /fr. */
function expectInternalLinksInFrench() {
  const internal = main()
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
  expect(internal.filter((href) => href !== '/fr' && !href.startsWith('/fr/'))).toEqual([]);
}

describe('the guide pages in French', () => {
  it('/fr/how-it-works shows the four steps, the kit contents and the shop link in French', async () => {
    await renderApp('/fr/how-it-works');
    expect(await h1('Comment fonctionnent les trousses Adventure Clue Kits')).toBeInTheDocument();
    expect(document.title).toBe('Comment ça marche | Adventure Clue Kits');
    expect(metaContent('meta[name="description"]')).toContain(fr('préparez la chasse en 15 à 30 minutes'));

    const steps = within(main().getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Choisir et télécharger',
      'Imprimer à la maison',
      'Préparer la chasse',
      'Place à la magie',
    ]);
    expect(within(steps[0] as HTMLElement).getByText('Étape 1')).toBeInTheDocument();
    expect(steps[2]).toHaveTextContent('Comptez environ 15 à 30 minutes.');
    expect(
      within(steps[3] as HTMLElement).getByRole('img', { name: 'Un coffre au trésor ouvert et scintillant' }),
    ).toBeInTheDocument();

    expect(main().getByRole('heading', { name: 'Ce que contient chaque trousse' })).toBeInTheDocument();
    for (const item of kitContentsIn.fr.contents) expect(main().getByText(item.title)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Magasiner les trousses' })).toHaveAttribute('href', '/fr/shop');
    expectInternalLinksInFrench();
  });

  it('/fr/instructions shows the steps, the file help and French links to the print-shop finder and recovery', async () => {
    await renderApp('/fr/instructions');
    expect(await h1('Mode d’emploi de la trousse')).toBeInTheDocument();
    expect(document.title).toBe('Mode d’emploi | Adventure Clue Kits');
    expect(main().getByRole('heading', { name: fr('Vos fichiers ne s’ouvrent pas?') })).toBeInTheDocument();
    expect(main().getByText(plain(fr('Comment ouvrir un dossier zip?')))).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 3, name: 'Téléchargez votre trousse' })).toBeInTheDocument();
    expect(
      main().getByRole('link', { name: 'Trouver un centre d’impression près de chez vous' }),
    ).toHaveAttribute('href', '/fr/find-print-shop');
    expect(main().getByRole('link', { name: 'Récupérer mon téléchargement' })).toHaveAttribute(
      'href',
      `/fr${recoveryPathFor(env.VITE_PAYMENTS_ENABLED)}`,
    );
    expectInternalLinksInFrench();
  });

  it('/fr/find-print-shop searches the maps in French and its back button leads to the French home page', async () => {
    const { app } = await renderApp('/fr/find-print-shop');
    expect(await h1('Trouver un centre d’impression près de chez vous')).toBeInTheDocument();
    expect(
      main().getByRole('button', { name: 'Trouver les centres d’impression près de moi' }),
    ).toBeInTheDocument();
    expect(
      main().getByRole('link', { name: fr('Chercher plutôt « imprimerie près de moi »') }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/search/imprimerie+pr%C3%A8s+de+moi');
    expect(main().getByRole('heading', { name: 'Que demander au centre d’impression' })).toBeInTheDocument();

    // Opened directly, there is no earlier page of ours: back goes to the French home page.
    const back = main().getByRole('button', { name: 'Retour' });
    // The home page's lower sections load as React hydrates them; React reports their arrival
    // between act() scopes in jsdom, which the browser does not have.
    allowConsoleError();
    await act(async () => back.click());
    // The French home page hydrates its lower sections as their code arrives.
    await waitInAct(() => expect(app.location.pathname).toBe('/fr'));
    // Wait for them, so none arrives during the next test.
    await waitInAct(() =>
      expect(
        main().getByRole('heading', { name: 'Comment se prépare une chasse aux indices' }),
      ).toBeInTheDocument(),
    );
    await waitInAct(() => expect(main().getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5));
  });

  it('/fr/easter-hunt-ideas is the French article, with its Article JSON-LD in French and French kit links', async () => {
    await renderApp('/fr/easter-hunt-ideas');
    const title = '10 idées de chasses au trésor de Pâques que les enfants vont adorer';
    expect(await h1(title)).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Adventure Clue Kits`);
    expect(metaContent('meta[name="description"]')).toContain('pour les enfants de 3 à 14 ans');

    const article = within(screen.getByRole('article'));
    const ideas = within(
      article
        .getByRole('heading', { level: 2, name: 'Dix idées de chasses de Pâques' })
        .closest('section') as HTMLElement,
    );
    expect(ideas.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(ideas.getByRole('heading', { name: '1. Sur la piste du lapin de Pâques' })).toBeInTheDocument();
    expect(
      article.getByRole('heading', { name: fr('3 à 6 ans : des cartes-indices en images') }),
    ).toBeInTheDocument();
    expect(
      article.getByRole('heading', { name: fr('8 à 14 ans : des énigmes plus corsées, en rimes') }),
    ).toBeInTheDocument();
    for (const slug of ['easter-bunny', 'pirate-bunny', 'space-bunny', 'cool-bunny'])
      expect(document.querySelectorAll(`main article a[href="/fr/templates/${slug}"]`)).toHaveLength(1);
    expect(
      article.getByRole('link', { name: 'Voir toutes les trousses de Pâques et d’aventure' }),
    ).toHaveAttribute('href', '/fr/templates');
    expectInternalLinksInFrench();

    const jsonLd = articleJsonLd();
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: title,
      inLanguage: 'fr-CA',
      mainEntityOfPage: `${site.url}/fr/easter-hunt-ideas`,
    });
    expect(jsonLd.description).toContain('pour les enfants de 3 à 14 ans');
  });

  it('/easter-hunt-ideas keeps its English article and JSON-LD', async () => {
    await renderApp('/easter-hunt-ideas');
    expect(await h1('10 Easter Scavenger Hunt Ideas Kids Will Love')).toBeInTheDocument();
    const jsonLd = articleJsonLd();
    expect(jsonLd).toMatchObject({
      headline: '10 Easter Scavenger Hunt Ideas Kids Will Love',
      description:
        'Ten easy Easter scavenger hunt ideas for kids aged 3-14, with clue advice for every age group and printable kits to make setup a breeze.',
      inLanguage: 'en',
      mainEntityOfPage: `${site.url}/easter-hunt-ideas`,
    });
  });

  it('/fr/ai-clue-creator presents the AI Clue Creator in French', async () => {
    await renderApp('/fr/ai-clue-creator');
    expect(await h1('Le Créateur d’indices IA')).toBeInTheDocument();
    expect(document.title).toBe('Créateur d’indices IA | Adventure Clue Kits');
    expect(main().getByText('Gratuit avec un compte')).toBeInTheDocument();
    expect(main().getAllByRole('link', { name: 'Créer mes indices' })[0]).toHaveAttribute(
      'href',
      '/fr/clue-login',
    );
    expect(main().getByRole('heading', { name: 'Pourquoi les parents l’adorent' })).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Parlez-nous de votre enfant' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Magasiner les trousses' })).toHaveAttribute('href', '/fr/shop');
    expect(main().getByText(/Adventure Clue Kits\. Tous droits réservés\./)).toBeInTheDocument();
    expectInternalLinksInFrench();
  });
});

describe('the thank-you pages in French', () => {
  it('/fr/thank-you-order thanks the buyer in French and leads back to the French home page', async () => {
    await renderApp('/fr/thank-you-order');
    expect(await h1('Merci pour votre commande!')).toBeInTheDocument();
    expect(document.title).toBe('Merci pour votre commande | Adventure Clue Kits');
    expect(main().getByText(/un lien « Tout télécharger »/)).toBeInTheDocument();
    expect(main().getByText(/courriels indésirables/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    expect(metaContent('meta[name="robots"]')).toMatch(/noindex/);
  });

  it('/fr/thank-you-print-order confirms the printed order in French, with French next steps', async () => {
    await renderApp('/fr/thank-you-print-order');
    expect(await h1('Merci pour votre commande!')).toBeInTheDocument();
    expect(document.title).toBe('Merci pour votre commande de trousse imprimée | Adventure Clue Kits');
    expect(
      main().getByText('La plupart des commandes sont traitées en 1 à 2 jours ouvrables.'),
    ).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'En attendant' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Lire le mode d’emploi' })).toHaveAttribute(
      'href',
      '/fr/instructions',
    );
    expect(main().getByRole('link', { name: 'Voir d’autres modèles' })).toHaveAttribute(
      'href',
      '/fr/templates',
    );
    expect(metaContent('meta[name="robots"]')).toMatch(/noindex/);
  });
});

describe('the legal pages under /fr', () => {
  it('/fr/terms starts with the French terms, with its title, meta and note in French', async () => {
    await renderApp('/fr/terms');
    expect(await h1('Conditions générales des téléchargements numériques')).toBeInTheDocument();
    const articles = document.querySelectorAll('main article');
    expect([...articles].map((article) => article.getAttribute('lang'))).toEqual(['fr', 'en']);
    expect(document.title).toBe('Conditions générales | Adventure Clue Kits');
    expect(metaContent('meta[name="description"]')).toBe(
      fr(
        'Conditions générales des téléchargements numériques et des trousses imprimées d’Adventure Clue Kits, en français et en anglais : licence d’usage personnel, ventes fermes, lois de la Saskatchewan (Canada). Dernière mise à jour le 27 novembre 2026.',
      ),
    );
    expect(
      main().getByText(/La version anglaise de nos conditions de vente suit la version française/),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Lire les conditions en anglais' })).toHaveAttribute(
      'href',
      '#en',
    );
    expect(main().queryByText(/Our terms of sale come in French first/)).not.toBeInTheDocument();
  });

  it('/terms keeps its French-first terms with the English note and bilingual title', async () => {
    await renderApp('/terms');
    expect(await h1('Conditions générales des téléchargements numériques')).toBeInTheDocument();
    expect(document.title).toBe('Conditions générales · Terms and Conditions | Adventure Clue Kits');
    expect(
      main().getByText(/Our terms of sale come in French first, as Québec law requires/),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Read the terms in English' })).toHaveAttribute('href', '#en');
  });

  it('/fr/privacy shows the French policy first, then the English one marked lang="en"', async () => {
    await renderApp('/fr/privacy');
    expect(await h1('Politique de confidentialité')).toBeInTheDocument();
    expect(document.title).toBe('Politique de confidentialité | Adventure Clue Kits');
    expect(metaContent('meta[name="description"]')).toMatch(/^Comment Adventure Clue Kits recueille/);
    expect(main().getByText(plain(fr('Dernière mise à jour : 27 novembre 2026')))).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Lire la version anglaise' })).toHaveAttribute('href', '#en');
    const english = document.querySelector('main section#en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(
      within(english as HTMLElement).getByRole('heading', { level: 2, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(document.querySelector('main section#fr')).toBeNull();
  });

  it('/privacy stays English first with a link to the French section', async () => {
    await renderApp('/privacy');
    expect(await h1('Privacy Policy')).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Adventure Clue Kits');
    expect(main().getByRole('link', { name: 'Lire en français' })).toHaveAttribute('lang', 'fr');
    expect(document.querySelector('main section#fr')).toHaveAttribute('lang', 'fr');
  });
});
