-- The kit files' bucket (ADR 050): private, and only the service role reads or writes its objects.
-- Runs inside one transaction that is rolled back.
begin;
select plan(7);

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

set local role authenticated;
set local request.jwt.claims = '{"sub":"00000000-0000-0000-0000-000000000001","role":"authenticated"}';
select is((select count(*)::int from storage.objects where bucket_id = 'kits'), 0, 'Members see no kit file');
select throws_ok(
  $$insert into storage.objects (bucket_id, name) values ('kits', 'pirate-bunny/en/a4/bw/y.pdf')$$,
  '42501', null, 'Members cannot store a kit file');
update storage.objects set name = 'stolen.pdf' where bucket_id = 'kits';
reset role;
select is((select name from storage.objects where bucket_id = 'kits'),
  'pirate-bunny/en/letter/color/test.pdf', 'Members cannot rename a kit file');

select * from finish();
rollback;
