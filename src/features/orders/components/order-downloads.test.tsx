import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render';
import { answerFetch, DOWNLOAD_TOKEN, downloadsPage, expiredLink } from '../orders-test-fixtures';
import { OrderDownloads } from './order-downloads';

// A download link's page in English (issue 25): whoever holds the link sees the buyer's address
// masked and when the link stops working; an expired link says so and offers the recovery email.

describe('the downloads page', () => {
  it('shows the buyer’s email masked and the day the link stops working', async () => {
    answerFetch(200, { order: downloadsPage });
    renderWithRouter(<OrderDownloads token={DOWNLOAD_TOKEN} />, { path: '/downloads/abc' });
    expect(await screen.findByRole('form', { name: 'Download Easter Bunny Hunt' })).toBeInTheDocument();
    expect(screen.getByText(/^Ordered with/)).toHaveTextContent(
      'Ordered with p•••@example.com. This link works until March 20, 2027; after that, this page lets you ask for a new one by email.',
    );
  });

  it('says a link expired in plain words and sends a new one from the same page', async () => {
    const user = userEvent.setup();
    const spy = answerFetch(410, expiredLink);
    renderWithRouter(<OrderDownloads token={DOWNLOAD_TOKEN} />, { path: '/downloads/abc' });
    expect(await screen.findByText('This download link has expired.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the email address you used at checkout and we will email you a new link.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Download / })).not.toBeInTheDocument();
    spy.mockResolvedValue(
      new Response(JSON.stringify({ ok: true, message: 'On its way.' }), { status: 200 }),
    );
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Download Links' }));
    expect(await screen.findByText('On its way.')).toBeInTheDocument();
    expect(String(spy.mock.lastCall?.[0])).toMatch(/\/functions\/v1\/orders\/recover$/);
  });

  it('shows the 429 message when too many links were asked for', async () => {
    const user = userEvent.setup();
    const spy = answerFetch(410, expiredLink);
    renderWithRouter(<OrderDownloads token={DOWNLOAD_TOKEN} />, { path: '/downloads/abc' });
    await screen.findByText('This download link has expired.');
    spy.mockResolvedValue(new Response(JSON.stringify({ error: 'Too many requests' }), { status: 429 }));
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Download Links' }));
    expect(await screen.findByText('Too many requests — please try again in an hour.')).toBeInTheDocument();
  });
});
