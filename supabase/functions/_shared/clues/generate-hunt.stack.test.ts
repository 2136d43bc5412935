// The generate-hunt function end to end: real local stack (PGlite, REST, auth), real Deno runner, supabase-js.
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ROLE_KEY } from '../../../local/keys.ts';
import {
  clientFor,
  startFunctionsWithSpyLlm,
  signUp,
  startTestStack,
  type FunctionsWithSpyLlm,
} from '../../../local/stack-testing.ts';
import type { RunningStack } from '../../../local/stack.ts';
import { huntFromRow, type Hunt, type HuntRow } from '../domain/hunt-request.ts';
import { clueText } from './i18n/catalog.ts';
import { fiveHuntPlaces, huntNamingMaya } from './hunt-test-fixtures.ts';

const places = fiveHuntPlaces;
const plan = { theme: 'mystery', difficulty: 'medium', ageBand: '8-14', places, childName: 'Maya' };

let stack: RunningStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ auth: { enableConfirmations: false } });
  admin = createClient(stack.apiUrl, SERVICE_ROLE_KEY, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
});
afterAll(async () => {
  await stack?.stop();
});

type Method = 'POST' | 'PATCH' | 'PUT';

async function call(client: SupabaseClient, method: Method, body: unknown) {
  const { data, error } = await client.functions.invoke<{ hunt: Hunt }>('generate-hunt', {
    method,
    body: body as Record<string, unknown>,
  });
  if (!error) return { status: 200, hunt: data!.hunt, error: undefined };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const response = error.context as Response;
  return {
    status: response.status,
    hunt: undefined,
    error: ((await response.json()) as { error: string }).error,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** A hunt row the table takes as it is, written straight to `hunts` (the function is not involved). */
const huntRow = (userId: string) => ({
  user_id: userId,
  title: 'Good',
  theme: 'nature',
  difficulty: 'easy',
  places: ['on the bed', 'under the bed'],
  clue_texts: ['Look on the bed!', 'Look under the bed!'],
});

async function planHunt(client: SupabaseClient, body: unknown = plan): Promise<Hunt> {
  const answer = await call(client, 'POST', body);
  expect(answer.error).toBeUndefined();
  return answer.hunt!;
}

describe('generate-hunt through the local stack', () => {
  it('plans a 5-place hunt, stores it for the member and counts five generations', async () => {
    const member = await signUp(stack, 'hunt-member');
    const hunt = await planHunt(member.client);
    expect(hunt.title).toBe("Maya's mystery hunt (5 cards)");
    expect(hunt.clues.map(({ number, hideAt, leadsTo }) => [number, hideAt, leadsTo])).toEqual([
      [1, null, places[0]],
      [2, places[0], places[1]],
      [3, places[1], places[2]],
      [4, places[2], places[3]],
      [5, places[3], places[4]],
    ]);
    expect(hunt.clues[0]!.text).toMatch(/\bMaya\b/);

    const stored = await member.client.from('hunts').select('*');
    expect(stored.error).toBeNull();
    expect((stored.data as HuntRow[]).map(huntFromRow)).toEqual([hunt]);
    const generations = await member.client.from('clue_generations').select('user_id');
    expect(generations.data).toHaveLength(5);
  });

  it('edits a card when the text passes the output rules, and refuses it with the rule otherwise', async () => {
    const member = await signUp(stack, 'hunt-member');
    const hunt = await planHunt(member.client);
    const text = 'Splish and splash, then take a look: behind the bathroom door, in its nook!';
    const edited = await call(member.client, 'PATCH', { huntId: hunt.id, number: 2, text });
    expect(edited.status).toBe(200);
    expect(edited.hunt!.clues[1]!.text).toBe(text);

    const refused = await call(member.client, 'PATCH', {
      huntId: hunt.id,
      number: 3,
      text: 'Check www.example.com for the next one!',
    });
    expect(refused).toMatchObject({ status: 400, error: 'Clue 3 was not saved: The clue contains a link.' });
    const row = await member.client.from('hunts').select('clue_texts').eq('id', hunt.id).single();
    expect(row.data?.clue_texts).toEqual(hunt.clues.map((clue, index) => (index === 1 ? text : clue.text)));
  });

  it('rewrites one card and leaves the others as they were', async () => {
    const member = await signUp(stack, 'hunt-member');
    const hunt = await planHunt(member.client);
    const rewritten = await call(member.client, 'PUT', { huntId: hunt.id, number: 4 });
    expect(rewritten.status).toBe(200);
    expect(rewritten.hunt!.clues[3]!.text).not.toBe(hunt.clues[3]!.text);
    expect(rewritten.hunt!.clues.filter((_, i) => i !== 3)).toEqual(hunt.clues.filter((_, i) => i !== 3));
    expect((await member.client.from('clue_generations').select('user_id')).data).toHaveLength(6);
  });

  it('answers 400 naming the field, 401 without a member', async () => {
    const member = await signUp(stack, 'hunt-member');
    expect(await call(member.client, 'POST', { ...plan, places: ['under the mat'] })).toMatchObject({
      status: 400,
      error: 'Places must list at least 2 hiding places.',
    });
    expect(await call(member.client, 'POST', { ...plan, childName: 'R2-D2' })).toMatchObject({
      status: 400,
      error: "Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes.",
    });
    expect(await call(clientFor(stack), 'POST', plan)).toMatchObject({
      status: 401,
      error: clueText('en', 'clues.hunt.signIn'),
    });
    expect((await member.client.from('hunts').select('id')).data).toEqual([]);
  });

  it('counts a hunt as one generation per place: 12 + 12 fit in 30 a minute, the third is 429', async () => {
    const member = await signUp(stack, 'hunt-member');
    const twelve = { ...plan, places: Array.from({ length: 12 }, (_, i) => `on shelf number ${i + 1}`) };
    await planHunt(member.client, twelve);
    await planHunt(member.client, twelve);
    const over = await call(member.client, 'POST', twelve);
    expect(over.status).toBe(429);
    expect(over.error).toMatch(/^You have reached the limit of 30 clues a minute\. Please try again in /);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    // All or nothing: the refused hunt claimed nothing, so six single generations still fit.
    expect((await member.client.from('clue_generations').select('user_id')).data).toHaveLength(24);
    expect(await call(member.client, 'POST', { ...plan, places: places.slice(0, 2) })).toMatchObject({
      status: 200,
    });
  });
});

describe('who may touch a hunt (RLS and grants)', () => {
  it('another member can neither read nor change it, through REST or the function', async () => {
    const owner = await signUp(stack, 'hunt-member');
    const stranger = await signUp(stack, 'hunt-member');
    const hunt = await planHunt(owner.client);

    expect((await stranger.client.from('hunts').select('*').eq('id', hunt.id)).data).toEqual([]);
    await stranger.client.from('hunts').update({ title: 'Mine' }).eq('id', hunt.id);
    await stranger.client.from('hunts').delete().eq('id', hunt.id);
    expect(
      await call(stranger.client, 'PATCH', { huntId: hunt.id, number: 1, text: 'Mine now!' }),
    ).toMatchObject({ status: 404, error: clueText('en', 'clues.hunt.notFound') });
    expect(await call(stranger.client, 'PUT', { huntId: hunt.id, number: 1 })).toMatchObject({
      status: 404,
      error: clueText('en', 'clues.hunt.notFound'),
    });

    const still = await owner.client.from('hunts').select('*').eq('id', hunt.id).single<HuntRow>();
    expect(huntFromRow(still.data!)).toEqual(hunt);
  });

  it('anonymous callers can read nothing and write nothing', async () => {
    const owner = await signUp(stack, 'hunt-member');
    const hunt = await planHunt(owner.client);
    const anon = clientFor(stack);
    const read = await anon.from('hunts').select('*');
    expect(read.data ?? []).toEqual([]);
    expect(
      (await anon.from('hunts').insert({ ...plan, title: 'x', places, clue_texts: places })).error,
    ).not.toBeNull();
    await anon.from('hunts').delete().eq('id', hunt.id);
    expect((await owner.client.from('hunts').select('id')).data).toEqual([{ id: hunt.id }]);
  });

  it('the owner may delete a hunt but not write one directly, so the output rules cannot be skipped', async () => {
    const owner = await signUp(stack, 'hunt-member');
    const hunt = await planHunt(owner.client);
    const row = {
      ...huntRow(owner.id),
      title: 'Hand made',
      clue_texts: ['Go to www.example.com.', 'You little shit.'],
    };
    expect((await owner.client.from('hunts').insert(row)).error).not.toBeNull();
    const update = await owner.client
      .from('hunts')
      .update({ clue_texts: row.clue_texts.concat(['x', 'y', 'z']) })
      .eq('id', hunt.id);
    expect(update.error).not.toBeNull();
    expect(
      (
        await owner.client.rpc('claim_clue_generations', {
          member: owner.id,
          generations: 1,
          per_minute: 1000,
          per_day: 1000,
        })
      ).error,
    ).not.toBeNull();

    expect((await owner.client.from('hunts').delete().eq('id', hunt.id)).error).toBeNull();
    expect((await owner.client.from('hunts').select('id')).data).toEqual([]);
  });

  it('the table itself refuses a hunt of the wrong shape, even from the service role', async () => {
    const owner = await signUp(stack, 'hunt-member');
    const good = huntRow(owner.id);
    expect((await admin.from('hunts').insert(good)).error).toBeNull();
    const bad: Record<string, unknown>[] = [
      { places: ['on the bed'], clue_texts: ['Look on the bed!'] },
      { places: Array.from({ length: 13 }, (_, i) => `shelf ${i}`), clue_texts: Array(13).fill('Look!') },
      { places: ['on the bed', 'On  the bed'] },
      { places: ['on the bed', ' '] },
      { clue_texts: ['Look on the bed!'] },
      { clue_texts: ['Look on the bed!', ''] },
      { clue_texts: ['Look on the bed!', 'x'.repeat(401)] },
      { child_name: 'Maya2' },
      { child_name: 'Maya; drop table' },
      { child_name: '' },
      { age_band: '9-11' },
      { theme: 'pirates' },
    ];
    for (const change of bad) {
      expect(
        (await admin.from('hunts').insert({ ...good, ...change })).error,
        JSON.stringify(change),
      ).not.toBeNull();
    }
    for (const child_name of ["Zoë O'Neil", 'Anne-Marie', 'D’Arcy']) {
      expect((await admin.from('hunts').insert({ ...good, child_name })).error, child_name).toBeNull();
    }
  });
});

describe('generate-hunt with an AI provider: the child’s name stays on our servers', () => {
  let spy: FunctionsWithSpyLlm;

  beforeAll(async () => {
    spy = await startFunctionsWithSpyLlm(stack);
  });
  afterAll(async () => {
    await spy?.stop();
  });

  it('sends no card’s request with the name, even where a later place or the treasure holds it', async () => {
    const member = await signUp(stack, 'hunt-member');
    const client = spy.functions.clientFor(member.accessToken);
    const named = [
      'on the porch',
      "under Maya's bed",
      'by MAYA’S desk',
      "in Maya's attic trunk",
      'in the mailbox',
    ];
    const hunt = await planHunt(client, huntNamingMaya(named));
    expect(hunt.clues.map((clue) => clue.text.split('\n')[0])).toEqual([
      'Maya, your next clue is on the porch.',
      "Your next clue is under Maya's bed.",
      'Your next clue is by MAYA’S desk.',
      // The provider named the wrong place twice (spy-clue-llm.ts): the built-in engine wrote it.
      expect.not.stringMatching(/^Your next clue is/),
      'Your next clue is in the mailbox.',
    ]);
    const rewritten = await call(client, 'PUT', { huntId: hunt.id, number: 3 });
    expect(rewritten.status).toBe(200);

    expect(spy.llm.bodies.length).toBeGreaterThanOrEqual(12);
    expect(spy.llm.bodies.some((body) => body.includes("<location>under Quinn's bed</location>"))).toBe(true);
    expect(
      spy.llm.bodies.filter((body) => body.includes('<location>by QUINN’S desk</location>')).length,
    ).toBeGreaterThan(2);
    for (const body of spy.llm.bodies) expect(body).not.toMatch(/maya/i);
    expect(spy.logs.join('\n')).toMatch(/generate-hunt: provider llm failed: .*attic trunk/);
    for (const line of spy.logs) expect(line).not.toMatch(/maya/i);
  });
});
