// Runs under Deno (npm run test:deno): the hunt handler, zod, obscenity and the built-in engine as the edge runtime loads them.
import { seededRandom } from '../_shared/clue-generator/random.ts';
import { builtInClueProvider } from '../_shared/clue-providers.ts';
import type { Hunt, HuntRow } from '../_shared/domain/hunt-request.ts';
import { createGenerateHuntHandler, huntMessages } from '../_shared/generate-hunt-handler.ts';
import type { HuntStore } from '../_shared/hunt-store.ts';

/** Just enough assertions; std/assert would be a jsr: download, which this offline project avoids. */
function assertEqual(actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`Expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

const memberToken = 'member-token';

function handlerWithStore() {
  const rows: HuntRow[] = [];
  const store: HuntStore = {
    currentMember: (token) => Promise.resolve(token === memberToken ? { id: 'member-1' } : null),
    claimGenerations: () => Promise.resolve({ allowed: true }),
    insertHunt: (memberId, hunt) => {
      const at = new Date().toISOString();
      const row = { id: crypto.randomUUID(), user_id: memberId, created_at: at, updated_at: at, ...hunt };
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
  const handler = createGenerateHuntHandler({
    store,
    providers: [builtInClueProvider(() => seededRandom(5))],
    quota: { perMinute: 30, perDay: 300 },
  });
  return { handler, rows };
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
  assertEqual(await response.json(), { error: 'Places must list at least 2 hiding places.' });
  const unsafe = await handler(
    send('POST', { theme: 'nature', difficulty: 'easy', places: ['on the bed', 'www.x.com'] }),
  );
  assertEqual(await unsafe.json(), { error: huntMessages.unsafePlace(2) });
  assertEqual(rows.length, 0);
});
