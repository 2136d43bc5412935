-- The members' clue generator (generate-clue, generate-hunt): the sample clues every new account
-- starts with, the generation quota a clue and a hunt share, and the shape checks of a hunt's cards.

-- Every new account starts with the spec's three sample clues, so the history is never empty
-- (trigger on_auth_user_created_give_sample_clues on auth.users), in the language the member signed up
-- in (user metadata `locale`, which the French pages send; English otherwise). The French texts carry
-- French punctuation spacing already, as the catalogs' compiler would write it.
create or replace function public.give_sample_clues()
  returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.raw_user_meta_data ->> 'locale' = 'fr' then
    insert into public.clues (user_id, text, theme, difficulty, location, created_at)
    values
      (new.id, 'Là où les histoires dorment sur des tablettes en bois, cherche entre les livres de dragons et de fées.',
        'fantasy', 'easy', 'Bibliothèque', now() - interval '2 minutes'),
      (new.id, 'J’ai des aiguilles et des chiffres, mais je ne dis jamais un mot ; cherche-moi dans la classe, accrochée près du tableau.',
        'mystery', 'medium', 'Salle de classe', now() - interval '1 minute'),
      (new.id, 'Glisse jusqu’en bas de la glissoire, puis regarde bien : ton prochain indice attend là où la glissoire touche le sol.',
        'adventure', 'easy', 'Terrain de jeux', now());
    return new;
  end if;
  insert into public.clues (user_id, text, theme, difficulty, location, created_at)
  values
    (new.id, 'Where stories sleep on wooden shelves, look between the books about dragons and elves.',
      'fantasy', 'easy', 'Public Library', now() - interval '2 minutes'),
    (new.id, 'I have numbers and a face but never say a word; find me where the teacher keeps the lessons heard.',
      'mystery', 'medium', 'Classroom', now() - interval '1 minute'),
    (new.id, 'Whoosh down the slide, then look all around: your next clue waits where the slide meets the ground.',
      'adventure', 'easy', 'Playground', now());
  return new;
end;
$$;

comment on function public.give_sample_clues() is
  'Trigger on auth.users: gives each new account the spec''s three sample clues, in the language it signed up in (user metadata locale), so its clue history is never empty.';

revoke execute on function public.give_sample_clues() from public, anon, authenticated, service_role;

-- The one quota claim (a single clue costs 1, a hunt of N places costs N): counts the member's
-- generations in the last minute and day and, when both stay under their limits with these, records them,
-- all or nothing. A per-member advisory lock makes count-then-insert atomic, so simultaneous requests cannot
-- slip past the limit together; rows older than a day no longer count and are removed here. generate-clue
-- and generate-hunt call it with the service role for the member their verified token names and the limits
-- of their own settings (CLUE_QUOTA_PER_MINUTE/_PER_DAY): no caller picks their own limits.
create or replace function public.claim_clue_generations(
  member uuid,
  generations integer,
  per_minute integer,
  per_day integer
)
  returns table (allowed boolean, limit_reached text, retry_after_seconds integer)
  language plpgsql security definer set search_path = ''
as $$
declare
  minute_count integer;
  day_count integer;
  frees_minute timestamptz;
  frees_day timestamptz;
begin
  if member is null then
    raise exception 'claim_clue_generations needs a member' using errcode = '22023';
  end if;
  if generations < 1 or per_minute < 1 or per_day < 1 then
    raise exception 'Generations and quota limits must be at least 1' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtext('claim_clue_generation'), hashtext(member::text));

  delete from public.clue_generations g
    where g.user_id = member and g.created_at <= now() - interval '1 day';

  select count(*) into minute_count
    from public.clue_generations g
    where g.user_id = member and g.created_at > now() - interval '1 minute';
  select count(*) into day_count
    from public.clue_generations g
    where g.user_id = member;

  if minute_count + generations > per_minute then
    -- Enough room frees up when the (overflow)-th oldest generation of the minute expires.
    select g.created_at into frees_minute
      from public.clue_generations g
      where g.user_id = member and g.created_at > now() - interval '1 minute'
      order by g.created_at
      offset greatest(0, least(minute_count, minute_count + generations - per_minute) - 1)
      limit 1;
    return query select false, 'minute',
      greatest(1, ceil(extract(epoch from coalesce(frees_minute, now()) + interval '1 minute' - now()))::integer);
  elsif day_count + generations > per_day then
    select g.created_at into frees_day
      from public.clue_generations g
      where g.user_id = member
      order by g.created_at
      offset greatest(0, least(day_count, day_count + generations - per_day) - 1)
      limit 1;
    return query select false, 'day',
      greatest(1, ceil(extract(epoch from coalesce(frees_day, now()) + interval '1 day' - now()))::integer);
  else
    insert into public.clue_generations (user_id)
      select member from generate_series(1, generations);
    return query select true, null::text, 0;
  end if;
end;
$$;

comment on function public.claim_clue_generations(uuid, integer, integer, integer) is
  'The one generation quota, called by generate-clue (1) and generate-hunt (N) with the service role: claims the generations for a member at once (all or nothing) when both limits leave room, else which limit was reached and the seconds until enough room frees up.';

revoke execute on function public.claim_clue_generations(uuid, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.claim_clue_generations(uuid, integer, integer, integer) to service_role;

-- True when every clue text is 1 to 400 characters, as public.clues requires of one clue (the check
-- hunts_clue_texts_fit).
create or replace function public.hunt_clue_texts_fit(texts text[])
  returns boolean
  language sql immutable set search_path = ''
as $$
  select coalesce(bool_and(t is not null and char_length(btrim(t)) between 1 and 400), false)
  from unnest(texts) as t;
$$;

comment on function public.hunt_clue_texts_fit(text[]) is
  'True when every card text of a hunt is 1 to 400 characters (the check hunts_clue_texts_fit).';

revoke execute on function public.hunt_clue_texts_fit(text[]) from public, anon, authenticated;
grant execute on function public.hunt_clue_texts_fit(text[]) to service_role;

-- True when every hiding place is 1 to 300 characters and none repeats, ignoring case and spacing (the
-- check hunts_places_fit).
create or replace function public.hunt_places_fit(places text[])
  returns boolean
  language sql immutable set search_path = ''
as $$
  select coalesce(
    bool_and(p is not null and char_length(btrim(p)) between 1 and 300)
      and count(distinct lower(regexp_replace(btrim(p), '\s+', ' ', 'g'))) = count(*),
    false)
  from unnest(places) as p;
$$;

comment on function public.hunt_places_fit(text[]) is
  'True when every hiding place of a hunt is 1 to 300 characters and none repeats, ignoring case and spacing (the check hunts_places_fit).';

revoke execute on function public.hunt_places_fit(text[]) from public, anon, authenticated;
grant execute on function public.hunt_places_fit(text[]) to service_role;

-- A hunt's title in its own language (the planning request's, hunts.locale): the child's name when the hunt
-- has one, its theme and how many cards it holds. The trigger hunts_title keeps hunts.title equal to it, so
-- the card pages show a French hunt's title in French, and the purge of children's names only takes the
-- name out of the row. French elides "de" before a vowel or a mute h ("d'Élodie").
create or replace function public.hunt_title(p_theme text, p_child_name text, p_cards integer, p_locale text)
  returns text
  language sql immutable set search_path = ''
as $$
  select case p_locale
    when 'fr' then
      'Chasse ' || case p_theme
          when 'adventure' then 'd’aventure'
          when 'mystery' then 'mystère'
          when 'fantasy' then 'fantastique'
          when 'science' then 'scientifique'
          else p_theme
        end
        || case
          when p_child_name is null then ''
          when p_child_name ~* '^[aeiouyhàâäéèêëîïôöûùü]' then ' d’' || p_child_name
          else ' de ' || p_child_name
        end
        || ' (' || p_cards || ' cartes)'
    else
      coalesce(p_child_name || '''s ' || p_theme, upper(left(p_theme, 1)) || substr(p_theme, 2))
        || ' hunt (' || p_cards || ' cards)'
  end;
$$;

comment on function public.hunt_title(text, text, integer, text) is
  'The title of a hunt of a theme, with or without the child''s name, of n cards, in the hunt''s language (en or fr).';

revoke execute on function public.hunt_title(text, text, integer, text) from public, anon, authenticated;
grant execute on function public.hunt_title(text, text, integer, text) to service_role;

-- Trigger hunts_title (before insert, and before an update of what the title says): the title follows the
-- hunt's theme, child's name, cards and language.
create or replace function public.set_hunt_title()
  returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.title := public.hunt_title(new.theme, new.child_name, cardinality(new.places), new.locale);
  return new;
end;
$$;

comment on function public.set_hunt_title() is
  'Trigger on public.hunts: sets the title from the theme, the child''s name, the number of places and the language (public.hunt_title).';

revoke execute on function public.set_hunt_title() from public, anon, authenticated, service_role;
