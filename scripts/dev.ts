import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DataDirLockedError } from '../supabase/local/db/lock.ts';
import { PROJECT_ROOT, startStack } from '../supabase/local/stack.ts';

/**
 * `npm run dev`: the local stack in this process, then Vite as a child pointed at it.
 * Either one ending (or Ctrl-C) stops both, so no stack or Vite is left behind.
 */
async function main(): Promise<void> {
  const stack = await startStack({ watchFunctions: true });
  console.log(`Local stack: API ${stack.apiUrl} · mailbox ${stack.mailUrl} · ${stack.dbDescription}`);

  const vite = spawn(join(PROJECT_ROOT, 'node_modules/.bin/vite'), process.argv.slice(2), {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      // An explicit VITE_SUPABASE_URL means a hosted project was chosen on purpose.
      VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || stack.apiUrl,
      VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_URL
        ? (process.env.VITE_SUPABASE_ANON_KEY ?? '')
        : stack.anonKey,
    },
  });

  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (vite.exitCode === null && vite.signalCode === null) vite.kill('SIGTERM');
    await stack.stop();
    process.exit(code);
  };
  vite.on('exit', (code) => void stopAll(code ?? 0));
  vite.on('error', (error) => {
    console.error('Could not start Vite:', error);
    void stopAll(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
