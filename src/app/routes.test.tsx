import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { createAppRoutes } from '@/app/router';
import { loadPage, routeTable } from '@/app/routes';
import { paths } from '@/config/paths';

/** The whole app (route table, layouts, lazy pages) in memory at `path`. */
function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('route table', () => {
  it('has one entry for every route of the spec, and a page module for each', async () => {
    const routePaths = routeTable.map((entry) => entry.path);
    for (const path of Object.values(paths)) expect(routePaths).toContain(path);
    expect(routePaths).toContain('*');
    await Promise.all(
      routeTable.map(async (entry) => expect((await loadPage(entry.page)).default).toBeTypeOf('function')),
    );
  });

  it('prerenders the public pages and leaves the member area to the browser, unindexed', () => {
    const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));
    for (const path of [paths.home, paths.shop, paths.template, paths.pricingUs, paths.terms])
      expect(byPath.get(path)?.prerender).toBe(true);
    for (const path of [paths.clueLogin, paths.clueGenerator, paths.clueHistory, paths.clueHunt])
      expect(byPath.get(path)).toMatchObject({ prerender: false, noindex: true });
    expect(byPath.get(paths.thankYouOrder)?.noindex).toBe(true);
  });

  it('shows the 404 page, with a way home, for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('404', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toContainElement(
      screen.getByRole('heading', { level: 1 }),
    );
  });
});
