import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render';
import { createCheckout } from '../api/create-checkout';
import { startCheckoutWith } from '../cart-test-fixtures';
import { CartView } from './cart-view';

vi.mock('../api/create-checkout', () => ({
  createCheckout: vi.fn(async () => ({ kind: 'invalid', fieldErrors: {} })),
}));

beforeEach(() => startCheckoutWith('easter-bunny', 'digital'));

const checkout = () => userEvent.setup().click(screen.getByRole('button', { name: 'Checkout' }));

describe('the terms of sale at checkout', () => {
  it('binds a Canadian order by the French terms unless the buyer expressly chooses English', async () => {
    renderWithRouter(<CartView region="ca" printedNote="Free Shipping In Canada" />, { path: '/cart' });
    const choice = screen.getByRole('group', { name: 'Terms of sale · Conditions de vente' });
    const french = screen.getByRole('radio', {
      name: /^Français\u00A0: je m’en tiens à la version française/,
    });
    const english = screen.getByRole('radio', {
      name: 'English: I expressly choose the English version of the terms',
    });
    expect(french).toBeChecked();
    expect(english).not.toBeChecked();
    expect(french.closest('label')).toHaveAttribute('lang', 'fr');
    expect(choice).toContainElement(screen.getByRole('link', { name: 'Read the terms' }));

    await checkout();
    expect(createCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ region: 'ca', termsLanguage: 'fr' }),
    );

    await userEvent.setup().click(english);
    await checkout();
    expect(createCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ region: 'ca', termsLanguage: 'en' }),
    );
  });

  it('does not ask a US buyer, whose order is in English', async () => {
    renderWithRouter(<CartView region="us" printedNote="Shipping fees may vary" />, { path: '/cart' });
    expect(screen.queryByRole('group', { name: /Terms of sale/ })).toBeNull();
    await checkout();
    expect(vi.mocked(createCheckout).mock.lastCall?.[0]).not.toHaveProperty('termsLanguage');
  });
});

describe('the terms of sale where the region is not known (issue 28 §1)', () => {
  it('asks, French first and preselected, when the location lookup failed', async () => {
    renderWithRouter(<CartView region="us" regionKnown={false} printedNote="Shipping fees may vary" />, {
      path: '/cart',
    });
    expect(screen.getByRole('group', { name: 'Terms of sale · Conditions de vente' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName(/^Français/);
    expect(radios[0]).toBeChecked();
    await checkout();
    expect(createCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ region: 'us', termsLanguage: 'fr' }),
    );
  });
});
