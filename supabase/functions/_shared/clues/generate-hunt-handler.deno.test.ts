// Runs under Deno (npm run test:deno): the hunt handler, zod, obscenity and the built-in engine as the edge runtime loads them.
import { seededRandom } from './engine/random.ts';
import { clueText } from './i18n/catalog.ts';
import { builtInClueProvider, type ClueProvider } from './clue-providers.ts';
import type { Hunt, HuntRow } from '../domain/hunt-request.ts';
import { createGenerateHuntHandler } from './generate-hunt-handler.ts';
import type { HuntStore } from './clue-store.ts';
import { spyClueProvider } from './spy-clue-llm.ts';
import { huntNamingMaya } from './hunt-test-fixtures.ts';

/** Just enough assertions; std/assert would be a jsr: download, which this offline project avoids. */
function assertEqual(actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`Expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

const memberToken = 'member-token';

function handlerWithStore(providers: ClueProvider[] = [builtInClueProvider(() => seededRandom(5))]) {
  const rows: HuntRow[] = [];
  const store: HuntStore = {
    currentMember: (token) => Promise.resolve(token === memberToken ? { id: 'member-1' } : null),
    claimGenerations: () => Promise.resolve({ allowed: true }),
    insertHunt: (memberId, hunt) => {
      const at = new Date().toISOString();
      const row = {
        id: crypto.randomUUID(),
        user_id: memberId,
        title: 'A planned hunt',
        created_at: at,
        updated_at: at,
        ...hunt,
      };
      rows.push(row);
      return Promise.resolve(structuredClone(row));
    },
    getHunt: (memberId, huntId) =>
      Promise.resolve(structuredClone(rows.find((r) => r.id === huntId && r.user_id === memberId) ?? null)),
    updateClueTexts: (memberId, seen, clueTexts) => {
      const row = rows.find((r) => r.id === seen.id && r.user_id === memberId);
      if (!row) return Promise.resolve(null);
      row.clue_texts = clueTexts;
      return Promise.resolve(structuredClone(row));
    },
  };
  const logs: string[] = [];
  const handler = createGenerateHuntHandler({
    store,
    providers,
    quota: { perMinute: 30, perDay: 300 },
    log: (message) => logs.push(message),
  });
  return { handler, rows, logs };
}

const send = (method: string, body: unknown) =>
  new Request('http://localhost/functions/v1/generate-hunt', {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${memberToken}` },
    body: JSON.stringify(body),
  });

const places = ['under the slide', 'behind the shed', 'in the mailbox'];

Deno.test('plans a chained hunt, then edits and rewrites single cards', async () => {
  const { handler, rows } = handlerWithStore();
  const created = await handler(
    send('POST', { theme: 'nature', difficulty: 'hard', ageBand: '8-14', places, childName: 'Zoë' }),
  );
  assertEqual(created.status, 200);
  assertEqual(created.headers.get('Access-Control-Allow-Origin'), '*');
  const { hunt } = (await created.json()) as { hunt: Hunt };
  assertEqual(
    hunt.clues.map((clue) => [clue.number, clue.hideAt, clue.leadsTo]),
    [
      [1, null, places[0]],
      [2, places[0], places[1]],
      [3, places[1], places[2]],
    ],
  );
  assertEqual(hunt.clues[0]!.text.includes('Zoë'), true);

  const edited = await handler(
    send('PATCH', { huntId: hunt.id, number: 2, text: 'Look behind it, little fox!' }),
  );
  assertEqual(((await edited.json()) as { hunt: Hunt }).hunt.clues[1]!.text, 'Look behind it, little fox!');

  const refused = await handler(
    send('PATCH', { huntId: hunt.id, number: 3, text: 'Look in the mailbox. What am I?' }),
  );
  assertEqual(refused.status, 400);
  assertEqual(await refused.json(), {
    error: 'Clue 3 was not saved: The riddle must not use the words: mailbox.',
    field: 'text',
  });

  const rewritten = await handler(send('PUT', { huntId: hunt.id, number: 3 }));
  assertEqual(rewritten.status, 200);
  assertEqual(rows[0]!.clue_texts[1], 'Look behind it, little fox!');
});

Deno.test('bad input is 400 with the field named', async () => {
  const { handler, rows } = handlerWithStore();
  const response = await handler(
    send('POST', { theme: 'nature', difficulty: 'easy', places: ['on the bed'] }),
  );
  assertEqual(response.status, 400);
  const tooFew = 'Places must list at least 2 hiding places.';
  assertEqual(await response.json(), { error: tooFew, fieldErrors: { places: tooFew } });
  const unsafe = await handler(
    send('POST', { theme: 'nature', difficulty: 'easy', places: ['on the bed', 'www.x.com'] }),
  );
  const unsafePlace = clueText('en', 'clues.hunt.unsafePlace', { number: 2 });
  assertEqual(await unsafe.json(), { error: unsafePlace, fieldErrors: { 'places.1': unsafePlace } });
  assertEqual(rows.length, 0);
});

Deno.test(
  'no card of a hunt sends the child’s name to the clue provider, and the log never holds it',
  async () => {
    // A spy provider: every body sent to the OpenAI-compatible endpoint is kept and read.
    const { provider: llm, sent } = spyClueProvider();
    const { handler, rows } = handlerWithStore([llm, builtInClueProvider(() => seededRandom(5))]);
    const named = ['on the porch', "under Maya's bed", 'by MAYA’S desk', 'in the mailbox'];
    const created = await handler(send('POST', huntNamingMaya(named)));
    assertEqual(created.status, 200);
    const { hunt } = (await created.json()) as { hunt: Hunt };
    assertEqual(
      hunt.clues.map((clue) => clue.text),
      [
        'Maya, your next clue is on the porch.\nLook on it!',
        "Your next clue is under Maya's bed.\nLook under it!",
        'Your next clue is by MAYA’S desk.\nLook by it!',
        'Your next clue is in the mailbox.\nLook in it!',
      ],
    );
    const rewritten = await handler(send('PUT', { huntId: hunt.id, number: 2 }));
    assertEqual(rewritten.status, 200);
    assertEqual(rows[0]!.clue_texts[1], "Your next clue is under Maya's bed.\nLook under it!");

    // Each card: a first answer, a retry message with the failed rule, a second answer.
    assertEqual(sent.length >= 10, true);
    assertEqual(
      sent.filter((body) => body.includes("<location>under Quinn's bed</location>")).length >= 4,
      true,
    );
    assertEqual(
      sent.some((body) => body.includes('by QUINN’S desk')),
      true,
    );
    for (const body of sent)
      if (/maya/i.test(body)) throw new Error(`The provider was sent the name: ${body}`);

    // A provider's failure can quote the card's hiding place; the log never does.
    const quoting: ClueProvider = {
      name: 'quoting',
      generate: (request) => Promise.reject(new Error(`No clue for ${request.location}.`)),
    };
    const failing = handlerWithStore([quoting, builtInClueProvider(() => seededRandom(5))]);
    const planned = await failing.handler(
      send('POST', { theme: 'nature', difficulty: 'easy', places: named.slice(0, 2), childName: 'Maya' }),
    );
    assertEqual(planned.status, 200);
    assertEqual(failing.logs.length >= 2, true);
    for (const line of failing.logs)
      if (/maya/i.test(line)) throw new Error(`The log holds the name: ${line}`);
    assertEqual(
      failing.logs.includes("generate-hunt: provider quoting failed: No clue for under Quinn's bed."),
      true,
    );
  },
);
