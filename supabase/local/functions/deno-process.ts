import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Must match LISTENING_MARKER in deno-bootstrap.ts. */
const LISTENING_MARKER = '@@functions-runner-listening@@';
const BOOTSTRAP_FILE = fileURLToPath(new URL('./deno-bootstrap.ts', import.meta.url));
/** A first start may have to transpile supabase-js and friends from node_modules. */
const BOOT_TIMEOUT_MS = 30_000;
const KILL_GRACE_MS = 2_000;

export type LogStream = 'stdout' | 'stderr';

export interface DenoProcessOptions {
  name: string;
  entryFile: string;
  cwd: string;
  /** deno.json to use; undefined lets Deno discover the project's package.json. */
  configFile: string | undefined;
  /** The whole environment of the process: nothing is inherited. */
  env: Record<string, string>;
  /** What the function may do besides using the network: read these paths, read these variables. */
  permissions: { read: string[]; env: string[] };
  onLog(stream: LogStream, line: string): void;
}

/** The function could not start: it crashed while loading, or never called Deno.serve. */
export class BootError extends Error {}

let denoPath: string | undefined;

/** The binary the `deno` npm package installed (its bin.cjs wrapper would add a Node process in between). */
export function denoExecutable(): string {
  if (!denoPath) {
    const require = createRequire(import.meta.url);
    const installer = require('deno/install_api.cjs') as { runInstall(): string };
    denoPath = installer.runInstall();
  }
  return denoPath;
}

/** One Deno process serving one function on an ephemeral loopback port. */
export class DenoProcess {
  readonly ready: Promise<number>;
  readonly exited: Promise<void>;
  private readonly child: ChildProcess;
  private exitedFlag = false;

  constructor(opts: DenoProcessOptions) {
    const args = [
      'run',
      '--no-lock',
      '--no-remote',
      // Resolve npm: specifiers from the existing node_modules and never install anything.
      '--node-modules-dir=manual',
      '--allow-net',
      // An empty list would mean "all" to Deno, so a function declaring nothing gets no flag at all.
      ...(opts.permissions.env.length ? [`--allow-env=${opts.permissions.env.join(',')}`] : []),
      `--allow-read=${[BOOTSTRAP_FILE, ...opts.permissions.read].join(',')}`,
      ...(opts.configFile ? ['--config', opts.configFile] : []),
      BOOTSTRAP_FILE,
      pathToFileURL(opts.entryFile).href,
    ];
    // stdin stays an open pipe: the bootstrap exits when it closes, i.e. when this process dies.
    this.child = spawn(denoExecutable(), args, {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) => {
      this.child.once('exit', () => {
        this.exitedFlag = true;
        resolve();
      });
    });

    this.ready = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new BootError(`${opts.name} did not start listening within ${BOOT_TIMEOUT_MS / 1000} s`));
        this.kill();
      }, BOOT_TIMEOUT_MS);
      this.child.once('error', (error) => {
        clearTimeout(timer);
        reject(new BootError(`${opts.name} could not be spawned: ${error.message}`));
      });
      void this.exited.then(() => {
        clearTimeout(timer);
        reject(new BootError(`${opts.name} exited with code ${this.child.exitCode} before serving`));
      });

      createInterface({ input: this.child.stdout! }).on('line', (line) => {
        if (line.startsWith(LISTENING_MARKER)) {
          clearTimeout(timer);
          resolve(Number(line.slice(LISTENING_MARKER.length)));
        } else if (line !== '') {
          opts.onLog('stdout', line);
        }
      });
      createInterface({ input: this.child.stderr! }).on('line', (line) => opts.onLog('stderr', line));
    });
    // Callers that never await `ready` (a process stopped while booting) must not leave an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get hasExited(): boolean {
    return this.exitedFlag;
  }

  /** SIGTERM, then SIGKILL if the process lingers. */
  async kill(): Promise<void> {
    if (this.exitedFlag) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), KILL_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  /** For process 'exit' hooks, where nothing asynchronous runs any more. */
  killNow(): void {
    if (!this.exitedFlag) this.child.kill('SIGKILL');
  }
}
