import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { renderMessagePage, renderMessagesPage } from './pages.ts';
import { normaliseEmail } from '../http/email.ts';
import { listen } from '../http/listen.ts';
import { writeFileAtomically } from '../fs/write-file-atomically.ts';
import { FOREIGN_HOST_MESSAGE, isLoopbackHost } from '../http/loopback-host.ts';
import { sendJson as sendJsonResponse } from '../http/send-json.ts';

export interface MailMessage {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from?: string;
}

export interface MailboxOptions {
  host?: string;
  /** 0 = ephemeral. */
  httpPort: number;
  /** 0 = ephemeral. */
  smtpPort: number;
  /** Keeps messages across restarts when set; memory only otherwise. */
  storeFile?: string;
}

export interface RunningMailbox {
  httpUrl: string;
  smtpPort: number;
  /** Goes through the SMTP server, exactly like the stack's and the functions' mail. */
  sendMail(msg: OutgoingMail): Promise<void>;
  list(): MailMessage[];
  clear(): void;
  stop(): Promise<void>;
}

export const DEFAULT_SENDER = 'Adventure Clue Kits <no-reply@adventure-clue-kits.local>';

/** Local mail is only ever a few auth and contact emails; anything bigger is a bug worth seeing. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;
/** Oldest messages drop off so a long-running dev stack cannot grow without bound. */
const MAX_MESSAGES = 500;

/** Starts the SMTP server and its HTTP viewer, both bound to loopback. */
export async function startMailbox(opts: MailboxOptions): Promise<RunningMailbox> {
  const host = opts.host ?? '127.0.0.1';
  const messages: MailMessage[] = opts.storeFile ? loadMessages(opts.storeFile) : [];

  const persist = () => {
    if (opts.storeFile) writeFileAtomically(opts.storeFile, JSON.stringify(messages, null, 2));
  };
  const clear = () => {
    messages.length = 0;
    persist();
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if ((stream as typeof stream & { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
            return;
          }
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const headerTo = addresses(parsed.to);
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          messages.unshift({
            id: randomUUID(),
            to: headerTo.length > 0 ? headerTo : envelopeTo,
            from: displayAddress(parsed.from) ?? envelopeFrom,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: new Date().toISOString(),
          });
          messages.splice(MAX_MESSAGES);
          persist();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  smtp.on('error', (error) => console.error('[mailbox] SMTP error:', error.message));
  const smtpPort = await listen(smtp.server, opts.smtpPort, host);

  const http = createServer((req, res) => {
    try {
      route(req, res, messages, clear);
    } catch (error) {
      console.error('[mailbox] HTTP error:', error);
      if (!res.headersSent) sendJson(res, 500, { error: 'Mailbox error' });
      else res.destroy();
    }
  });
  const httpUrl = `http://${host}:${await listen(http, opts.httpPort, host)}`;

  const transport = createTransport({ host, port: smtpPort, secure: false, ignoreTLS: true });

  return {
    httpUrl,
    smtpPort,
    async sendMail(msg) {
      await transport.sendMail({
        from: msg.from ?? DEFAULT_SENDER,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
      });
    },
    list: () => [...messages],
    clear,
    async stop() {
      transport.close();
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

function route(req: IncomingMessage, res: ServerResponse, messages: MailMessage[], clear: () => void) {
  if (!isLoopbackHost(req)) return sendJson(res, 403, { error: FOREIGN_HOST_MESSAGE });
  const url = new URL(req.url ?? '/', 'http://mailbox.local');
  const toFilter = url.searchParams.get('to');
  const visible = () => (toFilter ? messages.filter((m) => sentTo(m, toFilter)) : messages);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const apiMessage = /^\/api\/messages\/([^/]+)$/.exec(path);
  const pageMessage = /^\/messages\/([^/]+)$/.exec(path);

  if (path === '/api/messages' && method === 'GET') return sendJson(res, 200, visible());
  if (path === '/api/messages' && method === 'DELETE') {
    clear();
    res.writeHead(204).end();
    return;
  }
  if (apiMessage && method === 'GET') {
    const message = findMessage(messages, apiMessage[1]);
    return message ? sendJson(res, 200, message) : sendJson(res, 404, { error: 'Message not found' });
  }
  if (path === '/' && method === 'GET') return sendHtml(res, 200, renderMessagesPage(visible(), toFilter));
  if (pageMessage && method === 'GET') {
    const message = findMessage(messages, pageMessage[1]);
    return message
      ? sendHtml(res, 200, renderMessagePage(message))
      : sendHtml(res, 404, renderMessagePage(undefined));
  }
  // A plain form can only POST, so the page's "Delete all" button lands here. Any site could post
  // such a form to us, so only our own page may: browsers always send Origin with a form POST.
  if (path === '/clear' && method === 'POST') {
    if (req.headers.origin !== `http://${req.headers.host}`)
      return sendJson(res, 403, { error: 'Messages can be deleted only from the mailbox page itself.' });
    clear();
    res.writeHead(303, { Location: '/' }).end();
    return;
  }
  sendJson(res, 404, { error: 'Not found' });
}

function findMessage(messages: MailMessage[], rawId: string | undefined) {
  const id = decodeURIComponent(rawId ?? '');
  return messages.find((m) => m.id === id);
}

function sentTo(message: MailMessage, address: string) {
  const wanted = normaliseEmail(address);
  return message.to.some((to) => normaliseEmail(to) === wanted);
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.flatMap((entry) => (entry.address ? [entry.address] : [])));
}

/** `Name <address>` without the quoting the header needs, as people write it. */
function displayAddress(field: AddressObject | undefined) {
  const first = field?.value[0];
  if (!first?.address) return field?.text;
  return first.name ? `${first.name} <${first.address}>` : first.address;
}

function loadMessages(file: string): MailMessage[] {
  if (!existsSync(file)) return [];
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(stored) ? (stored as MailMessage[]) : [];
  } catch {
    console.error(`[mailbox] ignoring unreadable store ${file}`);
    return [];
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  sendJsonResponse(res, status, body, { 'Cache-Control': 'no-store' });
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // Neither the viewer nor a rendered email may run script; the iframe sandbox says the same.
    'Content-Security-Policy': "script-src 'none'; object-src 'none'",
  });
  res.end(html);
}
