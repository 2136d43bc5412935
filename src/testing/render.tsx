import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { I18nProvider } from '@/lib/i18n/i18n';
import { frenchMessages } from '@/testing/messages';

/** Renders a component inside a router at `path`; other paths render a marker to assert navigation. */
export function renderWithRouter(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** `ui` as on a French page (every French catalog), inside a router at `path` (default /fr). */
export function renderInFrench(ui: ReactNode, { path = '/fr' }: { path?: string } = {}) {
  return renderWithRouter(
    <I18nProvider locale="fr" messages={frenchMessages}>
      {ui}
    </I18nProvider>,
    { path },
  );
}
