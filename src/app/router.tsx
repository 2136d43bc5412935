import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom';

import { AppShell } from '@/app/app-shell';
import { loadPage, routeTable, type AppRouteEntry, type PageRef } from '@/app/routes';
import { loadSiteMessages } from '@/app/site-messages';
import { layoutCatalog } from '@/components/layout/i18n/catalog';
import { SiteLayout } from '@/components/layout/site-layout';
import { I18nProvider, loadCatalogs } from '@/lib/i18n/i18n';
import { splitLocalePath, type Locale } from '@domain/locales';

/*
 * Declarative routes (useRoutes), not a data router: the site has no loaders or actions, and
 * createBrowserRouter alone costs about 16 KB gzip of first-load JS on every page (docs/decisions/012).
 * The page a URL shows is loaded before the first render, so hydration and prerendering render it
 * synchronously and the HTML matches; every other page is a lazy component.
 */

/** A page module with the messages of its catalogs in `locale`, ready to render. */
async function loadLocalizedPage(page: PageRef, locale: Locale): Promise<{ default: ComponentType }> {
  const module = await loadPage(page);
  const messages = await loadCatalogs(module.catalogs ?? [], locale);
  const Page = module.default;
  return {
    default: function LocalizedPage() {
      return (
        <I18nProvider messages={messages}>
          <Page />
        </I18nProvider>
      );
    },
  };
}

const lazyPages = new Map<string, ComponentType>();

/** One key per page module and language. */
const pageKey = ({ page, area = 'public' }: PageRef, locale: Locale) => `${locale}:${area}:${page}`;

function lazyPage(page: PageRef, locale: Locale): ComponentType {
  const key = pageKey(page, locale);
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(() => loadLocalizedPage(page, locale));
    lazyPages.set(key, component);
  }
  return component;
}

function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/** The route table entries `pathname` matches (the catch-all `*` for an unknown path). */
function matchedEntries(pathname: string): AppRouteEntry[] {
  const matches = matchRoutes(
    routeTable.map((entry) => ({ path: entry.path })),
    pathname,
  );
  return (matches ?? []).flatMap(({ route }) => routeTable.filter((entry) => entry.path === route.path));
}

/**
 * The folders of the catalogs the page at `pathname` renders with: the site's and its page module's.
 * The prerenderer preloads them in the page's language, as the first render needs them.
 */
export async function catalogDirsFor(pathname: string): Promise<string[]> {
  const pages = await Promise.all(matchedEntries(pathname).map((entry) => loadPage(entry)));
  return [
    layoutCatalog.dir,
    ...pages.flatMap((module) => (module.catalogs ?? []).map((catalog) => catalog.dir)),
  ];
}

/** Whether `pathname` is a page of the route table, not the catch-all 404. */
export const isKnownPath = (pathname: string): boolean =>
  matchedEntries(pathname).some((entry) => entry.path !== '*');

/** The app's routes with the page `pathname` shows already loaded, for the first render at that URL. */
export async function loadAppRoutes(pathname: string): Promise<RouteObject[]> {
  const [ready] = await Promise.all([
    Promise.all(
      matchedEntries(pathname).map(
        async (entry) =>
          [pageKey(entry, entry.locale), (await loadLocalizedPage(entry, entry.locale)).default] as const,
      ),
    ).then((pages) => new Map(pages)),
    loadSiteMessages(splitLocalePath(pathname).locale),
  ]);
  const toRouteObject = (entry: AppRouteEntry): RouteObject => ({
    path: entry.path,
    element: createElement(ready.get(pageKey(entry, entry.locale)) ?? lazyPage(entry, entry.locale)),
  });
  return [
    {
      element: <AppShell />,
      children: [
        {
          element: <SiteLayoutRoute />,
          children: routeTable.filter((entry) => entry.layout !== 'bare').map(toRouteObject),
        },
        ...routeTable.filter((entry) => entry.layout === 'bare').map(toRouteObject),
      ],
    },
  ];
}

/** The whole app inside whichever router the caller provides (browser, static, memory). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  // Navigations are transitions (BrowserRouter), so the page on screen stays until the next one has loaded.
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
