import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { fillNotice, noticesIn } from '@/config/notices';
import { toastStore } from '@/lib/toast';
import { renderInFrench } from '@/testing/render';
import { formMessagesIn } from '@domain/form-messages';

import { ReviewForm } from './review-form';
import { ReviewSection } from './review-section';

const formMessagesFr = formMessagesIn.fr;

const lastToast = () => toastStore.getSnapshot()[0];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fillValidReview(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom'), 'Élodie');
  await user.type(screen.getByLabelText('Courriel'), 'elodie@example.com');
  await user.type(screen.getByLabelText('Votre avis'), 'Les enfants ont adoré chaque indice!');
  await user.click(screen.getByRole('radio', { name: '4 étoiles' }));
}

describe('ReviewForm on a French page', () => {
  beforeEach(() => toastStore.clear());

  it('asks in French, and shows the form messages and the missing-rating notice in French', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderInFrench(<ReviewForm />);
    expect(screen.getByRole('form', { name: 'Laisser un avis' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Note' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 étoile' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 étoiles' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByText(formMessagesFr.name)).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer une adresse courriel valide.')).toBeInTheDocument();
    expect(screen.getByText(formMessagesFr.review)).toBeInTheDocument();
    // The stars' own message, under the stars, in French too.
    expect(screen.getByText(formMessagesFr.rating)).toBeInTheDocument();
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
    expect(lastToast()).toMatchObject({
      title: 'Veuillez ajouter une note',
      description: formMessagesFr.rating,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('thanks in French once sent, and says “Envoi en cours…” meanwhile', async () => {
    let answer!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderInFrench(<ReviewForm />);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();

    answer(json(200, { ok: true }));
    await waitFor(() => expect(lastToast()).toMatchObject(noticesIn.fr.notices.reviewSubmitted));
    expect(lastToast()?.title).toBe('Avis envoyé\u202F!');
    expect(screen.getByLabelText('Nom')).toHaveValue('');
  });

  it('shows the server’s field messages and the failure notice in French', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, { error: 'Invalid form', fieldErrors: { name: 'Name must be at least 2 characters.' } }),
    );
    const user = userEvent.setup();
    renderInFrench(<ReviewForm />);
    await fillValidReview(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
    expect(await screen.findByText(formMessagesFr.name)).toBeInTheDocument();
    expect(lastToast()).toMatchObject(
      fillNotice(noticesIn.fr.notices.reviewFailed, { email: env.VITE_SUPPORT_EMAIL }),
    );
    expect(lastToast()?.title).toBe('L’envoi de l’avis a échoué');
    expect(screen.getByLabelText('Votre avis')).toHaveValue('Les enfants ont adoré chaque indice!');
  });
});

describe('ReviewSection on a French page', () => {
  it('invites a review in French', () => {
    renderInFrench(<ReviewSection />);
    expect(screen.getByRole('heading', { name: 'Laissez un avis' })).toBeInTheDocument();
    expect(screen.getByText(/^Vous avez vécu une aventure/)).toBeInTheDocument();
  });
});
