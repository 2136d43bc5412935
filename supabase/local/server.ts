import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RestHandler } from './rest/handler.ts';
import { FOREIGN_HOST_MESSAGE, isLoopbackHost } from './http/loopback-host.ts';
import { sendJson } from './http/send-json.ts';

/** What /auth/v1 is served by (the auth service's handle, see auth/index.ts). */
export interface AuthRoute {
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
}

export interface FunctionsRoute {
  handle(req: IncomingMessage, res: ServerResponse, name: string, subpath: string): Promise<void>;
}

/** What /storage/v1 is served by (storage/handler.ts). */
export interface StorageRoute {
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
}

export interface ApiServerDeps {
  rest: RestHandler;
  /** Undefined: /storage/v1 answers 501. */
  storage?: StorageRoute;
  /** Undefined while the auth service is not available: /auth/v1 then answers 501. */
  auth?: AuthRoute;
  /** Undefined when functions are disabled: /functions/v1 then answers 501. */
  functions?: FunctionsRoute;
  /** The project's anon and service-role keys: the only values Kong's key-auth lets through. */
  apiKeys: readonly string[];
  /** The static host's build hook played locally (BUILD_HOOK_URL of admin-catalog): asks for a rebuild. */
  buildHook?: () => void;
}

/** Where the local stack's build hook answers (a static host's is a secret URL; ours is loopback-only). */
export const LOCAL_BUILD_HOOK_PATH = '/_local/build-hook';

// Union of what GoTrue, PostgREST and the SDK's function template allow (wire contract §1, pitfall 8).
const ALLOW_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-client-info',
  'x-client-ip',
  'x-supabase-api-version',
  'x-retry-count',
  'x-region',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');
const EXPOSE_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Range-Unit',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
].join(', ');
const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Kong's key-auth answers, which hosted Supabase puts in front of /auth/v1 and /rest/v1. */
const NO_API_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
};
const INVALID_API_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};
/** Kong lets these through without a key: links in emails are opened by a plain browser. */
const KEYLESS_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize']);

function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  if (req.method === 'OPTIONS') {
    const requested = req.headers['access-control-request-headers'];
    res.setHeader(
      'Access-Control-Allow-Headers',
      requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS,
    );
    res.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
}

/** Kong matches the key against the project's keys: any other JWT, however well signed, is not a key. */
function apiKeyProblem(req: IncomingMessage, url: URL, apiKeys: readonly string[]): object | undefined {
  const headerKey = req.headers.apikey;
  const key = (Array.isArray(headerKey) ? headerKey[0] : headerKey) ?? url.searchParams.get('apikey');
  if (!key) return NO_API_KEY;
  return apiKeys.includes(key) ? undefined : INVALID_API_KEY;
}

/** Splits `/prefix/v1/rest/of/path` into the service and the path the service sees. */
type Service = 'rest' | 'auth' | 'functions' | 'storage';
function route(pathname: string): { service: Service; path: string } | undefined {
  const match = /^\/(rest|auth|functions|storage)\/v1(\/.*)?$/.exec(pathname);
  if (!match) return undefined;
  return { service: match[1] as Service, path: match[2] ?? '' };
}

/** The single API gateway at 127.0.0.1:<port>, dispatching like Kong does on hosted Supabase. */
export function createApiServer(deps: ApiServerDeps): Server {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!isLoopbackHost(req)) return sendJson(res, 403, { message: FOREIGN_HOST_MESSAGE });
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const target = route(url.pathname);
    // Kong's CORS plugin sits on the auth and REST services only: a function answers its own
    // preflight and sets its own headers, and one that does not fails in the browser as on hosted.
    if (target?.service !== 'functions') setCors(req, res);
    if (!target) {
      if (url.pathname === '/health') return sendJson(res, 200, { status: 'ok' });
      if (url.pathname === LOCAL_BUILD_HOOK_PATH && req.method === 'POST') {
        // As a static host's hook: accepted at once, the build runs afterwards.
        deps.buildHook?.();
        return sendJson(res, 202, { status: deps.buildHook ? 'queued' : 'no rebuild configured' });
      }
      return sendJson(res, 404, { message: 'no Route matched with those values' });
    }

    if (target.service === 'functions') {
      if (!deps.functions)
        return sendJson(res, 501, {
          code: 'NOT_IMPLEMENTED',
          message: 'Edge functions are disabled in this local stack',
        });
      const [, name = '', ...rest] = target.path.split('/');
      if (!name)
        return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return deps.functions.handle(req, res, name, rest.length ? `/${rest.join('/')}` : '');
    }

    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    // Kong checks no key in front of Storage: it verifies the bearer JWT itself, and a signed URL
    // is opened by a plain browser.
    if (target.service === 'storage') {
      if (!deps.storage) return sendJson(res, 501, { message: 'The local storage service is not available' });
      return deps.storage.handle(req, res, target.path, url);
    }
    const keyless = target.service === 'auth' && req.method === 'GET' && KEYLESS_AUTH_PATHS.has(target.path);
    if (!keyless) {
      const problem = apiKeyProblem(req, url, deps.apiKeys);
      if (problem) return sendJson(res, 401, problem);
    }
    if (target.service === 'rest') return deps.rest.handle(req, res, target.path, url);
    if (!deps.auth)
      return sendJson(res, 501, {
        code: 'not_implemented',
        message: 'The local auth service is not available',
      });
    return deps.auth.handle(req, res, target.path, url);
  };

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[api]', error);
      if (!res.headersSent)
        sendJson(res, 500, { message: 'Internal error in the local stack', details: String(error) });
      else res.destroy();
    });
  });
}
