import { act, screen } from '@testing-library/react';

import { renderApp } from '@/app/render-app';

describe('AppShell', () => {
  it('starts a newly opened page at its top, but leaves scrolling alone on load and on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { app } = await renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => app.navigate('/no-such-page'));
    await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => app.navigate(-1));
    expect(app.location.pathname).toBe('/terms');
    await screen.findByRole('heading', { level: 1, name: /Conditions générales/ });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
