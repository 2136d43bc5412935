import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/config/env';
import { fillNotice } from '@/config/notices';
import { toastStore } from '@/lib/toast';
import { renderInFrench } from '@/testing/render';
import { breaksFrenchTypography } from '@domain/french-typography';

import { WaitlistForm } from './waitlist-form';
import { waitlistNoticesIn } from './waitlist-notices';
import { WaitlistSection } from './waitlist-section';

const lastToast = () => toastStore.getSnapshot()[0];

describe('WaitlistForm on a French page', () => {
  beforeEach(() => toastStore.clear());

  it('asks in French, refuses a bad address in French, then confirms in French', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    const user = userEvent.setup();
    renderInFrench(<WaitlistForm />);
    expect(screen.getByRole('form', { name: 'S’inscrire à la liste d’attente' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Courriel'), 'cy@');
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    expect(await screen.findByText('Veuillez entrer une adresse courriel valide.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    const ages = screen.getByLabelText('Âge des enfants (facultatif)');
    expect([...ages.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Je préfère ne pas le dire',
      '3 à 5 ans',
      '6 à 8 ans',
      '9 à 11 ans',
      '12 à 14 ans',
    ]);
    await user.type(screen.getByLabelText('Courriel'), 'example.com');
    await user.selectOptions(ages, '6 à 8 ans');
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    await waitFor(() => expect(lastToast()).toMatchObject(waitlistNoticesIn.fr.joined));
    expect(lastToast()?.title).toBe('Vous êtes sur la liste d’attente\u202F!');
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({
      email: 'cy@example.com',
      ageRange: '6-8',
    });
  });

  it('says in French that joining failed, with the support address', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderInFrench(<WaitlistForm />);
    await user.type(screen.getByLabelText('Courriel'), 'cy@example.com');
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    await waitFor(() =>
      expect(lastToast()).toEqual(
        expect.objectContaining({
          title: 'L’inscription à la liste d’attente a échoué',
          description: `Veuillez réessayer ou nous écrire directement à ${env.VITE_SUPPORT_EMAIL}`,
        }),
      ),
    );
    expect(lastToast()).toMatchObject(
      fillNotice(waitlistNoticesIn.fr.failed, { email: env.VITE_SUPPORT_EMAIL }),
    );
  });

  it('keeps French punctuation spacing in its notices', () => {
    for (const notice of Object.values(waitlistNoticesIn.fr))
      expect(breaksFrenchTypography(`${notice.title} ${notice.description}`)).toBe(false);
  });
});

describe('WaitlistSection on a French page', () => {
  it('invites to join in French', () => {
    renderInFrench(<WaitlistSection />);
    expect(screen.getByRole('heading', { name: 'Inscrivez-vous à la liste d’attente' })).toBeInTheDocument();
  });
});
