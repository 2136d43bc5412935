-- Personalised kit files leave Storage after their cache life (ADR 050, addendum): the listing names
-- only old files under orders/ in the kits bucket, the cache life is 30 days capped by the child-name
-- retention, and only the service role may run either function. Rolled back.
begin;
select plan(11);

insert into storage.objects (bucket_id, name, version, created_at) values
  ('kits', 'orders/00000000-0000-4000-b000-000000000001/pirate-bunny/en/letter/color/v1-old.pdf', 'v1', now() - interval '31 days'),
  ('kits', 'orders/00000000-0000-4000-b000-000000000002/pirate-bunny/en/letter/color/v1-young.pdf', 'v1', now() - interval '29 days'),
  ('kits', 'pirate-bunny/en/letter/color/v1.pdf', 'v1', now() - interval '400 days'),
  ('kits', 'pirate-bunny/fr/all/v1.zip', 'v1', now() - interval '400 days');

set local role service_role;
select is(public.kit_file_cache_life(), interval '30 days', 'A personalised file is kept 30 days by default');
select is(array(select public.expired_kit_files()),
  array['orders/00000000-0000-4000-b000-000000000001/pirate-bunny/en/letter/color/v1-old.pdf'],
  'Only personalised files past 30 days are listed; younger ones and files without a name are not');
select is(array(select public.expired_kit_files(0)),
  array['orders/00000000-0000-4000-b000-000000000001/pirate-bunny/en/letter/color/v1-old.pdf'],
  'A limit below 1 still lists a batch');
set local app.child_name_retention_days = '7';
select is(public.kit_file_cache_life(), interval '7 days', 'A shorter child-name retention shortens the cache life');
select is((select count(*)::int from public.expired_kit_files()), 2,
  'With a 7-day retention the 29-day-old personalised file is listed too');
reset role;

select ok(has_function_privilege('service_role', 'public.expired_kit_files(integer)', 'execute'),
  'The service role may list expired kit files');
select ok(not has_function_privilege('anon', 'public.expired_kit_files(integer)', 'execute'),
  'Visitors may not list kit files');
select ok(not has_function_privilege('authenticated', 'public.expired_kit_files(integer)', 'execute'),
  'Members may not list kit files');
select ok(not has_function_privilege('anon', 'public.kit_file_cache_life()', 'execute'),
  'Visitors may not call kit_file_cache_life');
select ok(not has_function_privilege('authenticated', 'public.kit_file_cache_life()', 'execute'),
  'Members may not call kit_file_cache_life');

set local role anon;
select throws_ok($$select public.expired_kit_files()$$, '42501', null, 'A visitor calling the listing is refused');
reset role;

select * from finish();
rollback;
