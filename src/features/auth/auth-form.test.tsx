import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { notices } from '@/config/notices';
import { AuthForm } from '@/features/auth/auth-form';
import { authMessages } from '@domain/auth';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { toastStore } from '@/lib/toast';
import { createFakeSupabase } from '@/testing/fake-supabase';
import { renderInFrench, renderWithRouter } from '@/testing/render';
import { allowConsoleError } from '@/testing/console-error';
import { render, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

const fake = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof createFakeSupabase> }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return fake.current.client;
  },
}));

const lastToast = () => toastStore.getSnapshot()[0];

function setup() {
  const onLoggedIn = vi.fn();
  renderWithRouter(
    <AuthProvider>
      <AuthForm onLoggedIn={onLoggedIn} />
    </AuthProvider>,
  );
  return { user: userEvent.setup(), onLoggedIn };
}

describe('AuthForm', () => {
  beforeEach(() => {
    fake.current = createFakeSupabase();
    toastStore.clear();
  });

  it('cannot be sent from the prerendered page before hydration, where a native submit would put the password in the URL', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <AuthProvider>
        <AuthForm onLoggedIn={() => {}} />
      </AuthProvider>,
    );
    expect(within(container).getByRole('button', { name: 'Log In' })).toBeDisabled();
  });

  it('shows the spec’s messages on submit and keeps what was typed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'parent@');
    await user.type(screen.getByLabelText('Password'), '123');
    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('parent@');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.current.client.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('logs in with the success notice', async () => {
    const { user, onLoggedIn } = setup();
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.type(screen.getByLabelText('Password'), 'carrots');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(fake.current.client.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'parent@example.com',
      password: 'carrots',
    });
    expect(lastToast()).toMatchObject(notices.loginSucceeded);
  });

  it('shows the server’s message, and the resend option when the email is not confirmed', async () => {
    fake.current.client.auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: { message: 'Email not confirmed', code: 'email_not_confirmed' },
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'carrots');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error', description: 'Email not confirmed' }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(fake.current.client.auth.resend).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'signup', email: 'new@example.com' }),
    );
    expect(await screen.findByText('A new confirmation email is on its way.')).toBeInTheDocument();
  });

  it('says Auth’s refusals in French on a French page, since Auth speaks English only', async () => {
    fake.current.client.auth.signInWithPassword
      .mockResolvedValueOnce({
        data: {},
        error: { message: 'Invalid login credentials', code: 'invalid_credentials' },
      })
      .mockResolvedValueOnce({ data: {}, error: { message: 'Something new', code: 'not_known_yet' } });
    renderInFrench(
      <AuthProvider>
        <AuthForm onLoggedIn={() => {}} />
      </AuthProvider>,
      { path: '/fr/clue-login' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Courriel'), 'parent@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'carrots-and-peas');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Erreur',
        description: 'Courriel ou mot de passe incorrect.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        description: 'Une erreur est survenue lors de l’authentification.',
      }),
    );
    expect(screen.getByLabelText('Courriel')).toHaveValue('parent@example.com');
  });

  it('falls back to the generic auth message, and to the unexpected one when the call throws', async () => {
    fake.current.client.auth.signInWithPassword.mockResolvedValueOnce({ data: {}, error: { message: '' } });
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'carrots');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'An error occurred during authentication',
      }),
    );
    fake.current.client.auth.signInWithPassword.mockRejectedValueOnce(new Error('network'));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(lastToast()).toMatchObject(notices.authUnexpected));
  });

  it('signs up, then returns to login mode with the form cleared', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'typed@example.com');
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    // The local stack's minimum, the spec's (supabase/config.toml [auth]).
    expect(screen.getByText('At least 6 characters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'carrots');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(lastToast()).toMatchObject(notices.signupSucceeded));
    expect(fake.current.client.auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'new@example.com', password: 'carrots' }),
    );
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('sends a reset link without revealing whether the account exists', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for/)).toBeInTheDocument();
    expect(fake.current.client.auth.resetPasswordForEmail).toHaveBeenCalledWith(
      'who@example.com',
      expect.objectContaining({ redirectTo: expect.stringMatching(/\/clue-reset-password$/) }),
    );
  });
});

describe('useAuth', () => {
  it('throws outside its provider', () => {
    allowConsoleError();
    const Probe = () => {
      useAuth();
      return null;
    };
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>.');
  });
});
