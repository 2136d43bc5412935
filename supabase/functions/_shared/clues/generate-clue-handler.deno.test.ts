// Runs under Deno (npm run test:deno): the handler, zod, obscenity and the providers as the edge runtime loads them.
import { seededRandom } from './engine/random.ts';
import { httpText } from '../http/i18n/catalog.ts';
import { clueText } from './i18n/catalog.ts';
import { builtInClueProvider, type ClueProvider, llmClueProvider } from './clue-providers.ts';
import type { ClueRecord, MemberClueStore, NewClue, QuotaClaim } from './clue-store.ts';
import { createGenerateClueHandler } from './generate-clue-handler.ts';
import { spyClueProvider } from './spy-clue-llm.ts';

/** Just enough assertions; std/assert would be a jsr: download, which this offline project avoids. */
const assert = {
  equal(actual: unknown, expected: unknown, message?: string) {
    if (!Object.is(actual, expected))
      throw new Error(message ?? `Expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  },
  deepEqual(actual: unknown, expected: unknown) {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(`Expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
  },
  match(actual: string, pattern: RegExp) {
    if (!pattern.test(actual)) throw new Error(`Expected ${JSON.stringify(actual)} to match ${pattern}`);
  },
  ok(value: unknown, message = 'Expected a truthy value') {
    if (!value) throw new Error(message);
  },
};

const memberToken = 'member-token';

/** An in-memory store: knows one member token, counts claims against the quota, keeps saved clues. */
function fakeStore(claims: QuotaClaim[] = []) {
  const saved: ClueRecord[] = [];
  const checkedTokens: string[] = [];
  const store: MemberClueStore = {
    currentMember: (token) => {
      checkedTokens.push(token);
      return Promise.resolve(token === memberToken ? { id: 'member-1' } : null);
    },
    claimGenerations: () => Promise.resolve(claims.shift() ?? { allowed: true }),
    saveClue: (memberId: string, clue: NewClue) => {
      const record = {
        id: crypto.randomUUID(),
        user_id: memberId,
        created_at: new Date().toISOString(),
        ...clue,
      };
      saved.push(record);
      return Promise.resolve(record);
    },
  };
  return { store, saved, checkedTokens };
}

function handlerWith(opts: { claims?: QuotaClaim[]; providers?: ClueProvider[] } = {}) {
  const store = fakeStore(opts.claims);
  const logs: string[] = [];
  const handler = createGenerateClueHandler({
    store: store.store,
    providers: opts.providers ?? [builtInClueProvider(() => seededRandom(3))],
    quota: { perMinute: 30, perDay: 300 },
    log: (message) => logs.push(message),
  });
  return { handler, store, logs };
}

const url = 'http://localhost/functions/v1/generate-clue';
const post = (body: unknown, token: string | null = memberToken) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const valid = { theme: 'adventure', difficulty: 'medium', location: 'under the slide' };

async function expectJsonError(response: Response, status: number, error: string | RegExp) {
  assert.equal(response.status, status);
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), '*');
  assert.match(response.headers.get('Content-Type') ?? '', /^application\/json/);
  const body = (await response.json()) as { error: string };
  if (typeof error === 'string') assert.equal(body.error, error);
  else assert.match(body.error, error);
}

Deno.test('OPTIONS answers the preflight with the SDK CORS headers', async () => {
  const { handler } = handlerWith();
  const response = await handler(new Request(url, { method: 'OPTIONS' }));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), '*');
  assert.match(
    response.headers.get('Access-Control-Allow-Headers') ?? '',
    /authorization, x-client-info, apikey, content-type/,
  );
  assert.match(response.headers.get('Access-Control-Allow-Methods') ?? '', /POST/);
  await response.body?.cancel();
});

Deno.test('other methods get 405 JSON', async () => {
  const { handler } = handlerWith();
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const response = await handler(
      new Request(url, { method, headers: { Authorization: `Bearer ${memberToken}` } }),
    );
    assert.equal(response.headers.get('Allow'), 'POST, OPTIONS');
    await expectJsonError(response, 405, httpText('en', 'http.postOnly'));
  }
});

Deno.test('no session or a token that is not a member gives 401 JSON', async () => {
  const { handler, store } = handlerWith();
  await expectJsonError(await handler(post(valid, null)), 401, clueText('en', 'clues.clue.signIn'));
  await expectJsonError(
    await handler(post(valid, 'anon-or-expired')),
    401,
    clueText('en', 'clues.clue.signIn'),
  );
  assert.equal(store.saved.length, 0);
});

Deno.test(
  'a French page gets French, spaced the French way, from the catalogs as Deno loads them',
  async () => {
    const { handler } = handlerWith();
    const french = (body: unknown, token: string | null = memberToken) => {
      const request = post(body, token);
      request.headers.set('Accept-Language', 'fr-CA,fr;q=0.9');
      return request;
    };
    await expectJsonError(
      await handler(french(valid, null)),
      401,
      'Veuillez vous connecter pour créer des indices.',
    );
    await expectJsonError(
      await handler(french({ ...valid, location: '' })),
      400,
      'Veuillez décrire l’endroit où vous voulez cacher l’indice.',
    );
    const get = new Request(url, { headers: { 'Accept-Language': 'fr-CA' } });
    await expectJsonError(await handler(get), 405, 'Méthode non permise\u00A0: envoyez une requête POST.');
  },
);

Deno.test('every invalid body gets 400 JSON with a clear message', async () => {
  const { handler, store } = handlerWith();
  await expectJsonError(await handler(post('{not json')), 400, httpText('en', 'http.invalidJson'));
  await expectJsonError(await handler(post({ ...valid, theme: 'pirates' })), 400, /^Theme must be one of/);
  await expectJsonError(
    await handler(post({ ...valid, difficulty: undefined })),
    400,
    'Please choose a difficulty.',
  );
  await expectJsonError(
    await handler(post({ ...valid, location: ' ' })),
    400,
    /^Please describe where you want to hide the clue/,
  );
  await expectJsonError(
    await handler(post({ ...valid, location: 'x'.repeat(301) })),
    400,
    /under 300 characters/,
  );
  await expectJsonError(
    await handler(post({ ...valid, location: 'behind the shitty box' })),
    400,
    clueText('en', 'clues.clue.unsafeLocation'),
  );
  await expectJsonError(
    await handler(post({ ...valid, location: 'see www.example.com' })),
    400,
    clueText('en', 'clues.clue.unsafeLocation'),
  );
  await expectJsonError(
    await handler(post({ ...valid, childName: 'Maya <script>' })),
    400,
    "Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes.",
  );
  await expectJsonError(
    await handler(post({ ...valid, childName: 'Shithead' })),
    400,
    clueText('en', 'clues.clue.unsafeChildName'),
  );
  await expectJsonError(
    await handler(post({ ...valid, ageBand: '2-4' })),
    400,
    'Age band must be one of: 3-6, 6-8, 8-14.',
  );
  assert.equal(store.saved.length, 0);
});

Deno.test('the age band and the child’s name shape the clue; only the spec’s fields are stored', async () => {
  const { handler, store } = handlerWith();
  const response = await handler(
    post({
      ...valid,
      difficulty: 'easy',
      location: 'inside the fridge door',
      ageBand: '3-6',
      childName: 'Maya',
    }),
  );
  assert.equal(response.status, 200);
  const body = (await response.json()) as { clue: string; record: ClueRecord; source: string };
  assert.match(body.clue, /^(.* )?Maya, .*fridge door.*inside it!$/s);
  assert.equal(body.clue.includes('front door'), false);
  assert.ok(body.clue.split(/\s+/).length <= 20, body.clue);
  assert.equal(body.source, 'built-in');
  assert.deepEqual(Object.keys(store.saved[0] ?? {}).sort(), Object.keys(body.record).sort());
  assert.equal(body.record.location, 'inside the fridge door');
});

Deno.test('over quota gives 429 with a message the UI can show and Retry-After', async () => {
  const { handler, store } = handlerWith({
    claims: [{ allowed: false, limit: 'minute', retryAfterSeconds: 12 }],
  });
  const response = await handler(post(valid));
  assert.equal(response.headers.get('Retry-After'), '12');
  await expectJsonError(
    response,
    429,
    'You have reached the limit of 30 clues a minute. Please try again in 12 seconds.',
  );
  assert.equal(store.saved.length, 0);
});

Deno.test('a valid request returns the clue and the stored record, saved as the caller', async () => {
  const { handler, store } = handlerWith();
  const response = await handler(post({ ...valid, location: '  under the slide ' }));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), '*');
  const body = (await response.json()) as { clue: string; record: ClueRecord };
  assert.equal(body.record.text, body.clue);
  assert.deepEqual(
    { theme: body.record.theme, difficulty: body.record.difficulty, location: body.record.location },
    { theme: 'adventure', difficulty: 'medium', location: 'under the slide' },
  );
  assert.match(body.clue, /slide/);
  assert.deepEqual(store.saved, [body.record]);
  assert.deepEqual(store.checkedTokens, [memberToken]);
});

Deno.test('when every provider fails the member gets the generation-failed message', async () => {
  const broken: ClueProvider = { name: 'broken', generate: () => Promise.reject(new Error('down')) };
  const { handler, store } = handlerWith({ providers: [broken] });
  await expectJsonError(await handler(post(valid)), 500, clueText('en', 'clues.clue.generationFailed'));
  assert.equal(store.saved.length, 0);
});

Deno.test(
  'an LLM answer is used when good, and the built-in one when the LLM is unsafe or slow',
  async () => {
    let reply: () => Promise<Response> = () => Promise.resolve(Response.json({}));
    const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, () => reply());
    const baseUrl = `http://127.0.0.1:${server.addr.port}/v1`;
    const chat = (content: string) => () =>
      Promise.resolve(Response.json({ choices: [{ message: { content } }] }));
    try {
      const providers = [
        llmClueProvider({ baseUrl, apiKey: 'k', model: 'm', timeoutMs: 150 }),
        builtInClueProvider(() => seededRandom(3)),
      ];
      const { handler } = handlerWith({ providers });
      const builtIn = await builtInClueProvider(() => seededRandom(3)).generate(
        { theme: 'adventure', difficulty: 'medium', location: 'under the slide' },
        new AbortController().signal,
      );

      // The couplet is judged by the CMU dictionary, loaded in Deno from node_modules.
      reply = chat('Climb the ladder, then zoom down the ride,\nYour clue is waiting under the slide!');
      const good = (await (await handler(post(valid))).json()) as { clue: string; source: string };
      assert.equal(
        good.clue,
        'Climb the ladder, then zoom down the ride,\nYour clue is waiting under the slide!\nLook under it!',
      );
      assert.equal(good.source, 'llm');

      reply = chat('Look under the slide, you little shit!');
      const unsafe = (await (await handler(post(valid))).json()) as { clue: string; source: string };
      assert.equal(unsafe.clue, builtIn);
      assert.equal(unsafe.source, 'built-in');

      reply = () => new Promise((resolve) => setTimeout(() => resolve(Response.json({})), 600));
      const started = Date.now();
      assert.equal(((await (await handler(post(valid))).json()) as { clue: string }).clue, builtIn);
      assert.ok(Date.now() - started < 550);
      await new Promise((resolve) => setTimeout(resolve, 650));
    } finally {
      await server.shutdown();
    }
  },
);

Deno.test(
  'the child’s name never reaches the clue provider or the log, and the stored clue has it back',
  async () => {
    // A spy provider: every body sent to the OpenAI-compatible endpoint is kept and read.
    const { provider: llm, sent } = spyClueProvider();
    const { handler, store } = handlerWith({ providers: [llm, builtInClueProvider(() => seededRandom(3))] });
    const named = { theme: 'adventure', difficulty: 'easy', ageBand: '6-8', childName: 'Maya' };

    const answer = async (body: unknown) =>
      (await (await handler(post(body))).json()) as { clue: string; record: ClueRecord; source: string };
    const shouted = await answer({ ...named, location: "under MAYA's bed" });
    assert.equal(shouted.source, 'llm');
    assert.equal(shouted.clue, "Maya, your next clue is under MAYA's bed.\nLook under it!");
    assert.equal(shouted.record.child_name, 'Maya');
    assert.equal(shouted.record.location, "under MAYA's bed");
    const curly = await answer({ ...named, location: 'behind maya’s toy box' });
    assert.equal(curly.clue, 'Maya, your next clue is behind Maya’s toy box.\nLook behind it!');
    const unnamed = await answer({ ...valid, difficulty: 'easy' });
    assert.equal(unnamed.record.child_name, null);

    // First answers, retry messages with the rule that failed, second answers: none holds the name.
    assert.equal(sent.length, 6);
    assert.ok(
      sent.some((body) => body.includes('breaks the rules')),
      'a retry message was sent',
    );
    assert.ok(sent[0]!.includes('under QUINN') && sent[0]!.includes('by name: Quinn'), sent[0]);
    for (const body of sent) assert.ok(!/maya/i.test(body), `the provider was sent the name: ${body}`);
    assert.equal(store.saved.length, 3);

    // A provider's failure can quote the request; the log never does.
    const quoting: ClueProvider = {
      name: 'quoting',
      generate: (request) =>
        Promise.reject(new Error(`No clue for ${request.location}, ${request.childName}.`)),
    };
    const failing = handlerWith({ providers: [quoting, builtInClueProvider(() => seededRandom(3))] });
    assert.equal((await failing.handler(post({ ...named, location: "under Maya's bed" }))).status, 200);
    assert.equal(failing.logs.length, 1);
    assert.match(
      failing.logs[0]!,
      /^generate-clue: provider quoting failed: No clue for under Quinn's bed, Quinn\.$/,
    );
  },
);
