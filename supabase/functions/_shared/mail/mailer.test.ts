// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type RunningMailbox } from '../../../local/mail/mailbox.ts';
import { DEFAULT_MAIL_FROM, mailerFromEnv } from './mailer-from-env.ts';
import { MailerError } from './mailer.ts';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A stand-in for api.resend.com: records each request and answers with the next queued reply. */
let fake: Server;
let fakeUrl: string;
const received: Received[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: { id: 'email-1' } };

beforeAll(async () => {
  fake = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(text) as unknown,
      });
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
afterEach(() => {
  received.length = 0;
  reply = { status: 200, body: { id: 'email-1' } };
});

const email = {
  to: 'shop@example.com',
  subject: 'New contact message from Bo',
  text: 'Name: Bo\n\nHello',
  html: '<p>Hello</p>',
  replyTo: 'bo@example.com',
};

describe('Resend mailer (MAIL_PROVIDER=resend)', () => {
  it('posts the email to /emails with the API key as a bearer token', async () => {
    const mailer = mailerFromEnv(
      { MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_test_key', MAIL_FROM: 'Shop <orders@shop.example>' },
      fakeUrl,
    );
    await mailer.send(email);
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/emails',
        authorization: 'Bearer re_test_key',
        contentType: 'application/json',
        body: {
          from: 'Shop <orders@shop.example>',
          to: ['shop@example.com'],
          subject: 'New contact message from Bo',
          text: 'Name: Bo\n\nHello',
          html: '<p>Hello</p>',
          reply_to: 'bo@example.com',
        },
      },
    ]);
  });

  it('sends text-only mail to several recipients without empty fields', async () => {
    const mailer = mailerFromEnv({ MAIL_PROVIDER: 'resend', RESEND_API_KEY: 'k' }, fakeUrl);
    await mailer.send({ to: ['a@example.com', 'b@example.com'], subject: 'Hi', text: 'Hi' });
    expect(received[0]?.body).toEqual({
      from: DEFAULT_MAIL_FROM,
      to: ['a@example.com', 'b@example.com'],
      subject: 'Hi',
      text: 'Hi',
    });
  });

  it('rejects with the status and Resend’s explanation when the email is refused', async () => {
    reply = { status: 422, body: { name: 'validation_error', message: 'The from domain is not verified.' } };
    const mailer = mailerFromEnv({ MAIL_PROVIDER: 'resend', RESEND_API_KEY: 'secret-key' }, fakeUrl);
    const failure = mailer.send(email);
    await expect(failure).rejects.toThrow(MailerError);
    await expect(failure).rejects.toThrow(/422.*The from domain is not verified/);
    await expect(failure).rejects.not.toThrow(/secret-key/);
  });

  it('refuses to start without an API key', () => {
    expect(() => mailerFromEnv({ MAIL_PROVIDER: 'resend' })).toThrow(
      'MAIL_PROVIDER=resend needs RESEND_API_KEY.',
    );
  });
});

describe('SMTP mailer (the default, for the local mailbox)', () => {
  let mailbox: RunningMailbox;
  beforeAll(async () => {
    mailbox = await startMailbox({ httpPort: 0, smtpPort: 0 });
  });
  afterAll(() => mailbox.stop());

  it('delivers through SMTP when MAIL_PROVIDER is unset, and never calls Resend', async () => {
    const mailer = mailerFromEnv({
      RESEND_API_KEY: 'set-but-not-chosen',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mailbox.smtpPort),
    });
    await mailer.send(email);
    expect(mailbox.list()).toMatchObject([
      { to: ['shop@example.com'], from: DEFAULT_MAIL_FROM, subject: 'New contact message from Bo' },
    ]);
    expect(received).toEqual([]);
  });

  it('refuses an unknown provider or a bad port at start', () => {
    expect(() => mailerFromEnv({ MAIL_PROVIDER: 'sendmail' })).toThrow(/must be "resend" or "smtp"/);
    expect(() => mailerFromEnv({ SMTP_PORT: 'twenty-five' })).toThrow(/SMTP_PORT must be a port number/);
  });
});
