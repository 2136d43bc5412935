import { rm } from 'node:fs/promises';

import { debouncedRebuild } from '../../../supabase/local/build-hook';
import { PROJECT_ROOT, startStack } from '../../../supabase/local/stack';

/**
 * The local Supabase stack for the e2e suite: in memory (nothing to clean up), on the ports the
 * Playwright config chose, with the preview origin allowed as an auth redirect target.
 */
const port = Number(process.env.E2E_STACK_PORT ?? 0);
const mailHttpPort = Number(process.env.E2E_MAIL_PORT ?? 0);
const appUrl = process.env.E2E_APP_URL;

const stack = await startStack({
  memory: true,
  port,
  mailHttpPort,
  smtpPort: 0,
  stripePort: 0,
  quiet: true,
  auth: appUrl ? { siteUrl: appUrl, additionalRedirectUrls: [appUrl, `${appUrl}/**`] } : undefined,
  // The owner's catalog edits rebuild the site into its own folder (never the one the suite is
  // reading), as the static host's hook would; shop-catalog.spec.ts serves and checks it.
  buildHook: process.env.E2E_REBUILD_DIR
    ? debouncedRebuild({ projectRoot: PROJECT_ROOT, distDir: process.env.E2E_REBUILD_DIR, delayMs: 200 })
    : undefined,
});
console.log(`e2e stack: API ${stack.apiUrl}, mailbox ${stack.mailUrl}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stack
      .stop()
      .then(() => rm(process.env.E2E_REBUILD_DIR ?? '', { recursive: true, force: true }))
      .finally(() => process.exit(0));
  });
}
