import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { fillNotice, notices } from '@/config/notices';
import { toastStore } from '@/lib/toast';

import { ReviewForm } from './review-form';
import { ReviewSection } from './review-section';

const lastToast = () => toastStore.getSnapshot()[0];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fillValidReview(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Review'), 'The kids loved every clue!');
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
}

describe('ReviewForm', () => {
  beforeEach(() => toastStore.clear());

  it('validates on submit first, then on every change, with the spec’s messages', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<ReviewForm />);

    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Review must be at least 10 characters.')).toBeInTheDocument();
    expect(lastToast()).toMatchObject(notices.reviewRatingMissing);

    await user.type(screen.getByLabelText('Name'), 'd');
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument(),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is a radio group of five stars that starts with none chosen and works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ReviewForm />);
    const group = screen.getByRole('group', { name: 'Rating' });
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(group).toContainElement(stars[0]!);
    expect(stars.every((star) => !(star as HTMLInputElement).checked)).toBe(true);

    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('sends the review, shows “Submitting...” meanwhile, then thanks and clears the form and stars', async () => {
    let answer!: (response: Response) => void;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ReviewForm />);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`${env.VITE_SUPABASE_URL}/functions/v1/submit-form`);
    expect(JSON.parse(String(init?.body))).toEqual({
      formType: 'review',
      name: 'Ada',
      email: 'ada@example.com',
      review: 'The kids loved every clue!',
      rating: 4,
      website: '',
    });

    answer(json(200, { ok: true }));
    await waitFor(() => expect(lastToast()).toMatchObject(notices.reviewSubmitted));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Review')).toHaveValue('');
    expect(screen.getAllByRole('radio').some((star) => (star as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it('keeps everything typed when sending fails, with the support address in the notice', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ReviewForm />);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    await waitFor(() =>
      expect(lastToast()).toMatchObject(fillNotice(notices.reviewFailed, { email: env.VITE_SUPPORT_EMAIL })),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Review')).toHaveValue('The kids loved every clue!');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('says to try later when the server answers 429', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(429, { error: 'Too many submissions — please try again later.' }),
    );
    const user = userEvent.setup();
    render(<ReviewForm />);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: notices.reviewFailed.title,
        description: 'Too many submissions — please try again later.',
      }),
    );
  });
});

describe('ReviewSection', () => {
  it('loads the form only when a visitor comes near it, in space held from the start', async () => {
    const { container } = render(<ReviewSection />);
    expect(screen.getByRole('heading', { name: 'Leave a Review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    expect(container.querySelector('[class*="min-h-"]')).not.toBeNull();

    await userEvent.setup().hover(screen.getByRole('heading', { name: 'Leave a Review' }));
    expect(await screen.findByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
  });
});
