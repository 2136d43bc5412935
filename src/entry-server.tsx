import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

import { AppRoutes, catalogDirsFor, isKnownPath, loadAppRoutes } from '@/app/router';
import { pageModuleFiles, routeTable } from '@/app/routes';
import { templatePath } from '@/config/paths';
import { kitSlugs } from '@domain/kits';
import { localizedPath, type Locale } from '@domain/locales';

/** `catalogDirs`: the message catalogs the page rendered with, to preload in its language. */
export type RenderedPage = { html: string; status: number; catalogDirs: string[] };

/** Renders one URL to HTML once every lazy module and Suspense boundary has resolved. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const routes = await loadAppRoutes(pathname);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </StrictMode>,
    // Every Suspense boundary inline, however long the page: React would otherwise move a boundary past
    // this many bytes behind the shell and complete it with an inline script, which the CSP blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await new Response(prelude).text(),
    status: isKnownPath(pathname) ? 200 : 404,
    catalogDirs: await catalogDirsFor(pathname),
  };
}

/** `moduleFiles`: the modules the page loads before its first render, whose chunks it preloads. */
export type PrerenderTarget = { path: string; noindex: boolean; moduleFiles: string[]; locale: Locale };

/** Every concrete URL to prerender in each language: static paths as they are, a kit page per kit. */
export function listPrerenderTargets(): PrerenderTarget[] {
  return routeTable
    .filter((entry) => entry.prerender)
    .flatMap((entry) => {
      const target = {
        moduleFiles: pageModuleFiles(entry),
        noindex: entry.noindex ?? false,
        locale: entry.locale,
      };
      if (!entry.path.includes(':')) return [{ ...target, path: entry.path }];
      if (entry.path === localizedPath('/templates/:slug', entry.locale))
        return kitSlugs.map((slug) => ({ ...target, path: localizedPath(templatePath(slug), entry.locale) }));
      throw new Error(`No prerender parameters are known for ${entry.path}.`);
    });
}

export { env } from '@/config/env';
export { shopCatalog } from '@/config/shop-catalog';
export { routeTable };
