-- Children's names leave every place they are stored after the retention (ADR 034): the rule that finds
-- a name in a text (the same as supabase/functions/_shared/child-names.ts), the retention and the purge,
-- which pg_cron runs daily on hosted Supabase and the local stack hourly.

-- The name and each part of it of two letters or more (split at spaces and hyphens), as whole words, in
-- any letter case, with ' and ’ alike. "Whole word": no digit, ASCII letter or non-ASCII character
-- other than U+00A0–U+00BF and U+2000–U+2BFF (signs, ’ “ ” – …) on either side.
-- supabase/functions/_shared/clues/child-names.stack.test.ts holds this and the TypeScript copy to the same cases.
-- The stand-in speaks the text's language: "Explorer" in English; in French « Détective », a word a girl
-- or a boy is called alike, as the French theme voices do, with an elided "d’" or "qu’" before the name
-- written out again, since the stand-in starts with a consonant: « le lit d’Élodie » becomes « le lit de
-- Détective ».
create or replace function public.without_child_name(p_text text, p_name text, p_locale text)
  returns text
  language sql immutable set search_path = ''
as $$
  with whole as (
    select regexp_replace(btrim(coalesce(p_name, '')), '\s+', ' ', 'g') as name
  ),
  tokens as (
    select w.name as token from whole w where w.name <> ''
    union
    select part from whole w, regexp_split_to_table(w.name, '[\s-]+') as part
      where w.name <> '' and char_length(regexp_replace(part, '[''’]', '', 'g')) >= 2
  ),
  patterns as (
    select
      regexp_replace(
        regexp_replace(regexp_replace(t.token, '([.*+?^${}()|\[\]\\])', '\\\1', 'g'), '[''’]', '[''’]', 'g'),
        ' ', '\s+', 'g'
      ) as pattern,
      char_length(t.token) as size
    from tokens t
  ),
  -- One row: its pattern is null when there is no name to look for.
  mention as (
    select '(?<![0-9A-Za-z\u00C0-\u1FFF\u2C00-\uFFFF])(?:'
        || string_agg(p.pattern, '|' order by p.size desc)
        || ')(?![0-9A-Za-z\u00C0-\u1FFF\u2C00-\uFFFF])' as pattern
      from patterns p
  )
  select case
    when p_text is null or m.pattern is null then p_text
    when p_locale = 'fr' then regexp_replace(
      regexp_replace(p_text, '(?<![0-9A-Za-z\u00C0-\u1FFF\u2C00-\uFFFF])(d|qu|jusqu|lorsqu|puisqu)[''’](?=' || m.pattern || ')', '\1e ', 'gi'),
      m.pattern, 'Détective', 'gi'
    )
    else regexp_replace(p_text, m.pattern, 'Explorer', 'gi')
  end
  from mention m;
$$;

comment on function public.without_child_name(text, text, text) is
  'The text with every mention of the child''s name (or of a part of it) replaced by a stand-in in the text''s language (p_locale): "Look under Maya''s bed" becomes "Look under Explorer''s bed", « sous le lit d’Élodie » becomes « sous le lit de Détective ». Used by public.purge_child_names().';

revoke execute on function public.without_child_name(text, text, text) from public, anon, authenticated;
grant execute on function public.without_child_name(text, text, text) to service_role;

-- The retention, from configuration: `alter database postgres set app.child_name_retention_days = '30'`.
create or replace function public.child_name_retention()
  returns interval
  language sql stable set search_path = ''
as $$
  select make_interval(days => coalesce(nullif(current_setting('app.child_name_retention_days', true), '')::integer, 90));
$$;

comment on function public.child_name_retention() is
  'How long a child''s name is kept: app.child_name_retention_days days (90 unless set).';

revoke execute on function public.child_name_retention() from public, anon, authenticated;
grant execute on function public.child_name_retention() to service_role;

-- Every hunt, single clue, printed order and party or classroom kit older than the retention loses the
-- child's name (or the children's names) wherever it was written.
-- The neutral word is longer than most names, so a text at its column's limit is cut to fit, and two
-- hiding places that became the same are told apart by their number, in the hunt's language: a row must
-- never refuse the purge.
-- Returns the number of hunts, clues, orders and order items purged.
create or replace function public.purge_child_names(p_older_than interval)
  returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  hunt record;
  new_places text[];
  purged integer := 0;
  clues_purged integer;
  orders_purged integer;
  items_purged integer;
begin
  for hunt in
    select h.id, h.child_name, h.theme, h.places, h.treasure, h.clue_texts, h.locale from public.hunts h
      where h.child_name is not null and h.created_at < now() - p_older_than
      for update
  loop
    select array_agg(
             case when same_before = 0 then place
                  else left(place, 300 - char_length(suffix)) || suffix end
             order by n)
      into new_places
      from (
        select place, n,
               count(*) over (partition by lower(regexp_replace(btrim(place), '\s+', ' ', 'g')) order by n) - 1
                 as same_before
          from (
            select left(public.without_child_name(p, hunt.child_name, hunt.locale), 300) as place, n
              from unnest(hunt.places) with ordinality as u(p, n)
          ) replaced
      ) numbered,
      lateral (select case hunt.locale when 'fr' then ' (cachette ' else ' (place ' end || n || ')' as suffix) told;

    -- The title loses the name with the column (the trigger hunts_title writes it again).
    update public.hunts h
      set child_name = null,
          places = new_places,
          treasure = left(public.without_child_name(hunt.treasure, hunt.child_name, hunt.locale), 200),
          clue_texts = array(
            select left(public.without_child_name(card, hunt.child_name, hunt.locale), 400)
              from unnest(hunt.clue_texts) with ordinality as c(card, n) order by n
          ),
          updated_at = now()
      where h.id = hunt.id;
    purged := purged + 1;
  end loop;

  update public.clues c
    set text = left(public.without_child_name(c.text, c.child_name, c.locale), 400),
        location = left(public.without_child_name(c.location, c.child_name, c.locale), 300),
        child_name = null
    where c.child_name is not null and c.created_at < now() - p_older_than;
  get diagnostics clues_purged = row_count;

  -- A printed order's name was there to be printed; the order itself stays.
  update public.orders o
    set child_name = null
    where o.child_name is not null and o.created_at < now() - p_older_than;
  get diagnostics orders_purged = row_count;

  -- A party or classroom kit's names were there to be printed; the item and its licence stay.
  update public.order_items i
    set child_names = null
    from public.orders o
    where o.id = i.order_id and i.child_names is not null and o.created_at < now() - p_older_than;
  get diagnostics items_purged = row_count;

  return purged + clues_purged + orders_purged + items_purged;
end;
$$;

comment on function public.purge_child_names(interval) is
  'Takes the child''s name out of every hunt (name, title, places, treasure, cards), single clue (text, hiding place), printed order (the name to print) and order item (a party or classroom kit''s names) older than the interval; the rows stay. Run daily by pg_cron on hosted Supabase, hourly by the local stack.';

revoke execute on function public.purge_child_names(interval) from public, anon, authenticated;
grant execute on function public.purge_child_names(interval) to service_role;
