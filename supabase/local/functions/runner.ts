import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { BootError, DenoProcess, type LogStream } from './deno-process.ts';

export interface FunctionsRunnerOptions {
  /** Folder holding <name>/index.ts, as supabase/functions does. */
  functionsDir: string;
  projectRoot: string;
  /** SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, ...; wins over .env files. */
  env: Record<string, string>;
  /** From config.toml's [functions.<name>]; a function not listed verifies JWTs. */
  functionConfig: Record<string, { verifyJwt: boolean }>;
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
const SHARED_DIR = '_shared';
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

  function spawnWorker(name: string): Promise<Worker> {
    const deno = new DenoProcess({
      name,
      entryFile: join(opts.functionsDir, name, 'index.ts'),
      cwd: opts.projectRoot,
      configFile: existingFile(join(opts.functionsDir, 'deno.json')),
      env: functionEnv(opts),
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
          headers: { ...withoutHopByHop(req.headers), ...forwardedFor(req) },
        });
        upstream.on('response', (answer) => {
          // A function may answer (413, 401) before reading the whole body; the rest of it would
          // then block the next request on this keep-alive connection, so the connection closes.
          if (!req.complete) res.shouldKeepAlive = false;
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
        req.pipe(upstream);
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
        const authorization = req.headers.authorization;
        if (!authorization) return sendError(res, 401, { msg: 'Error: Missing authorization header' });
        const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
        if (!token || !(await opts.verifyJwt(token))) return sendError(res, 401, { msg: 'Invalid JWT' });
      }
      if (stopped) return sendError(res, 503, BOOT_ERROR);

      let worker: Worker;
      try {
        worker = await workerFor(name);
      } catch (error) {
        onLog(name, 'stderr', error instanceof Error ? error.message : String(error));
        return sendError(res, 503, BOOT_ERROR);
      }
      await proxy(worker, req, res, name, subpath);
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

/** What a function sees: the stack's values over .env.local over .env, and nothing of the parent's environment. */
function functionEnv(opts: FunctionsRunnerOptions): Record<string, string> {
  const fromFiles = ['.env', '.env.local'].map((file) => {
    const path = join(opts.projectRoot, file);
    return existsSync(path) ? parseEnv(readFileSync(path, 'utf8')) : {};
  });
  const runtime: Record<string, string> = {
    DENO_DIR: join(opts.projectRoot, 'node_modules', '.cache', 'deno'),
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PROMPT: '1',
    NO_COLOR: '1',
  };
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG']) {
    const value = process.env[key];
    if (value !== undefined) runtime[key] = value;
  }
  return Object.assign(runtime, ...fromFiles, opts.env) as Record<string, string>;
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
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
