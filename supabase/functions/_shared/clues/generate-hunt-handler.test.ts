import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './engine/random.ts';
import { builtInClueProvider, type ClueProvider } from './clue-providers.ts';
import type { HuntStore, QuotaClaim } from './clue-store.ts';
import type { Hunt, HuntRow } from '../domain/hunt-request.ts';
import type { SafetyNote } from '../domain/safe-place-check.ts';
import { createGenerateHuntHandler, withChildName } from './generate-hunt-handler.ts';
import { httpText } from '../http/i18n/catalog.ts';
import { clueText } from './i18n/catalog.ts';
import { fiveHuntPlaces } from './hunt-test-fixtures.ts';

const memberToken = 'member-token';
const otherToken = 'other-token';

/** An in-memory store: two members, a quota ledger, hunts kept per owner. */
function fakeStore(claims: QuotaClaim[] = []) {
  const hunts: HuntRow[] = [];
  const claimed: { memberId: string; generations: number }[] = [];
  let clock = Date.UTC(2026, 10, 22, 12);
  const members: Record<string, string> = { [memberToken]: 'member-1', [otherToken]: 'member-2' };
  const store: HuntStore = {
    currentMember: async (token) => (members[token] ? { id: members[token] } : null),
    claimGenerations: async (memberId, generations) => {
      const claim = claims.shift() ?? { allowed: true };
      if (claim.allowed) claimed.push({ memberId, generations });
      return claim;
    },
    insertHunt: async (memberId, hunt) => {
      const at = new Date(clock++).toISOString();
      // The title is the database's (public.hunt_title, tested in pgTAP and the stack tests).
      const row: HuntRow = {
        id: randomUUID(),
        user_id: memberId,
        title: 'A planned hunt',
        created_at: at,
        updated_at: at,
        ...hunt,
      };
      hunts.push(row);
      return structuredClone(row);
    },
    getHunt: async (memberId, huntId) => {
      const row = hunts.find((hunt) => hunt.id === huntId && hunt.user_id === memberId);
      return row ? structuredClone(row) : null;
    },
    updateClueTexts: async (memberId, seen, clueTexts) => {
      const row = hunts.find((hunt) => hunt.id === seen.id && hunt.user_id === memberId);
      if (!row || row.updated_at !== seen.updated_at) return null;
      Object.assign(row, { clue_texts: clueTexts, updated_at: new Date(clock++).toISOString() });
      return structuredClone(row);
    },
  };
  return { store, hunts, claimed };
}

function handlerWith(opts: { claims?: QuotaClaim[]; providers?: ClueProvider[]; perMinute?: number } = {}) {
  const fake = fakeStore(opts.claims);
  let seed = 1;
  const handler = createGenerateHuntHandler({
    store: fake.store,
    providers: opts.providers ?? [builtInClueProvider(() => seededRandom(seed++))],
    quota: { perMinute: opts.perMinute ?? 30, perDay: 300 },
  });
  return { handler, ...fake };
}

const url = 'http://localhost/functions/v1/generate-hunt';
const send = (method: string, body: unknown, token: string | null = memberToken) =>
  new Request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const places = fiveHuntPlaces;
const plan = { theme: 'adventure', difficulty: 'easy', ageBand: '6-8', places };

async function json(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as { hunt: Hunt; safety: (SafetyNote | null)[]; error: string },
  };
}

describe('generate-hunt: planning a hunt', () => {
  it('writes one card per place, chained: hand over card 1, hide card k at place k-1, treasure at the end', async () => {
    const { handler, hunts, claimed } = handlerWith();
    const { status, body } = await json(
      await handler(send('POST', { ...plan, treasure: 'a bag of gold coins' })),
    );
    expect(status).toBe(200);
    const { hunt } = body;
    expect(hunt.clues.map(({ number, hideAt, leadsTo }) => ({ number, hideAt, leadsTo }))).toEqual([
      { number: 1, hideAt: null, leadsTo: places[0] },
      { number: 2, hideAt: places[0], leadsTo: places[1] },
      { number: 3, hideAt: places[1], leadsTo: places[2] },
      { number: 4, hideAt: places[2], leadsTo: places[3] },
      { number: 5, hideAt: places[3], leadsTo: places[4] },
    ]);
    expect(hunt.treasure).toBe('a bag of gold coins');
    expect(hunt.title).toBe('A planned hunt');
    for (const clue of hunt.clues) expect(clue.text).toMatch(/[.!?]$/);
    expect(new Set(hunt.clues.map((clue) => clue.text)).size).toBe(5);
    expect(hunts).toHaveLength(1);
    expect(hunts[0]).toMatchObject({ user_id: 'member-1', places, age_band: '6-8', child_name: null });
    expect(claimed).toEqual([{ memberId: 'member-1', generations: 5 }]);
  });

  it('asks the engine, for each card, for the place that card leads to, in the age band and language chosen', async () => {
    const asked: unknown[] = [];
    const echo: ClueProvider = {
      name: 'echo',
      generate: async (request) => {
        asked.push(request);
        return `Now find the ${request.location}!`;
      },
    };
    const { handler } = handlerWith({ providers: [echo] });
    const { body } = await json(await handler(send('POST', { ...plan, ageBand: '3-6', childName: 'Maya' })));
    for (const clue of body.hunt.clues) expect(clue.text).toContain(`find the ${clue.leadsTo}!`);
    expect(body.hunt.clues[0]!.text).toBe(`Maya, now find the ${places[0]}!`);
    expect(asked).toEqual(
      places.map((location, index) => ({
        locale: 'en',
        theme: 'adventure',
        difficulty: 'easy',
        location,
        ageBand: '3-6',
        ...(index === 0 ? { childName: 'Maya' } : {}),
      })),
    );
  });

  it('defaults the age band to 6-8 and trims the places', async () => {
    const { handler, hunts } = handlerWith();
    const { status } = await json(
      await handler(
        send('POST', {
          theme: 'nature',
          difficulty: 'medium',
          places: ['  on the porch ', 'by the oak tree'],
        }),
      ),
    );
    expect(status).toBe(200);
    expect(hunts[0]).toMatchObject({ age_band: '6-8', places: ['on the porch', 'by the oak tree'] });
  });

  it('greets the child by name on the first card only', async () => {
    const { handler } = handlerWith();
    for (const difficulty of ['easy', 'medium', 'hard']) {
      const { body } = await json(await handler(send('POST', { ...plan, difficulty, childName: ' Maya ' })));
      expect(body.hunt.clues[0]!.text).toMatch(/\bMaya\b/);
      expect(body.hunt.childName).toBe('Maya');
      for (const clue of body.hunt.clues.slice(1)) expect(clue.text).not.toMatch(/Maya/);
    }
  });

  it('puts the name first only when the engine left it out', () => {
    expect(withChildName('Look under the slide!', 'Maya')).toBe('Maya, look under the slide!');
    expect(withChildName('I have four legs. What am I?', 'Zoë')).toBe('Zoë, I have four legs. What am I?');
    expect(withChildName('Go on, Maya, look under the slide!', 'Maya')).toBe(
      'Go on, Maya, look under the slide!',
    );
    expect(withChildName('Mayan gold waits under the slide!', 'Maya')).toBe(
      'Maya, mayan gold waits under the slide!',
    );
  });

  it('answers 400 with a message naming the field and its path beside it, and stores nothing', async () => {
    const { handler, hunts, claimed } = handlerWith();
    // [body, message, the path of the field it is about (none: the body as a whole)]
    const cases: [unknown, string, string?][] = [
      ['{not json', httpText('en', 'http.invalidJson')],
      [[], 'The request body must be a JSON object with theme, difficulty, ageBand and places.'],
      [
        { ...plan, theme: 'pirates' },
        'Theme must be one of: adventure, mystery, fantasy, nature, science.',
        'theme',
      ],
      [{ ...plan, theme: undefined }, 'Please choose a theme.', 'theme'],
      [{ ...plan, difficulty: 'expert' }, 'Difficulty must be one of: easy, medium, hard.', 'difficulty'],
      [{ ...plan, ageBand: '9-11' }, 'Age band must be one of: 3-6, 6-8, 8-14.', 'ageBand'],
      [{ ...plan, places: ['under the mat'] }, 'Places must list at least 2 hiding places.', 'places'],
      [
        { ...plan, places: Array.from({ length: 13 }, (_, i) => `shelf ${i}`) },
        'Places must list at most 12 hiding places.',
        'places',
      ],
      [{ ...plan, places: 'under the mat' }, 'Places must be a list of 2 to 12 hiding places.', 'places'],
      [
        { ...plan, places: ['under the mat', '  '] },
        'Place 2 must not be blank: say where the card will hide.',
        'places.1',
      ],
      [{ ...plan, places: ['under the mat', 7] }, 'Place 2 must be text.', 'places.1'],
      [
        { ...plan, places: ['under the mat', 'x'.repeat(301)] },
        'Place 2 must be at most 300 characters.',
        'places.1',
      ],
      [
        { ...plan, places: ['Under the  mat', 'on the bed', 'under the mat'] },
        'Place 3 is the same as place 1: every card needs its own hiding place.',
        'places.2',
      ],
      [
        { ...plan, places: ['under the mat', 'see www.example.com'] },
        clueText('en', 'clues.hunt.unsafePlace', { number: 2 }),
        'places.1',
      ],
      [
        { ...plan, places: ['behind the shitty box', 'on the bed'] },
        clueText('en', 'clues.hunt.unsafePlace', { number: 1 }),
        'places.0',
      ],
      [
        { ...plan, childName: 'Maya2' },
        "Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes.",
        'childName',
      ],
      [
        { ...plan, childName: 'x'.repeat(41) },
        "Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes.",
        'childName',
      ],
      [{ ...plan, treasure: 'x'.repeat(201) }, 'Treasure note must be at most 200 characters.', 'treasure'],
      [
        { ...plan, treasure: 'visit www.example.com' },
        clueText('en', 'clues.hunt.unsafeTreasure'),
        'treasure',
      ],
      [{ ...plan, locale: 'de' }, 'Locale must be one of: en, fr.', 'locale'],
    ];
    for (const [body, message, field] of cases) {
      const answer = await json(await handler(send('POST', body)));
      const fieldErrors = field ? { fieldErrors: { [field]: message } } : {};
      expect(answer, JSON.stringify(body)).toEqual({ status: 400, body: { error: message, ...fieldErrors } });
    }
    expect(hunts).toEqual([]);
    expect(claimed).toEqual([]);
  });

  it('accepts names with accents, hyphens, apostrophes and spaces', async () => {
    const { handler } = handlerWith();
    for (const childName of ["Zoë O'Neil", 'Anne-Marie', 'José Luis', 'D’Arcy']) {
      const { status, body } = await json(await handler(send('POST', { ...plan, childName })));
      expect(status).toBe(200);
      expect(body.hunt.clues[0]!.text).toContain(childName);
    }
  });

  it('counts one generation per place: over the quota is 429 with Retry-After, and nothing is written', async () => {
    const { handler, hunts } = handlerWith({
      claims: [{ allowed: false, limit: 'minute', retryAfterSeconds: 40 }],
    });
    const response = await handler(send('POST', plan));
    expect(response.headers.get('Retry-After')).toBe('40');
    expect(await json(response)).toEqual({
      status: 429,
      body: { error: 'You have reached the limit of 30 clues a minute. Please try again in 40 seconds.' },
    });
    expect(hunts).toEqual([]);

    const small = handlerWith({ perMinute: 4 });
    expect(await json(await small.handler(send('POST', plan)))).toEqual({
      status: 429,
      body: { error: 'A hunt of 5 places needs 5 clues, more than your limit of 4 clues at once.' },
    });
  });

  it('answers 401 without a member, 405 to other methods, 200 to the preflight', async () => {
    const { handler } = handlerWith();
    expect(await json(await handler(send('POST', plan, null)))).toEqual({
      status: 401,
      body: { error: clueText('en', 'clues.hunt.signIn') },
    });
    expect((await json(await handler(send('POST', plan, 'expired')))).status).toBe(401);
    const get = await handler(new Request(url, { headers: { Authorization: `Bearer ${memberToken}` } }));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST, PATCH, PUT, OPTIONS');
    const preflight = await handler(new Request(url, { method: 'OPTIONS' }));
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toMatch(/PATCH/);
  });

  it('answers 500 with a message when no provider can write a card', async () => {
    const broken: ClueProvider = { name: 'broken', generate: () => Promise.reject(new Error('down')) };
    const { handler, hunts } = handlerWith({ providers: [broken] });
    expect(await json(await handler(send('POST', plan)))).toEqual({
      status: 500,
      body: { error: clueText('en', 'clues.hunt.generationFailed') },
    });
    expect(hunts).toEqual([]);
  });
});

describe('generate-hunt: editing and rewriting one card', () => {
  async function planned(opts: Parameters<typeof handlerWith>[0] = {}) {
    const setup = handlerWith(opts);
    const { body } = await json(await setup.handler(send('POST', { ...plan, difficulty: 'hard' })));
    return { ...setup, hunt: body.hunt };
  }

  it("saves the parent's text for one card and keeps the others", async () => {
    const { handler, hunt } = await planned();
    const text = 'Where do we wash our hands before dinner? Look behind it!';
    const { status, body } = await json(
      await handler(send('PATCH', { huntId: hunt.id, number: 3, text: `  ${text} ` })),
    );
    expect(status).toBe(200);
    expect(body.hunt.clues[2]!.text).toBe(text);
    expect(body.hunt.clues.filter((_, index) => index !== 2)).toEqual(
      hunt.clues.filter((_, index) => index !== 2),
    );
  });

  it('refuses an edit that breaks the output rules, naming the rule', async () => {
    const { handler, hunt, hunts } = await planned();
    const cases: [unknown, string][] = [
      [
        { huntId: hunt.id, number: 3, text: 'Go to www.example.com now!' },
        'Clue 3 was not saved: The clue contains a link.',
      ],
      [
        { huntId: hunt.id, number: 3, text: 'Look there, you little shit!' },
        'Clue 3 was not saved: The clue contains words unsafe for children.',
      ],
      [
        { huntId: hunt.id, number: 3, text: 'Look in the piano bench' },
        'Clue 3 was not saved: The clue does not end with punctuation.',
      ],
      // Card 3 leads to the piano bench: a riddle must not name it.
      [
        { huntId: hunt.id, number: 3, text: 'Open the piano bench. What am I?' },
        'Clue 3 was not saved: The riddle must not use the words: piano, bench.',
      ],
      [{ huntId: hunt.id, number: 3, text: '   ' }, 'Text must not be blank: write the clue for this card.'],
      [{ huntId: hunt.id, number: 3, text: `${'a'.repeat(400)}!` }, 'Text must be at most 400 characters.'],
      [
        { huntId: hunt.id, number: 6, text: 'Fine.' },
        'Number must be the number of a card in the hunt (1 to 5).',
      ],
      [{ huntId: hunt.id, number: 0, text: 'Fine.' }, 'Number must be the number of a card in the hunt.'],
      [{ huntId: 'nope', number: 1, text: 'Fine.' }, 'Hunt id must be the id of one of your hunts.'],
    ];
    for (const [body, message] of cases) {
      expect((await json(await handler(send('PATCH', body)))).body.error, JSON.stringify(body)).toBe(message);
    }
    expect(hunts[0]!.clue_texts).toEqual(hunt.clues.map((clue) => clue.text));
  });

  it('another member can neither edit nor rewrite the hunt: 404', async () => {
    const { handler, hunt, hunts, claimed } = await planned();
    const edit = await json(
      await handler(send('PATCH', { huntId: hunt.id, number: 1, text: 'Mine now!' }, otherToken)),
    );
    expect(edit).toEqual({ status: 404, body: { error: clueText('en', 'clues.hunt.notFound') } });
    const rewrite = await json(await handler(send('PUT', { huntId: hunt.id, number: 1 }, otherToken)));
    expect(rewrite).toEqual({ status: 404, body: { error: clueText('en', 'clues.hunt.notFound') } });
    expect(hunts[0]!.clue_texts).toEqual(hunt.clues.map((clue) => clue.text));
    expect(claimed).toHaveLength(1);
  });

  it('rewrites one card with a new text, costing one generation', async () => {
    const { handler, hunt, claimed } = await planned();
    const { status, body } = await json(await handler(send('PUT', { huntId: hunt.id, number: 4 })));
    expect(status).toBe(200);
    expect(body.hunt.clues[3]!.text).not.toBe(hunt.clues[3]!.text);
    expect(body.hunt.clues[3]!.text).not.toMatch(/pillow/i);
    expect(body.hunt.clues[3]!.leadsTo).toBe('under my pillow');
    expect(body.hunt.clues.filter((_, index) => index !== 3)).toEqual(
      hunt.clues.filter((_, index) => index !== 3),
    );
    expect(claimed.at(-1)).toEqual({ memberId: 'member-1', generations: 1 });
  });

  it('refuses a rewrite over the quota with 429', async () => {
    const { handler, hunt, hunts } = await planned({
      claims: [{ allowed: true }, { allowed: false, limit: 'day', retryAfterSeconds: 7200 }],
    });
    expect(await json(await handler(send('PUT', { huntId: hunt.id, number: 2 })))).toEqual({
      status: 429,
      body: { error: 'You have reached the limit of 300 clues a day. Please try again in 2 hours.' },
    });
    expect(hunts[0]!.clue_texts).toEqual(hunt.clues.map((clue) => clue.text));
  });

  it('keeps both of two edits that cross', async () => {
    const { handler, hunt } = await planned();
    await Promise.all([
      handler(send('PATCH', { huntId: hunt.id, number: 1, text: 'First card, rewritten by hand.' })),
      handler(send('PATCH', { huntId: hunt.id, number: 2, text: 'Second card, rewritten by hand.' })),
    ]);
    const { body } = await json(await handler(send('PUT', { huntId: hunt.id, number: 5 })));
    expect(body.hunt.clues[0]!.text).toBe('First card, rewritten by hand.');
    expect(body.hunt.clues[1]!.text).toBe('Second card, rewritten by hand.');
  });
});

describe('generate-hunt: safety notes beside the cards', () => {
  const risky = ['under the kitchen table', 'next to the oven', 'behind the bathroom door', 'in the mailbox'];
  const ovenNote = { note: 'The oven gets hot.', suggestion: 'How about the bread box instead?' };
  const mailboxNote = {
    note: 'The mailbox is often by the road, and it is for mail only.',
    suggestion: 'How about under the doormat instead?',
  };

  it('notes each card that sends the child somewhere unsafe, and still writes every card', async () => {
    const { handler, hunts } = handlerWith();
    const { status, body } = await json(await handler(send('POST', { ...plan, places: risky })));
    expect(status).toBe(200);
    expect(body.safety).toEqual([null, ovenNote, null, mailboxNote]);
    expect(body.hunt.clues[1]).toMatchObject({ number: 2, leadsTo: 'next to the oven' });
    expect(body.hunt.clues.every((clue) => /[.!?]$/.test(clue.text))).toBe(true);
    expect(hunts[0]!.places).toEqual(risky);
  });

  it('writes the notes in the request’s language', async () => {
    const { handler } = handlerWith();
    const { body } = await json(await handler(send('POST', { ...plan, places: risky, locale: 'fr' })));
    expect(body.safety[1]).toEqual({
      note: 'Le four devient très chaud.',
      suggestion: 'Pourquoi pas la boîte à pain\u202f?',
    });
    expect(body.safety[3]?.note).toBe(
      'La boîte aux lettres est souvent près de la rue, et elle est réservée au courrier.',
    );
  });

  it('answers an all-safe hunt with no notes', async () => {
    const { handler } = handlerWith();
    const { body } = await json(
      await handler(send('POST', { ...plan, places: ['under the kitchen table', 'inside the piano bench'] })),
    );
    expect(body.safety).toEqual([null, null]);
  });

  it('keeps the notes beside the hunt after an edit and after a rewrite', async () => {
    const { handler } = handlerWith();
    const { body: first } = await json(await handler(send('POST', { ...plan, places: risky })));
    const edited = await json(
      await handler(send('PATCH', { huntId: first.hunt.id, number: 2, text: 'Look where we bake bread!' })),
    );
    expect(edited.body.safety).toEqual([null, ovenNote, null, mailboxNote]);
    const rewritten = await json(
      await handler(send('PUT', { huntId: first.hunt.id, number: 4, locale: 'fr' })),
    );
    expect(rewritten.status).toBe(200);
    expect(rewritten.body.safety[1]?.note).toBe('Le four devient très chaud.');
  });
});

describe('generate-hunt: a French hunt', () => {
  const frenchPlaces = ['sous le lit de Maya', 'dans la boîte aux lettres', 'derrière le divan du salon'];

  it('writes every card in French, naming its place in the parent’s words, with the child’s name on the first', async () => {
    const { handler, hunts } = handlerWith();
    const { status, body } = await json(
      await handler(
        send('POST', {
          theme: 'fantasy',
          difficulty: 'medium',
          ageBand: '8-14',
          places: frenchPlaces,
          childName: 'Maya',
          locale: 'fr',
        }),
      ),
    );
    expect(status).toBe(200);
    const texts = hunts[0]!.clue_texts;
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/^(?:Jeune mage |Petit dragon )?Maya, /);
    // Card 1 is handed over; card k+1 is hidden at place k, so card k+1 leads to place k+1.
    frenchPlaces.forEach((place, index) => expect(texts[index]).toContain(place));
    for (const text of texts) {
      expect(text).toMatch(/[Rr]egarde (?:dessous|dedans|derrière)\u202f!$/);
      expect(text).not.toMatch(/\b(?:Look|the|your|clue)\b/);
    }
    expect(body.safety[1]?.note).toBe(
      'La boîte aux lettres est souvent près de la rue, et elle est réservée au courrier.',
    );
  });

  it('takes the language from Accept-Language when the body names none', async () => {
    const { handler, hunts } = handlerWith();
    const request = new Request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${memberToken}`,
        'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5',
      },
      body: JSON.stringify({
        theme: 'nature',
        difficulty: 'easy',
        places: ['sous le tapis', 'dans le panier'],
      }),
    });
    expect((await handler(request)).status).toBe(200);
    expect(hunts[0]!.clue_texts[0]).toMatch(/sous le tapis\..*[Rr]egarde dessous\u202f!$/s);
  });

  it('keeps the hunt’s language: stored with it, and a card written again from an English page stays French', async () => {
    const { handler, hunts } = handlerWith();
    const { body } = await json(
      await handler(
        send('POST', {
          theme: 'science',
          difficulty: 'easy',
          places: ['sous le tapis', 'dans le panier'],
          locale: 'fr',
        }),
      ),
    );
    expect(hunts[0]!.locale).toBe('fr');
    const rewritten = await json(
      await handler(send('PUT', { huntId: body.hunt.id, number: 2, locale: 'en' })),
    );
    expect(rewritten.status).toBe(200);
    expect(hunts[0]!.clue_texts[1]).toMatch(/dans le panier\..*[Rr]egarde dedans\u202f!$/s);

    const { body: english } = await json(
      await handler(send('POST', { ...plan, places: ['under the mat', 'by the door'] })),
    );
    expect(hunts[1]!.locale).toBe('en');
    await handler(send('PUT', { huntId: english.hunt.id, number: 1, locale: 'fr' }));
    expect(hunts[1]!.clue_texts[0]).toMatch(/\bmat\b.*[Ll]ook under it!$/s);
  });

  it('refuses a French riddle card that gives its own word away', async () => {
    const { handler } = handlerWith();
    const { body } = await json(
      await handler(
        send('POST', {
          theme: 'mystery',
          difficulty: 'hard',
          places: ['sous le lit', 'dans le panier'],
          locale: 'fr',
        }),
      ),
    );
    expect(body.hunt.clues[0]!.text).not.toMatch(/\blit\b/);
    const edited = await json(
      await handler(
        send('PATCH', {
          huntId: body.hunt.id,
          number: 1,
          text: 'Je suis ton lit. Qui suis-je ?',
          locale: 'fr',
        }),
      ),
    );
    expect(edited.status).toBe(400);
    expect(edited.body.error).toContain('lit');
  });
});
