import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

import { authSettingsFor } from './scripts/vite/auth-settings.ts';
import { icuMessages } from './scripts/vite/icu-messages.ts';
import { shopCatalogDefine } from './scripts/vite/shop-catalog.ts';
import { parseEnv, type EnvTarget } from './src/config/env-schema.ts';

const UNIT_TEST_DIRS = ['src', 'supabase/functions/_shared/domain'];
const UNIT_TEST_FILE = /\.test\.tsx?$/;

/**
 * The unit test files that replace a module with `vi.mock`: they run isolated (a fresh module graph
 * and jsdom each), so their mocks cannot leak. Every other file shares one jsdom per worker, which
 * takes the suite from about two minutes to under one on two cores (docs/decisions/030).
 */
function unitTestFilesThatMock(): string[] {
  return UNIT_TEST_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      .filter((file) => UNIT_TEST_FILE.test(file) && readFileSync(file, 'utf8').includes('vi.mock(')),
  );
}

const mockingTestFiles = unitTestFilesThatMock();

/** A production build is for the hosted project unless scripts/build.ts was told --local. */
const buildTarget = (mode: string): EnvTarget =>
  mode === 'production' && process.env.BUILD_TARGET !== 'local' ? 'production' : 'local';

export default defineConfig(({ mode }) => ({
  plugins: [icuMessages(), react(), tailwindcss()],
  resolve: {
    alias: {
      // Catalogs are parsed at build time (scripts/vite/icu-messages.ts): the browser never needs the parser.
      '@formatjs/icu-messageformat-parser': fileURLToPath(
        new URL('./node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url),
      ),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The domain layer lives with the edge functions so `supabase functions deploy` bundles it (ADR 010).
      '@domain': fileURLToPath(new URL('./supabase/functions/_shared/domain', import.meta.url)),
      // The kit PDF module is shared with the edge functions; members' pages load it on demand.
      '@kit-pdf': fileURLToPath(new URL('./supabase/functions/_shared/kits/pdf', import.meta.url)),
    },
  },
  // Checked here, once: a bad or missing variable stops the dev server, build or test run with a list.
  define: {
    __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'), buildTarget(mode))),
    // The Auth settings of the project the build talks to, from the file `supabase config push` sends.
    __AUTH_SETTINGS__: JSON.stringify(
      authSettingsFor(buildTarget(mode), readFileSync('supabase/config.toml', 'utf8')),
    ),
    // The catalog scripts/build.ts read from the database (ADR 051); the seed's for the dev server and tests.
    __SHOP_CATALOG__: shopCatalogDefine(),
  },
  build: {
    // Separate output dirs let several engineers (and CI jobs) build side by side.
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // src/boot.ts is the page's first script and loads the app after the first paint (scripts/prerender.ts).
    rolldownOptions: {
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        codeSplitting: {
          groups: [
            {
              // What almost every page needs beside the entry: React, the message formatter, the i18n
              // hook, links and buttons. One chunk instead of a dozen small ones saves about 1 KB gzip
              // of per-chunk overhead on each page's first load (ADR 031).
              name: 'shared',
              test: /node_modules[\\/](react|intl-messageformat|@formatjs|clsx)[\\/]|src[\\/]lib[\\/]i18n[\\/]i18n|src[\\/]components[\\/]ui[\\/](button|link)|domain[\\/](locales|french-typography|regions)|src[\\/]config[\\/]paths|rolldown[\\/]runtime/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/testing/setup.ts'],
    css: false,
    // Component tests drive jsdom with user-event; on a busy 2-core machine one can pass 5 s.
    testTimeout: 20_000,
    // Both cores (Vitest's default leaves one idle).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}', 'supabase/functions/_shared/domain/**/*.test.ts'],
          exclude: mockingTestFiles,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mockingTestFiles } },
      // The tooling's tests run in Node in the same run, so its long kit-PDF files fill the gaps the
      // component tests leave on the second core.
      './tests/vitest.config.ts',
    ],
  },
}));
