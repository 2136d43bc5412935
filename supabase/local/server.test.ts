import { request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './http/listen.ts';
import { sendJson } from './http/send-json.ts';
import { ANON_KEY, JWT_SECRET } from './keys.ts';
import { createApiServer } from './server.ts';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createApiServer({
    rest: { handle: async (_req, res) => sendJson(res, 200, [{ secret: 'row' }]) },
    jwtSecret: JWT_SECRET,
  });
  port = await listen(server, 0, '127.0.0.1');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function get(host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/rest/v1/kits', headers: { host, apikey: ANON_KEY } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('API gateway Host check (DNS rebinding)', () => {
  it('answers requests addressed to a loopback name on its own port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect(await get(host)).toEqual({ status: 200, body: '[{"secret":"row"}]' });
    }
  });

  it('refuses any other name or port without running the request', async () => {
    for (const host of [`rebind.attacker.example:${port}`, `127.0.0.1:${port + 1}`, '127.0.0.1']) {
      const answer = await get(host);
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('secret');
    }
  });
});
