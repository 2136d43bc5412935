import { defineConfig } from 'vitest/config';

/**
 * The tooling's own tests (lint boundaries, budget chunk graph, kit PDFs) run in Node, outside the app's
 * jsdom config. `npm run test:unit` runs them as the `tooling` project of vite.config.ts; alone:
 * `npx vitest run --config tests/vitest.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'tooling',
    root: new URL('..', import.meta.url).pathname,
    environment: 'node',
    include: ['tests/lint/**/*.test.ts', 'tests/promises/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Linting with the whole config and type-checking the tree take seconds on a busy 2-core machine.
    testTimeout: 60_000,
    // Both cores (Vitest's default leaves one idle).
    maxWorkers: 2,
  },
});
