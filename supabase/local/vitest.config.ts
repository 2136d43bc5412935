import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Backend suite (`npm run test:backend`): the local stack and the functions' shared logic,
 * in Node. Each file starts its own stack; on a real server (DATABASE_URL) they share one database.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    environment: 'node',
    include: ['supabase/local/**/*.test.ts', 'supabase/functions/_shared/**/*.test.ts'],
    // Deno's own tests (`deno test`) use Deno APIs and run under Deno, not here.
    exclude: ['**/node_modules/**', '**/*.deno.test.ts', 'supabase/functions/_shared/domain/**'],
    // In memory every file has a stack and a database of its own, so two run at once (both cores); on
    // a real server (DATABASE_URL) they share one database and run one after another.
    fileParallelism: !process.env.DATABASE_URL,
    maxWorkers: process.env.DATABASE_URL ? 1 : 2,
    // Files share their worker's process: PGlite's WebAssembly, the stack's modules and supabase-js
    // are loaded once per worker instead of once per file (a third of the suite's time). Each file
    // still starts and stops its own stack.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
