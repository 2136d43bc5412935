import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NavBar } from '@/components/layout/nav-bar';
import { renderWithRouter } from '@/testing/render';

describe('NavBar', () => {
  it('links every main destination of the spec, the logo to / and the cart button to /cart', () => {
    renderWithRouter(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected = {
      Home: '/',
      Shop: '/shop',
      'AI Clue Creator': '/clue-login',
      'How It Works': '/how-it-works',
      Pricing: '/pricing',
      Contact: '/contact',
    };
    for (const [label, href] of Object.entries(expected))
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(within(nav).getByRole('link', { name: 'Adventure Clue Kits' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('opens and closes the mobile menu with a labelled button holding View Cart & Checkout', async () => {
    const user = userEvent.setup();
    renderWithRouter(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'View Cart & Checkout' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    expect(within(menu!).getByRole('link', { name: 'View Cart & Checkout' })).toHaveAttribute(
      'href',
      '/cart',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu when one of its links is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<NavBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'View Cart & Checkout' }));
    expect(router.state.location.pathname).toBe('/cart');
  });
});
