-- Children's names leave a hunt after the retention (issue 20, point 5): the name, the title and
-- the cards; a recent hunt keeps them, and nobody but the service role may run the purge. Rolled back.
begin;
select plan(6);

insert into auth.users (id, email) values ('00000000-0000-4000-a000-0000000000cc', 'retention@example.com');
insert into public.hunts (id, user_id, title, theme, difficulty, child_name, places, clue_texts, created_at) values
  ('00000000-0000-4000-b000-0000000000c1', '00000000-0000-4000-a000-0000000000cc', 'Maya''s nature hunt (2 cards)',
    'nature', 'easy', 'Maya', array['on the porch', 'under the mat'],
    array['Maya, look on the porch!', 'Look under the mat, maya!'], now() - interval '91 days'),
  ('00000000-0000-4000-b000-0000000000c2', '00000000-0000-4000-a000-0000000000cc', 'Leo''s nature hunt (2 cards)',
    'nature', 'easy', 'Leo', array['on the porch', 'under the mat'],
    array['Leo, look on the porch!', 'Look under the mat!'], now() - interval '89 days');

set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-4000-a000-0000000000cc", "role": "authenticated"}';
select throws_ok($$select public.purge_child_names(interval '1 day')$$, '42501', null, 'A member cannot run the purge');

reset role;
set local role service_role;
select is(public.child_name_retention(), interval '90 days', 'The retention is 90 days unless configured');
select is(public.purge_child_names(public.child_name_retention()), 1, 'Only the hunt past the retention is purged');
select is(
  (select row(child_name, title, clue_texts)::text from public.hunts where id = '00000000-0000-4000-b000-0000000000c1'),
  row(null::text, 'Nature hunt (2 cards)', array['Explorer, look on the porch!', 'Look under the mat, Explorer!'])::text,
  'The old hunt keeps no trace of the name: column, title and cards'
);
select is(
  (select row(child_name, title)::text from public.hunts where id = '00000000-0000-4000-b000-0000000000c2'),
  row('Leo', 'Leo''s nature hunt (2 cards)')::text,
  'A recent hunt keeps its name'
);
set local app.child_name_retention_days = '30';
select is(public.child_name_retention(), interval '30 days', 'The retention follows app.child_name_retention_days');

select * from finish();
rollback;
