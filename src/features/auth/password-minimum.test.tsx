import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AuthForm } from '@/features/auth/auth-form';
import { AuthProvider } from '@/features/auth/auth-provider';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import { toastStore } from '@/lib/toast';
import { createFakeSupabase } from '@/testing/fake-supabase';
import { renderWithRouter } from '@/testing/render';

// A production build: the hosted project asks for 10 characters ([remotes.production.auth]).
vi.mock('@/config/auth-settings', () => ({ authSettings: { minimumPasswordLength: 10 } }));

const fake = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof createFakeSupabase> }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return fake.current.client;
  },
}));

describe('the member forms with the hosted project’s minimum', () => {
  beforeEach(() => {
    fake.current = createFakeSupabase();
    toastStore.clear();
  });

  it('sign-up states the real minimum and refuses a shorter password, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <AuthProvider>
        <AuthForm onLoggedIn={() => {}} />
      </AuthProvider>,
    );
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'carrots12');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('carrots12');
    expect(fake.current.client.auth.signUp).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), '3');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(fake.current.client.auth.signUp).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'new@example.com', password: 'carrots123' }),
      ),
    );
  });

  it('logging in still takes a password of the spec’s length: Auth judges it', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <AuthProvider>
        <AuthForm onLoggedIn={() => {}} />
      </AuthProvider>,
    );
    expect(screen.queryByText('At least 10 characters.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.type(screen.getByLabelText('Password'), 'carrots');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() =>
      expect(fake.current.client.auth.signInWithPassword).toHaveBeenCalledWith({
        email: 'parent@example.com',
        password: 'carrots',
      }),
    );
  });

  it('a new password (reset link) must meet it too', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ResetPasswordForm onDone={() => {}} />);
    expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'carrots12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'carrots12');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(fake.current.client.auth.updateUser).not.toHaveBeenCalled();
  });
});
