import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '@/app/render-app';
import { site } from '@/config/site';
import { frenchTypography as fr } from '@domain/french-typography';
import { getKit } from '@domain/kits';
import { kitFacts } from '@domain/kit-contents';

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('the home page in French (/fr)', () => {
  it('shows every section in French, with links to the French pages', async () => {
    await renderApp('/fr');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Des chasses au trésor à imprimer pour toutes les occasions',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe(
      'Des chasses au trésor à imprimer pour toutes les occasions | Adventure Clue Kits',
    );
    expect(metaContent('meta[name="description"]')).toBe(
      fr(
        'Trousses de chasse au trésor à imprimer pour les enfants de 3 à 14 ans : cartes-indices, 200 énigmes et plus, affiches et certificats. Imprimez à la maison et installez tout en 15 à 30 minutes.',
      ),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/fr`);

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Magasiner les trousses' })).toHaveAttribute('href', '/fr/shop');
    expect(main.getByRole('link', { name: 'Découvrir le Créateur d’indices IA' })).toHaveAttribute(
      'href',
      '/fr/ai-clue-creator',
    );
    // French punctuation spacing: a no-break space before the colon.
    expect(main.getByText(/^Nouveau/).textContent).toBe('Nouveau\u00A0: le Créateur d’indices IA');

    // The carousel: the kits' French titles, each slide leading to the French kit page.
    const carousel = within(main.getByRole('region', { name: 'Trousses d’indices en vedette' }));
    const slides = carousel.getAllByRole('link');
    expect(slides.map((slide) => slide.getAttribute('href'))).toEqual([
      '/fr/templates/cool-bunny',
      '/fr/templates/easter-bunny',
      '/fr/templates/pirate-bunny',
      '/fr/templates/space-bunny',
      '/fr/templates',
    ]);
    expect(
      carousel.getByRole('group', { name: fr(`2 sur 5 : ${getKit('easter-bunny').translations.fr.title}`) }),
    ).toBeInTheDocument();
    expect(
      carousel.getByRole('img', { name: getKit('pirate-bunny').translations.fr.imageAlt }),
    ).toBeInTheDocument();
    expect(carousel.getByText('Voir toutes nos aventures')).toBeInTheDocument();

    // The sections below the carousel hydrate once their code arrives.
    expect(
      await main.findByRole('heading', { name: 'Comment se prépare une chasse aux indices' }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'En savoir plus sur le fonctionnement' })).toHaveAttribute(
      'href',
      '/fr/how-it-works',
    );
    expect(
      main.getByRole('heading', { name: fr('Qu’est-ce qu’une trousse Adventure Clue Kit?') }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: /^Magasinez toutes les trousses/ })).toHaveAttribute(
      'href',
      '/fr/shop',
    );
    // The banner's words are drawn in the picture: the French page shows the French picture.
    expect(main.getByRole('img', { name: /^Magasinez toutes les trousses/ })).toHaveAttribute(
      'src',
      '/images/home/banner-fr.svg',
    );
    expect(main.getByRole('link', { name: 'Commencer l’aventure' })).toHaveAttribute('href', '/fr/shop');

    const whyChoose = within(
      main.getByRole('heading', { name: fr('Pourquoi choisir nos modèles de chasse au trésor?') })
        .parentElement!,
    );
    expect(whyChoose.getAllByRole('listitem')).toHaveLength(6);
    for (const title of [
      'Pour les 3 à 14 ans',
      '200 énigmes et plus, toutes prêtes',
      'Installation en 15 à 30 minutes',
    ])
      expect(whyChoose.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();

    expect(main.getByRole('heading', { name: 'Laissez un avis' })).toBeInTheDocument();
    // Nothing of the English page is left.
    for (const english of [
      'Shop Clue Kits',
      'Pick Your Next Adventure',
      'Leave a Review',
      'Start Your Adventure',
    ])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('loads the review form in French as a visitor nears it', async () => {
    await renderApp('/fr');
    const heading = await screen.findByRole('heading', { name: 'Laissez un avis' });
    await userEvent.setup().hover(heading);
    // The form's chunk (react-hook-form, zod) loads on the way.
    const form = within(await screen.findByRole('form', { name: 'Laisser un avis' }, { timeout: 10_000 }));
    expect(form.getByLabelText('Courriel')).toBeInTheDocument();
    expect(form.getByRole('group', { name: 'Note' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: '1 étoile' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Envoyer mon avis' })).toBeInTheDocument();
  });

  it('renders /fr/us and /fr/ca, the regional home pages, in French too', async () => {
    await renderApp('/fr/ca');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Des chasses au trésor à imprimer pour toutes les occasions',
      }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/fr`);
  });
});

describe('the home page in English (/)', () => {
  it('keeps its texts, its description and the English banner', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adventure Clue Kits for Every Occasion' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Adventure Clue Kits for Every Occasion');
    expect(metaContent('meta[name="description"]')).toBe(
      `Printable scavenger-hunt kits for children aged ${kitFacts.ageRange}: clue cards, ${kitFacts.riddleCount} riddles, posters and certificates. Print at home and set up in ${kitFacts.setupTime}.`,
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Shop Clue Kits' })).toHaveAttribute('href', '/shop');
    expect(main.getByRole('group', { name: `2 of 5: ${getKit('easter-bunny').title}` })).toBeInTheDocument();
    expect(main.getByRole('img', { name: /^Shop all Adventure Clue Kits/ })).toHaveAttribute(
      'src',
      '/images/home/banner.svg',
    );
    for (const title of ['Made for Ages 3-14', '200+ pre-made riddles', 'Set Up in 15-30 minutes'])
      expect(main.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  });
});
