import { rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { build, loadEnv } from 'vite';

import { LOCAL_META_PIXEL_ID, parseEnv, type EnvTarget } from '../src/config/env-schema.ts';
import type { ShopCatalog } from '../supabase/functions/_shared/domain/catalog.ts';

import { prerenderSite } from './prerender.ts';
import { CatalogUnreachableError, fetchShopCatalog, SHOP_CATALOG_ENV } from './vite/shop-catalog.ts';

/**
 * npm run build: the client bundle, a server bundle of src/entry-server.tsx, then every prerender route
 * rendered into DIST_DIR (default dist). See docs/decisions/002-prerendering.md.
 *
 * Without flags the build is for production and needs the hosted project's VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY (vite.config.ts stops it otherwise). `--local` (npm run build:local, used
 * by npm test, the e2e suite and the bench) builds for the local stack, with a placeholder pixel id.
 */
const started = performance.now();
if (process.argv.includes('--local')) {
  process.env.BUILD_TARGET = 'local';
  // A pixel id of the developer's own (.env) wins; else the placeholder, so local builds have a pixel.
  if (!loadEnv('production', process.cwd(), 'VITE_').VITE_META_PIXEL_ID)
    process.env.VITE_META_PIXEL_ID = LOCAL_META_PIXEL_ID;
}
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');

/**
 * The catalog the pages show (ADR 051), from the project the build is for: CATALOG_SUPABASE_URL and
 * CATALOG_SUPABASE_ANON_KEY when given (the local stack's build hook passes its own address), else the
 * app's VITE_SUPABASE_URL and anon key. A local build whose stack does not answer (or lacks the
 * catalog) reads the migrations' seed from an in-memory stack of its own, so `npm run build:local` needs
 * nothing started; a production build stops with the reason.
 */
async function catalogForBuild(target: EnvTarget): Promise<ShopCatalog> {
  const env = parseEnv(loadEnv('production', process.cwd(), 'VITE_'), target);
  const url = process.env.CATALOG_SUPABASE_URL || env.VITE_SUPABASE_URL;
  const key = process.env.CATALOG_SUPABASE_ANON_KEY || env.VITE_SUPABASE_ANON_KEY;
  try {
    return await fetchShopCatalog(url, key);
  } catch (error) {
    // A local build falls back to the seed when nothing answers, or when what answers is an older
    // stack without the catalog; an address it was given must answer.
    const fallBack =
      target === 'local' && (error instanceof CatalogUnreachableError || !process.env.CATALOG_SUPABASE_URL);
    if (!fallBack) throw new Error(`Catalog unavailable: ${(error as Error).message}`, { cause: error });
    console.log(`${(error as Error).message}: reading the catalog as the migrations seed it.`);
    const { startStack } = await import('../supabase/local/stack.ts');
    const stack = await startStack({
      memory: true,
      functions: false,
      port: 0,
      mailHttpPort: 0,
      smtpPort: 0,
      stripePort: 0,
      quiet: true,
    });
    try {
      return await fetchShopCatalog(stack.apiUrl, stack.anonKey);
    } finally {
      await stack.stop();
    }
  }
}

// Inside the project so the server bundle resolves react & co. from node_modules; per-process so parallel builds do not collide.
const ssrDir = path.resolve('.tmp', `ssr-${process.pid}`);

try {
  const catalog = await catalogForBuild(process.env.BUILD_TARGET === 'local' ? 'local' : 'production');
  // vite.config.ts defines it as __SHOP_CATALOG__ for both bundles (src/config/shop-catalog.ts).
  process.env[SHOP_CATALOG_ENV] = JSON.stringify(catalog);
  await build({ logLevel: 'warn', build: { outDir: distDir } });
  await build({
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const { pages, sitemapUrls } = await prerenderSite({
    distDir,
    ssrEntryFile: path.join(ssrDir, 'entry-server.js'),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${path.relative(process.cwd(), distDir) || '.'}: ${pages.length} prerendered pages, ` +
      `${sitemapUrls.length} in the sitemap, 404.html, app-shell.html (${seconds} s).`,
  );
} catch (error) {
  // A configuration problem is the whole story: its list of variables reads better without a stack trace.
  if (
    error instanceof Error &&
    (error.message.startsWith('Invalid environment variables') ||
      error.message.startsWith('Catalog unavailable'))
  ) {
    console.error(`\nnpm run build: ${error.message}\n`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
