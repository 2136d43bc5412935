import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../../local/stack.ts';
import { createMember, startTestStack } from '../../../local/stack-testing.ts';

// The purge-kit-files function under Deno against the local stack: personalised kit files (a child's
// name printed in them) older than their 30-day cache life leave Storage; nothing else does.
let stack: RunningStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  service = createClient(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
});
afterAll(async () => {
  await stack?.stop();
});

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7 ${text}`);

/** Stores a file in the kits bucket as built `daysAgo` days ago. */
async function storeBuilt(path: string, daysAgo: number): Promise<void> {
  const stored = await service.storage
    .from('kits')
    .upload(path, pdf(path), { contentType: 'application/pdf' });
  expect(stored.error).toBeNull();
  await stack.db.query(
    `update storage.objects set created_at = now() - make_interval(days => $2), updated_at = now() - make_interval(days => $2)
      where bucket_id = 'kits' and name = $1`,
    [path, daysAgo],
  );
}

const stored = async (path: string) => (await service.storage.from('kits').download(path)).error === null;

const purge = (headers: Record<string, string>) =>
  fetch(`${stack.apiUrl}/functions/v1/purge-kit-files`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: '{}',
  });

describe('purge-kit-files', () => {
  const old = `orders/${randomUUID()}/pirate-bunny/en/letter/color/v1-0123456789abcdef0123.pdf`;
  const young = `orders/${randomUUID()}/pirate-bunny/en/letter/color/v1-abcdef0123456789abcd.pdf`;
  const shared = [`pirate-bunny/en/letter/color/v1.pdf`, `pirate-bunny/fr/all/v1.zip`];

  beforeAll(async () => {
    await storeBuilt(old, 31);
    await storeBuilt(young, 29);
    for (const path of shared) await storeBuilt(path, 400);
  });

  it('refuses a visitor, a member and a wrong cron secret, and removes nothing', async () => {
    const member = await createMember(stack);
    const callers: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${stack.anonKey}` },
      { Authorization: `Bearer ${member.accessToken}` },
      { Authorization: `Bearer ${stack.anonKey}`, 'X-Cron-Secret': 'not-the-secret-not-the-secret-xx' },
    ];
    for (const headers of callers) {
      const refused = await purge(headers);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ error: 'Only the scheduler may purge kit files.' });
    }
    expect(await stored(old)).toBe(true);
  });

  it('removes a personalised file past its cache life, and its signed URL stops working; keeps the rest', async () => {
    const signed = (await service.storage.from('kits').createSignedUrl(old, 60)).data!.signedUrl;
    expect((await fetch(signed)).status).toBe(200);
    const ran = await purge({ Authorization: `Bearer ${stack.serviceRoleKey}` });
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual({ removed: 1 });
    expect(await stored(old)).toBe(false);
    expect((await fetch(signed)).status).toBe(400);
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'kits' and name = $1`,
      [old],
    );
    expect(rows[0]!.n).toBe(0);
    expect(await stored(young)).toBe(true);
    for (const path of shared) expect(await stored(path)).toBe(true);
    // A second run finds nothing more to remove.
    expect(await (await purge({ Authorization: `Bearer ${stack.serviceRoleKey}` })).json()).toEqual({
      removed: 0,
    });
  });
});
