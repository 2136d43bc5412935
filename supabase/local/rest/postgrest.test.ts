import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadProjectConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RunningStack } from '../stack.ts';
import { PROJECT_ROOT } from '../stack.ts';
import { anonRest, clientFor, startTestStack } from '../stack-testing.ts';
import { grantFixtureFunctions, serveRest } from './serve-rest.ts';

// PostgREST semantics the orders work relies on (wire contract Part 2), through supabase-js,
// on fixture tables created here rather than by app migrations.
let stack: RunningStack;
let anon: SupabaseClient;
let service: SupabaseClient;
const tag = randomBytes(3).toString('hex');
const orders = `orders_${tag}`;
const items = `order_items_${tag}`;
const addresses = `addresses_${tag}`;
const many = `many_${tag}`;
const receipts = `receipts_${tag}`;
const kits = `kits_${tag}`;
const orderKits = `order_kits_${tag}`;
const fn = (name: string) => `${name}_${tag}`;

const rest = (path: string, init: RequestInit = {}, base = stack.apiUrl) => anonRest(stack, path, init, base);
/** A JSON write as the service role with the `Prefer` header given, which supabase-js does not always send. */
const serviceWrite = (method: 'POST' | 'PATCH', path: string, prefer: string, body: string, base?: string) =>
  rest(
    path,
    {
      method,
      headers: {
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: prefer,
      },
      body,
    },
    base,
  );

beforeAll(async () => {
  stack = await startTestStack({ functions: false });
  anon = clientFor(stack);
  service = clientFor(stack, stack.serviceRoleKey);
  await stack.db.exec(`
    create table public.${addresses} (id int primary key, city text not null);
    create table public.${orders} (
      id int primary key,
      email text not null,
      status text not null default 'pending',
      stripe_session_id text unique,
      total int,
      note text default 'none',
      billing_id int references public.${addresses} (id),
      shipping_id int references public.${addresses} (id)
    );
    create table public.${items} (
      id int primary key,
      order_id int not null references public.${orders} (id),
      sku text not null,
      qty int not null default 1
    );
    create table public.${many} (n int primary key);
    -- One-to-one: the foreign key is the primary key; a composite key to the same pair.
    create table public.${receipts} (order_id int primary key references public.${orders} (id), url text);
    insert into public.${many} select generate_series(1, 1104);
    insert into public.${addresses} values (1, 'Boston'), (2, 'Toronto');
    insert into public.${orders} (id, email, status, stripe_session_id, total, billing_id, shipping_id) values
      (1, 'a@example.com', 'paid', 'cs_1', 4900, 1, 2),
      (2, 'a@example.com', 'pending', 'cs_2', 1500, 2, 2),
      (3, 'b@example.com', 'paid', 'cs_3', 2500, null, null),
      (4, 'c@example.com', 'refunded', null, 900, null, null);
    insert into public.${items} values (1, 1, 'kit-1', 2), (2, 1, 'kit-2', 1), (3, 2, 'kit-1', 5), (4, 3, 'kit-3', 1);
    insert into public.${receipts} values (1, 'https://example.com/r/1');
    -- Many-to-many: the junction's primary key holds a foreign key to each side.
    create table public.${kits} (id text primary key, title text not null);
    create table public.${orderKits} (
      order_id int references public.${orders} (id),
      kit_id text references public.${kits} (id),
      primary key (order_id, kit_id)
    );
    insert into public.${kits} values ('pirates', 'Pirate Hunt'), ('space', 'Space Quest');
    insert into public.${orderKits} values (1, 'pirates'), (1, 'space'), (2, 'space');
    grant all on public.${kits}, public.${orderKits} to anon;
    grant all on public.${addresses}, public.${orders}, public.${items}, public.${many}, public.${receipts} to anon, authenticated, service_role;

    create function public.${fn('orders_for')}(p_email text) returns setof public.${orders}
      language sql stable as $$ select * from public.${orders} where email = p_email $$;
    create function public.${fn('numbers')}() returns setof int language sql as $$ select generate_series(1, 1104) $$;
    create function public.${fn('add')}(a int, b int default 1) returns int language sql as $$ select a + b $$;
    create function public.${fn('pick')}(a int) returns text language sql as $$ select 'int' $$;
    create function public.${fn('pick')}(a text) returns text language sql as $$ select 'text' $$;
    create function public.${fn('touch')}() returns void language sql as $$ update public.${orders} set note = 'touched' where id = 4 $$;
    create function public.${fn('stamp')}() returns timestamptz language sql as $$
      select '2026-01-02 03:04:05+00'::timestamptz $$;
    create function public.${fn('whoami')}() returns json language sql as $$
      select json_build_object('session_user', session_user, 'current_user', current_user) $$;
    -- SECURITY INVOKER with dynamic SQL: it runs with the caller's role and tries to leave it.
    create function public.${fn('escape')}(how text) returns bigint language plpgsql as $$
      begin
        execute how;
        return (select count(*) from auth.users);
      end $$;
    ${grantFixtureFunctions(tag, 'anon, authenticated, service_role')}
  `);
});

afterAll(async () => {
  await stack?.stop();
});

describe('PostgREST login role (authenticator)', () => {
  it('runs each request as authenticator switched to the caller’s role, not as a superuser session', async () => {
    const { data, error } = await anon.rpc(fn('whoami'));
    expect(error).toBeNull();
    expect(data).toEqual({ session_user: 'authenticator', current_user: 'anon' });
    const { data: asService } = await service.rpc(fn('whoami'));
    expect(asService).toEqual({ session_user: 'authenticator', current_user: 'service_role' });
  });

  it('keeps a SECURITY INVOKER function with dynamic SQL away from auth.users', async () => {
    const direct = await anon.rpc(fn('escape'), { how: 'select 1' });
    expect(direct.status).toBe(401);
    expect(direct.error?.code).toBe('42501');
    const reset = await anon.rpc(fn('escape'), { how: 'reset role' });
    expect(reset.data).toBeNull();
    expect(reset.error?.code).toBe('42501');
    // Back to authenticator, which may not even look into schema auth.
    expect(reset.error?.message).toBe('permission denied for schema auth');
    const superuser = await anon.rpc(fn('escape'), { how: 'set role postgres' });
    expect(superuser.data).toBeNull();
    expect(superuser.error?.code).toBe('42501');
    expect(superuser.error?.message).toMatch(/permission denied to set role "postgres"/);
  });

  it.runIf(!!process.env.DATABASE_URL)(
    'on PostgreSQL the login itself is authenticator: SET SESSION AUTHORIZATION is refused too',
    async () => {
      const { data, error } = await anon.rpc(fn('escape'), { how: 'set session authorization postgres' });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    },
  );
});

describe('max_rows', () => {
  it('reads config.toml [api] max_rows and caps reads silently, counting the rest', async () => {
    expect(loadProjectConfig(`${PROJECT_ROOT}supabase/config.toml`).maxRows).toBe(1000);
    const all = await rest(`${many}?select=n`);
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-999/*');
    expect(await all.json()).toHaveLength(1000);
    const { data, count, status } = await anon.from(many).select('n', { count: 'exact' }).gt('n', 100);
    expect(status).toBe(206);
    expect(count).toBe(1004);
    expect(data).toHaveLength(1000);
    const small = await anon.from(many).select('n').limit(3);
    expect(small.data).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('caps set-returning rpc results too', async () => {
    const { data } = await anon.rpc(fn('numbers'));
    expect(data).toHaveLength(1000);
  });
});

describe('rpc', () => {
  it('honours select, filters, order, limit and count on a set-returning function', async () => {
    const { data, error, count, status } = await anon
      .rpc(fn('orders_for'), { p_email: 'a@example.com' }, { count: 'exact' })
      .select('id,total')
      .eq('status', 'paid')
      .order('id', { ascending: false })
      .limit(5);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(1);
    expect(data).toEqual([{ id: 1, total: 4900 }]);
    const both = await anon.rpc(fn('orders_for'), { p_email: 'a@example.com' }).select('id').order('id');
    expect(both.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('GET splits arguments from filters and runs read-only', async () => {
    const got = await anon
      .rpc(fn('orders_for'), { p_email: 'a@example.com' }, { get: true })
      .select('id')
      .gt('total', 2000);
    expect(got.error).toBeNull();
    expect(got.data).toEqual([{ id: 1 }]);
    const writer = await anon.rpc(fn('touch'), {}, { get: true });
    expect(writer.status).toBe(405);
    expect(writer.error?.code).toBe('25006');
    const { data } = await service.from(orders).select('note').eq('id', 4).single();
    expect(data).toEqual({ note: 'none' });
  });

  it('answers scalars bare, void with 204, and refuses to shape a scalar', async () => {
    expect((await anon.rpc(fn('add'), { a: 2 })).data).toBe(3);
    expect((await anon.rpc(fn('add'), { a: 2, b: 5 }, { get: true })).data).toBe(7);
    const scalarShaped = await anon.rpc(fn('add'), { a: 2 }).eq('x', 1);
    expect(scalarShaped.status).toBe(400);
    const voided = await rest(`rpc/${fn('touch')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(voided.status).toBe(204);
  });

  it('300 PGRST203 for overloads it cannot choose between, 404 PGRST202 for no match', async () => {
    const ambiguous = await anon.rpc(fn('pick'), { a: 1 });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: public.${fn('pick')}(a => integer), public.${fn('pick')}(a => text)`,
    });
    const missing = await anon.rpc(fn('orders_for'), { p_mail: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.error).toEqual({
      code: 'PGRST202',
      message: `Could not find the function public.${fn('orders_for')}(p_mail) in the schema cache`,
      details: `Searched for the function public.${fn('orders_for')} with parameter p_mail or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint: `Perhaps you meant to call the function public.${fn('orders_for')}(p_email)`,
    });
  });

  it('405 PGRST101 for PATCH and DELETE on /rpc', async () => {
    const response = await rest(`rpc/${fn('add')}`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect((await response.json()).code).toBe('PGRST101');
  });
});

describe('parse errors answer 400 in PostgREST’s shape', () => {
  it('select, filters, logic trees and order', async () => {
    const select = await rest(`${orders}?select=id,(`);
    expect(select.status).toBe(400);
    expect((await select.json()).code).toBe('PGRST100');
    const empty = await rest(`${orders}?or=()`);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      code: 'PGRST100',
      message: '"failed to parse logic tree (())" (line 1, column 2)',
      details:
        'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
      hint: null,
    });
    const operator = await anon.from(orders).select('id').or('status.between.1');
    expect(operator.status).toBe(400);
    expect(operator.error?.code).toBe('PGRST100');
    const order = await rest(`${orders}?order=id.sideways`);
    expect(order.status).toBe(400);
    expect((await order.json()).code).toBe('PGRST100');
  });

  it('a malformed % in the path is a 400, not a crash', async () => {
    const response = await rest('orders%zz');
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('PGRST100');
  });
});

describe('embedding', () => {
  it('one-to-many as arrays ([] when none), many-to-one as objects (null when none)', async () => {
    const { data, error } = await anon.from(orders).select(`id,${items}(sku,qty)`).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        [items]: [
          { sku: 'kit-1', qty: 2 },
          { sku: 'kit-2', qty: 1 },
        ],
      },
      { id: 2, [items]: [{ sku: 'kit-1', qty: 5 }] },
      { id: 3, [items]: [{ sku: 'kit-3', qty: 1 }] },
      { id: 4, [items]: [] },
    ]);
    const up = await anon.from(items).select(`id,order:${orders}(id,email)`).in('id', [1, 4]).order('id');
    expect(up.data).toEqual([
      { id: 1, order: { id: 1, email: 'a@example.com' } },
      { id: 4, order: { id: 3, email: 'b@example.com' } },
    ]);
  });

  it('embedded filters shape the children only; !inner filters the parents and the count', async () => {
    const shaped = await anon
      .from(orders)
      .select(`id,lines:${items}(sku)`)
      .eq('lines.sku', 'kit-1')
      .order('id');
    expect(shaped.data).toEqual([
      { id: 1, lines: [{ sku: 'kit-1' }] },
      { id: 2, lines: [{ sku: 'kit-1' }] },
      { id: 3, lines: [] },
      { id: 4, lines: [] },
    ]);
    const inner = await anon
      .from(orders)
      .select(`id,lines:${items}!inner(sku)`, { count: 'exact' })
      .eq('lines.sku', 'kit-1')
      .order('id');
    expect(inner.data).toEqual([
      { id: 1, lines: [{ sku: 'kit-1' }] },
      { id: 2, lines: [{ sku: 'kit-1' }] },
    ]);
    expect(inner.count).toBe(2);
    const limited = await anon
      .from(orders)
      .select(`id,${items}(sku)`)
      .eq('id', 1)
      .order('sku', { referencedTable: items, ascending: false })
      .limit(1, { referencedTable: items });
    expect(limited.data).toEqual([{ id: 1, [items]: [{ sku: 'kit-2' }] }]);
  });

  it('one-to-one embeds as an object from both sides; rel=not.is.null keeps only parents that have one', async () => {
    const { data } = await anon.from(orders).select(`id,${receipts}(url)`).in('id', [1, 2]).order('id');
    expect(data).toEqual([
      { id: 1, [receipts]: { url: 'https://example.com/r/1' } },
      { id: 2, [receipts]: null },
    ]);
    const having = await rest(`${orders}?select=id,${receipts}(url)&${receipts}=not.is.null`);
    expect(await having.json()).toEqual([{ id: 1, [receipts]: { url: 'https://example.com/r/1' } }]);
    const back = await anon.from(receipts).select(`order_id,${orders}(status)`);
    expect(back.data).toEqual([{ order_id: 1, [orders]: { status: 'paid' } }]);
  });

  it('many-to-many through a junction table embeds arrays both ways', async () => {
    const { data, error } = await anon.from(orders).select(`id,${kits}(id)`).in('id', [1, 2, 3]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, [kits]: [{ id: 'pirates' }, { id: 'space' }] },
      { id: 2, [kits]: [{ id: 'space' }] },
      { id: 3, [kits]: [] },
    ]);
    const back = await anon.from(kits).select(`id,${orders}!inner(id)`).eq(`${orders}.status`, 'pending');
    expect(back.data).toEqual([{ id: 'space', [orders]: [{ id: 2 }] }]);
  });

  it('300 PGRST201 when two foreign keys qualify, resolved by a hint; 400 PGRST200 when none does', async () => {
    const ambiguous = await anon.from(orders).select(`id,${addresses}(city)`);
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({ code: 'PGRST201' });
    const hinted = await anon
      .from(orders)
      .select(
        `id,billing:${addresses}!${orders}_billing_id_fkey(city),shipping:${addresses}!shipping_id(city)`,
      )
      .eq('id', 1);
    expect(hinted.data).toEqual([{ id: 1, billing: { city: 'Boston' }, shipping: { city: 'Toronto' } }]);
    const none = await anon.from(items).select(`id,${addresses}(city)`);
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
    const notEmbedded = await rest(`${orders}?select=id&lines.sku=eq.x`);
    expect(notEmbedded.status).toBe(400);
    expect(await notEmbedded.json()).toMatchObject({
      code: 'PGRST108',
      message: "'lines' is not an embedded resource in this request",
    });
  });
});

describe('or / and logic trees', () => {
  it('nests and/or, takes in.() and quoted values, and ANDs with plain filters', async () => {
    const nested = await anon
      .from(orders)
      .select('id')
      .or('status.eq.refunded,and(status.eq.pending,total.lt.2000)')
      .order('id');
    expect(nested.data).toEqual([{ id: 2 }, { id: 4 }]);
    const withIn = await anon
      .from(orders)
      .select('id')
      .or('id.in.(1,3),email.eq."c@example.com"')
      .neq('id', 3)
      .order('id');
    expect(withIn.data).toEqual([{ id: 1 }, { id: 4 }]);
    const negated = await rest(`${orders}?select=id&not.or=(status.eq.paid,status.eq.pending)`);
    expect(await negated.json()).toEqual([{ id: 4 }]);
    const embedNull = await rest(`${orders}?select=id,${items}(id)&or=(${items}.is.null,id.eq.1)&order=id`);
    expect((await embedNull.json()).map((row: { id: number }) => row.id)).toEqual([1, 4]);
  });
});

describe('filter operators', () => {
  it('takes any/all lists, pattern matching and full-text search', async () => {
    const any = await rest(`${orders}?select=id&status=eq(any).{refunded,pending}&order=id`);
    expect(await any.json()).toEqual([{ id: 2 }, { id: 4 }]);
    const likeAll = await rest(`${orders}?select=id&email=like(all).{a*,*example.com}&order=id`);
    expect(await likeAll.json()).toEqual([{ id: 1 }, { id: 2 }]);
    const match = await anon.from(orders).select('id').match({ status: 'refunded' });
    expect(match.data).toEqual([{ id: 4 }]);
    const regex = await rest(`${orders}?select=id&email=imatch.^C@`);
    expect(await regex.json()).toEqual([{ id: 4 }]);
    const fts = await anon.from(orders).select('id').textSearch('status', 'refund', { config: 'english' });
    expect(fts.error).toBeNull();
    expect(fts.data).toEqual([{ id: 4 }]);
  });
});

describe('Prefer: timezone', () => {
  it('renders timestamps in a known zone and says so; an unknown zone is ignored', async () => {
    const stamp = (prefer: string) =>
      rest(`rpc/${fn('stamp')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: prefer },
        body: '{}',
      });
    const zoned = await stamp('timezone=America/Toronto');
    expect(zoned.headers.get('preference-applied')).toBe('timezone=America/Toronto');
    expect(await zoned.json()).toBe('2026-01-01T22:04:05-05:00');
    expect(await (await stamp('count=exact')).json()).toBe('2026-01-02T03:04:05+00:00');
    const unknown = await rest(`${orders}?select=id&id=eq.1`, {
      headers: { Prefer: 'timezone=Mars/Olympus' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('preference-applied')).toBeNull();
  });
});

describe('insert and upsert', () => {
  it('merge-duplicates: 201 when a row is new, 200 when it only updated; columns outside the list are kept', async () => {
    const created = await service
      .from(orders)
      .upsert({ id: 10, email: 'u@example.com', stripe_session_id: 'cs_10', note: 'kept' })
      .select('id,status');
    expect(created.status).toBe(201);
    expect(created.data).toEqual([{ id: 10, status: 'pending' }]);
    const updated = await service
      .from(orders)
      .upsert(
        { id: 10, email: 'u@example.com', stripe_session_id: 'cs_10', status: 'paid' },
        { onConflict: 'stripe_session_id' },
      )
      .select('id,status,note')
      .single();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual({ id: 10, status: 'paid', note: 'kept' });
  });

  it('ignore-duplicates returns only the new rows and leaves existing ones alone', async () => {
    const { data, status } = await service
      .from(orders)
      .upsert(
        [
          { id: 10, email: 'changed@example.com' },
          { id: 11, email: 'new@example.com' },
        ],
        { ignoreDuplicates: true },
      )
      .select('id,email');
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 11, email: 'new@example.com' }]);
    const kept = await service.from(orders).select('email').eq('id', 10).single();
    expect(kept.data).toEqual({ email: 'u@example.com' });
  });

  it('400 42P10 when on_conflict names no unique constraint', async () => {
    const { status, error } = await service
      .from(orders)
      .upsert({ id: 12, email: 'x@example.com' }, { onConflict: 'email' });
    expect(status).toBe(400);
    expect(error?.code).toBe('42P10');
  });

  it('?columns: keys missing from an element are NULL, or the default with missing=default', async () => {
    const nulls = await service
      .from(orders)
      .insert([
        { id: 20, email: 'n@example.com', note: 'x' },
        { id: 21, email: 'n@example.com' },
      ])
      .select('id,note,status');
    expect(nulls.error).toBeNull();
    expect(nulls.data).toEqual([
      { id: 20, note: 'x', status: 'pending' },
      { id: 21, note: null, status: 'pending' },
    ]);
    const defaults = await service
      .from(orders)
      .insert(
        [
          { id: 22, email: 'd@example.com', note: 'x' },
          { id: 23, email: 'd@example.com' },
        ],
        { defaultToNull: false },
      )
      .select('id,note');
    expect(defaults.data).toEqual([
      { id: 22, note: 'x' },
      { id: 23, note: 'none' },
    ]);
  });

  it('400 PGRST204 for a column the table does not have', async () => {
    const { status, error } = await service
      .from(orders)
      .insert({ id: 30, email: 'e@example.com', colour: 'red' });
    expect(status).toBe(400);
    expect(error?.message).toBe(`Could not find the 'colour' column of '${orders}' in the schema cache`);
  });
});

describe('Prefer', () => {
  it('count=exact reports rows written by insert, update and delete', async () => {
    const inserted = await service.from(orders).insert(
      [
        { id: 40, email: 'c1@example.com' },
        { id: 41, email: 'c1@example.com' },
      ],
      { count: 'exact' },
    );
    expect(inserted.count).toBe(2);
    const updated = await service
      .from(orders)
      .update({ status: 'paid' }, { count: 'exact' })
      .eq('email', 'c1@example.com');
    expect(updated.count).toBe(2);
    const planned = await serviceWrite(
      'PATCH',
      `${orders}?email=eq.c1@example.com`,
      'count=planned',
      '{"status":"paid"}',
    );
    expect(planned.headers.get('content-range')).toBe('0-1/*');
    const deleted = await service.from(orders).delete({ count: 'exact' }).eq('email', 'c1@example.com');
    expect(deleted.count).toBe(2);
  });

  it('max-affected with handling=strict refuses and rolls back; lenient ignores it', async () => {
    // .maxAffected() is typed for PostgREST 13 clients only; it sends exactly this Prefer.
    const strict = await service
      .from(orders)
      .update({ note: 'bulk' })
      .eq('email', 'a@example.com')
      .setHeader('Prefer', 'handling=strict, max-affected=1');
    expect(strict.status).toBe(400);
    expect(strict.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    const unchanged = await service.from(orders).select('note').eq('email', 'a@example.com');
    expect(unchanged.data).toEqual([{ note: 'none' }, { note: 'none' }]);
    const lenient = await serviceWrite(
      'PATCH',
      `${orders}?email=eq.a@example.com`,
      'max-affected=1',
      '{"note":"none"}',
    );
    expect(lenient.status).toBe(204);
  });

  it('handling=strict turns unknown preferences into 400 PGRST122', async () => {
    const response = await rest(`${orders}?select=id`, { headers: { Prefer: 'handling=strict, shiny=yes' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: shiny=yes',
      hint: null,
    });
  });

  it('tx=rollback is dropped like on Supabase (db-tx-end=commit): the write commits, nothing claims otherwise', async () => {
    const response = await serviceWrite('POST', orders, 'tx=rollback', '{"id":50,"email":"r@example.com"}');
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBeNull();
    expect((await service.from(orders).select('id').eq('id', 50)).data).toEqual([{ id: 50 }]);
  });

  it('with db-tx-end=commit-allow-override tx=rollback answers as usual and writes nothing', async () => {
    const { url, close } = await serveRest({
      db: stack.db,
      jwtSecret: stack.jwtSecret,
      txEnd: 'commit-allow-override',
    });
    try {
      const response = await serviceWrite(
        'POST',
        `${orders}?select=id`,
        'return=representation, tx=rollback',
        '{"id":51,"email":"r@example.com"}',
        url,
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([{ id: 51 }]);
      expect(response.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
      expect((await service.from(orders).select('id').eq('id', 51)).data).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('internal errors', () => {
  it('a 5xx body says nothing about the server’s internals', async () => {
    const broken = {
      ...stack.db,
      apiTransaction: () =>
        Promise.reject(new Error('connect ECONNREFUSED /var/run/secret.sock password=hunter2')),
    } as Database;
    const { url, close } = await serveRest({ db: broken, jwtSecret: stack.jwtSecret });
    try {
      const response = await rest(`${orders}?select=id`, {}, url);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toMatch(/hunter2|secret|ECONNREFUSED/);
      expect(JSON.parse(text)).toEqual({
        code: 'PGRSTX00',
        message: 'Internal server error',
        details: null,
        hint: null,
      });
    } finally {
      await close();
    }
  });
});
