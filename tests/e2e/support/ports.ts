import { execFileSync } from 'node:child_process';

const PRINT_FREE_PORT = `
const server = require('node:net').createServer();
server.listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); });
`;

/**
 * Returns a port that was free a moment ago. Synchronous because the Playwright config is
 * evaluated synchronously; the result is stored in the environment by the caller so that
 * worker processes (which re-read the config) agree on it.
 */
export function pickFreePort(): number {
  return Number(execFileSync(process.execPath, ['-e', PRINT_FREE_PORT], { encoding: 'utf8' }));
}

/** Reads a port from the environment, choosing and exporting a free one when it is unset. */
export function portFromEnv(name: string): number {
  const current = process.env[name];
  if (current) return Number(current);
  const port = pickFreePort();
  process.env[name] = String(port);
  return port;
}
