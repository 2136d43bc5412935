import type { IncomingMessage } from 'node:http';

/** The body was longer than the service accepts; each service answers it in its own error shape. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The client hung up or the socket failed before the body was complete. */
export class BodyReadError extends Error {
  constructor() {
    super('Request body could not be read');
    this.name = 'BodyReadError';
  }
}

/**
 * Reads the whole body as UTF-8, refusing it past `limit` bytes. An oversized body is still
 * drained (not kept), so the keep-alive connection stays usable for the client's next request.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8');
}

/** readBody's bytes, for a body that is passed on as it came (the functions runner). */
export function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) reject(new BodyTooLargeError(limit));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', () => reject(new BodyReadError()));
    // A client that hangs up mid-body never sends 'end'; settling here keeps nothing waiting.
    req.on('close', () => {
      if (!req.complete) reject(new BodyReadError());
    });
  });
}
