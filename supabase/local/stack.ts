import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthConfig } from './auth/config.ts';
import { createAuthService } from './auth/index.ts';
import { loadProjectConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openPreparedDatabase } from './db/open-database.ts';
import { createFunctionsRunner } from './functions/runner.ts';
import type { FunctionsRunner } from './functions/runner.ts';
import { ANON_KEY, DOWNLOAD_LINK_SECRET, JWT_SECRET, SERVICE_ROLE_KEY, verifyJwt } from './keys.ts';
import { startMailbox } from './mail/mailbox.ts';
import type { MailMessage } from './mail/mailbox.ts';
import { createRestHandler } from './rest/handler.ts';
import { directoryBlobStore, memoryBlobStore } from './storage/blob-store.ts';
import { createStorageHandler } from './storage/handler.ts';
import { listen } from './http/listen.ts';
import { createApiServer, LOCAL_BUILD_HOOK_PATH } from './server.ts';
import type { ApiServerDeps } from './server.ts';
import { supabaseService } from '../functions/_shared/http/supabase-service.ts';
import { supabaseStorage } from '../functions/_shared/http/supabase-storage.ts';
import { kitFilePurgeStore, purgeExpiredKitFiles } from '../functions/_shared/orders/kit-file-purge.ts';
import { startFakeStripe } from './stripe/stripe-server.ts';
import type { RunningFakeStripe } from './stripe/stripe-server.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DATA_DIR = join(PROJECT_ROOT, '.data');
/** Where submit-form's owner emails go locally, unless supabase/functions/.env sets SHOP_EMAIL. */
export const LOCAL_SHOP_EMAIL = 'support@adventurecluekits.com';

export interface StackOptions {
  /** PGlite data dir (wins over DATABASE_URL); default STACK_DATA_DIR or <project>/.data. Ignored when memory is true. */
  dataDir?: string;
  /** In-memory PGlite: nothing is written to disk. */
  memory?: boolean;
  /** A real PostgreSQL server instead of PGlite; default DATABASE_URL unless dataDir is given. */
  databaseUrl?: string;
  /** API port; default STACK_PORT or config.toml [api] port; 0 = ephemeral. */
  port?: number;
  /** Mailbox web UI port; default STACK_MAIL_PORT or config.toml [inbucket] port; 0 = ephemeral. */
  mailHttpPort?: number;
  /** Mailbox SMTP port; default STACK_SMTP_PORT or config.toml [inbucket] smtp_port; 0 = ephemeral. */
  smtpPort?: number;
  /** Serve /functions/v1 (default true). */
  functions?: boolean;
  /** Restart a function when its source changes (dev). */
  watchFunctions?: boolean;
  /** Overrides of config.toml's [auth] settings, e.g. enableConfirmations for a test. */
  auth?: Partial<AuthConfig>;
  /** No function log lines on the console. */
  quiet?: boolean;
  /** Port of the Stripe test-mode stand-in (API at /v1, checkout pages); default STACK_STRIPE_PORT or 54326; 0 = ephemeral. */
  stripePort?: number;
  /** Overrides config.toml [api] max_rows (tests use a small cap). */
  maxRows?: number;
  /** PostgREST's db-tx-end: Supabase's `commit` by default; `commit-allow-override` honours tx=rollback. */
  txEnd?: 'commit' | 'commit-allow-override';
  /**
   * What the local build hook does (admin-catalog calls it after the owner's catalog edits): `npm run
   * stack` rebuilds dist/ (build-hook.ts); unset, the hook is accepted and nothing is built.
   */
  buildHook?: (stack: { apiUrl: string; anonKey: string }) => void;
}

export interface RunningStack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  mailUrl: string;
  smtpPort: number;
  /** `pglite:<dir>`, `pglite:memory` or the server URL without its password. */
  dbDescription: string;
  db: Database;
  mailbox: { list(): MailMessage[]; clear(): void };
  /** The Storage stand-in: how many uploads reached `<bucket>/<name>` (tests count builds by it). */
  storage: { uploadsOf(key: string): number };
  /** The Stripe stand-in the functions talk to; its checkout pages are opened by the browser. */
  stripe: RunningFakeStripe;
  stop(): Promise<void>;
}

export const DEFAULT_STRIPE_PORT = 54326;

function envPort(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/**
 * Resolves where the database lives, the same way for `start`, `status`, tests and tools:
 * an explicit databaseUrl or dataDir wins; then DATABASE_URL (so suites written with
 * `memory: true` run against a real server when CI sets it); then memory; then STACK_DATA_DIR
 * or <project>/.data.
 */
export function resolveDatabaseTarget(opts: Pick<StackOptions, 'dataDir' | 'memory' | 'databaseUrl'> = {}): {
  dataDir?: string;
  databaseUrl?: string;
} {
  if (opts.databaseUrl) return { databaseUrl: opts.databaseUrl };
  if (opts.dataDir && !opts.memory) return { dataDir: resolve(opts.dataDir) };
  if (process.env.DATABASE_URL) return { databaseUrl: process.env.DATABASE_URL };
  if (opts.memory) return {};
  return { dataDir: resolve(process.env.STACK_DATA_DIR || DEFAULT_DATA_DIR) };
}

/** Starts database, mailbox, API gateway (REST, auth, functions) and returns how to reach them. */
export async function startStack(opts: StackOptions = {}): Promise<RunningStack> {
  const config = loadProjectConfig(join(PROJECT_ROOT, 'supabase/config.toml'));
  const target = resolveDatabaseTarget(opts);
  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse())
      await cleanup().catch((error: unknown) => console.error('[stack]', error));
  };

  try {
    // The database and the mailbox start side by side: PGlite's start dominates a warm start.
    const [opened, mailStarted] = await Promise.allSettled([
      openPreparedDatabase(target, {
        migrationsDir: join(PROJECT_ROOT, 'supabase/migrations'),
        seedFile: join(PROJECT_ROOT, 'supabase/seed.sql'),
      }).then((db) => {
        cleanups.push(() => db.close());
        return db;
      }),
      startMailbox({
        httpPort: opts.mailHttpPort ?? envPort('STACK_MAIL_PORT') ?? config.mailHttpPort,
        smtpPort: opts.smtpPort ?? envPort('STACK_SMTP_PORT') ?? config.smtpPort,
        storeFile: target.dataDir ? join(target.dataDir, 'mail.json') : undefined,
      }).then((mailbox) => {
        cleanups.push(() => mailbox.stop());
        return mailbox;
      }),
    ]);
    if (opened.status === 'rejected') throw opened.reason;
    if (mailStarted.status === 'rejected') throw mailStarted.reason;
    const db = opened.value;
    const mailbox = mailStarted.value;

    // Children's names leave hunts and clues after the retention (migration 20261126001000): hosted
    // Supabase runs this with pg_cron, which PGlite lacks, so the local stack runs it at start and hourly.
    const purgeChildNames = () =>
      db
        .query('select public.purge_child_names(public.child_name_retention())')
        .catch((error: unknown) => console.error('[stack] purging child names failed:', error));
    await purgeChildNames();
    const purgeTimer = setInterval(() => void purgeChildNames(), 3_600_000);
    purgeTimer.unref();
    cleanups.push(async () => clearInterval(purgeTimer));

    const storage = createStorageHandler({
      db,
      jwtSecret: JWT_SECRET,
      blobs: target.dataDir ? directoryBlobStore(join(target.dataDir, 'storage')) : memoryBlobStore(),
    });
    const deps: ApiServerDeps = {
      storage,
      rest: createRestHandler({
        db,
        jwtSecret: JWT_SECRET,
        maxRows: opts.maxRows ?? config.maxRows,
        txEnd: opts.txEnd,
      }),
      apiKeys: [ANON_KEY, SERVICE_ROLE_KEY],
    };
    const server = createApiServer(deps);
    const apiUrl = `http://127.0.0.1:${await listen(server, opts.port ?? envPort('STACK_PORT') ?? config.apiPort, '127.0.0.1')}`;
    const buildHook = opts.buildHook;
    if (buildHook) deps.buildHook = () => buildHook({ apiUrl, anonKey: ANON_KEY });
    cleanups.push(
      () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
    );

    // Personalised kit files leave Storage after their cache life (ADR 050, addendum): hosted Supabase
    // runs the purge-kit-files function from pg_cron; the local stack runs the same code at start and
    // hourly, through its own Storage API as the function does.
    const purgeKitFiles = () =>
      purgeExpiredKitFiles({
        store: kitFilePurgeStore(supabaseService({ supabaseUrl: apiUrl, serviceRoleKey: SERVICE_ROLE_KEY })),
        storage: supabaseStorage({ supabaseUrl: apiUrl, serviceRoleKey: SERVICE_ROLE_KEY }),
      }).catch((error: unknown) => console.error('[stack] purging kit files failed:', error));
    await purgeKitFiles();
    const kitPurgeTimer = setInterval(() => void purgeKitFiles(), 3_600_000);
    kitPurgeTimer.unref();
    cleanups.push(async () => clearInterval(kitPurgeTimer));

    const authConfig = { ...config.auth, ...opts.auth };
    deps.auth = createAuthService({
      db,
      config: authConfig,
      jwtSecret: JWT_SECRET,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      apiExternalUrl: apiUrl,
      sendMail: (msg) => mailbox.sendMail(msg),
    });

    const stripe = await startFakeStripe({
      port: opts.stripePort ?? envPort('STACK_STRIPE_PORT') ?? DEFAULT_STRIPE_PORT,
      webhookUrl: `${apiUrl}/functions/v1/stripe-webhook`,
      log: opts.quiet ? undefined : (line) => console.warn(`[stripe] ${line}`),
    });
    cleanups.push(() => stripe.stop());

    if (opts.functions !== false) {
      const runner: FunctionsRunner = createFunctionsRunner({
        functionsDir: join(PROJECT_ROOT, 'supabase/functions'),
        projectRoot: PROJECT_ROOT,
        env: {
          SUPABASE_URL: apiUrl,
          SUPABASE_ANON_KEY: ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(mailbox.smtpPort),
          // Links in order emails and Stripe's return URLs point at the site, like auth emails do.
          SITE_URL: authConfig.siteUrl,
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_URL: stripe.url,
          DOWNLOAD_LINK_SECRET,
          BUILD_HOOK_URL: `${apiUrl}${LOCAL_BUILD_HOOK_PATH}`,
        },
        // The local mailbox receives the shop's copy of forms; a deployment sets its own (README, Deploy).
        defaults: { SHOP_EMAIL: LOCAL_SHOP_EMAIL },
        functionConfig: config.functions,
        verifyJwt: async (token) => (await verifyJwt(token, JWT_SECRET)).ok,
        watch: opts.watchFunctions,
        onLog: opts.quiet ? () => undefined : undefined,
      });
      // Functions stop before the server so no request reaches a dying worker.
      cleanups.push(() => runner.stop());
      deps.functions = runner;
    }

    let stopping: Promise<void> | undefined;
    return {
      apiUrl,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      jwtSecret: JWT_SECRET,
      mailUrl: mailbox.httpUrl,
      smtpPort: mailbox.smtpPort,
      dbDescription: db.description,
      db,
      mailbox: { list: () => mailbox.list(), clear: () => mailbox.clear() },
      storage: { uploadsOf: (key) => storage.uploadsOf(key) },
      stripe,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * A stack of the caller's own (a test file, the bench, a build reading the catalog): in-memory PGlite
 * (or DATABASE_URL), every port ephemeral, no function log lines.
 */
export function startEphemeralStack(opts: StackOptions = {}): Promise<RunningStack> {
  return startStack({
    memory: true,
    port: 0,
    mailHttpPort: 0,
    smtpPort: 0,
    stripePort: 0,
    quiet: true,
    ...opts,
  });
}
