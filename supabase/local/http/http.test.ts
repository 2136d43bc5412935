import { createServer, request, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { bearerToken } from './bearer.ts';
import { isValidEmail, normaliseEmail } from './email.ts';
import { listen } from './listen.ts';
import { BodyTooLargeError, readBody } from './read-body.ts';
import { sendJson } from './send-json.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server that answers with what readBody made of the request body. */
async function echoServer(limit: number) {
  server = createServer((req, res) => {
    readBody(req, limit).then(
      (text) => sendJson(res, 200, { text }),
      (error: unknown) =>
        sendJson(res, error instanceof BodyTooLargeError ? 413 : 400, { error: String(error) }),
    );
  });
  const port = await listen(server, 0, '127.0.0.1');
  return `http://127.0.0.1:${port}`;
}

describe('readBody', () => {
  it('returns the body as UTF-8 text', async () => {
    const url = await echoServer(16);
    const response = await fetch(url, { method: 'POST', body: 'héllo' });
    expect(await response.json()).toEqual({ text: 'héllo' });
  });

  it('refuses a body one byte over the limit and keeps the connection usable', async () => {
    const url = await echoServer(16);
    const tooLarge = await fetch(url, { method: 'POST', body: 'x'.repeat(17) });
    expect(tooLarge.status).toBe(413);
    const next = await fetch(url, { method: 'POST', body: 'x'.repeat(16) });
    expect(next.status).toBe(200);
  });

  it('refuses a chunked body that grows past the limit (no content-length to trust)', async () => {
    const url = new URL(await echoServer(1024));
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 8; i += 1) req.write('y'.repeat(200));
      req.end();
    });
    expect(status).toBe(413);
  });
});

describe('sendJson', () => {
  it('serialises objects, passes strings through and lets headers override', async () => {
    server = createServer((req, res) => {
      if (req.url === '/object') sendJson(res, 201, { a: 1 });
      else sendJson(res, 200, '[1,2]', { 'Content-Type': 'application/vnd.pgrst.object+json' });
    });
    const base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    const object = await fetch(`${base}/object`);
    expect(object.status).toBe(201);
    expect(object.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await object.text()).toBe('{"a":1}');
    const text = await fetch(`${base}/text`);
    expect(text.headers.get('content-type')).toBe('application/vnd.pgrst.object+json');
    expect(await text.text()).toBe('[1,2]');
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken(['Bearer a', 'Bearer b'])).toBeUndefined();
  });
});

describe('email checks', () => {
  it('accepts ordinary addresses and refuses malformed or over-long ones', () => {
    expect(isValidEmail('parent@example.com')).toBe(true);
    expect(isValidEmail('  first.last+kits@mail.example.ca ')).toBe(true);
    expect(isValidEmail('no-at-sign.example.com')).toBe(false);
    expect(isValidEmail('two@@example.com')).toBe(false);
    expect(isValidEmail('space in@example.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });

  it('normalises case and surrounding spaces', () => {
    expect(normaliseEmail('  Parent@Example.COM ')).toBe('parent@example.com');
  });
});
