-- The kit files' bucket (ADR 050): private, and only the service role reads or writes its objects;
-- open_download answers a click in one call.
-- Runs inside one transaction that is rolled back.
begin;
select plan(14);

select is((select public from storage.buckets where id = 'kits'), false, 'The kits bucket is private');

set local role service_role;
insert into storage.objects (bucket_id, name, version, metadata)
  values ('kits', 'pirate-bunny/en/letter/color/test.pdf', 'v1', '{"mimetype":"application/pdf"}');
select is((select count(*)::int from storage.objects where bucket_id = 'kits'), 1,
  'The service role stores and reads kit files');
reset role;

set local role anon;
select is((select count(*)::int from storage.objects where bucket_id = 'kits'), 0, 'Visitors see no kit file');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('kits', 'pirate-bunny/en/a4/bw/x.pdf')$$,
  '42501', null, 'Visitors cannot store a kit file');
reset role;

select tests.authenticate_as('00000000-0000-0000-0000-000000000001');
select is((select count(*)::int from storage.objects where bucket_id = 'kits'), 0, 'Members see no kit file');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('kits', 'pirate-bunny/en/a4/bw/y.pdf')$$,
  '42501', null, 'Members cannot store a kit file');
update storage.objects set name = 'stolen.pdf' where bucket_id = 'kits';
reset role;
select is((select name from storage.objects where bucket_id = 'kits'),
  'pirate-bunny/en/letter/color/test.pdf', 'Members cannot rename a kit file');

-- open_download: a paid order's kit, its link derived by the functions (a stand-in token here).
set local role service_role;
create temporary table fixture on commit drop as
  select tests.pending_order('us',
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999}]',
    'cs_test_kit_files'
  ) as created;
create temporary table kit on commit drop as
  select (item ->> 'id')::uuid as item_id, (created ->> 'id')::uuid as order_id
    from fixture, jsonb_array_elements(created -> 'items') item;
select public.complete_checkout('evt_kit_files', 'cs_test_kit_files', 1999, 'usd', 'pi_kit_files', null,
  (select jsonb_build_array(jsonb_build_object('item_id', item_id, 'token_hash', public.download_token_hash(repeat('ab', 32)))) from kit));
create function pg_temp.downloads() returns integer language sql as
  $$select download_count from public.download_tokens where token_hash = public.download_token_hash(repeat('ab', 32))$$;

select is(public.open_download(repeat('ab', 32), null, repeat('c', 64), 2, 3600),
  jsonb_build_object('outcome', 'open', 'item_id', (select item_id from kit)::text, 'kit_slug', 'easter-bunny',
                     'licence', 'family'),
  'A working link opens its kit');
select is(pg_temp.downloads(), 1, 'and the download is counted');
select is(public.open_download(repeat('ab', 32), 'cool-bunny', repeat('c', 64), 2, 3600) ->> 'outcome', 'closed',
  'A kit the order does not hold is closed, and claims nothing');
select is(public.open_download(repeat('ab', 32), 'easter-bunny', repeat('c', 64), 2, 3600) ->> 'outcome', 'open',
  'The second click within the limit opens');
select is(public.open_download(repeat('ab', 32), null, repeat('c', 64), 2, 3600) ->> 'outcome', 'rate_limited',
  'The third click past a limit of two is refused');
select is(pg_temp.downloads(), 2, 'and is not counted');
reset role;
set local role anon;
select throws_ok($$select public.open_download(repeat('ab', 32), null, 'x', 2, 3600)$$, '42501', null,
  'Visitors cannot open downloads directly');
reset role;

select * from finish();
rollback;
