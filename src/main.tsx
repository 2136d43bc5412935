import '@/styles/globals.css';

import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes, loadAppRoutes } from '@/app/router';

/** Marks the document once the app is live, for anything that must wait until the page responds (e2e). */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Prerendered pages are hydrated; the client-rendered shells arrive with an empty root.
 * The page modules of this URL load before hydration so the first client render equals the HTML.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  const routes = await loadAppRoutes(window.location.pathname);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
      <HydratedMarker />
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
