import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

import { parseEnv } from './src/config/env-schema.ts';

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The domain layer lives with the edge functions so `supabase functions deploy` bundles it (ADR 010).
      '@domain': fileURLToPath(new URL('./supabase/functions/_shared/domain', import.meta.url)),
      // The kit PDF module is shared with the edge functions; members' pages load it on demand.
      '@kit-pdf': fileURLToPath(new URL('./supabase/functions/_shared/kit-pdf', import.meta.url)),
    },
  },
  // Checked here, once: a bad or missing variable stops the dev server, build or test run with a list.
  // A production build is for the hosted project unless scripts/build.ts was told --local.
  define: {
    __APP_ENV__: JSON.stringify(
      parseEnv(
        loadEnv(mode, process.cwd(), 'VITE_'),
        mode === 'production' && process.env.BUILD_TARGET !== 'local' ? 'production' : 'local',
      ),
    ),
  },
  build: {
    // Separate output dirs let several engineers (and CI jobs) build side by side.
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'supabase/functions/_shared/domain/**/*.test.ts'],
    css: false,
    // Component tests drive jsdom with user-event; on a busy 2-core machine one can pass 5 s.
    testTimeout: 20_000,
  },
}));
