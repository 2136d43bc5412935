import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createConfirmedMember } from '../create-user.ts';
import { openDatabase } from '../db/open-database.ts';
import { startTestStack } from '../stack-testing.ts';
import { HOOK_TIMEOUT_MS, testClient } from './test-harness.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Nothing listens on port 9 (discard) here, so the script takes its offline path. */
const NO_STACK = 'http://127.0.0.1:9';

describe('npm run stack:user', () => {
  it(
    'creates a confirmed member in the data dir when no stack runs, once',
    { timeout: HOOK_TIMEOUT_MS * 2 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'create-user-'));
      dirs.push(dataDir);
      const email = 'hand-tester@example.com';
      const first = await createConfirmedMember({
        email,
        password: 'try-it-by-hand',
        apiUrl: NO_STACK,
        dataDir,
      });
      expect(first).toMatchObject({ via: 'database', created: true });
      const second = await createConfirmedMember({
        email,
        password: 'try-it-by-hand',
        apiUrl: NO_STACK,
        dataDir,
      });
      expect(second).toEqual({ via: 'database', id: first.id, created: false });

      const db = await openDatabase({ dataDir });
      try {
        const { rows } = await db.query<{ confirmed: boolean }>(
          'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
          [email],
        );
        expect(rows).toEqual([{ confirmed: true }]);
      } finally {
        await db.close();
      }
    },
  );

  it(
    'goes through the admin API of a running stack, whose member can then sign in',
    { timeout: HOOK_TIMEOUT_MS * 2 },
    async () => {
      const stack = await startTestStack({ functions: false });
      try {
        const email = 'api-tester@example.com';
        const result = await createConfirmedMember({
          email,
          password: 'try-it-by-hand',
          apiUrl: stack.apiUrl,
        });
        expect(result).toMatchObject({ via: 'api', created: true });
        const { data, error } = await testClient(stack.apiUrl).auth.signInWithPassword({
          email,
          password: 'try-it-by-hand',
        });
        expect(error).toBeNull();
        expect(data.user?.id).toBe(result.id);
      } finally {
        await stack.stop();
      }
    },
  );
});
