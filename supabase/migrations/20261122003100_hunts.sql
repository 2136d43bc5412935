-- Whole hunts: a chain of clue cards planned by a member (the generate-hunt function).
--
-- Members only read and delete their hunts. Every write goes through generate-hunt with the
-- service role, after the clue output rules (length, no links, no unsafe words, riddles that do
-- not name their place) have passed: those rules need a word list the database does not have,
-- so members get no insert or update grant. The checks below still hold the shape of a hunt.

-- True when every clue text is 1 to 400 characters, as public.clues requires of one clue.
create function public.hunt_clue_texts_fit(texts text[])
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(bool_and(t is not null and char_length(btrim(t)) between 1 and 400), false)
  from unnest(texts) as t;
$$;

-- True when every hiding place is 1 to 300 characters and none repeats (ignoring case and spacing).
create function public.hunt_places_fit(places text[])
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(
    bool_and(p is not null and char_length(btrim(p)) between 1 and 300)
      and count(distinct lower(regexp_replace(btrim(p), '\s+', ' ', 'g'))) = count(*),
    false)
  from unnest(places) as p;
$$;

create table public.hunts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null
    constraint hunts_title_1_to_120_characters check (char_length(btrim(title)) between 1 and 120),
  theme text not null
    constraint hunts_theme_known check (theme in ('adventure', 'mystery', 'fantasy', 'nature', 'science')),
  difficulty text not null
    constraint hunts_difficulty_known check (difficulty in ('easy', 'medium', 'hard')),
  age_band text not null default '6-8'
    constraint hunts_age_band_known check (age_band in ('3-6', '6-8', '8-14')),
  child_name text
    constraint hunts_child_name_letters check (
      char_length(child_name) between 1 and 40 and btrim(child_name) = child_name
      and child_name !~ '[[:digit:][:cntrl:]<>@#$%&*_=+/\\|{}()\[\];:",.!?~^`]'
    ),
  treasure text
    constraint hunts_treasure_1_to_200_characters check (char_length(btrim(treasure)) between 1 and 200),
  -- places[k] is where card k sends the child; card k+1 hides there. The treasure waits at the last one.
  places text[] not null
    constraint hunts_2_to_12_places check (cardinality(places) between 2 and 12)
    constraint hunts_places_fit check (public.hunt_places_fit(places)),
  -- clue_texts[k] is the text of card k: one card per place.
  clue_texts text[] not null
    constraint hunts_clue_texts_fit check (public.hunt_clue_texts_fit(clue_texts)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint hunts_one_card_per_place check (cardinality(clue_texts) = cardinality(places))
);

comment on table public.hunts is
  'Whole hunts a member planned: the hiding places in order and one clue card per place. Written only by the generate-hunt function (service role); owners read and delete theirs.';

-- The history page lists a member's hunts newest first.
create index hunts_user_id_created_at_idx on public.hunts (user_id, created_at desc);

alter table public.hunts enable row level security;

revoke all on public.hunts from anon, authenticated;
grant select, delete on public.hunts to authenticated;
grant all on public.hunts to service_role;

create policy "Members can read their own hunts"
  on public.hunts for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members can delete their own hunts"
  on public.hunts for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke execute on function public.hunt_clue_texts_fit(text[]) from public, anon, authenticated;
revoke execute on function public.hunt_places_fit(text[]) from public, anon, authenticated;
grant execute on function public.hunt_clue_texts_fit(text[]) to service_role;
grant execute on function public.hunt_places_fit(text[]) to service_role;

-- The quota for several generations at once: a hunt of N places costs N. All or nothing, under
-- the same per-member lock as public.claim_clue_generation, so single clues and hunts share one
-- count. Called by generate-hunt with the service role for the member it verified: members cannot
-- call it, so they cannot pick their own limits.
create function public.claim_clue_generations(
  member uuid,
  generations integer,
  per_minute integer,
  per_day integer
)
  returns table (allowed boolean, limit_reached text, retry_after_seconds integer)
  language plpgsql
  security definer
  set search_path = ''
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
  'Called by generate-hunt with the service role: claims N generations for a member at once (all or nothing) when both limits leave room, else which limit was reached and the seconds until enough room frees up.';

revoke execute on function public.claim_clue_generations(uuid, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_clue_generations(uuid, integer, integer, integer) to service_role;
