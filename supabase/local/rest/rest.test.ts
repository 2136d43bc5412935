import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../keys.ts';
import type { RunningStack } from '../stack.ts';
import { anonRest, clientFor, corsPreflight, createMember, startTestStack } from '../stack-testing.ts';
import type { TestMember } from '../stack-testing.ts';

// PostgREST behaviour through @supabase/supabase-js (wire contract §5), on a throwaway stack.
let stack: RunningStack;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: TestMember;
let bob: TestMember;
const probe = `rest_probe_${randomBytes(4).toString('hex')}`;

const PROBE_ROWS = [
  { id: 1, name: 'alpha', score: 10, tag: 'red' },
  { id: 2, name: 'beta', score: 20, tag: null },
  { id: 3, name: 'gamma', score: 30, tag: 'blue' },
  { id: 4, name: 'delta', score: null, tag: 'red' },
  { id: 5, name: 'Epsilon', score: 50, tag: 'green' },
];

const rest = (path: string, init: RequestInit = {}) => anonRest(stack, path, init);

beforeAll(async () => {
  stack = await startTestStack({ functions: false });
  anon = clientFor(stack);
  service = clientFor(stack, stack.serviceRoleKey);
  alice = await createMember(stack);
  bob = await createMember(stack);
  await stack.db.exec(`
    create table public.${probe} (
      id int primary key,
      name text not null unique,
      score int,
      tag text,
      parent_id int references public.${probe} (id),
      created_at timestamptz not null default '2026-01-02 03:04:05.678+00'
    );
    grant all on public.${probe} to anon, authenticated, service_role;
  `);
  const { error } = await anon.from(probe).insert(PROBE_ROWS);
  expect(error).toBeNull();
});

afterAll(async () => {
  await stack?.db.exec(`
    drop function if exists public.${probe}_add, public.${probe}_names, public.${probe}_whoami;
    drop table if exists public.${probe};
  `);
  await stack?.stop();
});

describe('select', () => {
  it('returns a JSON array with the chosen columns, renamed ones and PostgREST timestamps', async () => {
    const { data, error, status } = await anon.from(probe).select('id, label:name, created_at').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, label: 'alpha', created_at: '2026-01-02T03:04:05.678+00:00' }]);
  });

  it('orders, limits and offsets (range)', async () => {
    const { data } = await anon
      .from(probe)
      .select('name')
      .order('score', { ascending: false, nullsFirst: true })
      .range(0, 2);
    expect(data).toEqual([{ name: 'delta' }, { name: 'Epsilon' }, { name: 'gamma' }]);
    const { data: nullsLast } = await anon
      .from(probe)
      .select('id')
      .order('score', { ascending: true, nullsFirst: false });
    expect(nullsLast?.map((row) => row.id)).toEqual([1, 2, 3, 5, 4]);
    const { data: page } = await anon.from(probe).select('id').order('id').range(2, 3);
    expect(page).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('applies every supported filter', async () => {
    const byId = () => anon.from(probe).select('id').order('id');
    const ids = async (
      build: (query: ReturnType<typeof byId>) => PromiseLike<{ data: { id: number }[] | null }>,
    ) => ((await build(byId())).data ?? []).map((row) => row.id);
    expect(await ids((q) => q.eq('tag', 'red'))).toEqual([1, 4]);
    expect(await ids((q) => q.neq('tag', 'red'))).toEqual([3, 5]);
    expect(await ids((q) => q.gt('score', 20))).toEqual([3, 5]);
    expect(await ids((q) => q.gte('score', 20))).toEqual([2, 3, 5]);
    expect(await ids((q) => q.lt('score', 20))).toEqual([1]);
    expect(await ids((q) => q.lte('score', 20))).toEqual([1, 2]);
    expect(await ids((q) => q.in('name', ['beta', 'gamma', 'nobody']))).toEqual([2, 3]);
    expect(await ids((q) => q.is('tag', null))).toEqual([2]);
    expect(await ids((q) => q.not('tag', 'is', null))).toEqual([1, 3, 4, 5]);
    expect(await ids((q) => q.like('name', '%lt%'))).toEqual([4]);
    expect(await ids((q) => q.ilike('name', 'e%'))).toEqual([5]);
    expect(await ids((q) => q.like('name', 'e%'))).toEqual([]);
  });

  it('counts with Prefer count=exact on HEAD (no body) and on a partial GET (206)', async () => {
    const head = await anon.from(probe).select('*', { count: 'exact', head: true }).eq('tag', 'red');
    expect(head).toMatchObject({ error: null, data: null, count: 2, status: 200 });
    const partial = await anon.from(probe).select('id', { count: 'exact' }).order('id').limit(2);
    expect(partial).toMatchObject({ error: null, count: 5, status: 206, data: [{ id: 1 }, { id: 2 }] });
    const none = await anon.from(probe).select('*', { count: 'exact', head: true }).eq('name', 'nobody');
    expect(none).toMatchObject({ error: null, count: 0 });
  });

  it('sends numeric Content-Range headers a browser can read', async () => {
    const response = await rest(`${probe}?select=id&order=id&limit=2`, {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe('0-1/5');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const empty = await rest(`${probe}?select=id&name=eq.nobody`, { headers: { Prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const uncounted = await rest(`${probe}?select=id&order=id`, { headers: { Range: '1-2' } });
    expect(uncounted.headers.get('content-range')).toBe('1-2/*');
    expect(await uncounted.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('returns one object for single() and 406 PGRST116 otherwise', async () => {
    const one = await anon.from(probe).select('name').eq('id', 3).single();
    expect(one).toMatchObject({ error: null, status: 200, data: { name: 'gamma' } });
    const none = await anon.from(probe).select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const many = await anon.from(probe).select('name').eq('tag', 'red').single();
    expect(many.error?.details).toBe('The result contains 2 rows');
    const maybe = await anon.from(probe).select('name').eq('id', 99).maybeSingle();
    expect(maybe).toMatchObject({ error: null, data: null });
  });
});

describe('insert, update, delete', () => {
  it('inserts an object and returns it as a single object (201)', async () => {
    // Clues are written only with the service role (generate-clue), for the member they belong to.
    const { data, error, status } = await service
      .from('clues')
      .insert({
        user_id: alice.id,
        text: 'Look under the red slide.',
        theme: 'adventure',
        difficulty: 'easy',
        location: 'Playground',
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ user_id: alice.id, theme: 'adventure', location: 'Playground' });
    expect(data.created_at).toMatch(/\+00:00$/);
  });

  it('inserts an array (with ?columns) and returns every row', async () => {
    const { data, error, status } = await anon
      .from(probe)
      .insert([
        { id: 10, name: 'ten', score: 1 },
        { id: 11, name: 'eleven', tag: 'x' },
      ])
      .select('id, score, tag');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: 10, score: 1, tag: null },
      { id: 11, score: null, tag: 'x' },
    ]);
  });

  it('answers 201 with no body for return=minimal, so an anon insert needs no SELECT policy', async () => {
    const response = await rest(probe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8', 'Content-Profile': 'public' },
      body: JSON.stringify({ id: 12, name: 'twelve' }),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    const viaClient = await anon.from(probe).insert({ id: 13, name: 'thirteen' });
    expect(viaClient).toMatchObject({ error: null, data: null, status: 201 });
  });

  it('updates with filters: 204 by default, rows with return=representation', async () => {
    const plain = await anon.from(probe).update({ score: 99 }).eq('id', 10);
    expect(plain).toMatchObject({ error: null, status: 204, data: null });
    const { data, status } = await anon
      .from(probe)
      .update({ tag: 'updated', score: 100 })
      .in('id', [10, 11])
      .select('id, tag, score');
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 10, tag: 'updated', score: 100 },
      { id: 11, tag: 'updated', score: 100 },
    ]);
  });

  it('deletes with filters (204), and deleting nothing is still 204', async () => {
    expect(await anon.from(probe).delete().eq('id', 12)).toMatchObject({ error: null, status: 204 });
    expect(await anon.from(probe).delete().eq('id', 12)).toMatchObject({ error: null, status: 204 });
    const { data } = await anon.from(probe).delete().eq('id', 13).select('name');
    expect(data).toEqual([{ name: 'thirteen' }]);
    const { count } = await anon.from(probe).select('*', { count: 'exact', head: true }).in('id', [12, 13]);
    expect(count).toBe(0);
  });

  it('refuses an unfiltered delete like safeupdate does (400 21000)', async () => {
    const response = await rest(probe, { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('rolls back a mutation whose single-object result is not exactly one row', async () => {
    const result = await anon
      .from(probe)
      .update({ tag: 'rolled back' })
      .eq('tag', 'updated')
      .select()
      .single();
    expect(result.status).toBe(406);
    expect(result.error?.code).toBe('PGRST116');
    const { count } = await anon
      .from(probe)
      .select('*', { count: 'exact', head: true })
      .eq('tag', 'rolled back');
    expect(count).toBe(0);
  });
});

describe('rpc', () => {
  beforeAll(async () => {
    await stack.db.exec(`
      create function public.${probe}_add(a integer, b integer) returns integer language sql as $$ select a + b $$;
      create function public.${probe}_names(prefix text) returns table (id integer, name text) language sql
        as $$ select id, name from public.${probe} where name like prefix || '%' order by id $$;
      create function public.${probe}_whoami() returns uuid language sql as $$ select auth.uid() $$;
      grant execute on function public.${probe}_add(integer, integer), public.${probe}_names(text),
        public.${probe}_whoami() to anon, authenticated;
    `);
  });

  it('calls a function with named arguments and returns a scalar', async () => {
    const { data, error, status } = await anon.rpc(`${probe}_add`, { a: 2, b: 40 });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(42);
  });

  it('returns the rows of a set-returning function as an array, run as the caller', async () => {
    const { data } = await anon.rpc(`${probe}_names`, { prefix: 'g' });
    expect(data).toEqual([{ id: 3, name: 'gamma' }]);
    expect((await alice.client.rpc(`${probe}_whoami`)).data).toBe(alice.id);
    expect((await anon.rpc(`${probe}_whoami`)).data).toBeNull();
  });

  it('answers 404 PGRST202 for an unknown function', async () => {
    const { status, error } = await anon.rpc('no_such_function', {});
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});

describe('row-level security on public.clues', () => {
  it('shows a member only her own clues (her three samples plus what she adds)', async () => {
    const { data: aliceClues } = await alice.client.from('clues').select('user_id, location');
    expect(aliceClues?.every((row) => row.user_id === alice.id)).toBe(true);
    expect(aliceClues?.map((row) => row.location)).toEqual(
      expect.arrayContaining(['Public Library', 'Classroom', 'Playground']),
    );
    const { data: bobClues, count } = await bob.client
      .from('clues')
      .select('location', { count: 'exact' })
      .order('created_at');
    expect(count).toBe(3);
    expect(bobClues).toEqual([
      { location: 'Public Library' },
      { location: 'Classroom' },
      { location: 'Playground' },
    ]);
  });

  it("does not let a member delete another member's clue", async () => {
    const { data: target } = await bob.client.from('clues').select('id').limit(1).single();
    const attempt = await alice.client.from('clues').delete().eq('id', target?.id);
    expect(attempt).toMatchObject({ error: null, status: 204 });
    const { count } = await bob.client.from('clues').select('*', { count: 'exact', head: true });
    expect(count).toBe(3);
    expect(await bob.client.from('clues').delete().eq('id', target?.id)).toMatchObject({
      error: null,
      status: 204,
    });
    expect((await bob.client.from('clues').select('*', { count: 'exact', head: true })).count).toBe(2);
  });

  it("answers 403 42501 when a member writes a clue, into another member's history or their own", async () => {
    for (const owner of [bob.id, alice.id]) {
      const { error, status } = await alice.client
        .from('clues')
        .insert({ user_id: owner, text: 'Planted.', theme: 'mystery', difficulty: 'easy', location: 'Park' });
      expect(status).toBe(403);
      expect(error).toMatchObject({ code: '42501', message: 'permission denied for table clues' });
    }
  });

  it('answers 403 42501 to a member editing a clue (no update privilege)', async () => {
    const { error, status } = await alice.client
      .from('clues')
      .update({ text: 'Changed' })
      .eq('user_id', alice.id);
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table clues' });
  });

  it('answers 401 42501 to a visitor, for reads and writes', async () => {
    const read = await anon.from('clues').select('*');
    expect(read.status).toBe(401);
    expect(read.error).toEqual({
      code: '42501',
      message: 'permission denied for table clues',
      details: null,
      hint: null,
    });
    const write = await anon
      .from('clues')
      .insert({ text: 'x', theme: 'mystery', difficulty: 'easy', location: 'Park' });
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('42501');
  });

  it('lets the service role read everything (BYPASSRLS)', async () => {
    const { count } = await service
      .from('clues')
      .select('*', { count: 'exact', head: true })
      .in('user_id', [alice.id, bob.id]);
    expect(count).toBeGreaterThanOrEqual(5);
  });
});

describe('errors (PostgREST bodies and statuses)', () => {
  it('409 for unique and foreign-key violations', async () => {
    const unique = await anon.from(probe).insert({ id: 20, name: 'alpha' });
    expect(unique.status).toBe(409);
    expect(unique.error).toMatchObject({ code: '23505', details: 'Key (name)=(alpha) already exists.' });
    const foreign = await anon.from(probe).insert({ id: 21, name: 'orphan', parent_id: 999 });
    expect(foreign.status).toBe(409);
    expect(foreign.error?.code).toBe('23503');
    const clueOfNobody = await service
      .from('clues')
      .insert({ user_id: randomUUID(), text: 'x', theme: 'mystery', difficulty: 'easy', location: 'Park' });
    expect(clueOfNobody.status).toBe(409);
    expect(clueOfNobody.error?.code).toBe('23503');
  });

  it('400 for not-null, check and type errors', async () => {
    const notNull = await anon.from(probe).insert({ id: 22 });
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
    const check = await service
      .from('clues')
      .insert({ user_id: alice.id, text: 'x', theme: 'horror', difficulty: 'easy', location: 'Park' });
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
    const badUuid = await alice.client.from('clues').select('id').eq('id', 'not-a-uuid');
    expect(badUuid).toMatchObject({
      status: 400,
      error: { code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' },
    });
  });

  it('404 PGRST205 for an unknown table and 400 42703 for an unknown column', async () => {
    const table = await anon.from('no_such_table').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
      details: null,
      hint: null,
    });
    const column = await anon.from(probe).select('nope');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
  });

  it('400 PGRST100 for a filter it cannot parse', async () => {
    const { status, error } = await anon.from(probe).select('id').filter('id', 'between', '1');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse filter (between.1)" (line 1, column 1)',
    });
    const raw = await rest(`${probe}?id=7`);
    expect(raw.status).toBe(400);
    expect((await raw.json()).code).toBe('PGRST100');
  });

  it('400 PGRST102 for a body that is not JSON', async () => {
    const response = await rest(probe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"id": 1,',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    });
  });

  it('413 for a body over 1 MB', async () => {
    const response = await rest(probe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 30, name: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('Payload Too Large');
  });

  it('401 PGRST301 for a JWT with a bad signature and 401 PGRST303 for an expired one', async () => {
    const forged = clientFor(
      stack,
      await signJwt(
        { role: 'service_role', exp: 4_000_000_000 },
        'not-the-secret-not-the-secret-not-the-secret',
      ),
    );
    const bad = await forged.from(probe).select('id');
    expect(bad.status).toBe(401);
    expect(bad.error?.code).toBe('PGRST301');
    // PostgREST allows 30 s of clock skew: a token a minute past its exp is refused.
    const expiredMember = await createMember(stack, -60);
    const expired = await expiredMember.client.from('clues').select('id');
    expect(expired.status).toBe(401);
    expect(expired.error).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
  });

  it('406 PGRST106 for a schema other than public', async () => {
    const response = await rest(`${probe}?select=id`, { headers: { 'Accept-Profile': 'auth' } });
    expect(response.status).toBe(406);
    expect((await response.json()).code).toBe('PGRST106');
  });

  it('400 PGRST127 (PostgREST’s “not implemented”) for what the local stack does not implement', async () => {
    const root = await rest('');
    expect(root.status).toBe(400);
    expect(await root.json()).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' });
  });
});

describe('gateway', () => {
  it('requires an apikey on /rest/v1 and /auth/v1 with Kong’s 401 body', async () => {
    for (const path of ['/rest/v1/clues', '/auth/v1/settings']) {
      const response = await fetch(`${stack.apiUrl}${path}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    const wrongKey = await fetch(`${stack.apiUrl}/rest/v1/clues`, { headers: { apikey: 'nonsense' } });
    expect(wrongKey.status).toBe(401);
    expect((await wrongKey.json()).message).toBe('Invalid API key');
  });

  it('lets a bare apikey stand in for Authorization (curl with only the anon key)', async () => {
    const response = await rest(`${probe}?select=id&id=eq.1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: 1 }]);
    const keyInUrl = await fetch(
      `${stack.apiUrl}/rest/v1/${probe}?select=id&id=eq.1&apikey=${stack.anonKey}`,
    );
    expect(keyInUrl.status).toBe(200);
    expect(await keyInUrl.json()).toEqual([{ id: 1 }]);
  });

  it('answers CORS preflights on every prefix, allowing and exposing the client’s headers', async () => {
    for (const prefix of ['/rest/v1/clues', '/auth/v1/token']) {
      const response = await corsPreflight(
        `${stack.apiUrl}${prefix}`,
        'http://localhost:5173',
        'apikey, authorization, content-type, x-client-info, prefer',
      );
      expect(response.status, prefix).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
      const allowed = response.headers.get('access-control-allow-headers') ?? '';
      for (const name of [
        'apikey',
        'authorization',
        'content-type',
        'x-client-info',
        'prefer',
        'accept-profile',
        'content-profile',
        'x-supabase-api-version',
      ])
        expect(allowed).toContain(name);
      expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
    }
  });
});
