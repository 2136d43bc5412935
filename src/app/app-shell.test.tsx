import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { createAppRoutes } from '@/app/router';

describe('AppShell', () => {
  it('starts a newly opened page at its top, but leaves scrolling alone on load and on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/terms'] });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1 });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/no-such-page'));
    await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/terms');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
