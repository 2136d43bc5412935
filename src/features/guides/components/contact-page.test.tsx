import { screen } from '@testing-library/react';

import { site } from '@/config/site';
import { renderInFrench, renderWithRouter } from '@/testing/render';

import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('shows its heading, the support email and the three topics in French on a French page', () => {
    renderInFrench(<ContactPage />, { path: '/fr/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Écrivez-nous' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Écrivez-nous',
      'Vous avez perdu votre téléchargement ?',
      'Vous voulez acheter une trousse ?',
      'Un problème d’impression ?',
    ]);
  });

  it('keeps its English texts on an English page', () => {
    renderWithRouter(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lost your download?' })).toBeInTheDocument();
  });
});
