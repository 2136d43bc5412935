import { describe, expect, it } from 'vitest';
import { createPurgeKitFilesHandler } from './purge-kit-files-handler.ts';

const SERVICE_KEY = 'service-role-key';
const CRON_SECRET = 'c'.repeat(64);

/** The handler over a bucket holding `expired` old personalised files. */
function purger(expired: string[], cronSecret: string | undefined = CRON_SECRET) {
  const removed: string[] = [];
  const handler = createPurgeKitFilesHandler({
    store: {
      async expiredKitFiles(limit) {
        return expired.filter((path) => !removed.includes(path)).slice(0, limit);
      },
    },
    storage: {
      async remove(bucket, paths) {
        expect(bucket).toBe('kits');
        removed.push(...paths);
        return paths;
      },
    },
    serviceRoleKey: SERVICE_KEY,
    cronSecret,
  });
  const call = (headers: Record<string, string>, method = 'POST') =>
    handler(new Request('http://functions/purge-kit-files', { method, headers }));
  return { call, removed };
}

describe('purge-kit-files handler', () => {
  it('lets the scheduler in with the cron secret and removes every expired file', async () => {
    const expired = Array.from({ length: 1500 }, (_, i) => `orders/item-${i}/a.pdf`);
    const { call, removed } = purger(expired);
    const answer = await call({ 'X-Cron-Secret': CRON_SECRET });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ removed: 1500 });
    expect(removed).toHaveLength(1500);
  });

  it('refuses a wrong secret, a secret too short to be configured, and another method', async () => {
    const { call, removed } = purger(['orders/x/a.pdf'], 'short');
    expect((await call({ 'X-Cron-Secret': 'short' })).status).toBe(401);
    expect((await call({ 'X-Cron-Secret': CRON_SECRET })).status).toBe(401);
    expect((await call({ Authorization: `Bearer ${SERVICE_KEY}` }, 'GET')).status).toBe(405);
    expect(removed).toEqual([]);
    expect((await call({ Authorization: `Bearer ${SERVICE_KEY}` })).status).toBe(200);
    expect(removed).toEqual(['orders/x/a.pdf']);
  });
});
