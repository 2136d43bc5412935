// Runs under Deno, not Node: the runner starts `deno run deno-bootstrap.ts <function entry URL>`.
// Functions are written as on Supabase (`Deno.serve(handler)` at module top level), so this module
// takes over Deno.serve before importing the function: it binds an ephemeral loopback port and tells
// the runner which one through a marker line on stdout.
export {};

interface ServeOptions {
  hostname?: string;
  port?: number;
  onListen?: (addr: { hostname: string; port: number }) => void;
  handler?: ServeHandler;
  [option: string]: unknown;
}
type ServeHandler = (request: Request, info: unknown) => Response | Promise<Response>;
type Serve = (optionsOrHandler: ServeOptions | ServeHandler, handler?: ServeHandler) => unknown;

declare const Deno: {
  args: string[];
  serve: Serve;
  stdin: { readable: ReadableStream<Uint8Array> };
  stdout: { writeSync(bytes: Uint8Array): number };
  exit(code?: number): never;
};

/** Must match LISTENING_MARKER in deno-process.ts. */
const LISTENING_MARKER = '@@functions-runner-listening@@';

const entry = Deno.args[0];
if (!entry) {
  console.error('deno-bootstrap: missing the function entry URL');
  Deno.exit(2);
}

// The runner keeps our stdin open for as long as it lives; end of stdin means it is gone (even
// after SIGKILL, when no exit hook of its own could run), so this process must not outlive it.
void (async () => {
  try {
    const reader = Deno.stdin.readable.getReader();
    // Nothing is ever sent; reading only waits for the end.
    while (!(await reader.read()).done);
  } finally {
    Deno.exit(0);
  }
})();

const platformServe = Deno.serve.bind(Deno) as Serve;
let serving = false;

Deno.serve = (optionsOrHandler, maybeHandler) => {
  const options: ServeOptions = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler =
    typeof optionsOrHandler === 'function' ? optionsOrHandler : (maybeHandler ?? options.handler);
  if (!handler) throw new TypeError('Deno.serve needs a handler');
  const announce = !serving;
  serving = true;
  return platformServe({
    ...options,
    handler,
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => {
      if (announce) Deno.stdout.writeSync(new TextEncoder().encode(`\n${LISTENING_MARKER} ${port}\n`));
    },
  });
};

const functionModule = (await import(entry)) as { default?: { fetch?: ServeHandler } };
// Newer Supabase functions may `export default { fetch }` instead of calling Deno.serve.
const defaultFetch = functionModule.default?.fetch;
if (!serving && typeof defaultFetch === 'function') Deno.serve(defaultFetch.bind(functionModule.default));
if (!serving) {
  console.error('The function neither called Deno.serve() nor exported default { fetch }.');
  Deno.exit(1);
}
