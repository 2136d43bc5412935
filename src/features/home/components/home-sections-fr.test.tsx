import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderInFrench } from '@/testing/render';

import { ExplainerSection } from './explainer-section';
import { ShopBanner } from './shop-banner';

const steps = (
  <ol>
    <li>Choisir et télécharger</li>
  </ol>
);

describe('the home sections on a French page', () => {
  it('offers the video in French, on a poster captioned in French', async () => {
    renderInFrench(
      <ExplainerSection video={{ desktopId: 'AAAAAAAAAAA', mobileId: 'BBBBBBBBBBB' }} steps={steps} />,
    );
    expect(screen.getByRole('heading', { name: 'Une chasse aux indices en action' })).toBeInTheDocument();
    const play = screen.getByRole('button', {
      name: 'Lancer la vidéo\u00A0: comment fonctionnent les trousses Adventure Clue Kits',
    });
    expect(play.querySelector('img')).toHaveAttribute('src', '/images/posters/video-desktop-fr.svg');
    await userEvent.click(play);
    expect(
      screen.getByTitle('Comment fonctionnent les trousses Adventure Clue Kits (vidéo)'),
    ).toBeInTheDocument();
  });

  it('shows the steps under a French heading, linking to the French guide', () => {
    renderInFrench(<ExplainerSection video={undefined} steps={steps} />);
    expect(
      screen.getByRole('heading', { name: 'Comment se prépare une chasse aux indices' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'En savoir plus sur le fonctionnement' })).toHaveAttribute(
      'href',
      '/fr/how-it-works',
    );
  });

  it('shows the French banner picture, leading to the French shop', () => {
    renderInFrench(<ShopBanner />);
    expect(screen.getByRole('region', { name: 'Bannière de la boutique' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Magasinez toutes les trousses/ });
    expect(link).toHaveAttribute('href', '/fr/shop');
    expect(link.querySelector('img')).toHaveAttribute('src', '/images/home/banner-fr.svg');
  });
});
