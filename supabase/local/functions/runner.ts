import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { bearerToken } from '../http/bearer.ts';
import { BodyTooLargeError, readBodyBytes } from '../http/read-body.ts';
import { sendJson } from '../http/send-json.ts';
import { BootError, DenoProcess, type LogStream } from './deno-process.ts';

export interface FunctionsRunnerOptions {
  /** Folder holding <name>/index.ts, as supabase/functions does. */
  functionsDir: string;
  projectRoot: string;
  /** SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, ...; wins over the secrets file. */
  env: Record<string, string>;
  /** The functions' secrets, as `supabase secrets set` holds them on hosted; default <functionsDir>/.env. */
  secretsFile?: string;
  /** Local stand-ins for secrets a deployment must set (SHOP_EMAIL); the secrets file wins over them. */
  defaults?: Record<string, string>;
  /** From config.toml's [functions.<name>]; a function not listed verifies JWTs. */
  functionConfig: Record<string, { verifyJwt: boolean; staticDirs?: string[] }>;
  verifyJwt(token: string): Promise<boolean>;
  /** Dev only: restart a function when its folder or _shared changes. */
  watch?: boolean;
  /** Where the functions' console output goes; printed with a [functions:<name>] prefix by default. */
  onLog?(name: string, stream: LogStream, line: string): void;
}

export interface FunctionsRunner {
  /** `subpath` is what follows /functions/v1/<name> in the path ('' or '/…'). */
  handle(req: IncomingMessage, res: ServerResponse, name: string, subpath: string): Promise<void>;
  stop(): Promise<void>;
}

interface Worker {
  process: DenoProcess;
  /** Requests proxied and not finished yet; a stale worker is killed once this reaches 0. */
  active: number;
  stale: boolean;
}

const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SHARED_DIR = '_shared';
/** Next to each function's index.ts: `export const functionEnv = [...]`, the variables it may read. */
const ENV_MANIFEST = 'env.ts';
/** Far above any form or clue request; hosted functions have a cap of their own as well. */
export const MAX_FUNCTION_BODY_BYTES = 64 * 1024;
const WATCH_DEBOUNCE_MS = 100;
/** A stale worker still serving a long request is killed after this anyway. */
const STALE_GRACE_MS = 10_000;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

// The bodies and codes hosted Supabase answers with (docs: guides/functions/status-codes, error-codes).
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Requested function was not found' };
const BOOT_ERROR = { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' };
const WORKER_ERROR = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };
const TOO_LARGE = {
  code: 'REQUEST_TOO_LARGE',
  message: `Request body exceeds ${MAX_FUNCTION_BODY_BYTES} bytes`,
};

/**
 * Serves /functions/v1/<name> like the Supabase platform: one warm Deno process per function,
 * started on its first request, with the platform's JWT check in front and its error answers.
 */
export function createFunctionsRunner(opts: FunctionsRunnerOptions): FunctionsRunner {
  const workers = new Map<string, Worker>();
  const starting = new Map<string, Promise<Worker>>();
  const watchers = new Map<string, FSWatcher[]>();
  const everyProcess = new Set<DenoProcess>();
  const agent = new Agent({ keepAlive: true });
  const onLog =
    opts.onLog ??
    ((name: string, stream: LogStream, line: string) =>
      (stream === 'stderr' ? process.stderr : process.stdout).write(`[functions:${name}] ${line}\n`));
  let stopped = false;

  const killEverythingNow = () => everyProcess.forEach((child) => child.killNow());
  process.on('exit', killEverythingNow);

  async function spawnWorker(name: string): Promise<Worker> {
    const declared = await declaredEnv(opts.functionsDir, name);
    const configFile = existingFile(join(opts.functionsDir, 'deno.json'));
    const deno = new DenoProcess({
      name,
      entryFile: join(opts.functionsDir, name, 'index.ts'),
      cwd: opts.projectRoot,
      configFile,
      env: functionEnv(opts, declared),
      permissions: {
        env: declared,
        // Its own code, the shared code, the packages deno.json maps (node_modules), its config.
        read: [
          join(opts.functionsDir, name),
          join(opts.functionsDir, SHARED_DIR),
          // Its config.toml static_files (paths relative to supabase/, the functions folder's parent).
          ...(opts.functionConfig[name]?.staticDirs ?? []).map((dir) => join(opts.functionsDir, '..', dir)),
          join(opts.projectRoot, 'node_modules'),
          ...(configFile ? [configFile] : []),
        ],
      },
      onLog: (stream, line) => onLog(name, stream, line),
    });
    everyProcess.add(deno);
    const worker: Worker = { process: deno, active: 0, stale: false };
    void deno.exited.then(() => {
      everyProcess.delete(deno);
      // A crashed function is started again by the next request.
      if (workers.get(name) === worker) workers.delete(name);
    });
    if (opts.watch) watchFunction(name);
    return deno.ready.then(() => {
      if (stopped || deno.hasExited) throw new BootError(`${name} stopped while starting`);
      workers.set(name, worker);
      return worker;
    });
  }

  function workerFor(name: string): Promise<Worker> {
    const warm = workers.get(name);
    if (warm && !warm.stale && !warm.process.hasExited) return Promise.resolve(warm);
    // Requests arriving during a cold start share it.
    let pending = starting.get(name);
    if (!pending) {
      pending = spawnWorker(name).finally(() => starting.delete(name));
      starting.set(name, pending);
    }
    return pending;
  }

  function retire(worker: Worker) {
    worker.stale = true;
    if (worker.active === 0) void worker.process.kill();
    else setTimeout(() => void worker.process.kill(), STALE_GRACE_MS).unref();
  }

  function watchFunction(name: string) {
    if (watchers.has(name)) return;
    let timer: NodeJS.Timeout | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const worker = workers.get(name);
        if (!worker) return;
        workers.delete(name);
        onLog(name, 'stdout', 'source changed, restarting');
        retire(worker);
      }, WATCH_DEBOUNCE_MS);
    };
    const dirs = [join(opts.functionsDir, name), join(opts.functionsDir, SHARED_DIR)].filter((dir) =>
      existsSync(dir),
    );
    watchers.set(
      name,
      dirs.map((dir) =>
        // A deleted folder ends its watcher with an error; the function then simply 404s.
        watch(dir, { recursive: true }, restart).on('error', () => undefined),
      ),
    );
  }

  async function proxy(
    worker: Worker,
    req: IncomingMessage,
    res: ServerResponse,
    name: string,
    subpath: string,
    body: Buffer,
  ) {
    const port = await worker.process.ready;
    const query = (req.url ?? '').split('?')[1];
    worker.active += 1;
    try {
      await new Promise<void>((resolve) => {
        const upstream = httpRequest({
          host: '127.0.0.1',
          port,
          agent,
          method: req.method,
          // Inside a hosted function the path starts with /<name>, which routers rely on.
          path: `/${name}${subpath}${query === undefined ? '' : `?${query}`}`,
          headers: {
            ...withoutHopByHop(req.headers),
            ...forwardedFor(req),
            'content-length': String(body.length),
          },
        });
        upstream.on('response', (answer) => {
          res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        });
        upstream.on('error', (error) => {
          void failedRelay(worker, res, error).then(resolve);
        });
        res.on('close', () => {
          if (!res.writableFinished) upstream.destroy();
          resolve();
        });
        upstream.end(body);
      });
    } finally {
      worker.active -= 1;
      if (worker.stale && worker.active === 0) void worker.process.kill();
    }
  }

  async function failedRelay(worker: Worker, res: ServerResponse, error: Error) {
    // Headers already out (the function died mid-stream) or the caller left: nothing left to answer.
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return;
    }
    // A reset connection usually means the function took its process down; give the exit a moment to land.
    await Promise.race([worker.process.exited, delay(250)]);
    if (worker.process.hasExited) {
      sendError(res, 500, WORKER_ERROR);
    } else {
      // Only here is the relay itself at fault, so only here does supabase-js see a FunctionsRelayError.
      sendError(
        res,
        502,
        { code: 'RELAY_ERROR', message: `Relay to the function failed: ${error.message}` },
        {
          'x-relay-error': 'true',
        },
      );
    }
  }

  return {
    async handle(req, res, name, subpath) {
      if (!FUNCTION_NAME.test(name) || !existsSync(join(opts.functionsDir, name, 'index.ts'))) {
        return sendError(res, 404, NOT_FOUND);
      }
      // The platform checks the JWT before the function runs, but never on a CORS preflight.
      if (req.method !== 'OPTIONS' && (opts.functionConfig[name]?.verifyJwt ?? true)) {
        if (!req.headers.authorization)
          return sendError(res, 401, { msg: 'Error: Missing authorization header' });
        const token = bearerToken(req.headers.authorization);
        if (!token || !(await opts.verifyJwt(token))) return sendError(res, 401, { msg: 'Invalid JWT' });
      }
      if (stopped) return sendError(res, 503, BOOT_ERROR);

      let body: Buffer;
      try {
        body = await readBodyBytes(req, MAX_FUNCTION_BODY_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return sendError(res, 413, TOO_LARGE);
        // The caller hung up mid-body: nobody is left to answer.
        return void res.destroy();
      }

      let worker: Worker;
      try {
        worker = await workerFor(name);
      } catch (error) {
        onLog(name, 'stderr', error instanceof Error ? error.message : String(error));
        return sendError(res, 503, BOOT_ERROR);
      }
      await proxy(worker, req, res, name, subpath, body);
    },

    async stop() {
      stopped = true;
      watchers.forEach((list) => list.forEach((watcher) => watcher.close()));
      watchers.clear();
      await Promise.all([...everyProcess].map((child) => child.kill()));
      workers.clear();
      agent.destroy();
      process.off('exit', killEverythingNow);
    },
  };
}

/** The names a function declares in its env.ts; none when it has no manifest. */
async function declaredEnv(functionsDir: string, name: string): Promise<string[]> {
  const manifest = join(functionsDir, name, ENV_MANIFEST);
  if (!existsSync(manifest)) return [];
  const module = (await import(pathToFileURL(manifest).href)) as { functionEnv?: unknown };
  const names = module.functionEnv;
  if (!Array.isArray(names) || !names.every((entry) => typeof entry === 'string' && ENV_NAME.test(entry)))
    throw new BootError(`${manifest} must export functionEnv, a list of environment variable names`);
  return names as string[];
}

/**
 * What a function's process gets: Deno's own settings, then of the declared variables those the
 * stack, the secrets file (supabase/functions/.env, as the Supabase CLI reads it) or the local
 * defaults define, in that order. Nothing else: not the parent's environment, not the project's root .env.
 */
function functionEnv(opts: FunctionsRunnerOptions, declared: string[]): Record<string, string> {
  const secretsFile = opts.secretsFile ?? join(opts.functionsDir, '.env');
  const secrets = existsSync(secretsFile) ? parseEnv(readFileSync(secretsFile, 'utf8')) : {};
  const env: Record<string, string> = {
    DENO_DIR: join(opts.projectRoot, 'node_modules', '.cache', 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PROMPT: '1',
    NO_COLOR: '1',
  };
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  for (const key of declared) {
    const value = opts.env[key] ?? secrets[key] ?? opts.defaults?.[key];
    if (value !== undefined) env[key] = value;
  }
  return env;
}

/**
 * What Kong in front of hosted functions adds: X-Forwarded-For gets the peer appended, as every
 * proxy does (so its first entry is whatever the client sent), and X-Real-IP is set to the peer,
 * replacing any value the client sent. Rate limits trust only the latter.
 */
function forwardedFor(req: IncomingMessage): Record<string, string> {
  const peer = req.socket.remoteAddress ?? '';
  const sent = req.headers['x-forwarded-for'];
  const chain = [Array.isArray(sent) ? sent.join(', ') : sent, peer].filter(Boolean).join(', ');
  return { 'x-forwarded-for': chain, 'x-real-ip': peer };
}

function existingFile(path: string) {
  return existsSync(path) ? path : undefined;
}

function withoutHopByHop<T extends Record<string, string | string[] | number | undefined>>(headers: T) {
  const kept: Record<string, string | string[] | number> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(key.toLowerCase())) kept[key] = value;
  }
  return kept;
}

function sendError(
  res: ServerResponse,
  status: number,
  body: { code?: string; msg?: string; message?: string },
  headers: Record<string, string> = {},
) {
  if (!res.hasHeader('access-control-allow-origin')) res.setHeader('Access-Control-Allow-Origin', '*');
  // Hosted Supabase names its own failures in this header, so clients can tell them from a function's 5xx.
  if (body.code) res.setHeader('sb-error-code', body.code);
  sendJson(res, status, body, { 'Content-Type': 'application/json', ...headers });
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
