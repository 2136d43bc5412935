import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { findRedirect, parseRedirects } from './static-host-rules.ts';

/** The part of src/entry-server.tsx the prerenderer uses (it is loaded from the SSR bundle). */
type ServerEntry = {
  routeTable: { path: string; prerender: boolean }[];
  renderPage: (pathname: string) => Promise<{ html: string; status: number }>;
  listPrerenderTargets: () => { path: string; noindex: boolean; moduleFile: string }[];
  env: { VITE_SITE_URL: string; VITE_SUPABASE_URL: string; VITE_GEO_URL: string };
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type PrerenderOptions = { distDir: string; ssrEntryFile: string };

export type PrerenderResult = { pages: string[]; sitemapUrls: string[] };

const HOISTABLE = /^(?:<title>[\s\S]*?<\/title>|<meta\s[^>]*>|<link\s[^>]*>)/;

/**
 * React emits the hoisted <title>/<meta>/<link> of a tree rendered without <html> ahead of its markup;
 * they belong in <head>, where the client's hoisting finds and adopts them on hydration.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTABLE.exec(rest); match; match = HOISTABLE.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

export function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->'))
    throw new Error('index.html lacks the <!--app-head--> / <!--app-html--> markers.');
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
}

/** A route chunk and its static imports, which the page needs before it can hydrate. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

const modulePreloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/** The two faces every page paints first: Fredoka 600 (headings) and Nunito 400 (body text). */
const FIRST_PAINT_FONTS = [/^fredoka-latin-600-normal-.*\.woff2$/, /^nunito-latin-400-normal-.*\.woff2$/];

/** Preloaded so the swap from the fallback face happens early instead of after the scripts have loaded. */
async function fontPreloads(distDir: string): Promise<string> {
  const assets = await readdir(path.join(distDir, 'assets'));
  return FIRST_PAINT_FONTS.map((pattern) => {
    const font = assets.find((file) => pattern.test(file));
    if (!font) throw new Error(`No font file matching ${pattern} in the build.`);
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;
  }).join('');
}

const outputFile = (distDir: string, pathname: string) =>
  pathname === '/' ? path.join(distDir, 'index.html') : path.join(distDir, pathname, 'index.html');

async function writeOutput(file: string, html: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

const origin = (url: string) => new URL(url).origin;

/** The websocket origin sits beside the HTTP one because Supabase realtime connects over wss/ws. */
export function supabaseOrigins(supabaseUrl: string): string {
  const url = new URL(supabaseUrl);
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return `${url.origin} ${ws}`;
}

export function renderSitemap(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/**
 * A route without a prerendered file must be reached through a _redirects rule (the shell, or a redirect);
 * otherwise the host would answer 404.html and the client would hydrate the 404 markup as another page.
 */
export function uncoveredClientRoutes(routes: ServerEntry['routeTable'], redirects: string): string[] {
  const rules = parseRedirects(redirects);
  return routes
    .filter((route) => !route.prerender && route.path !== '*')
    .map((route) => route.path)
    .filter((routePath) => {
      const rule = findRedirect(rules, routePath.replace(/:\w+/g, 'x'), false);
      return !rule || rule.status === 404;
    });
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { distDir } = options;
  const entry = (await import(pathToFileURL(options.ssrEntryFile).href)) as ServerEntry;
  // The SSR bundle carries the env Vite resolved for this build, so the pages and these files agree.
  const siteUrl = entry.env.VITE_SITE_URL;
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entryChunks = new Set(chunkFiles(manifest, 'index.html'));
  const fontPreload = await fontPreloads(distDir);

  const pages: string[] = [];
  const sitemapUrls: string[] = [];

  for (const target of entry.listPrerenderTargets()) {
    const { html, status } = await entry.renderPage(target.path);
    if (status !== 200) throw new Error(`${target.path} rendered with status ${status}.`);
    const { head, body } = splitHoistedHead(html);
    const routeChunks = chunkFiles(manifest, target.moduleFile).filter((file) => !entryChunks.has(file));
    await writeOutput(
      outputFile(distDir, target.path),
      fillTemplate(template, fontPreload + head + modulePreloads(routeChunks), body),
    );
    pages.push(target.path);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
    const indexable = !target.noindex && !/<meta name="robots" content="noindex/.test(head);
    // Alias paths (/pricing/us) declare another page as canonical and stay out of the sitemap.
    if (indexable && canonical === `${siteUrl}${target.path}`) sitemapUrls.push(canonical);
  }

  const notFound = splitHoistedHead((await entry.renderPage('/404')).html);
  await writeFile(
    path.join(distDir, '404.html'),
    fillTemplate(
      template,
      fontPreload + notFound.head + modulePreloads(chunkFiles(manifest, 'src/app/routes/not-found.tsx')),
      notFound.body,
    ),
  );

  // The member area renders in the browser (its pages set their own <title>); the shell keeps itself out of search.
  await writeFile(
    path.join(distDir, 'app-shell.html'),
    fillTemplate(template, `${fontPreload}<meta name="robots" content="noindex, nofollow">`, ''),
  );

  await writeFile(path.join(distDir, 'sitemap.xml'), renderSitemap(sitemapUrls));
  await writeFile(
    path.join(distDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );

  const uncovered = uncoveredClientRoutes(
    entry.routeTable,
    await readFile(path.join(distDir, '_redirects'), 'utf8'),
  );
  if (uncovered.length > 0)
    throw new Error(
      `No _redirects rule serves these client-rendered routes (add one to public/_redirects): ${uncovered.join(', ')}`,
    );

  const headersFile = path.join(distDir, '_headers');
  const headers = await readFile(headersFile, 'utf8');
  await writeFile(
    headersFile,
    headers
      .replaceAll('__SUPABASE_ORIGINS__', supabaseOrigins(entry.env.VITE_SUPABASE_URL))
      .replaceAll('__GEO_ORIGIN__', origin(entry.env.VITE_GEO_URL)),
  );

  return { pages, sitemapUrls };
}
