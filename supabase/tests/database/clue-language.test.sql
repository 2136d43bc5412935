-- The language a clue or a hunt was written in (issue 28 §3): English for what was there before,
-- only the shop's languages, read by the owner, changed by nobody but the functions.
begin;
select plan(8);

insert into auth.users (id, email) values
  ('00000000-0000-4000-a000-0000000000c1', 'clue-language-c@example.com');

select is(
  (select array_agg(distinct locale) from public.clues where user_id = '00000000-0000-4000-a000-0000000000c1'),
  array['en'],
  'The sample clues a new member finds are English'
);

insert into public.clues (user_id, text, theme, difficulty, location, locale) values
  ('00000000-0000-4000-a000-0000000000c1', 'Va voir sous le lit. Regarde dessous !', 'nature', 'easy', 'sous le lit', 'fr');
insert into public.hunts (user_id, title, theme, difficulty, places, clue_texts, locale) values
  ('00000000-0000-4000-a000-0000000000c1', 'Chasse nature', 'nature', 'easy',
   array['sous le lit', 'dans le panier'], array['Va voir sous le lit.', 'Va voir dans le panier.'], 'fr');

select is(
  (select locale from public.hunts where user_id = '00000000-0000-4000-a000-0000000000c1'),
  'fr',
  'A hunt keeps the language it was planned in'
);
select throws_ok(
  $$insert into public.clues (user_id, text, theme, difficulty, location, locale)
    values ('00000000-0000-4000-a000-0000000000c1', 'Schau unter das Bett.', 'nature', 'easy', 'Bett', 'de')$$,
  '23514',
  null,
  'A clue is only in one of the shop''s languages'
);
select throws_ok(
  $$insert into public.hunts (user_id, title, theme, difficulty, places, clue_texts, locale)
    values ('00000000-0000-4000-a000-0000000000c1', 'Jagd', 'nature', 'easy',
            array['Bett', 'Korb'], array['Schau.', 'Schau.'], 'de')$$,
  '23514',
  null,
  'A hunt is only in one of the shop''s languages'
);
select throws_ok(
  $$insert into public.clues (user_id, text, theme, difficulty, location, locale)
    values ('00000000-0000-4000-a000-0000000000c1', 'Look.', 'nature', 'easy', 'bed', null)$$,
  '23502',
  null,
  'A clue always has a language'
);

select tests.authenticate_as('00000000-0000-4000-a000-0000000000c1');

select results_eq(
  $$select locale from public.clues where location = 'sous le lit'$$,
  $$values ('fr')$$,
  'The member reads the language of her own clue'
);
select throws_ok(
  $$update public.clues set locale = 'en' where location = 'sous le lit'$$,
  '42501',
  null,
  'The member cannot change a clue''s language'
);
select throws_ok(
  $$update public.hunts set locale = 'en'$$,
  '42501',
  null,
  'The member cannot change a hunt''s language'
);

select * from finish();
rollback;
