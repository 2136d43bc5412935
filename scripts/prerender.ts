import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { META_PIXEL_ENDPOINT_SOURCES, META_PIXEL_SCRIPT_SOURCES } from '../src/lib/meta-pixel-sources.ts';
import { kitSlugAliases } from '../supabase/functions/_shared/domain/kits.ts';
import {
  defaultLocale,
  localeTags,
  localizedPath,
  locales,
  type Locale,
} from '../supabase/functions/_shared/domain/locales.ts';

import { SHOP_CATALOG_ELEMENT_ID } from '../src/config/shop-catalog-element.ts';
import { findRedirect, parseRedirects } from './static-host-rules.ts';

/** The part of src/entry-server.tsx the prerenderer uses (it is loaded from the SSR bundle). */
type ServerEntry = {
  routeTable: { path: string; prerender: boolean }[];
  renderPage: (pathname: string) => Promise<{ html: string; status: number; catalogDirs: string[] }>;
  listPrerenderTargets: () => { path: string; noindex: boolean; moduleFiles: string[]; locale: Locale }[];
  shopCatalog: unknown;
  env: {
    VITE_SITE_URL: string;
    VITE_SUPABASE_URL: string;
    VITE_GEO_URL: string;
    VITE_META_PIXEL_ID?: string;
  };
};

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  css?: string[];
};
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

export function fillTemplate(template: string, head: string, body: string, locale: Locale = 'en'): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->'))
    throw new Error('index.html lacks the <!--app-head--> / <!--app-html--> markers.');
  if (locale !== defaultLocale && !template.includes('<html lang="en">'))
    throw new Error('index.html lacks <html lang="en">, which a page in another language replaces.');
  return template
    .replace('<html lang="en">', () => `<html lang="${localeTags[locale]}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body);
}

/** A chunk's manifest key and those of its static imports. */
function chunkKeys(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [key, ...(chunk.imports ?? []).flatMap((imported) => chunkKeys(manifest, imported, seen))];
}

/** A route chunk and its static imports, which the page needs before it can hydrate. */
function chunkFiles(manifest: Manifest, key: string): string[] {
  return chunkKeys(manifest, key).map((chunkKey) => (manifest[chunkKey] as ManifestChunk).file);
}

/**
 * The chunks of the catalogs a page rendered with (`<dir>/<locale>.json`, ADR 031): the first render
 * needs them as much as the page's static imports.
 */
export function catalogFiles(manifest: Manifest, dirs: readonly string[], locale: Locale): string[] {
  return dirs.flatMap((dir) => {
    const key = `${dir}/${locale}.json.icu.js`;
    if (!manifest[key]) throw new Error(`The build has no catalog ${key}.`);
    return chunkFiles(manifest, key);
  });
}

const ENTRY_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * Takes Vite's entry <script> and its modulepreloads out of the built template: every page loads
 * src/boot.ts instead, which fetches the app after the first paint (docs/decisions/012).
 */
export function withoutEntryScripts(template: string): string {
  const scripts = template.match(/<script type="module"/g)?.length ?? 0;
  if (scripts !== 1) throw new Error(`Expected one module script in the built index.html, found ${scripts}.`);
  return template.replace(ENTRY_TAGS, '');
}

/** The boot script, told which entry to run and which chunks it needs (fetched side by side). */
export function bootScript(bootFile: string, appFile: string, preloads: string[]): string {
  const preload = preloads.map((file) => `/${file}`).join(' ');
  return `<script type="module" crossorigin src="/${bootFile}" data-app="/${appFile}" data-preload="${preload}"></script>`;
}

/** The faces every page paints with: Fredoka 600 (headings), Nunito 400 and 700 (text). */
const FIRST_PAINT_FONTS = [
  /^fredoka-latin-600-normal-.*\.woff2$/,
  /^nunito-latin-400-normal-.*\.woff2$/,
  /^nunito-latin-700-normal-.*\.woff2$/,
];

/**
 * Preloaded because they are `font-display: optional` (src/styles/globals.css): Chrome waits briefly for a
 * preloaded optional font before the first paint, so it is used on the first visit whenever it arrives fast.
 */
async function fontPreloads(distDir: string): Promise<string> {
  const assets = await readdir(path.join(distDir, 'assets'));
  return FIRST_PAINT_FONTS.map((pattern) => {
    const font = assets.find((file) => pattern.test(file));
    if (!font) throw new Error(`No font file matching ${pattern} in the build.`);
    return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`;
  }).join('');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Swaps the template's stylesheet link for a <style> holding it. The whole site's CSS is a few KB gzip,
 * and a render-blocking request costs a round trip on a slow mobile link before the first paint; inline,
 * the first paint needs the HTML alone. Returns the CSP hash the style element must be allowed by.
 */
export async function inlineStylesheet(
  distDir: string,
  template: string,
): Promise<{ template: string; styleHash: string }> {
  const links = [...template.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1)
    throw new Error(`Expected one stylesheet link in the built index.html, found ${links.length}.`);
  const [tag, file] = links[0] as unknown as [string, string];
  const css = (await readFile(path.join(distDir, file), 'utf8')).trim();
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style", which would end the inline style.`);
  const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  // The disabled link is never fetched; it tells Vite's loader, which adds the stylesheet of a lazily
  // loaded chunk unless the page links it already, that the page has it: a second copy added once the
  // page is up restyles what was painted (a layout shift, seen on a starved CPU).
  const marker = `<link rel="stylesheet" href="/${file}" disabled>`;
  return { template: template.replace(tag, () => `<style>${css}</style>${marker}`), styleHash };
}

const outputFile = (distDir: string, pathname: string) =>
  pathname === '/' ? path.join(distDir, 'index.html') : path.join(distDir, pathname, 'index.html');

async function writeOutput(file: string, html: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

const origin = (url: string) => new URL(url).origin;

/** The websocket origin sits beside the HTTP one because Supabase realtime connects over wss/ws. */
/** public/_headers with this build's values; the pixel's sources appear only when a pixel id is set. */
export function fillHeaders(
  template: string,
  values: { supabaseUrl: string; geoUrl: string; styleHash: string; metaPixelId: string | undefined },
): string {
  const pixel = (sources: readonly string[]) => (values.metaPixelId ? ` ${sources.join(' ')}` : '');
  return template
    .replaceAll('__META_PIXEL_SCRIPT__', pixel(META_PIXEL_SCRIPT_SOURCES))
    .replaceAll('__META_PIXEL_ENDPOINT__', pixel(META_PIXEL_ENDPOINT_SOURCES))
    .replaceAll('__SUPABASE_ORIGINS__', supabaseOrigins(values.supabaseUrl))
    .replaceAll('__GEO_ORIGIN__', origin(values.geoUrl))
    .replaceAll('__INLINE_STYLE_HASH__', values.styleHash);
}

export function supabaseOrigins(supabaseUrl: string): string {
  const url = new URL(supabaseUrl);
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return `${url.origin} ${ws}`;
}

export type SitemapUrl = { loc: string; alternates: { hreflang: string; href: string }[] };

/** A page's language versions, as its head declares them (`<link rel="alternate" hreflang>`). */
export function alternatesIn(head: string): SitemapUrl['alternates'] {
  return [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(
    ([, hreflang, href]) => ({ hreflang: hreflang as string, href: href as string }),
  );
}

/** The sitemap, each page listing its language versions (Google's xhtml:link form of hreflang). */
export function renderSitemap(urls: SitemapUrl[]): string {
  const entries = urls
    .map(({ loc, alternates }) => {
      const links = alternates.map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      );
      return `  <url><loc>${loc}</loc>${links.join('')}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}\n</urlset>\n`;
}

/** 301s from old kit slugs to their kits, in each language, written into dist/_redirects from the domain's aliases. */
export function kitAliasRedirects(): string[] {
  return locales.flatMap((locale) =>
    Object.entries(kitSlugAliases).map(
      ([alias, slug]) =>
        `${localizedPath(`/templates/${alias}`, locale)}  ${localizedPath(`/templates/${slug}`, locale)}  301`,
    ),
  );
}

/**
 * A route without a prerendered file must be reached through a _redirects rule (the shell, or a redirect);
 * otherwise the host would answer 404.html and the client would hydrate the 404 markup as another page.
 */
export function uncoveredClientRoutes(routes: ServerEntry['routeTable'], redirects: string): string[] {
  const rules = parseRedirects(redirects);
  return (
    routes
      // The catch-alls (`*`, `/fr/*`) are the 404 pages, which the host serves with status 404.
      .filter((route) => !route.prerender && route.path !== '*' && !route.path.endsWith('/*'))
      .map((route) => route.path)
      .filter((routePath) => {
        const rule = findRedirect(rules, routePath.replace(/:\w+/g, 'x'), false);
        return !rule || rule.status === 404;
      })
  );
}

/**
 * The CSP allows no inline script; React writes one when a Suspense boundary suspends while prerendering
 * (to complete it later in the stream). JSON-LD data blocks are not scripts and are fine.
 */
export function inlineScriptsIn(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g)].map(
    ([tag]) => tag,
  );
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { distDir } = options;
  const entry = (await import(pathToFileURL(options.ssrEntryFile).href)) as ServerEntry;
  // The SSR bundle carries the env Vite resolved for this build, so the pages and these files agree.
  const siteUrl = entry.env.VITE_SITE_URL;
  const built = await inlineStylesheet(distDir, await readFile(path.join(distDir, 'index.html'), 'utf8'));
  // Every page carries the build's catalog as data (src/config/shop-catalog.ts reads it): JSON is not
  // run, so the CSP is unchanged, and the code chunks stay the same size whatever the owner sells.
  const catalogData = `<script type="application/json" id="${SHOP_CATALOG_ELEMENT_ID}">${JSON.stringify(
    entry.shopCatalog,
  ).replace(/</g, '\\u003c')}</script>`;
  const template = withoutEntryScripts(built.template).replace('</head>', () => `${catalogData}</head>`);
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const [appFile, ...entryImports] = chunkFiles(manifest, 'index.html');
  const bootFile = manifest['src/boot.ts']?.file;
  if (!appFile || !bootFile) throw new Error('The Vite manifest lacks the index.html or src/boot.ts entry.');
  const entryChunks = new Set([appFile, ...entryImports]);
  const scriptsFor = (moduleFiles: readonly string[], locale: Locale, catalogDirs: readonly string[]) =>
    bootScript(bootFile, appFile, [
      ...new Set([
        ...entryImports,
        ...[
          ...moduleFiles.flatMap((moduleFile) => chunkFiles(manifest, moduleFile)),
          ...catalogFiles(manifest, catalogDirs, locale),
        ].filter((file) => !entryChunks.has(file)),
      ]),
    ]);
  const fontPreload = await fontPreloads(distDir);

  const pages: string[] = [];
  const sitemapUrls: SitemapUrl[] = [];

  for (const target of entry.listPrerenderTargets()) {
    const { html, status, catalogDirs } = await entry.renderPage(target.path);
    if (status !== 200) throw new Error(`${target.path} rendered with status ${status}.`);
    const inline = inlineScriptsIn(html);
    if (inline.length > 0)
      throw new Error(
        `${target.path} rendered inline scripts the CSP blocks (${inline[0]}): a Suspense boundary suspended while prerendering.`,
      );
    const { head, body } = splitHoistedHead(html);
    await writeOutput(
      outputFile(distDir, target.path),
      fillTemplate(
        template,
        fontPreload + head + scriptsFor(target.moduleFiles, target.locale, catalogDirs),
        body,
        target.locale,
      ),
    );
    pages.push(target.path);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];
    const indexable = !target.noindex && !/<meta name="robots" content="noindex/.test(head);
    // Alias paths (/pricing/us) declare another page as canonical and stay out of the sitemap.
    if (indexable && canonical === `${siteUrl}${target.path}`)
      sitemapUrls.push({ loc: canonical, alternates: alternatesIn(head) });
  }

  // A 404 page per language: the host answers /fr/… paths that are not files with /fr/404.html.
  for (const locale of locales) {
    const rendered = await entry.renderPage(localizedPath('/404', locale));
    const notFound = splitHoistedHead(rendered.html);
    await writeOutput(
      path.join(distDir, localizedPath('/404.html', locale)),
      fillTemplate(
        template,
        fontPreload +
          notFound.head +
          scriptsFor(['src/app/routes/not-found.tsx'], locale, rendered.catalogDirs),
        notFound.body,
        locale,
      ),
    );
  }

  // The member area renders in the browser (its pages set their own <title>); the shell keeps itself out of search.
  await writeFile(
    path.join(distDir, 'app-shell.html'),
    fillTemplate(
      template,
      `${fontPreload}<meta name="robots" content="noindex, nofollow">${scriptsFor([], 'en', [])}`,
      '',
    ),
  );

  await writeFile(path.join(distDir, 'sitemap.xml'), renderSitemap(sitemapUrls));
  await writeFile(
    path.join(distDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );

  const redirectsFile = path.join(distDir, '_redirects');
  const redirects = (await readFile(redirectsFile, 'utf8')).replace('# __KIT_ALIAS_REDIRECTS__', () =>
    kitAliasRedirects().join('\n'),
  );
  await writeFile(redirectsFile, redirects);
  const uncovered = uncoveredClientRoutes(entry.routeTable, redirects);
  if (uncovered.length > 0)
    throw new Error(
      `No _redirects rule serves these client-rendered routes (add one to public/_redirects): ${uncovered.join(', ')}`,
    );

  const headersFile = path.join(distDir, '_headers');
  await writeFile(
    headersFile,
    fillHeaders(await readFile(headersFile, 'utf8'), {
      supabaseUrl: entry.env.VITE_SUPABASE_URL,
      geoUrl: entry.env.VITE_GEO_URL,
      styleHash: built.styleHash,
      metaPixelId: entry.env.VITE_META_PIXEL_ID,
    }),
  );

  return { pages, sitemapUrls: sitemapUrls.map((url) => url.loc) };
}
