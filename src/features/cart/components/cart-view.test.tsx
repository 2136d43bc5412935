import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cart } from '@/lib/cart';
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
