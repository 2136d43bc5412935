import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { findRedirect, headersFor, parseHeaders, parseRedirects } from './static-host-rules.ts';

/**
 * npm run preview: serves DIST_DIR (default dist) on 127.0.0.1:PREVIEW_PORT (default 4173; 0 picks a
 * free port) the way the static host will, applying dist/_headers and dist/_redirects.
 */
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number.parseInt(process.env.PREVIEW_PORT ?? '4173', 10);

const readOptional = (file: string) => readFile(path.join(distDir, file), 'utf8').catch(() => '');
const headerRules = parseHeaders(await readOptional('_headers'));
const redirectRules = parseRedirects(await readOptional('_redirects'));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/** /path → /path, /path/index.html or /path.html, as the hosts resolve pretty URLs. */
async function resolveFile(pathname: string): Promise<string | undefined> {
  const base = path.join(distDir, pathname);
  if (!base.startsWith(distDir)) return undefined;
  // The rule files configure the host; they are not served.
  if (['/_headers', '/_redirects'].includes(pathname)) return undefined;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`])
    if (await isFile(candidate)) return candidate;
  return undefined;
}

// Static hosts compress text; so does the preview, or Lighthouse would judge transfer sizes no visitor sees.
const compressible = /\.(html|js|css|json|xml|txt|svg)$/;
const compressed = new Map<string, { body: Buffer; encoding: 'br' | 'gzip' }>();

function encode(file: string, body: Buffer, accepted: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!compressible.test(file)) return { body };
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return { body };
  const key = `${encoding}:${file}`;
  let entry = compressed.get(key);
  if (!entry) {
    const output =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 });
    entry = { body: output, encoding };
    compressed.set(key, entry);
  }
  return entry;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  requestPath: string,
) {
  const { body, encoding } = encode(file, await readFile(file), String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, {
    ...headersFor(headerRules, requestPath),
    'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    ...(compressible.test(file) ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://preview.local');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const file = await resolveFile(pathname);
    const rule = findRedirect(redirectRules, pathname, file !== undefined);

    if (rule && rule.status >= 300 && rule.status < 400) {
      res.writeHead(rule.status, { ...headersFor(headerRules, pathname), Location: rule.to });
      res.end();
      return;
    }
    if (rule) {
      const target = await resolveFile(rule.to);
      if (target) return send(req, res, target, rule.status, pathname);
    }
    if (file) return send(req, res, file, 200, pathname);
    const notFound = await resolveFile('/404.html');
    if (notFound) return send(req, res, notFound, 404, pathname);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  })().catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

server.listen(port, '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Serving ${path.relative(process.cwd(), distDir) || '.'} at http://127.0.0.1:${actual}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
