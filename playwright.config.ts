import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveTestBrowserPath } from './tests/e2e/support/browser';
import { portFromEnv } from './tests/e2e/support/ports';

const CI = Boolean(process.env.CI);

// Free ports unless given: parallel runs must never collide on 4173 or 54321. The values land in
// process.env, so worker processes (which load this file again) and the specs see the same ones.
const previewPort = portFromEnv('PREVIEW_PORT');
const stackPort = portFromEnv('E2E_STACK_PORT');
const mailPort = portFromEnv('E2E_MAIL_PORT');
const baseURL = `http://127.0.0.1:${previewPort}`;
process.env.E2E_APP_URL = baseURL;
// Read by tests/e2e/support/fixtures.ts (rerouting the app's Supabase calls) and by specs (mailbox API).
process.env.E2E_STACK_URL = `http://127.0.0.1:${stackPort}`;
process.env.E2E_MAIL_URL = `http://127.0.0.1:${mailPort}`;
// Where the stack's build hook rebuilds the site after an owner's catalog edit (ADR 051).
process.env.E2E_REBUILD_DIR ??= `${process.env.DIST_DIR ?? 'dist'}-rebuilt-${process.pid}`;

process.env.E2E_OUTPUT_DIR ??= `.tmp/test-results/run-${process.pid}`;
const outputDir = process.env.E2E_OUTPUT_DIR;

// Each entry is one server the suite needs.
const webServer = [
  {
    // The production build (DIST_DIR) with its production headers and redirects.
    command: 'npm run preview',
    url: `${baseURL}/`,
    env: { PREVIEW_PORT: String(previewPort) },
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
  {
    // The local Supabase stack, in memory: every run starts from the migrations and seed.
    command: 'npx tsx tests/e2e/support/run-stack.ts',
    url: `${process.env.E2E_STACK_URL}/rest/v1/`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  // One folder per run: Playwright empties its output folder at start, and runs happen side by side.
  outputDir,
  use: {
    baseURL,
    // Recorded only for a retried test: a trace of every test costs CI about a tenth of its time.
    trace: 'on-first-retry',
    launchOptions: { executablePath: resolveTestBrowserPath(), args: CHROMIUM_ARGS },
  },
  webServer,
  projects: [
    {
      name: 'desktop',
      grepInvert: /@timing/,
      use: devices['Desktop Chrome'],
    },
    {
      // Only specs tagged @mobile: the whole suite twice would not fit CI's time budget.
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Tests that time the page on a slowed CPU (issue 27: a tap works within 1 s of hydration) run
      // last and one at a time, so the other worker's tests do not take the CPU they measure.
      name: 'timing',
      grep: /@timing/,
      dependencies: ['desktop', 'mobile'],
      fullyParallel: false,
      use: devices['Desktop Chrome'],
    },
  ],
});
