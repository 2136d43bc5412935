// The generate-clue function end to end: real local stack (PGlite, REST, auth), real Deno runner, supabase-js.
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corsPreflight,
  clientFor,
  createMember,
  startFunctionsWithSpyLlm,
  startTestFunctions,
  signUp,
  startTestStack,
  type FunctionsWithSpyLlm,
  type TestFunctions,
} from '../../../local/stack-testing.ts';
import type { RunningStack } from '../../../local/stack.ts';
import type { ClueRecord } from './clue-store.ts';
import { httpText } from '../http/i18n/catalog.ts';
import { clueText } from './i18n/catalog.ts';

const body = { theme: 'adventure', difficulty: 'hard', location: 'under the couch' };

/** The JSON error a non-2xx answer carried, as the app reads it. */
async function invokeError(client: SupabaseClient, payload: unknown) {
  const { data, error } = await client.functions.invoke('generate-clue', {
    body: payload as Record<string, unknown>,
  });
  expect(data).toBeNull();
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return {
    status: response.status,
    body: (await response.json()) as { error: string },
    headers: response.headers,
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];

let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack({ auth: { enableConfirmations: false } });
});
afterAll(async () => {
  await stack?.stop();
});

describe('generate-clue through the local stack', () => {
  it('generates a clue, stores it as the caller and returns both', async () => {
    const member = await signUp(stack, 'clue-member');
    const { data, error } = await member.client.functions.invoke<{
      clue: string;
      record: ClueRecord;
      source: string;
    }>('generate-clue', {
      body,
    });
    expect(error).toBeNull();
    expect(data?.clue).toMatch(/\?\s+(Look|Now look|Then look) under it!$/);
    expect(data?.clue).not.toMatch(/couch|sofa/i);
    expect(data?.record).toMatchObject({ user_id: member.id, text: data?.clue, ...body });
    expect(data?.source).toBe('built-in');

    const history = await member.client
      .from('clues')
      .select('*')
      .eq('id', data?.record.id ?? '');
    expect(history.data).toEqual([data?.record]);

    const stranger = await signUp(stack, 'clue-member');
    const theirs = await stranger.client
      .from('clues')
      .select('id')
      .eq('id', data?.record.id ?? '');
    expect(theirs.data).toEqual([]);
  });

  it('still writes a clue for an unsafe place, with a gentle safety note and a safer place beside it', async () => {
    const member = await signUp(stack, 'clue-member');
    const ask = (payload: Record<string, unknown>) =>
      member.client.functions.invoke<{ clue: string; record: ClueRecord; safety: unknown }>('generate-clue', {
        body: { ...body, difficulty: 'easy', ...payload },
      });
    const oven = await ask({ location: 'next to the oven' });
    expect(oven.error).toBeNull();
    expect(oven.data?.clue).toMatch(/oven/i);
    expect(oven.data?.record).toMatchObject({ user_id: member.id, location: 'next to the oven' });
    expect(oven.data?.safety).toEqual({
      note: 'The oven gets hot.',
      suggestion: 'How about the bread box instead?',
    });
    const french = await ask({ location: 'sous l’évier de la cuisine', locale: 'fr' });
    expect(french.data?.safety).toEqual({
      note: 'On range souvent les produits ménagers sous l’évier.',
      suggestion: 'Pourquoi pas le garde-manger\u202f?',
    });
    const safe = await ask({ location: 'under the blue rug in the living room' });
    expect(safe.data?.safety).toBeNull();
  });

  it('answers asking twice with different clues', async () => {
    const member = await signUp(stack, 'clue-member');
    const clues = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { data } = await member.client.functions.invoke<{ clue: string }>('generate-clue', {
        body: { ...body, difficulty: 'medium' },
      });
      clues.add(data?.clue ?? '');
    }
    expect(clues.size).toBeGreaterThan(1);
  });

  it('rejects every invalid body with 400 and a clear message', async () => {
    const member = await signUp(stack, 'clue-member');
    const cases: [unknown, string | RegExp][] = [
      [{ ...body, theme: 'pirates' }, 'Theme must be one of: adventure, mystery, fantasy, nature, science.'],
      [{ ...body, theme: undefined }, 'Please choose a theme.'],
      [{ ...body, difficulty: 'expert' }, 'Difficulty must be one of: easy, medium, hard.'],
      [{ ...body, location: '   ' }, 'Please describe where you want to hide the clue.'],
      [{ ...body, location: 'x'.repeat(301) }, 'Please keep the hiding place under 300 characters.'],
      [{ ...body, location: 'behind the shitty box' }, clueText('en', 'clues.clue.unsafeLocation')],
      ['not json at all', httpText('en', 'http.invalidJson')],
      [{ ...body, ageBand: 'teens' }, 'Age band must be one of: 3-6, 6-8, 8-14.'],
      [
        { ...body, childName: 'R2-D2' },
        "Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes.",
      ],
      [{ ...body, locale: 'es' }, 'Locale must be one of: en, fr.'],
    ];
    for (const [payload, message] of cases) {
      const answer = await invokeError(member.client, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(message);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
    const stored = await member.client.from('clues').select('id', { count: 'exact', head: true });
    expect(stored.count).toBe(3); // only the sign-up samples
  });

  it('answers 401 without a member session', async () => {
    const anonymous = await invokeError(clientFor(stack), body);
    expect(anonymous).toMatchObject({ status: 401, body: { error: clueText('en', 'clues.clue.signIn') } });

    const noHeader = await fetch(`${stack.apiUrl}/functions/v1/generate-clue`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(noHeader.status).toBe(401);
    await noHeader.body?.cancel();

    const expired = await createMember(stack, -60);
    const late = await fetch(`${stack.apiUrl}/functions/v1/generate-clue`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${expired.accessToken}` },
      body: JSON.stringify(body),
    });
    expect(late.status).toBe(401);
    await late.body?.cancel();
  });

  it('answers 405 to other methods and the CORS preflight with 200', async () => {
    const member = await signUp(stack, 'clue-member');
    const url = `${stack.apiUrl}/functions/v1/generate-clue`;
    const get = await fetch(url, {
      headers: { Authorization: `Bearer ${member.accessToken}`, apikey: stack.anonKey },
    });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: httpText('en', 'http.postOnly') });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');

    const preflight = await corsPreflight(
      url,
      'http://127.0.0.1:5173',
      'authorization, x-client-info, apikey, content-type',
    );
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(
      /authorization, x-client-info, apikey, content-type/,
    );
    await preflight.body?.cancel();
  });

  it('stops a member at the default 30 a minute with 429, even after they delete clues', async () => {
    const member = await signUp(stack, 'clue-member');
    const latencies: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const { error } = await member.client.functions.invoke('generate-clue', {
        body: { ...body, difficulty: 'easy' },
      });
      latencies.push(performance.now() - started);
      expect(error).toBeNull();
    }
    console.info(
      `generate-clue via local stack (built-in): p50 ${percentile(latencies, 50)?.toFixed(1)} ms, p95 ${percentile(latencies, 95)?.toFixed(1)} ms over ${latencies.length} calls`,
    );
    const over = await invokeError(member.client, body);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(
      /^You have reached the limit of 30 clues a minute\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);

    await member.client.from('clues').delete().eq('user_id', member.id);
    expect((await invokeError(member.client, body)).status).toBe(429);

    // Quota is per member: someone else still gets their clue.
    const other = await signUp(stack, 'clue-member');
    expect((await other.client.functions.invoke('generate-clue', { body })).error).toBeNull();
  });
});

describe('the quota table and function (RLS)', () => {
  it('lets members read only their own generations and never write or delete them', async () => {
    const member = await signUp(stack, 'clue-member');
    const stranger = await signUp(stack, 'clue-member');
    expect((await member.client.functions.invoke('generate-clue', { body })).error).toBeNull();

    const own = await member.client.from('clue_generations').select('user_id');
    expect(own.data).toEqual([{ user_id: member.id }]);
    expect((await stranger.client.from('clue_generations').select('user_id')).data).toEqual([]);

    expect(
      (await member.client.from('clue_generations').insert({ user_id: member.id })).error,
    ).not.toBeNull();
    await member.client.from('clue_generations').delete().eq('user_id', member.id);
    expect((await member.client.from('clue_generations').select('user_id')).data).toHaveLength(1);
  });

  it('keeps the claim function from visitors and members, so nobody picks their own limits', async () => {
    const member = await signUp(stack, 'clue-member');
    const generous = { member: member.id, generations: 1, per_minute: 1_000_000, per_day: 1_000_000 };
    expect((await clientFor(stack).rpc('claim_clue_generations', generous)).error).not.toBeNull();
    const own = await member.client.rpc('claim_clue_generations', generous);
    expect(own.error?.code).toBe('42501');
    expect((await member.client.from('clue_generations').select('user_id')).data).toEqual([]);
  });
});

describe('clue rows', () => {
  it('are written only by generate-clue: a member cannot store a clue, fit or unfit', async () => {
    const member = await signUp(stack, 'clue-member');
    const clue = { theme: 'mystery', difficulty: 'easy', location: 'Park' };
    for (const text of [
      'Look under the bench.',
      'Find the prize at https://example.com/prize.',
      'x'.repeat(400) + '.',
    ]) {
      const { error } = await member.client.from('clues').insert({ ...clue, text, user_id: member.id });
      expect(error?.code).toBe('42501');
    }
    const stored = await member.client.from('clues').select('id', { count: 'exact', head: true });
    expect(stored.count).toBe(3); // only the sign-up samples
  });
});

describe('generate-clue with a quota from the environment', () => {
  let functions: TestFunctions;

  beforeAll(async () => {
    functions = await startTestFunctions(stack, { CLUE_QUOTA_PER_MINUTE: '5', CLUE_QUOTA_PER_DAY: '2' });
  });
  afterAll(async () => {
    await functions?.stop();
  });

  it('applies CLUE_QUOTA_PER_DAY and says so', async () => {
    const member = await signUp(stack, 'clue-member');
    const client = functions.clientFor(member.accessToken);
    for (let i = 0; i < 2; i++)
      expect((await client.functions.invoke('generate-clue', { body })).error).toBeNull();
    const over = await invokeError(client, body);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(
      /^You have reached the limit of 2 clues a day\. Please try again in 2\d hours\.$/,
    );
  });
});

describe('generate-clue with an AI provider: the child’s name stays on our servers', () => {
  let spy: FunctionsWithSpyLlm;

  beforeAll(async () => {
    spy = await startFunctionsWithSpyLlm(stack);
  });
  afterAll(async () => {
    await spy?.stop();
  });

  it('sends the provider a placeholder in every request, logs none of the name, and keeps the clue with the name', async () => {
    const member = await signUp(stack, 'clue-member');
    const client = spy.functions.clientFor(member.accessToken);
    const named = { theme: 'adventure', difficulty: 'easy', ageBand: '6-8', childName: 'Maya' };
    const { data, error } = await client.functions.invoke<{
      clue: string;
      record: ClueRecord;
      source: string;
    }>('generate-clue', { body: { ...named, location: "under MAYA's bed" } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      source: 'llm',
      clue: "Maya, your next clue is under MAYA's bed.\nLook under it!",
      record: { child_name: 'Maya', location: "under MAYA's bed" },
    });
    const stored = await member.client.from('clues').select('child_name').eq('id', data!.record.id).single();
    expect(stored.data).toEqual({ child_name: 'Maya' });

    // The provider fails twice on this one (spy-clue-llm.ts), so its reasons reach the log.
    const attic = await client.functions.invoke<{ source: string }>('generate-clue', {
      body: { ...named, location: "in Maya's attic trunk" },
    });
    expect(attic.data?.source).toBe('built-in');

    expect(spy.llm.bodies).toHaveLength(4);
    expect(spy.llm.bodies[0]).toContain('<location>under QUINN');
    expect(spy.llm.bodies[1]).toContain('That clue breaks the rules');
    for (const body of spy.llm.bodies) expect(body).not.toMatch(/maya/i);
    expect(spy.logs.join('\n')).toMatch(/provider llm failed: .*attic trunk.*by name: Quinn\./);
    for (const line of spy.logs) expect(line).not.toMatch(/maya/i);
  });
});
