import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { createFakeSupabase } from '@/testing/fake-supabase';

const fake = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof createFakeSupabase> }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return fake.current.client;
  },
}));

/** A member page at `path`, as the member area's route modules build theirs. */
function renderMemberPage(path: string) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <MemberPage title="My Orders" description="Your orders.">
            <MemberPageHeading title="My Orders" intro="Every order you placed." />
            <p>The member’s orders</p>
          </MemberPage>
        ),
      },
      { path: '/clue-login', element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('MemberPage', () => {
  beforeEach(() => {
    fake.current = createFakeSupabase();
  });

  it('sends a visitor without a session to the login page, remembering the page', async () => {
    const router = renderMemberPage('/my-orders');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/my-orders' });
    expect(screen.queryByText('The member’s orders')).not.toBeInTheDocument();
  });

  it('shows a member the header with every member page, this one marked, and the page in main', async () => {
    fake.current.startSignedIn('maya.parent@example.com');
    renderMemberPage('/my-orders');
    expect(await screen.findByText('The member’s orders')).toBeInTheDocument();
    expect(document.title).toBe('My Orders | Adventure Clue Kits');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);

    const nav = within(screen.getByRole('navigation', { name: 'Member' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Clue Generator', '/clue-generator'],
      ['Plan a Hunt', '/clue-hunt'],
      ['Clue History', '/clue-history'],
      ['My orders', '/my-orders'],
      ['My account', '/account'],
    ]);
    expect(nav.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('maya.parent@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(within(main).getByText('Every order you placed.')).toBeInTheDocument();
  });
});
