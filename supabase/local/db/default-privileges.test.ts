import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../stack.ts';
import { openDatabase, prepareDatabase } from './open-database.ts';

// The bootstrap runs on every start; hosted's default grants must not come back after our
// migration revoked EXECUTE on new functions (docs/decisions/015-writes-through-functions.md).
it('keeps new functions unexecutable for the API roles across restarts', async () => {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  try {
    const paths = { migrationsDir: join(PROJECT_ROOT, 'supabase/migrations') };
    await prepareDatabase(db, paths);
    await prepareDatabase(db, paths); // a second start on the same database
    const { rows } = await db.transaction(async (tx) => {
      await tx.exec('create function public.restart_probe() returns integer language sql as $$ select 1 $$');
      const result = await tx.query<{ anon: boolean; member: boolean }>(
        `select has_function_privilege('anon', 'public.restart_probe()', 'execute') as anon,
                has_function_privilege('authenticated', 'public.restart_probe()', 'execute') as member`,
      );
      await tx.exec('drop function public.restart_probe()');
      return result;
    });
    expect(rows).toEqual([{ anon: false, member: false }]);
  } finally {
    await db.close();
  }
});
