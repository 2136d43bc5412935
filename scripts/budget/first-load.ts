import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

import { splitLocalePath } from '../../supabase/functions/_shared/domain/locales.ts';

/** One file a page loads before it is interactive, or a <style> inlined into its HTML. */
export type LoadedAsset = {
  /** Path inside the dist directory, with forward slashes (e.g. assets/index-abc.js); `<style>` for inline CSS. */
  file: string;
  raw: number;
  gzip: number;
  /** Why supabase-js is believed to be inside, or null. */
  supabaseMarker: string | null;
};

export type PageFirstLoad = {
  /** The URL path the HTML file is served at (e.g. /templates/easter-bunny). */
  route: string;
  htmlFile: string;
  js: LoadedAsset[];
  css: LoadedAsset[];
};

/** Strings that survive minification of @supabase/supabase-js and its sub-clients. */
export const SUPABASE_MARKERS = [
  'supabase-js',
  'GoTrueClient',
  'PostgrestClient',
  'RealtimeClient',
  '@supabase/',
];

const SCRIPT_SRC = /<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi;
const SCRIPT_SRC_FIRST = /<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']?module["']?[^>]*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const SCRIPT_TAG = /<script\b[^>]*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// Static `import … from "x"`, bare `import "x"` and `export … from "x"`; `import("x")` is lazy and excluded.
const STATIC_IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

export function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** The route an HTML file answers: dist/a/b/index.html -> /a/b, dist/404.html -> /404.html. */
export function routeOf(distDir: string, htmlFile: string): string {
  const path = relative(distDir, htmlFile).split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`;
  return `/${path}`;
}

export function findHtmlFiles(distDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) found.push(full);
    }
  };
  walk(distDir);
  return found.sort();
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}=["']?([^"'\\s>]+)["']?`, 'i').exec(tag);
  return match?.[1] ?? null;
}

/**
 * What an HTML document loads up front: module scripts, modulepreloads, stylesheets, inline CSS, and what
 * the boot script loads after the first paint (its data-app entry and data-preload chunks; src/boot.ts).
 */
export function parseHtmlAssets(html: string): {
  scripts: string[];
  stylesheets: string[];
  inlineStyles: string[];
} {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const pattern of [SCRIPT_SRC, SCRIPT_SRC_FIRST]) {
    for (const match of html.matchAll(pattern)) if (match[1]) scripts.add(match[1]);
  }
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const app = /\bdata-app=["']([^"']+)["']/i.exec(tag)?.[1];
    if (app) scripts.add(app);
    const preload = /\bdata-preload=["']([^"']*)["']/i.exec(tag)?.[1] ?? '';
    for (const file of preload.split(/\s+/).filter(Boolean)) scripts.add(file);
  }
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet') stylesheets.add(href);
  }
  const inlineStyles = [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? '');
  return { scripts: [...scripts], stylesheets: [...stylesheets], inlineStyles };
}

/** Relative specifiers of the chunks a chunk imports statically. */
export function parseStaticImports(code: string): string[] {
  const imports = new Set<string>();
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const specifier = match[1];
    if (
      specifier &&
      (specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/'))
    ) {
      imports.add(specifier);
    }
  }
  return [...imports];
}

/** Maps an URL found in HTML (absolute from the site root) or a chunk specifier to a dist path. */
function toDistPath(url: string, fromFile: string | null): string | null {
  if (/^[a-z]+:/i.test(url) || url.startsWith('//')) return null;
  const clean = url.split(/[?#]/)[0] ?? '';
  if (clean.startsWith('/')) return clean.slice(1);
  return posix.normalize(posix.join(fromFile ? posix.dirname(fromFile) : '', clean));
}

type ManifestChunk = { file: string; src?: string; name?: string };

function loadManifestSupabaseFiles(distDir: string): Set<string> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const files = new Set<string>();
  if (!existsSync(manifestPath)) return files;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  for (const [key, chunk] of Object.entries(manifest)) {
    if ([key, chunk.src ?? '', chunk.name ?? ''].some((id) => id.includes('@supabase')))
      files.add(chunk.file);
  }
  return files;
}

/** Inline CSS costs the same bytes as a stylesheet, only inside the HTML, so it counts toward the CSS budget. */
function measureInlineStyle(css: string): LoadedAsset {
  const content = Buffer.from(css);
  return { file: '<style>', raw: content.length, gzip: gzipSize(content), supabaseMarker: null };
}

function supabaseMarkerIn(file: string, content: string, manifestFiles: Set<string>): string | null {
  if (manifestFiles.has(file)) return 'vite manifest module id @supabase';
  return SUPABASE_MARKERS.find((marker) => content.includes(marker)) ?? null;
}

export function measureAsset(distDir: string, file: string, manifestFiles: Set<string>): LoadedAsset {
  const content = readFileSync(join(distDir, file));
  return {
    file,
    raw: content.length,
    gzip: gzipSize(content),
    supabaseMarker: file.endsWith('.js')
      ? supabaseMarkerIn(file, content.toString('utf8'), manifestFiles)
      : null,
  };
}

/**
 * First-load assets of one page: its module scripts and modulepreloads, every chunk those
 * import statically (transitively; dynamic imports are lazy and left out), its stylesheets and inline CSS.
 */
export function measurePage(
  distDir: string,
  htmlFile: string,
  manifestFiles = loadManifestSupabaseFiles(distDir),
): PageFirstLoad {
  const html = readFileSync(htmlFile, 'utf8');
  const { scripts, stylesheets, inlineStyles } = parseHtmlAssets(html);
  const pending = scripts.map((url) => toDistPath(url, null)).filter((path): path is string => path !== null);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.shift() as string;
    if (seen.has(file)) continue;
    const fullPath = join(distDir, file);
    if (!existsSync(fullPath))
      throw new Error(`${routeOf(distDir, htmlFile)} loads ${file}, which is not in ${distDir}`);
    seen.add(file);
    for (const specifier of parseStaticImports(readFileSync(fullPath, 'utf8'))) {
      const target = toDistPath(specifier, file);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  const css = stylesheets
    .map((url) => toDistPath(url, null))
    .filter((path): path is string => path !== null)
    .map((file) => measureAsset(distDir, file, manifestFiles))
    .concat(inlineStyles.map(measureInlineStyle));
  return {
    route: routeOf(distDir, htmlFile),
    htmlFile,
    js: [...seen].sort().map((file) => measureAsset(distDir, file, manifestFiles)),
    css,
  };
}

/** Whether a path is the member area's (/clue-*, in any language: /fr/clue-*). */
const isMemberPath = (path: string): boolean => splitLocalePath(path).path.startsWith('/clue-');

/**
 * HTML files that are client-rendered shells for the member area: the targets of `_redirects`
 * rewrites (status 200) of /clue-* routes in any language, e.g. `/clue-*  /app-shell.html  200`.
 */
export function memberShellFiles(distDir: string): Set<string> {
  const redirects = join(distDir, '_redirects');
  const shells = new Set<string>();
  if (!existsSync(redirects)) return shells;
  for (const line of readFileSync(redirects, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && isMemberPath(from) && to?.endsWith('.html') && status === '200') shells.add(to);
  }
  return shells;
}

/** Public pages are every HTML file except the member area (/clue-*, /fr/clue-*) and its shells. */
export function isPublicRoute(route: string, memberShells: Set<string> = new Set()): boolean {
  return !isMemberPath(route) && !memberShells.has(route);
}

export function measureDist(distDir: string): PageFirstLoad[] {
  const manifestFiles = loadManifestSupabaseFiles(distDir);
  const memberShells = memberShellFiles(distDir);
  return findHtmlFiles(distDir)
    .map((htmlFile) => measurePage(distDir, htmlFile, manifestFiles))
    .filter((page) => isPublicRoute(page.route, memberShells))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function total(assets: LoadedAsset[], key: 'raw' | 'gzip'): number {
  return assets.reduce((sum, asset) => sum + asset[key], 0);
}

export function defaultDistDir(): string {
  return process.env.DIST_DIR ?? 'dist';
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
