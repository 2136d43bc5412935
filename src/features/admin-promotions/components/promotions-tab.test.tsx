import { springPromotionListing } from '@domain/order-test-fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { PromotionListing } from '@domain/promotions';
import { renderInFrench } from '@/testing/render';
import { PromotionsTab } from './promotions-tab';

const spring: PromotionListing = springPromotionListing;

const fiveOff: PromotionListing = {
  ...spring,
  id: '00000000-0000-4000-8000-000000000002',
  code: 'FIVEOFF',
  kind: 'amount',
  percent_off: null,
  amount_off_us_cents: 500,
  amount_off_ca_cents: 700,
  ends_at: null,
  max_uses: null,
  times_used: 0,
  state: 'scheduled',
};

type Reply = { status?: number; body: unknown };
let replies: Record<string, Reply>;

function stubFunctions() {
  replies = {
    'admin-catalog/catalog': {
      body: { catalog: { bundle: { active: true, priceCents: { us: 4999, ca: 5999 } } } },
    },
    'admin-promotions/promotions': { body: { promotions: [spring, fiveOff] } },
  };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input).split('/functions/v1/').pop()!;
    const reply = replies[path] ?? { status: 500, body: { error: 'unexpected' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
}

const sentTo = (spy: ReturnType<typeof stubFunctions>, path: string) =>
  spy.mock.calls
    .filter(([url]) => String(url).endsWith(`/functions/v1/${path}`))
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

afterEach(() => vi.restoreAllMocks());

describe('PromotionsTab', () => {
  it('lists the codes with their discount, days, uses and state', async () => {
    stubFunctions();
    render(<PromotionsTab accessToken="owner-token" />);
    const table = await screen.findByRole('table', { name: 'Your codes' });
    const spring10 = within(table).getByRole('row', { name: /SPRING10/ });
    expect(spring10).toHaveTextContent('10 % off');
    expect(spring10).toHaveTextContent('Mar 1, 2027 to Mar 31, 2027');
    expect(spring10).toHaveTextContent('3 of 100');
    expect(spring10).toHaveTextContent('Active');
    const five = within(table).getByRole('row', { name: /FIVEOFF/ });
    expect(five).toHaveTextContent('$5.00 USD · $7.00 CAD off');
    expect(five).toHaveTextContent('from Mar 1, 2027');
    expect(five).toHaveTextContent('Scheduled');
  });

  it('keeps bad input in its fields with the reasons, and sends nothing', async () => {
    const spy = stubFunctions();
    const user = userEvent.setup();
    render(<PromotionsTab accessToken="owner-token" />);
    const form = await screen.findByRole('form', { name: 'Create a code' });
    await user.type(within(form).getByLabelText('Code'), 'no way');
    await user.type(within(form).getByLabelText('Percentage off (%)'), '120');
    await user.clear(within(form).getByLabelText('Starts on'));
    await user.type(within(form).getByLabelText('Starts on'), '2027-03-10');
    await user.type(within(form).getByLabelText('Ends on (optional)'), '2027-03-01');
    await user.type(within(form).getByLabelText(/Usage limit/), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));

    expect(
      await within(form).findByText('Enter a code of 3 to 32 letters, digits or dashes.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter a whole percentage between 1 and 100.')).toBeInTheDocument();
    expect(within(form).getByText('The end date must be on or after the start date.')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a whole number between 1 and 100000, or leave it empty.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveValue('no way');
    expect(sentTo(spy, 'admin-promotions/create')).toEqual([]);
  });

  it('creates a fixed-amount code in cents per currency and shows it first in the list', async () => {
    const spy = stubFunctions();
    const created: PromotionListing = {
      ...fiveOff,
      id: '00000000-0000-4000-8000-000000000003',
      code: 'SUMMER',
    };
    replies['admin-promotions/create'] = { body: { promotion: created } };
    const user = userEvent.setup();
    render(<PromotionsTab accessToken="owner-token" />);
    const form = await screen.findByRole('form', { name: 'Create a code' });
    await user.type(within(form).getByLabelText('Code'), 'SUMMER');
    await user.click(within(form).getByLabelText('Fixed amount off'));
    await user.type(within(form).getByLabelText('Amount off, United States (USD)'), '5');
    await user.type(within(form).getByLabelText('Amount off, Canada (CAD)'), '7,50');
    await user.clear(within(form).getByLabelText('Starts on'));
    await user.type(within(form).getByLabelText('Starts on'), '2027-06-01');
    await user.type(within(form).getByLabelText('Ends on (optional)'), '2027-06-30');
    await user.type(within(form).getByLabelText(/Usage limit/), '50');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Code SUMMER created.');
    expect(sentTo(spy, 'admin-promotions/create')).toEqual([
      {
        code: 'SUMMER',
        kind: 'amount',
        amountOff: { us: 500, ca: 750 },
        startsOn: '2027-06-01',
        endsOn: '2027-06-30',
        maxUses: 50,
      },
    ]);
    const rows = within(screen.getByRole('table', { name: 'Your codes' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('SUMMER');
  });

  it('shows the function’s refusal under the code, keeping what was typed', async () => {
    stubFunctions();
    const taken = 'A code SPRING10 already exists. Deactivate it first, or choose other letters.';
    replies['admin-promotions/create'] = {
      status: 409,
      body: { error: taken, fieldErrors: { code: taken } },
    };
    const user = userEvent.setup();
    render(<PromotionsTab accessToken="owner-token" />);
    const form = await screen.findByRole('form', { name: 'Create a code' });
    await user.type(within(form).getByLabelText('Code'), 'SPRING10');
    await user.type(within(form).getByLabelText('Percentage off (%)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveValue('SPRING10');
  });

  it('deactivates a code only once the owner confirms', async () => {
    const spy = stubFunctions();
    replies['admin-promotions/deactivate'] = {
      body: { promotion: { ...spring, state: 'deactivated', deactivated_at: '2027-03-05T00:00:00Z' } },
    };
    const user = userEvent.setup();
    render(<PromotionsTab accessToken="owner-token" />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate SPRING10' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Deactivate SPRING10? Buyers can no longer use it');
    expect(sentTo(spy, 'admin-promotions/deactivate')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Code SPRING10 deactivated.')).toBeInTheDocument();
    expect(sentTo(spy, 'admin-promotions/deactivate')).toEqual([{ id: spring.id }]);
    const row = within(screen.getByRole('table', { name: 'Your codes' })).getByRole('row', {
      name: /SPRING10/,
    });
    expect(row).toHaveTextContent('Deactivated');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('saves the bundle’s price per region and whether it is offered', async () => {
    const spy = stubFunctions();
    replies['admin-catalog/bundle'] = {
      body: {
        bundle: { active: false, priceCents: { us: 4500, ca: 5500 } },
        changed: true,
        rebuild: 'started',
      },
    };
    const user = userEvent.setup();
    render(<PromotionsTab accessToken="owner-token" />);
    const form = await screen.findByRole('form', { name: 'Bundle: any 3 digital kits' });
    expect(within(form).getByLabelText('Bundle price, United States (USD)')).toHaveValue('49.99');
    await user.click(within(form).getByLabelText('Offer the bundle'));
    await user.clear(within(form).getByLabelText('Bundle price, United States (USD)'));
    await user.type(within(form).getByLabelText('Bundle price, United States (USD)'), '45');
    await user.clear(within(form).getByLabelText('Bundle price, Canada (CAD)'));
    await user.type(within(form).getByLabelText('Bundle price, Canada (CAD)'), '55.00');
    await user.click(within(form).getByRole('button', { name: 'Save the bundle' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Checkout uses it now;');
    expect(sentTo(spy, 'admin-catalog/bundle')).toEqual([
      { active: false, priceCents: { us: 4500, ca: 5500 } },
    ]);
  });

  it('speaks French in the French console', async () => {
    stubFunctions();
    renderInFrench(<PromotionsTab accessToken="owner-token" />);
    const table = await screen.findByRole('table', { name: 'Vos codes' });
    expect(within(table).getByRole('row', { name: /SPRING10/ })).toHaveTextContent('3 sur 100');
    expect(screen.getByRole('form', { name: 'Créer un code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prix de l’ensemble, Canada (CAD)')).toHaveValue('59.99');
  });
});
