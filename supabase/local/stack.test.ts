import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './stack.ts';
import type { RunningStack } from './stack.ts';
import { createMember, startTestStack } from './stack-testing.ts';

const run = promisify(execFile);
const onRealServer = Boolean(process.env.DATABASE_URL);

async function stackStatus(env: Record<string, string>): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'status'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('a running stack', () => {
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.stop());

  it('answers 401 on /functions/v1 without a JWT, with the platform’s body', async () => {
    const missing = await fetch(`${stack.apiUrl}/functions/v1/generate-clue`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const forged = await fetch(`${stack.apiUrl}/functions/v1/generate-clue`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' });
  });

  it('lists mail sent through its SMTP server on the mailbox API', async () => {
    const member = await createMember(stack);
    const transport = createTransport({
      host: '127.0.0.1',
      port: stack.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'test@example.com',
      to: member.email,
      subject: 'Hello from the stack test',
      text: 'Hi!',
    });
    const response = await fetch(`${stack.mailUrl}/api/messages`);
    expect(response.status).toBe(200);
    const messages = (await response.json()) as { id: string; to: string[]; subject: string }[];
    const message = messages.find((item) => item.subject === 'Hello from the stack test');
    expect(message?.to).toEqual([member.email]);
    expect(stack.mailbox.list().some((item) => item.id === message?.id)).toBe(true);
  });

  it('reports itself through `stack:status` with running: true, and running: false once nothing listens', async () => {
    const port = new URL(stack.apiUrl).port;
    const status = await stackStatus({ STACK_PORT: port });
    expect(status).toMatchObject({
      api_url: stack.apiUrl,
      anon_key: stack.anonKey,
      service_role_key: stack.serviceRoleKey,
      running: true,
    });
    expect(String(status.db)).toMatch(onRealServer ? /^postgres/ : /^pglite:/);
    const idle = await stackStatus({ STACK_PORT: '9' });
    expect(idle.running).toBe(false);
  });
});

describe('a stack on a data dir', () => {
  it('keeps rows across restarts and refuses a second stack on the same dir', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stack-test-'));
    try {
      const options = { dataDir, memory: false, functions: false };
      const first = await startTestStack(options);
      let memberId: string;
      try {
        memberId = (await createMember(first)).id;
        await expect(startTestStack(options)).rejects.toThrow(/is in use by another local stack/);
      } finally {
        await first.stop();
      }
      const second = await startTestStack(options);
      try {
        const { rows } = await second.db.query<{ n: number }>(
          'select count(*)::int as n from public.clues where user_id = $1',
          [memberId],
        );
        expect(rows[0]?.n).toBe(3);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
