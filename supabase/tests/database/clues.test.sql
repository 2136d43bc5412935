-- Row-level security of public.clues: member A vs member B vs a visitor (anon).
-- Runs inside one transaction that is rolled back, so it leaves nothing behind.
begin;
select plan(18);

insert into auth.users (id, email) values
  ('00000000-0000-4000-a000-00000000000a', 'clue-tester-a@example.com'),
  ('00000000-0000-4000-a000-00000000000b', 'clue-tester-b@example.com');

select is(
  (select count(*)::int from public.clues where user_id = '00000000-0000-4000-a000-00000000000a'),
  3,
  'A new member starts with three sample clues'
);
select results_eq(
  $$select location from public.clues where user_id = '00000000-0000-4000-a000-00000000000a' order by created_at$$,
  $$values ('Public Library'), ('Classroom'), ('Playground')$$,
  'The sample clues are set in the Public Library, a Classroom and a Playground'
);

-- A member who signed up on a French page (user metadata locale 'fr') gets the samples in French.
insert into auth.users (id, email, raw_user_meta_data) values
  ('00000000-0000-4000-a000-0000000000f1', 'clue-tester-fr@example.com', '{"locale": "fr"}');
select results_eq(
  $$select location, theme from public.clues where user_id = '00000000-0000-4000-a000-0000000000f1' order by created_at$$,
  $$values ('Bibliothèque', 'fantasy'), ('Salle de classe', 'mystery'), ('Terrain de jeux', 'adventure')$$,
  'A member who signed up in French starts with the three sample clues in French'
);
select is(
  (select text from public.clues where user_id = '00000000-0000-4000-a000-0000000000f1' and location = 'Terrain de jeux'),
  E'Glisse jusqu\u2019en bas de la glissoire, puis regarde bien\u00a0: ton prochain indice attend l\u00e0 o\u00f9 la glissoire touche le sol.',
  'The French samples carry French punctuation spacing'
);

-- Member A
select tests.authenticate_as('00000000-0000-4000-a000-00000000000a');

select is((select count(*)::int from public.clues), 3, 'A sees her own three clues and none of B''s');
select throws_ok(
  $$insert into public.clues (text, theme, difficulty, location) values ('Look under the bench.', 'mystery', 'easy', 'Park')$$,
  '42501',
  null,
  'A cannot add a clue, not even to her own history: only generate-clue writes clues'
);
select is(
  (select count(*)::int from public.clues where user_id = '00000000-0000-4000-a000-00000000000a'),
  3,
  'A''s history still holds only the samples'
);
select throws_ok(
  $$insert into public.clues (user_id, text, theme, difficulty, location)
    values ('00000000-0000-4000-a000-00000000000b', 'Planted clue', 'mystery', 'easy', 'Park')$$,
  '42501',
  null,
  'A cannot add a clue to B''s history'
);
select lives_ok(
  $$delete from public.clues where user_id = '00000000-0000-4000-a000-00000000000b'$$,
  'A deleting B''s clues runs but matches nothing visible'
);
select throws_ok(
  $$update public.clues set text = 'Changed' where user_id = '00000000-0000-4000-a000-00000000000a'$$,
  '42501',
  null,
  'Clues cannot be edited, not even by their owner'
);
select lives_ok(
  $$delete from public.clues where location = 'Playground'$$,
  'A can delete her own clue'
);
select is((select count(*)::int from public.clues), 2, 'A''s deleted clue is gone');

-- Member B
select tests.authenticate_as('00000000-0000-4000-a000-00000000000b');

select is((select count(*)::int from public.clues), 3, 'B still has all three clues after A tried to delete them');
select is(
  (select count(*)::int from public.clues where user_id = '00000000-0000-4000-a000-00000000000a'),
  0,
  'B cannot see any of A''s clues'
);

-- A visitor
select tests.authenticate_as_visitor();

select throws_ok($$select id from public.clues$$, '42501', null, 'A visitor cannot read clues');
select throws_ok(
  $$insert into public.clues (user_id, text, theme, difficulty, location)
    values ('00000000-0000-4000-a000-00000000000a', 'Anonymous clue', 'mystery', 'easy', 'Park')$$,
  '42501',
  null,
  'A visitor cannot add clues'
);

reset role;

select throws_ok(
  $$insert into public.clues (user_id, text, theme, difficulty, location)
    values ('00000000-0000-4000-a000-00000000000a', 'Spooky', 'horror', 'easy', 'Park')$$,
  '23514',
  null,
  'Only the generator''s themes are accepted'
);
select is(
  (select count(*)::int from public.clues where user_id = '00000000-0000-4000-a000-00000000000b'),
  3,
  'Deleting nothing as A and reading as B changed none of B''s rows'
);

select * from finish();
rollback;
