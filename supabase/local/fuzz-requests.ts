import { request as httpRequest } from 'node:http';
import type { Agent } from 'node:http';
import { prng } from './fuzz-random.ts';
import type { Random } from './fuzz-random.ts';

/** One generated request: at least one part of it is broken. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Where the requests go, and how each is broken. */
export interface FuzzEndpoint {
  name: string;
  make(random: Random): FuzzRequest;
}

export interface FuzzAnswer {
  status: number;
  contentType: string | undefined;
  location: string | undefined;
  text: string;
}

/**
 * Sends `request` to `base` + its path over `agent` (keep-alive: a fresh connection per case would
 * dominate the run). A body goes framed by its length: Node sends a GET body unframed, which the
 * server would read as the next request.
 */
export function sendFuzzRequest(
  base: string,
  request: FuzzRequest,
  { agent, timeoutMs }: { agent: Agent; timeoutMs: number },
): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${request.path}`,
      {
        method: request.method,
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
        agent,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'],
            location: response.headers.location,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(
        new Error(`no answer within ${timeoutMs / 1000} s: ${request.method} ${request.path}`),
      ),
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * `cases` requests per endpoint (endpoint i drawn from seed `seed + i`, so a failure replays), sent
 * `concurrency` at a time; `problem` says what is wrong with an answer. The first 20 problems, and
 * how many requests each endpoint sent.
 */
export async function fuzzEndpoints(
  endpoints: readonly FuzzEndpoint[],
  options: {
    seed: number;
    cases: number;
    concurrency: number;
    send: (request: FuzzRequest) => Promise<FuzzAnswer>;
    problem: (request: FuzzRequest, answer: FuzzAnswer) => string | undefined;
  },
): Promise<{ failures: string[]; counts: Map<string, number> }> {
  const failures: string[] = [];
  const counts = new Map<string, number>();
  for (const [index, endpoint] of endpoints.entries()) {
    const random = prng(options.seed + index);
    const requests = Array.from({ length: options.cases }, () => endpoint.make(random));
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        const answer = await options.send(request);
        counts.set(endpoint.name, (counts.get(endpoint.name) ?? 0) + 1);
        const issue = options.problem(request, answer);
        if (issue && failures.length < 20)
          failures.push(
            `${endpoint.name}: ${request.method} ${request.path} ${request.body?.slice(0, 120) ?? ''} -> ${issue}`,
          );
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  }
  return { failures, counts };
}
