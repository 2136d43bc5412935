// Children's names after the retention, end to end: clues and hunts written by the real functions on
// the local stack, aged, purged by the database function the schedule runs, read back by their member.
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childNameMentions } from './child-names.ts';
import { huntNamingMaya } from './hunt-test-fixtures.ts';
import type { ClueRecord } from './clue-store.ts';
import type { Hunt, HuntRow } from '../domain/hunt-request.ts';
import { createMember, startTestStack } from '../../../local/stack-testing.ts';
import type { RunningStack } from '../../../local/stack.ts';

let stack: RunningStack;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  admin = createClient(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
});
afterAll(async () => {
  await stack?.stop();
});

async function invoke<T>(
  client: SupabaseClient,
  name: string,
  body: object,
  method: 'POST' | 'PUT' = 'POST',
) {
  const { data, error } = await client.functions.invoke<T>(name, { body, method });
  if (error instanceof FunctionsHttpError) throw new Error(await (error.context as Response).text());
  if (error) throw error;
  return data!;
}

const places = ['on the porch', "under Maya's bed", 'by MAYA’S desk'];

/** A single clue and a hunt for Maya, written by generate-clue and generate-hunt, made `days` old. */
async function writtenFor(client: SupabaseClient, days: number) {
  const { record: clue } = await invoke<{ record: ClueRecord }>(client, 'generate-clue', {
    theme: 'nature',
    difficulty: 'easy',
    location: "under Maya's bed",
    childName: 'Maya',
  });
  const { hunt } = await invoke<{ hunt: Hunt }>(client, 'generate-hunt', huntNamingMaya(places));
  const age = `${days} days`;
  await stack.db.query(`update public.clues set created_at = now() - $1::interval where id = $2`, [
    age,
    clue.id,
  ]);
  await stack.db.query(`update public.hunts set created_at = now() - $1::interval where id = $2`, [
    age,
    hunt.id,
  ]);
  const read = async () => ({
    clue: (await client.from('clues').select('*').eq('id', clue.id).single<ClueRecord>()).data!,
    hunt: (await client.from('hunts').select('*').eq('id', hunt.id).single<HuntRow>()).data!,
  });
  return { ...(await read()), read };
}

const mayaOut = (text: string) => text.replace(childNameMentions('Maya')!, 'Explorer');

describe('the 90-day purge of children’s names', () => {
  it('takes the name out of every copy in a 91-day-old hunt and clue, leaves an 89-day-old one, and both stay usable', async () => {
    const member = await createMember(stack);
    const old = await writtenFor(member.client, 91);
    const recent = await writtenFor(member.client, 89);
    expect(old.clue.child_name).toBe('Maya');
    expect(old.clue.text).toMatch(/\bMaya\b/);
    expect(old.hunt.clue_texts[0]).toMatch(/\bMaya\b/);

    // What the schedule runs (pg_cron on hosted Supabase, the local stack hourly), as the service role.
    const purged = await admin.rpc('purge_child_names', { p_older_than: '90 days' });
    expect(purged).toMatchObject({ error: null, data: 2 });

    const after = await old.read();
    expect(JSON.stringify(after)).not.toMatch(/maya/i);
    expect(after.hunt).toMatchObject({
      child_name: null,
      title: 'Nature hunt (3 cards)',
      treasure: "Explorer's new kite",
      places: ['on the porch', "under Explorer's bed", 'by Explorer’S desk'],
      clue_texts: old.hunt.clue_texts.map(mayaOut),
    });
    expect(after.clue).toMatchObject({
      child_name: null,
      text: mayaOut(old.clue.text),
      location: "under Explorer's bed",
      theme: 'nature',
    });
    // Still where to look, in words a child can read.
    expect(after.clue.text).toMatch(/\bbed\b.*look under it!$/is);

    // The purged hunt is still the member's to use: a card written again reads its new place.
    const { hunt: rewritten } = await invoke<{ hunt: Hunt }>(
      member.client,
      'generate-hunt',
      { huntId: old.hunt.id, number: 2 },
      'PUT',
    );
    expect(rewritten.clues[1]!.leadsTo).toBe("under Explorer's bed");
    expect(JSON.stringify(rewritten)).not.toMatch(/maya/i);

    expect(await recent.read()).toEqual({ clue: recent.clue, hunt: recent.hunt });
    expect((await admin.rpc('purge_child_names', { p_older_than: '90 days' })).data).toBe(0);
  });

  it('matches the name in SQL exactly as the functions hide it from the clue provider', async () => {
    // Folding non-ASCII letter case is the server locale's: hosted Supabase (C.UTF-8) and PGlite do it,
    // a PostgreSQL cluster made with --no-locale (as CI makes one) does not (ADR 034).
    const { rows: engine } = await stack.db.query<{ folds: boolean }>(`select 'Ë' ~* 'ë' as folds`);
    const cases: [string, string][] = [
      ['Maya', "Maya, look under MAYA'S bed, maya’s desk and «Maya»; the Mayan vase, Maya2 and XMaya stay."],
      ["Mary-Kate O'Neil", 'Mary-Kate O’Neil, look by Kate’s desk, then under MARY’s bed.'],
      ['Zoë', 'ZOË, zoë’s hat and Zoëlle'],
      ['Léa-Rose', 'LÉA, Rose, léa-rose and the rosebush'],
      ['Jo', 'Jo\u00a0jo\u202fJO—Jo…Jo'],
      ['Anne  Marie', 'Anne Marie, Anne\tMarie and annemarie'],
    ];
    for (const [name, text] of cases) {
      if (!engine[0]?.folds && /[ÉË]/.test(text)) continue;
      const { rows } = await stack.db.query<{ out: string }>(
        "select public.without_child_name($1, $2, 'en') as out",
        [text, name],
      );
      expect(rows[0]?.out, `${name}: ${text}`).toBe(text.replace(childNameMentions(name)!, 'Explorer'));
    }
  });
});
