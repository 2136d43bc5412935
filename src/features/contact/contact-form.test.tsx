import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { fillNotice, notices, noticesIn } from '@/config/notices';
import { toastStore } from '@/lib/toast';
import { renderInFrench } from '@/testing/render';

import { ContactForm } from './contact-form';

const lastToast = () => toastStore.getSnapshot()[0];

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Bo');
  await user.type(screen.getByLabelText('Email'), 'bo@example.com');
  await user.type(screen.getByLabelText('Message'), 'Where is my download link?');
}

describe('ContactForm', () => {
  beforeEach(() => toastStore.clear());

  it('keeps what was typed into the prerendered fields before hydration, and sends only once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    screen.getByLabelText<HTMLTextAreaElement>('Message').value = 'Typed before the app woke up';

    await act(async () => {
      hydrateRoot(container, <ContactForm />);
    });
    expect(screen.getByLabelText('Message')).toHaveValue('Typed before the app woke up');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    container.remove();
  });

  it('shows the spec’s messages on submit and clears each as it is fixed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hello there, friends');
    await waitFor(() =>
      expect(screen.queryByText('Message must be at least 10 characters.')).not.toBeInTheDocument(),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows “Sending...” while sending, then “Message sent!” and an empty form', async () => {
    let answer!: (response: Response) => void;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({
      formType: 'contact',
      name: 'Bo',
      message: 'Where is my download link?',
    });
    answer(new Response('{"ok":true}', { status: 200 }));
    await waitFor(() => expect(lastToast()).toMatchObject(notices.contactSent));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the message when the server fails, naming the support address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"boom"}', { status: 500 }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject(fillNotice(notices.contactFailed, { email: env.VITE_SUPPORT_EMAIL })),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Bo');
    expect(screen.getByLabelText('Email')).toHaveValue('bo@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue('Where is my download link?');
  });
});

describe('ContactForm in French', () => {
  beforeEach(() => toastStore.clear());

  async function fillInFrench(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Nom'), 'Béa');
    await user.type(screen.getByLabelText('Courriel'), 'bea@example.com');
    await user.type(screen.getByLabelText('Message'), 'Où est mon lien de téléchargement?');
  }

  it('labels the form in French and shows its messages in French', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderInFrench(<ContactForm />, { path: '/fr/contact' });
    expect(screen.getByRole('form', { name: 'Nous joindre' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Le nom doit compter au moins 2 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer une adresse courriel valide.')).toBeInTheDocument();
    expect(screen.getByText('Le message doit compter au moins 10 caractères.')).toBeInTheDocument();
    expect(screen.queryByText('Name must be at least 2 characters.')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says “Envoi en cours…”, then thanks the visitor in French', async () => {
    let answer!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderInFrench(<ContactForm />, { path: '/fr/contact' });
    await fillInFrench(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    answer(new Response('{"ok":true}', { status: 200 }));
    await waitFor(() => expect(lastToast()).toMatchObject(noticesIn.fr.notices.contactSent));
    expect(lastToast()?.title).toBe('Message envoyé\u202F!');
  });

  it('keeps the message and names the support address in French when sending fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"error":"boom"}', { status: 500 }));
    const user = userEvent.setup();
    renderInFrench(<ContactForm />, { path: '/fr/contact' });
    await fillInFrench(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject(
        fillNotice(noticesIn.fr.notices.contactFailed, { email: env.VITE_SUPPORT_EMAIL }),
      ),
    );
    expect(lastToast()?.description).toContain('Veuillez réessayer ou nous écrire directement à');
    expect(screen.getByLabelText('Message')).toHaveValue('Où est mon lien de téléchargement?');
  });
});
