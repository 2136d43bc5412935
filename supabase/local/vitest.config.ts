import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Backend suite (`npm run test:backend`): the local stack and the functions' shared logic,
 * in Node. Files run one after another: each starts its own stack, and on a real server
 * (DATABASE_URL) they share one database.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    environment: 'node',
    include: ['supabase/local/**/*.test.ts', 'supabase/functions/_shared/**/*.test.ts'],
    // Deno's own tests (`deno test`) use Deno APIs and run under Deno, not here.
    exclude: ['**/node_modules/**', '**/*.deno.test.ts', 'supabase/functions/_shared/domain/**'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
