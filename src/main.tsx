import '@/styles/globals.css';

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';

import { createAppRoutes } from '@/app/router';

/**
 * Prerendered pages are hydrated; the client-rendered shells (/clue-*) arrive with an empty root.
 * The matched lazy route modules load before hydration so the first client render equals the HTML.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  const routes = createAppRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );

  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // Elements mean prerendered markup; the dev server's template holds only the <!--app-html--> marker.
  // The prerendered page is already visible: hydrating it as a transition lets React yield to the browser
  // every few milliseconds (and to a visitor's tap) instead of holding the main thread for the whole tree.
  if (container.firstElementChild) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
