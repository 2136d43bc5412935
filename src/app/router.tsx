import { Outlet, useMatches, type RouteObject } from 'react-router-dom';

import { AppShell } from '@/app/app-shell';
import { loadPage, routeTable, type AppRouteEntry } from '@/app/routes';
import { SiteLayout } from '@/components/layout/site-layout';

type RouteHandle = { hideLogo?: boolean };

function SiteLayoutRoute() {
  const hideLogo = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideLogo);
  return (
    <SiteLayout hideLogo={hideLogo}>
      <Outlet />
    </SiteLayout>
  );
}

const toRouteObject = (entry: AppRouteEntry): RouteObject => ({
  path: entry.path,
  handle: { hideLogo: entry.hideLogo } satisfies RouteHandle,
  lazy: async () => ({ Component: (await loadPage(entry.page)).default }),
});

/** The same route objects serve the browser router, the prerenderer and tests. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      children: [
        {
          id: 'site',
          element: <SiteLayoutRoute />,
          children: routeTable.filter((entry) => entry.layout !== 'bare').map(toRouteObject),
        },
        ...routeTable.filter((entry) => entry.layout === 'bare').map(toRouteObject),
      ],
    },
  ];
}
