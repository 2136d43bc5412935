import { join } from 'node:path';
import { loadProjectConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { redactUrl } from './db/postgres.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from './keys.ts';
import { debouncedRebuild } from './build-hook.ts';
import { PROJECT_ROOT, resolveDatabaseTarget, startStack } from './stack.ts';

const USAGE = 'Usage: tsx supabase/local/cli.ts <start|status>';

function configuredPort(): number {
  const fromEnv = process.env.STACK_PORT;
  return fromEnv ? Number(fromEnv) : loadProjectConfig(join(PROJECT_ROOT, 'supabase/config.toml')).apiPort;
}

async function start(): Promise<void> {
  const began = performance.now();
  const stack = await startStack({
    watchFunctions: process.env.STACK_WATCH_FUNCTIONS === '1',
    // The owner's catalog edits rebuild the site the preview serves, as the static host's hook would.
    buildHook: debouncedRebuild({ projectRoot: PROJECT_ROOT, distDir: process.env.DIST_DIR }),
  });
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(
    [
      '',
      `  Adventure Clue Kits local stack is running (started in ${seconds} s)`,
      '',
      `  API URL          ${stack.apiUrl}`,
      `  REST             ${stack.apiUrl}/rest/v1`,
      `  Auth             ${stack.apiUrl}/auth/v1`,
      `  Functions        ${stack.apiUrl}/functions/v1`,
      `  Mailbox          ${stack.mailUrl}  (SMTP 127.0.0.1:${stack.smtpPort})`,
      `  Stripe (test)    ${stack.stripe.url}  (checkout pages, API at /v1)`,
      `  DB               ${stack.dbDescription}`,
      `  anon key         ${stack.anonKey}`,
      `  service_role key ${stack.serviceRoleKey}`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`\n${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Configured values plus whether something answers on the API port; never starts anything. */
async function status(): Promise<void> {
  const config = loadProjectConfig(join(PROJECT_ROOT, 'supabase/config.toml'));
  const apiUrl = `http://127.0.0.1:${configuredPort()}`;
  const target = resolveDatabaseTarget();
  let running = false;
  try {
    const response = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(1000) });
    running = response.ok;
  } catch {
    running = false;
  }
  const report = {
    api_url: apiUrl,
    anon_key: ANON_KEY,
    service_role_key: SERVICE_ROLE_KEY,
    mail_url: `http://127.0.0.1:${process.env.STACK_MAIL_PORT || config.mailHttpPort}`,
    db: target.databaseUrl ? redactUrl(target.databaseUrl) : `pglite:${target.dataDir}`,
    running,
  };
  console.log(JSON.stringify(report, null, 2));
}

const command = process.argv[2];
const run = command === 'start' ? start : command === 'status' ? status : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});
