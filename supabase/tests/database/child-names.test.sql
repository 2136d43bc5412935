-- Children's names leave every copy after the retention (issue 20 point 5, issue 25): a hunt's name
-- column, title, places, treasure and cards, a single clue's text and hiding place; the rows stay
-- readable, a recent row keeps its name, and nobody but the service role may run the purge. Rolled back.
begin;
select plan(27);

-- The matching rule, shared with supabase/functions/_shared/child-names.ts.
select is(public.without_child_name('Look under Maya''s bed, MAYA!', 'Maya', 'en'), 'Look under Explorer''s bed, Explorer!',
  'A possessive and a shouted name are both taken out');
select is(public.without_child_name('Maya’s bed and the Mayan vase', 'Maya', 'en'), 'Explorer’s bed and the Mayan vase',
  'Only whole words: a word that starts like the name stays');
select is(public.without_child_name('Mary-Kate, look by Kate''s desk and Mary''s bed.', 'Mary-Kate', 'en'),
  'Explorer, look by Explorer''s desk and Explorer''s bed.',
  'The whole name and each of its parts are taken out');
select is(public.without_child_name('Dear D’Arcy O''Neil, look!', 'D''Arcy O’Neil', 'en'), 'Dear Explorer, look!',
  'Either apostrophe matches either apostrophe');
select is(public.without_child_name('Zoë, zoë’s hat and Zoëlle', 'Zoë', 'en'), 'Explorer, Explorer’s hat and Zoëlle',
  'A name with accents is matched as a whole word, in any letter case');
-- Folding non-ASCII letter case is the server locale's: hosted Supabase (C.UTF-8) and PGlite do it, a
-- PostgreSQL cluster made with --no-locale does not (ADR 034).
select ok(
  not ('Ë' ~* 'ë') or public.without_child_name('ZOË', 'Zoë', 'en') = 'Explorer',
  'A shouted name with accents is matched where the server folds case beyond ASCII'
);
select is(public.without_child_name('Look under the bed!', null, 'en'), 'Look under the bed!', 'No name, no change');
select is(
  public.without_child_name('Élodie, regarde sous le lit d’Élodie pour qu’Élodie trouve le trésor de Lou.', 'Élodie', 'fr'),
  'Détective, regarde sous le lit de Détective pour que Détective trouve le trésor de Lou.',
  'A French text gets a French stand-in, and the d’ or qu’ elided before the name is written out again'
);

insert into auth.users (id, email) values ('00000000-0000-4000-a000-0000000000cc', 'retention@example.com');
insert into public.hunts (id, user_id, title, theme, difficulty, child_name, treasure, places, clue_texts, created_at) values
  ('00000000-0000-4000-b000-0000000000c1', '00000000-0000-4000-a000-0000000000cc', 'Maya''s nature hunt (3 cards)',
    'nature', 'easy', 'Maya', 'Maya''s new kite',
    array['on the porch', 'under Maya''s bed', 'by MAYA’s desk'],
    array['Maya, look on the porch!', 'Look under the bed, maya!', 'Look by the desk where Maya draws!'],
    now() - interval '91 days'),
  ('00000000-0000-4000-b000-0000000000c2', '00000000-0000-4000-a000-0000000000cc', 'Leo''s nature hunt (2 cards)',
    'nature', 'easy', 'Leo', 'Leo''s new kite', array['on the porch', 'under Leo''s bed'],
    array['Leo, look on the porch!', 'Look under Leo''s bed!'], now() - interval '89 days'),
  -- Replacing the name must never make the row break its checks: places that become the same, a
  -- card at the 400-character limit.
  ('00000000-0000-4000-b000-0000000000c3', '00000000-0000-4000-a000-0000000000cc', 'Al''s nature hunt (2 cards)',
    'nature', 'easy', 'Al', null, array['under Al''s bed', 'under Explorer''s bed'],
    array['Look under the bed!', rpad('Al, look', 398, ' go') || ' !'], now() - interval '91 days');
-- A hunt planned in French: its title is French, with the name elided after "de" before a vowel.
insert into public.hunts (id, user_id, theme, difficulty, child_name, places, clue_texts, locale, created_at) values
  ('00000000-0000-4000-b000-0000000000c4', '00000000-0000-4000-a000-0000000000cc', 'mystery', 'easy', 'Élodie',
    array['sous le lit', 'derrière le divan'], array['Élodie, regarde sous le lit !', 'Regarde derrière le divan !'],
    'fr', now() - interval '91 days'),
  -- French places that become the same are told apart in French.
  ('00000000-0000-4000-b000-0000000000c5', '00000000-0000-4000-a000-0000000000cc', 'nature', 'easy', 'Lou',
    array['sous le lit de Lou', 'sous le lit de Détective'], array['Regarde sous le lit !', 'Regarde encore !'],
    'fr', now() - interval '91 days');
select is(
  (select title from public.hunts where id = '00000000-0000-4000-b000-0000000000c4'),
  'Chasse mystère d’Élodie (2 cartes)',
  'A French hunt''s title is French and names the child'
);
insert into public.clues (id, user_id, text, theme, difficulty, location, child_name, created_at) values
  ('00000000-0000-4000-c000-0000000000c1', '00000000-0000-4000-a000-0000000000cc',
    'Maya, your pillow is soft and white. Look under Maya''s bed!', 'nature', 'easy', 'under Maya''s bed', 'Maya',
    now() - interval '91 days'),
  ('00000000-0000-4000-c000-0000000000c2', '00000000-0000-4000-a000-0000000000cc',
    'Leo, look under Leo''s bed!', 'nature', 'easy', 'under Leo''s bed', 'Leo', now() - interval '89 days');
-- Printed orders: the child's name printed on the kit (issue 29 §5).
insert into public.orders (id, email, region, currency, subtotal_cents, total_cents, child_name, created_at) values
  ('00000000-0000-4000-d000-0000000000c1', 'retention@example.com', 'ca', 'CAD', 4999, 4999, 'Maya',
    now() - interval '91 days'),
  ('00000000-0000-4000-d000-0000000000c2', 'retention@example.com', 'ca', 'CAD', 4999, 4999, 'Leo',
    now() - interval '89 days');

select tests.authenticate_as('00000000-0000-4000-a000-0000000000cc');
select throws_ok($$select public.purge_child_names(interval '1 day')$$, '42501', null, 'A member cannot run the purge');
select is((select child_name from public.clues where id = '00000000-0000-4000-c000-0000000000c1'), 'Maya',
  'A member reads which name their clue holds');
select throws_ok($$update public.clues set child_name = null$$, '42501', null, 'A member cannot change a clue');

reset role;
set local role service_role;
select is(public.child_name_retention(), interval '90 days', 'The retention is 90 days unless configured');
select is(public.purge_child_names(public.child_name_retention()), 6, 'Only the rows past the retention are purged');
select is(
  (select row(child_name, title)::text from public.hunts where id = '00000000-0000-4000-b000-0000000000c4'),
  row(null::text, 'Chasse mystère (2 cartes)')::text,
  'The old French hunt''s title loses the name and stays French'
);
select is(
  (select clue_texts from public.hunts where id = '00000000-0000-4000-b000-0000000000c4'),
  array['Détective, regarde sous le lit !', 'Regarde derrière le divan !'],
  'The old French hunt''s cards name the child with a French word'
);
select is(
  (select places from public.hunts where id = '00000000-0000-4000-b000-0000000000c5'),
  array['sous le lit de Détective', 'sous le lit de Détective (cachette 2)'],
  'Two French places that became the same are told apart in French'
);
select is(
  (select row(child_name, title, treasure, places, clue_texts)::text from public.hunts where id = '00000000-0000-4000-b000-0000000000c1'),
  row(null::text, 'Nature hunt (3 cards)', 'Explorer''s new kite',
    array['on the porch', 'under Explorer''s bed', 'by Explorer’s desk'],
    array['Explorer, look on the porch!', 'Look under the bed, Explorer!', 'Look by the desk where Explorer draws!'])::text,
  'The old hunt keeps no trace of the name: column, title, treasure, places and cards, each still readable'
);
select is(
  (select row(child_name, text, location)::text from public.clues where id = '00000000-0000-4000-c000-0000000000c1'),
  row(null::text, 'Explorer, your pillow is soft and white. Look under Explorer''s bed!', 'under Explorer''s bed')::text,
  'The old clue keeps no trace of the name and still says where to look'
);
select is(
  (select places from public.hunts where id = '00000000-0000-4000-b000-0000000000c3'),
  array['under Explorer''s bed', 'under Explorer''s bed (place 2)'],
  'Two places that became the same are told apart'
);
select is(
  (select char_length(clue_texts[2]) from public.hunts where id = '00000000-0000-4000-b000-0000000000c3'), 400,
  'A card at the length limit is cut to fit rather than refusing the purge'
);
select is(
  (select row(child_name, title, treasure, places[2], clue_texts[2])::text from public.hunts where id = '00000000-0000-4000-b000-0000000000c2'),
  row('Leo', 'Leo''s nature hunt (2 cards)', 'Leo''s new kite', 'under Leo''s bed', 'Look under Leo''s bed!')::text,
  'A recent hunt keeps its name'
);
select is(
  (select row(child_name, text, location)::text from public.clues where id = '00000000-0000-4000-c000-0000000000c2'),
  row('Leo', 'Leo, look under Leo''s bed!', 'under Leo''s bed')::text,
  'A recent clue keeps its name'
);
select is(
  (select row(o1.child_name, o1.total_cents, o2.child_name)::text
     from public.orders o1, public.orders o2
     where o1.id = '00000000-0000-4000-d000-0000000000c1' and o2.id = '00000000-0000-4000-d000-0000000000c2'),
  row(null::text, 4999, 'Leo')::text,
  'An old printed order loses the child''s name and keeps the rest; a recent one keeps it'
);
select ok(
  (select count(*) = 0 from public.orders where child_name = 'Maya'),
  'No order keeps the name past the retention'
);
select is(public.purge_child_names(public.child_name_retention()), 0, 'A purged row is not purged again');
set local app.child_name_retention_days = '30';
select is(public.child_name_retention(), interval '30 days', 'The retention follows app.child_name_retention_days');

select * from finish();
rollback;
