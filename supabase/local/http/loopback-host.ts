import type { IncomingMessage } from 'node:http';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * True when the request names, in its Host header, a loopback address and the port this server
 * listens on. A page on another site that points its own DNS name at 127.0.0.1 (DNS rebinding)
 * sends its own name as Host, so it is refused before it can read anything.
 */
export function isLoopbackHost(req: IncomingMessage): boolean {
  const host = req.headers.host?.toLowerCase();
  const port = req.socket.localPort;
  return host !== undefined && LOOPBACK_NAMES.some((name) => host === `${name}:${port}`);
}

/** What a refused Host is told: enough for a developer who typed another name to see why. */
export const FOREIGN_HOST_MESSAGE =
  'This local server answers only requests addressed to 127.0.0.1, localhost or [::1] on its own port.';
