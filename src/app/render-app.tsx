import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';

import { AppRoutes, loadAppRoutes } from '@/app/router';

/** What a test drives the in-memory app with: the router's navigate and the current location. */
export type AppHandle = { navigate: NavigateFunction; location: Location };

function Probe({ onRender }: { onRender: (handle: AppHandle) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    onRender({ navigate, location });
  });
  return null;
}

/** Tests only: the whole app (route table, layouts, lazy pages) in memory at `path`, loaded as the browser loads it. */
export async function renderApp(path: string) {
  const routes = await loadAppRoutes(path);
  // What every page fetches once hydrated is loaded first, so its lazy components settle inside act().
  await Promise.all([
    import('@/app/language-preference'),
    import('@/components/layout/cart-count'),
    import('@/components/layout/footer'),
  ]);
  const app = {} as AppHandle;
  let result: ReturnType<typeof render> | undefined;
  // Awaited: parts of a page that hydrate later (lazy sections below the fold) load as in the browser.
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <Probe onRender={(handle) => Object.assign(app, handle)} />
      </MemoryRouter>,
    );
  });
  return { app, ...(result as ReturnType<typeof render>) };
}
