import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { createAppRoutes } from '@/app/router';
import { pageModuleFile, routeTable } from '@/app/routes';
import { templatePath } from '@/config/paths';
import { site } from '@/config/site';
import { kitSlugs } from '@domain/kits';

export type RenderedPage = { html: string; status: number };

/** Renders one URL to HTML once every lazy module and Suspense boundary has resolved. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(pathname, site.url)));
  if (context instanceof Response)
    throw new Error(`${pathname} answered with a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      {/* hydrate={false}: no inline hydration-data script, so the CSP needs no script hashes. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), status: context.statusCode };
}

export type PrerenderTarget = { path: string; noindex: boolean; moduleFile: string };

/** Every concrete URL to prerender: static paths as they are, /templates/:slug once per kit. */
export function listPrerenderTargets(): PrerenderTarget[] {
  return routeTable
    .filter((entry) => entry.prerender)
    .flatMap((entry) => {
      const moduleFile = pageModuleFile(entry.page);
      const noindex = entry.noindex ?? false;
      if (!entry.path.includes(':')) return [{ path: entry.path, noindex, moduleFile }];
      if (entry.path === '/templates/:slug')
        return kitSlugs.map((slug) => ({ path: templatePath(slug), noindex, moduleFile }));
      throw new Error(`No prerender parameters are known for ${entry.path}.`);
    });
}

export { env } from '@/config/env';
export { routeTable };
