import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NavBar } from '@/components/layout/nav-bar';
import { cart } from '@/lib/cart';
import { renderWithRouter } from '@/testing/render';

// The cart's count is a lazy part of the header: loaded here first, so it settles inside the awaited act().
beforeAll(() => import('@/components/layout/cart-count'));
const renderNavBar = () => act(async () => renderWithRouter(<NavBar />));

beforeEach(() => act(() => cart.clear()));

describe('NavBar', () => {
  it('links every main destination of the spec, the logo to / and the cart button to /cart', async () => {
    await renderNavBar();
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

  // Opening and closing are the browser's (a popover): tests/e2e/layout.spec.ts and progressive-enhancement.spec.ts.
  it('has a labelled button that opens the menu as a popover, which holds View Cart & Checkout', async () => {
    await renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('aria-controls', menu?.id);
    // Closed, the popover is hidden.
    expect(within(menu!).getByRole('link', { name: 'View Cart & Checkout', hidden: true })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('closes the menu when one of its links is followed in place', async () => {
    const user = userEvent.setup();
    const { router } = await renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '')!;
    // jsdom has no popovers: the browser's method is stood in for.
    const hidePopover = vi.fn();
    Object.assign(menu, { hidePopover });
    await user.click(within(menu).getByRole('link', { name: 'View Cart & Checkout', hidden: true }));
    expect(router.state.location.pathname).toBe('/cart');
    expect(hidePopover).toHaveBeenCalled();
  });

  it('counts the kits in the cart on its links, and follows the cart as it changes', async () => {
    act(() => cart.add('easter-bunny', 'printed', 2));
    await renderNavBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Cart (2 kits)' })).toHaveAttribute('href', '/cart');
    expect(
      screen.getByRole('link', { name: 'View Cart & Checkout (2 kits)', hidden: true }),
    ).toBeInTheDocument();
    act(() => cart.add('cool-bunny', 'digital'));
    expect(within(nav).getByRole('link', { name: 'Cart (3 kits)' })).toBeInTheDocument();
    act(() => cart.clear());
    expect(within(nav).getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});
