import { createServer } from 'node:http';

/** What the bench's stand-in for the geolocation service answers: a US visitor, like most of the shop's. */
export const BENCH_GEO_ANSWER = { country_code: 'US' };

/**
 * The region lookup (VITE_GEO_URL) answered locally. Offline, the real service fails and the page logs
 * 'Failed to detect location' — a console error no visitor sees — so the bench build points at this.
 */
export async function startGeoServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const body = JSON.stringify(BENCH_GEO_ANSWER);
  const server = createServer((request, response) => {
    response.writeHead(request.method === 'OPTIONS' ? 204 : 200, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'accept',
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    });
    response.end(request.method === 'OPTIONS' ? undefined : body);
  });
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  return {
    url: `http://127.0.0.1:${port}/json/`,
    stop: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}
