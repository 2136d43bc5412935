-- Row-level security and grants of public.hunts: member A vs member B vs a visitor (anon).
-- Hunts are written only by the generate-hunt function (service role); members read and delete theirs.
-- Runs inside one transaction that is rolled back, so it leaves nothing behind.
begin;
select plan(13);

insert into auth.users (id, email) values
  ('00000000-0000-4000-a000-0000000000aa', 'hunt-tester-a@example.com'),
  ('00000000-0000-4000-a000-0000000000bb', 'hunt-tester-b@example.com');
insert into public.hunts (id, user_id, title, theme, difficulty, places, clue_texts) values
  ('00000000-0000-4000-b000-00000000000a', '00000000-0000-4000-a000-0000000000aa', 'A''s hunt', 'nature', 'easy',
    array['on the porch', 'under the mat'], array['Look on the porch!', 'Look under the mat!']),
  ('00000000-0000-4000-b000-00000000000b', '00000000-0000-4000-a000-0000000000bb', 'B''s hunt', 'nature', 'easy',
    array['on the porch', 'under the mat'], array['Look on the porch!', 'Look under the mat!']);

select throws_ok(
  $$insert into public.hunts (user_id, title, theme, difficulty, places, clue_texts)
    values ('00000000-0000-4000-a000-0000000000aa', 'Short', 'nature', 'easy', array['on the porch'], array['Look!'])$$,
  '23514',
  null,
  'A hunt needs at least two places'
);
select throws_ok(
  $$insert into public.hunts (user_id, title, theme, difficulty, places, clue_texts)
    values ('00000000-0000-4000-a000-0000000000aa', 'Uneven', 'nature', 'easy', array['a', 'b'], array['Look!'])$$,
  '23514',
  null,
  'Every place has exactly one card'
);

-- Member A
select tests.authenticate_as('00000000-0000-4000-a000-0000000000aa');

select results_eq($$select title from public.hunts$$, $$values ('Nature hunt (2 cards)')$$, 'A sees her own hunt and not B''s');
select throws_ok(
  $$insert into public.hunts (user_id, title, theme, difficulty, places, clue_texts)
    values ('00000000-0000-4000-a000-0000000000aa', 'Mine', 'nature', 'easy', array['a', 'b'], array['A!', 'B!'])$$,
  '42501',
  null,
  'A cannot write a hunt herself: only the function does, after the output rules'
);
select throws_ok(
  $$update public.hunts set clue_texts = array['x', 'y'] where id = '00000000-0000-4000-b000-00000000000a'$$,
  '42501',
  null,
  'A cannot change her hunt''s cards directly'
);
select throws_ok(
  $$select * from public.claim_clue_generations('00000000-0000-4000-a000-0000000000aa', 1, 1000, 1000)$$,
  '42501',
  null,
  'A cannot claim quota with limits of her choosing'
);
select lives_ok(
  $$delete from public.hunts where id = '00000000-0000-4000-b000-00000000000b'$$,
  'A deleting B''s hunt runs but matches nothing visible'
);
select lives_ok(
  $$delete from public.hunts where id = '00000000-0000-4000-b000-00000000000a'$$,
  'A can delete her own hunt'
);
select is_empty($$select id from public.hunts$$, 'A''s hunt is gone');

-- A visitor
select tests.authenticate_as_visitor();
select throws_ok($$select id from public.hunts$$, '42501', null, 'A visitor cannot read hunts');
select throws_ok(
  $$delete from public.hunts$$,
  '42501',
  null,
  'A visitor cannot delete hunts'
);

reset role;
select is(
  (select count(*)::int from public.hunts where user_id = '00000000-0000-4000-a000-0000000000bb'),
  1,
  'B''s hunt is still there'
);
select ok(
  (select relrowsecurity from pg_class where oid = 'public.hunts'::regclass),
  'Row-level security is on for public.hunts'
);

select * from finish();
rollback;
