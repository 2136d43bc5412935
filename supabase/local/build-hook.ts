import { spawn } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts a finished build in place as a static host's atomic deploy does: the new folder replaces the old
 * in one rename, and the old build's hashed assets are kept beside the new ones, so a page opened before
 * the rebuild still loads its lazy chunks (a changed catalog changes the bundles' hashes).
 */
export function publishBuild(next: string, distDir: string): void {
  if (existsSync(join(distDir, 'assets')))
    cpSync(join(distDir, 'assets'), join(next, 'assets'), { recursive: true, force: false });
  const old = `${distDir}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(distDir)) renameSync(distDir, old);
  renameSync(next, distDir);
  rmSync(old, { recursive: true, force: true });
}

/**
 * The local stand-in for a static host's build hook (ADR 051): each call asks for `npm run build:local`
 * into `distDir`, reading the catalog from this stack; calls within `delayMs` of each other, or while a
 * build runs, make one more build afterwards, never two at once. Each build is made beside `distDir` and
 * published whole (`publishBuild`), so the preview never serves half a build.
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
  const distDir = opts.distDir ?? join(opts.projectRoot, 'dist');
  const next = `${distDir}.next`;
  const run =
    opts.run ??
    ((stack) =>
      new Promise<boolean>((done) => {
        rmSync(next, { recursive: true, force: true });
        const child = spawn(
          process.execPath,
          [join(opts.projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts', '--local'],
          {
            cwd: opts.projectRoot,
            stdio: 'inherit',
            env: {
              ...process.env,
              DIST_DIR: next,
              // The catalog comes from this stack, whatever port it listens on.
              CATALOG_SUPABASE_URL: stack.apiUrl,
              CATALOG_SUPABASE_ANON_KEY: stack.anonKey,
            },
          },
        );
        child.on('exit', (code) => {
          if (code === 0) publishBuild(next, distDir);
          done(code === 0);
        });
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
