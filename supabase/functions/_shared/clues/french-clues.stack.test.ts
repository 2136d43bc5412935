// French clues end to end (issue 28 §3): a French member page calls generate-clue and generate-hunt
// with `locale: 'fr'` through the real local stack (PGlite, REST, auth, the Deno runner, supabase-js).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUp,
  startSpyClueLlm,
  startTestFunctions,
  startTestStack,
  type SpyClueLlm,
  type TestFunctions,
} from '../../../local/stack-testing.ts';
import type { RunningStack } from '../../../local/stack.ts';
import type { Hunt } from '../domain/hunt-request.ts';
import type { ClueRecord } from './clue-store.ts';

interface ClueAnswer {
  clue: string;
  record: ClueRecord;
  source: string;
  safety: { note: string; suggestion: string } | null;
}

/** Words of the English engine a French clue never says. */
const english = /\b(?:Look|look|the|your|clue|riddle|What am I)\b/;

let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack({ auth: { enableConfirmations: false } });
});
afterAll(async () => {
  await stack?.stop();
});

describe('French clues through the local stack', () => {
  it('writes a French clue for the parent’s own place, stores it as French, and shows it in the history', async () => {
    const member = await signUp(stack, 'clue-fr');
    const { data, error } = await member.client.functions.invoke<ClueAnswer>('generate-clue', {
      body: {
        theme: 'nature',
        difficulty: 'medium',
        ageBand: '8-14',
        location: 'sous le lit de Maya',
        childName: 'Léa',
        locale: 'fr',
      },
    });
    expect(error).toBeNull();
    expect(data?.source).toBe('built-in');
    const lines = data!.clue.split('\n');
    expect(lines[0]).toMatch(/^(?:Petit castor |Petite abeille )?Léa, .*sous le lit de Maya, /);
    expect(lines.at(-1)).toMatch(/^(?:Regarde|Puis regarde|Ensuite, regarde) dessous\u202f!$/);
    expect(data!.clue).not.toMatch(english);
    expect(data?.record).toMatchObject({ text: data!.clue, location: 'sous le lit de Maya', locale: 'fr' });

    const history = await member.client.from('clues').select('text, locale').order('created_at');
    expect(history.data?.map((row) => row.locale)).toEqual(['en', 'en', 'en', 'fr']);
    expect(history.data?.at(-1)?.text).toBe(data!.clue);
  });

  it('answers a French page’s Accept-Language in French, with the safety note in French too', async () => {
    const member = await signUp(stack, 'clue-fr');
    const { data, error } = await member.client.functions.invoke<ClueAnswer>('generate-clue', {
      headers: { 'Accept-Language': 'fr-CA' },
      body: { theme: 'mystery', difficulty: 'easy', ageBand: '6-8', location: 'dans la boîte aux lettres' },
    });
    expect(error).toBeNull();
    expect(data?.clue).toContain('dans la boîte aux lettres.');
    expect(data?.clue).toMatch(/[Rr]egarde dedans\u202f!$/);
    expect(data?.record.locale).toBe('fr');
    expect(data?.safety?.note).toBe(
      'La boîte aux lettres est souvent près de la rue, et elle est réservée au courrier.',
    );
  });

  it('refuses a locale that is not one of the shop’s, in the page’s language', async () => {
    const member = await signUp(stack, 'clue-fr');
    const { data, error } = await member.client.functions.invoke('generate-clue', {
      headers: { 'Accept-Language': 'fr-CA' },
      body: { theme: 'mystery', difficulty: 'easy', location: 'sous le lit', locale: 'de' },
    });
    expect(data).toBeNull();
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      'La langue doit être l’une des suivantes\u00a0: en, fr.',
    );
  });

  it('plans a French hunt, keeps its language, and writes a card again in French from any page', async () => {
    const member = await signUp(stack, 'hunt-fr');
    const places = ['sous le lit de Maya', 'derrière le divan', 'dans le bac à jouets'];
    const planned = await member.client.functions.invoke<{ hunt: Hunt }>('generate-hunt', {
      body: {
        theme: 'fantasy',
        difficulty: 'hard',
        ageBand: '8-14',
        places,
        childName: 'Maya',
        locale: 'fr',
      },
    });
    expect(planned.error).toBeNull();
    const hunt = planned.data!.hunt;
    expect(hunt.title).toBe('Chasse fantastique de Maya (3 cartes)');
    expect(hunt.clues[0]!.text).toMatch(/^Maya, /);
    for (const [index, clue] of hunt.clues.entries()) {
      expect(clue.text).toMatch(/qui suis-je|devine/i);
      expect(clue.text).toMatch(/[Rr]egarde (?:dessous|derrière|dedans)\u202f!$/);
      expect(clue.text).not.toMatch(english);
      expect(clue.text).not.toMatch([/\blit\b/, /\bdivan\b/, /\bbac\b|\bjouets\b/][index]!);
    }
    const row = await member.client.from('hunts').select('locale').eq('id', hunt.id).single();
    expect(row.data).toEqual({ locale: 'fr' });

    const rewritten = await member.client.functions.invoke<{ hunt: Hunt }>('generate-hunt', {
      method: 'PUT',
      body: { huntId: hunt.id, number: 2, locale: 'en' },
    });
    expect(rewritten.error).toBeNull();
    expect(rewritten.data!.hunt.clues[1]!.text).toMatch(/[Rr]egarde derrière\u202f!$/);
    expect(rewritten.data!.hunt.clues[0]!.text).toBe(hunt.clues[0]!.text);
  });
});

describe('French clues with an AI provider', () => {
  let llm: SpyClueLlm;
  let functions: TestFunctions;
  const logs: string[] = [];

  beforeAll(async () => {
    llm = await startSpyClueLlm();
    functions = await startTestFunctions(
      stack,
      { CLUE_LLM_BASE_URL: llm.baseUrl, CLUE_LLM_API_KEY: 'test-key', CLUE_LLM_MODEL: 'spy' },
      (_name, line) => logs.push(line),
    );
  });
  afterAll(async () => {
    await functions?.stop();
    await llm?.stop();
  });

  it('asks in Québec French with a placeholder for the child, and keeps the French answer with the name', async () => {
    const member = await signUp(stack, 'clue-fr-llm');
    const client = functions.clientFor(member.accessToken);
    const { data, error } = await client.functions.invoke<ClueAnswer>('generate-clue', {
      body: {
        theme: 'adventure',
        difficulty: 'easy',
        ageBand: '6-8',
        childName: 'Maya',
        location: 'sous le lit de Maya',
        locale: 'fr',
      },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      source: 'llm',
      clue: 'Maya, ton prochain indice est sous le lit de Maya.\nRegarde dessous\u202f!',
      record: { child_name: 'Maya', locale: 'fr' },
    });
    expect(llm.bodies).toHaveLength(2);
    expect(llm.bodies[0]).toContain('français du Québec et tutoie l’enfant');
    expect(llm.bodies[0]).toContain('<location>sous le lit de Quinn</location>');
    expect(llm.bodies[1]).toContain('Cet indice ne respecte pas les règles');
    for (const body of llm.bodies) expect(body).not.toMatch(/maya/i);

    const hunt = await client.functions.invoke<{ hunt: Hunt }>('generate-hunt', {
      body: {
        theme: 'nature',
        difficulty: 'easy',
        places: ['sous l’oreiller de Maya', 'dans le grenier de Maya'],
        childName: 'Maya',
        locale: 'fr',
      },
    });
    expect(hunt.error).toBeNull();
    // The attic's answers break the rules twice, so the French built-in engine writes that card.
    expect(hunt.data!.hunt.clues[1]!.text).toContain('dans le grenier de Maya');
    expect(hunt.data!.hunt.clues[1]!.text).not.toMatch(english);
    for (const body of llm.bodies) expect(body).not.toMatch(/maya/i);
    for (const line of logs) expect(line).not.toMatch(/maya/i);
  });
});
