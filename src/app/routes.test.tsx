import { screen } from '@testing-library/react';

import { isKnownPath } from '@/app/router';
import { loadPage, routeTable } from '@/app/routes';
import { paths } from '@/config/paths';
import { renderApp } from '@/app/render-app';

describe('route table', () => {
  it('has one entry for every route of the spec, and a page module for each', async () => {
    const routePaths = routeTable.map((entry) => entry.path);
    for (const path of Object.values(paths)) expect(routePaths).toContain(path);
    expect(routePaths).toContain('*');
    await Promise.all(
      routeTable.map(async (entry) => expect((await loadPage(entry)).default).toBeTypeOf('function')),
    );
  });

  it('prerenders the public pages, and the member pages as unindexed shells', () => {
    const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));
    for (const path of [paths.home, paths.shop, paths.template, paths.pricingUs, paths.terms])
      expect(byPath.get(path)?.prerender).toBe(true);
    for (const path of [paths.clueLogin, paths.clueGenerator, paths.clueHistory, paths.clueHunt])
      expect(byPath.get(path)).toMatchObject({ prerender: true, noindex: true });
    expect(byPath.get(paths.thankYouOrder)?.noindex).toBe(true);
  });

  it('tells the pages of the table from unknown paths', () => {
    expect(isKnownPath('/templates/easter-bunny')).toBe(true);
    expect(isKnownPath('/us/pricing')).toBe(true);
    expect(isKnownPath('/no-such-page')).toBe(false);
  });

  it('shows the 404 page, with a way home, for an unknown path', async () => {
    await renderApp('/no-such-page');
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
