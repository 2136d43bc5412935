// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SENDER, startMailbox, type MailMessage, type RunningMailbox } from './mailbox.ts';

let mailbox: RunningMailbox;

beforeAll(async () => {
  mailbox = await startMailbox({ httpPort: 0, smtpPort: 0 });
});
afterAll(async () => {
  await mailbox.stop();
});
beforeEach(() => mailbox.clear());

const confirmation = {
  to: 'parent@example.com',
  subject: 'Confirm your signup',
  text: 'Follow this link to confirm: http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup',
  html: '<p><a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup">Confirm your mail</a></p>',
};

/** A raw request, so the Host and Origin headers can be what another site's page would send. */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function getMessages(query = ''): Promise<MailMessage[]> {
  const response = await fetch(`${mailbox.httpUrl}/api/messages${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MailMessage[];
}

describe('local mailbox', () => {
  it('stores what is sent through SMTP and serves it from the JSON API', async () => {
    await mailbox.sendMail(confirmation);

    const [message, ...rest] = await getMessages();
    expect(rest).toHaveLength(0);
    expect(message).toMatchObject({
      to: ['parent@example.com'],
      subject: 'Confirm your signup',
    });
    expect(message?.from).toBe(DEFAULT_SENDER);
    expect(message?.text).toContain('/auth/v1/verify?token=abc&type=signup');
    expect(message?.html).toContain('href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup"');
    expect(Number.isNaN(Date.parse(message?.date ?? ''))).toBe(false);

    const one = await fetch(`${mailbox.httpUrl}/api/messages/${message?.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(message);
    expect(mailbox.list()).toEqual([message]);
  });

  it('lists newest first and filters by recipient', async () => {
    await mailbox.sendMail({ ...confirmation, to: 'first@example.com', subject: 'First' });
    await mailbox.sendMail({ ...confirmation, to: 'Second@Example.com', subject: 'Second' });

    expect((await getMessages()).map((m) => m.subject)).toEqual(['Second', 'First']);
    expect((await getMessages('?to=second%40example.com')).map((m) => m.subject)).toEqual(['Second']);
    expect(await getMessages('?to=nobody%40example.com')).toEqual([]);
  });

  it('shows messages on a readable page with clickable links', async () => {
    await mailbox.sendMail({ ...confirmation, html: '' });
    const [message] = await getMessages();

    const inbox = await fetch(`${mailbox.httpUrl}/`);
    expect(inbox.headers.get('content-type')).toMatch(/^text\/html/);
    const inboxHtml = await inbox.text();
    expect(inboxHtml).toContain('Confirm your signup');
    expect(inboxHtml).toContain('parent@example.com');
    expect(inboxHtml).toContain(`href="/messages/${message?.id}"`);

    const page = await (await fetch(`${mailbox.httpUrl}/messages/${message?.id}`)).text();
    expect(page).toContain(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup" target="_blank" rel="noopener">',
    );
  });

  it('renders HTML mail inside a sandboxed frame whose links can open', async () => {
    await mailbox.sendMail({
      ...confirmation,
      html: '<p>Hi <script>alert(1)</script><a href="http://x.test/">go</a></p>',
    });
    const [message] = await getMessages();
    const page = await (await fetch(`${mailbox.httpUrl}/messages/${message?.id}`)).text();

    expect(page).toMatch(
      /<iframe title="Email content" sandbox="allow-popups allow-popups-to-escape-sandbox"/,
    );
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;base target=&quot;_blank&quot;&gt;');
  });

  it('clears through DELETE /api/messages', async () => {
    await mailbox.sendMail(confirmation);
    const response = await fetch(`${mailbox.httpUrl}/api/messages`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await getMessages()).toEqual([]);
    expect(await (await fetch(`${mailbox.httpUrl}/`)).text()).toContain('No messages yet');
  });

  it('answers every loopback name on its own port and refuses any other Host (DNS rebinding)', async () => {
    await mailbox.sendMail(confirmation);
    const port = new URL(mailbox.httpUrl).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await rawRequest(`${mailbox.httpUrl}/api/messages`, 'GET', { host })).status).toBe(200);
    }
    for (const host of [
      `attacker.example:${port}`,
      '127.0.0.1',
      `127.0.0.1:${Number(port) + 1}`,
      'localhost',
    ]) {
      const refused = await rawRequest(`${mailbox.httpUrl}/api/messages`, 'GET', { host });
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain('parent@example.com');
    }
  });

  it('deletes all messages only on a same-origin POST from its own page', async () => {
    await mailbox.sendMail(confirmation);
    const host = new URL(mailbox.httpUrl).host;
    const fromElsewhere = await rawRequest(`${mailbox.httpUrl}/clear`, 'POST', {
      host,
      origin: 'http://attacker.example',
    });
    expect(fromElsewhere.status).toBe(403);
    const withoutOrigin = await rawRequest(`${mailbox.httpUrl}/clear`, 'POST', { host });
    expect(withoutOrigin.status).toBe(403);
    expect(await getMessages()).toHaveLength(1);

    const fromOwnPage = await rawRequest(`${mailbox.httpUrl}/clear`, 'POST', {
      host,
      origin: `http://${host}`,
    });
    expect(fromOwnPage.status).toBe(303);
    expect(await getMessages()).toEqual([]);
  });

  it('refuses a message over the size limit and keeps nothing of it', async () => {
    await expect(mailbox.sendMail({ ...confirmation, text: 'x'.repeat(6 * 1024 * 1024) })).rejects.toThrow(
      /552/,
    );
    expect(await getMessages()).toEqual([]);
  });

  it('answers 404 for an unknown message', async () => {
    const api = await fetch(`${mailbox.httpUrl}/api/messages/does-not-exist`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Message not found' });
    expect((await fetch(`${mailbox.httpUrl}/messages/does-not-exist`)).status).toBe(404);
  });

  it('speaks SMTP on the reported port, bound to loopback', async () => {
    expect(new URL(mailbox.httpUrl).hostname).toBe('127.0.0.1');
    const greeting = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ host: '127.0.0.1', port: mailbox.smtpPort }, () => undefined);
      socket.once('data', (chunk) => {
        resolve(chunk.toString());
        socket.end();
      });
      socket.once('error', reject);
    });
    expect(greeting).toMatch(/^220 /);
  });

  it('keeps messages across restarts when given a store file', async () => {
    const storeFile = join(mkdtempSync(join(tmpdir(), 'mailbox-')), 'messages.json');
    const first = await startMailbox({ httpPort: 0, smtpPort: 0, storeFile });
    await first.sendMail(confirmation);
    await first.stop();

    const second = await startMailbox({ httpPort: 0, smtpPort: 0, storeFile });
    try {
      expect(second.list().map((m) => m.subject)).toEqual(['Confirm your signup']);
    } finally {
      await second.stop();
    }
  });

  it('replaces its store file atomically: a new file each time, never the old one rewritten in place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mailbox-'));
    const storeFile = join(dir, 'messages.json');
    const box = await startMailbox({ httpPort: 0, smtpPort: 0, storeFile });
    try {
      await box.sendMail({ ...confirmation, subject: 'One' });
      const first = statSync(storeFile).ino;
      await box.sendMail({ ...confirmation, subject: 'Two' });
      // Rewriting in place keeps the inode, so a crash mid-write could leave half a file; rename cannot.
      expect(statSync(storeFile).ino).not.toBe(first);
      expect((JSON.parse(readFileSync(storeFile, 'utf8')) as MailMessage[]).map((m) => m.subject)).toEqual([
        'Two',
        'One',
      ]);
      expect(readdirSync(dir)).toEqual(['messages.json']);
    } finally {
      await box.stop();
    }
  });
});
