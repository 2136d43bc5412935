import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { defaultCatalog } from '@domain/catalog';
import { renderInFrench } from '@/testing/render';

import { CatalogTab } from './catalog-tab';

const answers: Record<string, unknown> = {
  catalog: { catalog: defaultCatalog, seasons: [] },
  'notify-requests': {
    requests: [
      {
        kit_slug: 'space-bunny',
        email: 'waiting@example.com',
        locale: 'fr',
        consented_at: '2026-11-20T10:00:00Z',
        notified_at: null,
        unsubscribed_at: null,
      },
    ],
  },
  'update-offer': {
    offer: {
      sale: 'buy',
      prices: { digital: { us: 1500, ca: 2100 }, printed: { us: 4999, ca: 4999 } },
      licencePrices: { party: { us: 1999, ca: 2499 }, classroom: { us: null, ca: null } },
    },
    changed: true,
    rebuild: 'started',
    notified: 0,
  },
};

function stubFunctions() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const action = String(input).split('/').pop()!;
    return new Response(JSON.stringify(answers[action]), { status: 200 });
  });
}

afterEach(() => vi.restoreAllMocks());

describe('CatalogTab', () => {
  it("shows each kit's offer and who waits for it, and saves a kit switched to buy in cents", async () => {
    const fetchSpy = stubFunctions();
    const user = userEvent.setup();
    render(<CatalogTab accessToken="owner-token" />);
    const kit = await screen.findByRole('form', { name: 'Space Bunny Mission' });
    expect(within(kit).getByLabelText('Sale state')).toHaveValue('contact');
    expect(within(kit).getByLabelText('Digital Download, Canada (CAD)')).toHaveValue('24.99');
    expect(within(kit).getByText(/1 waiting, 1 in all/)).toBeInTheDocument();
    expect(within(kit).getByText(/waiting@example\.com \(fr\)/)).toBeInTheDocument();

    await user.selectOptions(within(kit).getByLabelText('Sale state'), 'buy');
    await user.clear(within(kit).getByLabelText('Digital Download, United States (USD)'));
    await user.type(within(kit).getByLabelText('Digital Download, United States (USD)'), '15');
    await user.clear(within(kit).getByLabelText('Digital Download, Canada (CAD)'));
    await user.type(within(kit).getByLabelText('Digital Download, Canada (CAD)'), '21.00');
    await user.click(within(kit).getByRole('button', { name: 'Save Space Bunny Mission' }));

    expect(await within(kit).findByRole('status')).toHaveTextContent(
      'Saved. Checkout uses it now; the site is rebuilding',
    );
    const saved = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/admin-catalog/update-offer'));
    expect(JSON.parse(String(saved![1]!.body))).toEqual({
      kit: 'space-bunny',
      sale: 'buy',
      prices: { digital: { us: 1500, ca: 2100 }, printed: { us: 4999, ca: 4999 } },
      licencePrices: { party: { us: 1999, ca: 2499 }, classroom: { us: null, ca: null } },
    });
  });

  it('prices the classroom licence in one region and stops selling the party licence in another', async () => {
    const fetchSpy = stubFunctions();
    const user = userEvent.setup();
    render(<CatalogTab accessToken="owner-token" />);
    const kit = await screen.findByRole('form', { name: 'Easter Bunny Hunt' });
    // Seeded: the party licence at the family price, the classroom licence unsold (empty).
    expect(within(kit).getByLabelText('Party licence, Canada (CAD)')).toHaveValue('24.99');
    expect(within(kit).getByLabelText('Classroom licence, Canada (CAD)')).toHaveValue('');
    await user.type(within(kit).getByLabelText('Classroom licence, Canada (CAD)'), '59.99');
    await user.clear(within(kit).getByLabelText('Party licence, United States (USD)'));
    await user.click(within(kit).getByRole('button', { name: 'Save Easter Bunny Hunt' }));
    await within(kit).findByRole('status');
    const saved = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/admin-catalog/update-offer'));
    expect(JSON.parse(String(saved![1]!.body))).toMatchObject({
      kit: 'easter-bunny',
      licencePrices: { party: { us: null, ca: 2499 }, classroom: { us: null, ca: 5999 } },
    });
  });

  it('keeps a bad licence price in its field with the message, and sends nothing', async () => {
    const fetchSpy = stubFunctions();
    const user = userEvent.setup();
    render(<CatalogTab accessToken="owner-token" />);
    const kit = await screen.findByRole('form', { name: 'Pirate Bunny Treasure Hunt' });
    const field = within(kit).getByLabelText('Classroom licence, United States (USD)');
    await user.type(field, 'lots');
    await user.click(within(kit).getByRole('button', { name: 'Save Pirate Bunny Treasure Hunt' }));
    expect(
      await within(kit).findByText('Enter a price like 19.99, between $1.00 and $999.99.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('lots');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/update-offer'))).toBe(false);
  });

  it('keeps a bad price in its field with the message, and sends nothing', async () => {
    const fetchSpy = stubFunctions();
    const user = userEvent.setup();
    render(<CatalogTab accessToken="owner-token" />);
    const kit = await screen.findByRole('form', { name: 'Easter Bunny Hunt' });
    const field = within(kit).getByLabelText('Printed & Delivered, Canada (CAD)');
    await user.clear(field);
    await user.type(field, '0.50');
    await user.click(within(kit).getByRole('button', { name: 'Save Easter Bunny Hunt' }));
    expect(
      await within(kit).findByText('Enter a price like 19.99, between $1.00 and $999.99.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('0.50');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/update-offer'))).toBe(false);
  });

  it('speaks French on a French page and takes a price written the French way', async () => {
    const fetchSpy = stubFunctions();
    const user = userEvent.setup();
    renderInFrench(<CatalogTab accessToken="owner-token" />);
    const kit = await screen.findByRole('form', { name: 'Mission spatiale du lapin' });
    expect(within(kit).getByLabelText('État de vente')).toHaveDisplayValue('Nous joindre pour acheter');
    expect(within(kit).getByText(/1 en attente, 1 en tout/)).toBeInTheDocument();
    const field = within(kit).getByLabelText('Téléchargement numérique, Canada (CAD)');
    await user.clear(field);
    await user.type(field, '21,5');
    await user.click(within(kit).getByRole('button', { name: 'Enregistrer Mission spatiale du lapin' }));
    expect(await within(kit).findByRole('status')).toHaveTextContent(/^Enregistré\. Le paiement l’applique/);
    const saved = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/admin-catalog/update-offer'));
    expect(JSON.parse(String(saved![1]!.body))).toMatchObject({ prices: { digital: { ca: 2150 } } });
  });
});
