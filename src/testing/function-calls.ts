import { vi } from 'vitest';

/** One call the browser made to an edge function, as the function would receive it. */
export type FunctionCall = {
  /** The function and its action, e.g. 'generate-clue' or 'admin-orders/print-file'. */
  name: string;
  method: string;
  body: unknown;
  /** The bearer token: a member's or the owner's access token, or the anon key. */
  token: string | undefined;
  apikey: string | null;
};

/**
 * Stands in for the edge functions in component tests: every fetch of /functions/v1/<name> is recorded
 * and answered with the next queued answer (an empty JSON object when none is queued). Anything else
 * fetched fails the test.
 */
export function stubFunctions() {
  const calls: FunctionCall[] = [];
  const answers: (() => Promise<Response>)[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const name = /\/functions\/v1\/(.+)$/.exec(url)?.[1];
    if (!name) throw new Error(`The test fetched ${url}, which is not an edge function.`);
    const headers = new Headers(init?.headers);
    calls.push({
      name,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      token: headers.get('Authorization')?.replace(/^Bearer /, ''),
      apikey: headers.get('apikey'),
    });
    const next = answers.shift();
    return next ? next() : new Response('{}', { status: 200 });
  });
  return {
    calls,
    fetchSpy,
    /** The next call is answered with `body` as JSON and `status`. */
    answer(body: unknown, status = 200) {
      answers.push(async () => new Response(JSON.stringify(body), { status }));
    },
    /** The next call is answered with a file (a PDF, a zip, a CSV) holding `content`. */
    answerFile(content: string, type: string) {
      answers.push(async () => new Response(content, { status: 200, headers: { 'Content-Type': type } }));
    },
    /** The next call gets no answer at all (offline). */
    fail() {
      answers.push(async () => Promise.reject(new TypeError('Failed to fetch')));
    },
    /** The next call waits until the test answers it with the function returned. */
    answerLater(): (body: unknown, status?: number) => void {
      let finish: (response: Response) => void = () => {};
      answers.push(() => new Promise<Response>((resolve) => (finish = resolve)));
      return (body, status = 200) => finish(new Response(JSON.stringify(body), { status }));
    },
  };
}
