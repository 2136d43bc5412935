import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cart } from '@/lib/cart';
import { toastStore } from '@/lib/toast';
import { renderWithRouter } from '@/testing/render';
import { CartView } from './cart-view';

beforeEach(() => {
  act(() => {
    cart.clear();
    cart.setEmail('');
  });
});

const lineOf = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li')!;

describe('a cart line', () => {
  it('shows a digital kit as one licence, with no quantity to change', () => {
    act(() => {
      cart.add('easter-bunny', 'digital');
      cart.add('easter-bunny', 'digital');
    });
    renderWithRouter(<CartView region="us" printedNote="Shipping fees may vary" />, { path: '/cart' });
    const line = lineOf('Easter Bunny Hunt');
    expect(line).toHaveTextContent('Quantity of Easter Bunny Hunt – Digital Download: 1 licence');
    expect(line).toHaveTextContent('Print it as often as your family likes.');
    expect(within(line).queryByRole('spinbutton')).toBeNull();
    expect(within(line).queryByRole('button', { name: /quantity/ })).toBeNull();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$19.99 USD');
  });

  it('lets a printed kit be counted from 1 to 10', async () => {
    const user = userEvent.setup();
    act(() => cart.add('cool-bunny', 'printed', 9));
    renderWithRouter(<CartView region="ca" printedNote="Free Shipping In Canada" />, { path: '/cart' });
    const quantity = screen.getByRole('spinbutton', {
      name: 'Quantity of Cool Bunny Hunt – Printed & Delivered',
    });
    expect(quantity).toHaveValue(9);
    const increase = screen.getByRole('button', {
      name: 'Increase quantity of Cool Bunny Hunt – Printed & Delivered',
    });
    await user.click(increase);
    expect(quantity).toHaveValue(10);
    expect(increase).toBeDisabled();
    expect(lineOf('Cool Bunny Hunt')).not.toHaveTextContent('licence');
  });
});

describe('a kit added by the address (a kit page form followed before its app ran, ADR 039)', () => {
  function renderAt(entry: string) {
    const router = createMemoryRouter(
      [{ path: '/cart', element: <CartView region="us" printedNote="Shipping fees may vary" /> }],
      { initialEntries: [entry] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  beforeEach(() => act(() => toastStore.clear()));

  it('adds the kit once, with the added-to-cart notice, and takes it out of the address', () => {
    const router = renderAt('/cart?add=easter-bunny&format=printed&quantity=2&region=ca');
    expect(
      screen.getByRole('spinbutton', { name: 'Quantity of Easter Bunny Hunt – Printed & Delivered' }),
    ).toHaveValue(2);
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({
        title: 'Added to cart',
        description: 'Easter Bunny Hunt Printed & Delivered kit has been added to your cart',
        action: expect.objectContaining({ label: 'Continue Shopping', to: '/templates' }),
      }),
    ]);
    // A reload or Back does not add it again; the rest of the address stays.
    expect(router.state.location).toMatchObject({ pathname: '/cart', search: '?region=ca' });
    expect(cart.getSnapshot().lines).toEqual([{ kit: 'easter-bunny', format: 'printed', quantity: 2 }]);
  });

  it('adds nothing for a kit that is not sold online, and still leaves the address', () => {
    const router = renderAt('/cart?add=dino-bunny-hunt&format=digital');
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(router.state.location.search).toBe('');
  });
});

describe('the bundle (issue 29 §3)', () => {
  const addDigital = (...kits: string[]) =>
    act(() => {
      for (const kit of kits) cart.add(kit, 'digital');
    });

  it('takes the saving off 3 digital kits before checkout, and says a code cannot be added', () => {
    addDigital('easter-bunny', 'cool-bunny', 'pirate-bunny');
    renderWithRouter(<CartView region="us" printedNote="Shipping fees may vary" />, { path: '/cart' });
    expect(screen.getByText('Bundle: 3 digital kits')).toBeInTheDocument();
    expect(screen.getByTestId('cart-bundle')).toHaveTextContent('−$9.98 USD');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$49.99 USD');
    expect(
      screen.getByText('The bundle price cannot be combined with a promotion code.'),
    ).toBeInTheDocument();
  });

  it('tells a cart one kit short of the bundle what it would cost, and where a code goes', () => {
    addDigital('easter-bunny', 'cool-bunny');
    renderWithRouter(<CartView region="ca" printedNote="Free Shipping In Canada" />, { path: '/cart' });
    expect(screen.queryByTestId('cart-bundle')).toBeNull();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$49.98 CAD');
    expect(screen.getByText(/Add one more digital kit: any 3 cost/)).toHaveTextContent(
      'Add one more digital kit: any 3 cost $59.99 CAD.',
    );
    expect(screen.getByText('Have a promotion code? Enter it on the payment page.')).toBeInTheDocument();
  });
});
