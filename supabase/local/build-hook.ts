import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * The local stand-in for a static host's build hook (ADR 051): each call asks for `npm run build:local`
 * into `distDir`, reading the catalog from this stack; calls within `delayMs` of each other, or while a
 * build runs, make one more build afterwards, never two at once. The preview serves the result.
 */
export function debouncedRebuild(opts: {
  projectRoot: string;
  /** DIST_DIR of the build (default dist/). */
  distDir?: string;
  delayMs?: number;
  log?: (line: string) => void;
  /** Tests replace the build itself. */
  run?: (stack: { apiUrl: string; anonKey: string }) => Promise<boolean>;
}): (stack: { apiUrl: string; anonKey: string }) => void {
  const log = opts.log ?? ((line) => console.log(`[build-hook] ${line}`));
  const run =
    opts.run ??
    ((stack) =>
      new Promise<boolean>((done) => {
        const child = spawn(
          process.execPath,
          [join(opts.projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts', '--local'],
          {
            cwd: opts.projectRoot,
            stdio: 'inherit',
            env: {
              ...process.env,
              ...(opts.distDir ? { DIST_DIR: opts.distDir } : {}),
              // The catalog comes from this stack, whatever port it listens on.
              CATALOG_SUPABASE_URL: stack.apiUrl,
              CATALOG_SUPABASE_ANON_KEY: stack.anonKey,
            },
          },
        );
        child.on('exit', (code) => done(code === 0));
        child.on('error', () => done(false));
      }));
  let timer: NodeJS.Timeout | undefined;
  let building = false;
  let again: { apiUrl: string; anonKey: string } | undefined;

  const build = async (stack: { apiUrl: string; anonKey: string }) => {
    building = true;
    log('rebuilding the site with the new catalog…');
    const ok = await run(stack);
    log(ok ? 'rebuilt.' : 'the rebuild failed (see above).');
    building = false;
    if (again) {
      const next = again;
      again = undefined;
      schedule(next);
    }
  };

  const schedule = (stack: { apiUrl: string; anonKey: string }) => {
    if (building) {
      again = stack;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => void build(stack), opts.delayMs ?? 1000);
    timer.unref();
  };
  return schedule;
}
