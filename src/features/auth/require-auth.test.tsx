import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { notices } from '@/config/notices';
import { AuthProvider } from '@/features/auth/auth-provider';
import { RequireAuth } from '@/features/auth/require-auth';
import { toastStore } from '@/lib/toast';
import { createFakeSupabase } from '@/testing/fake-supabase';

const fake = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof createFakeSupabase> }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return fake.current.client;
  },
}));

function renderGuarded() {
  const router = createMemoryRouter(
    [
      {
        path: '/clue-generator',
        element: (
          <AuthProvider>
            <RequireAuth>
              <p>Secret generator</p>
            </RequireAuth>
          </AuthProvider>
        ),
      },
      { path: '/clue-login', element: <p>Login page</p> },
    ],
    { initialEntries: ['/clue-generator?tab=1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuth', () => {
  beforeEach(() => {
    fake.current = createFakeSupabase();
    toastStore.clear();
  });

  it('sends a visitor without a session to the login page, remembering where they were going', async () => {
    const router = renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/clue-generator?tab=1' });
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('shows the page to a member, and the Logged out notice when the session disappears', async () => {
    fake.current.startSignedIn();
    const router = renderGuarded();
    expect(await screen.findByText('Secret generator')).toBeInTheDocument();
    act(() => fake.current.signOutElsewhere());
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    await waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject(notices.loggedOut));
    expect(router.state.location.pathname).toBe('/clue-login');
  });
});
