-- The generate-clue quota: a member may generate only so many clues a minute and a day.

-- One row per generation the function allowed. Kept apart from public.clues because members
-- delete clues from their history, and deleting must not hand back quota.
create table public.clue_generations (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.clue_generations is
  'When each member generated a clue, for the generate-clue quota. Written only by public.claim_clue_generation(); members can read their own rows.';

create index clue_generations_user_id_created_at_idx on public.clue_generations (user_id, created_at desc);

alter table public.clue_generations enable row level security;

-- Members neither write nor delete rows themselves: that would let them reset their own quota.
revoke all on public.clue_generations from anon, authenticated;
grant select on public.clue_generations to authenticated;
grant all on public.clue_generations to service_role;

create policy "Members can see their own clue generations"
  on public.clue_generations for select to authenticated
  using ((select auth.uid()) = user_id);

-- Counts the caller's generations in the last minute and day and, when both are under their
-- limits, records one more. A per-member advisory lock makes count-then-insert atomic, so
-- simultaneous requests cannot slip past the limit together. Rows older than a day no longer
-- count and are removed here, keeping the table small.
create function public.claim_clue_generation(per_minute integer, per_day integer)
  returns table (allowed boolean, limit_reached text, retry_after_seconds integer)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  member uuid := auth.uid();
  minute_count integer;
  day_count integer;
  oldest_in_minute timestamptz;
  oldest_in_day timestamptz;
begin
  if member is null then
    raise exception 'claim_clue_generation needs a signed-in member' using errcode = '42501';
  end if;
  if per_minute < 1 or per_day < 1 then
    raise exception 'Quota limits must be at least 1' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtext('claim_clue_generation'), hashtext(member::text));

  delete from public.clue_generations g
    where g.user_id = member and g.created_at <= now() - interval '1 day';

  select count(*), min(g.created_at) into minute_count, oldest_in_minute
    from public.clue_generations g
    where g.user_id = member and g.created_at > now() - interval '1 minute';
  select count(*), min(g.created_at) into day_count, oldest_in_day
    from public.clue_generations g
    where g.user_id = member;

  if minute_count >= per_minute then
    return query select false, 'minute', greatest(1, ceil(extract(epoch from oldest_in_minute + interval '1 minute' - now()))::integer);
  elsif day_count >= per_day then
    return query select false, 'day', greatest(1, ceil(extract(epoch from oldest_in_day + interval '1 day' - now()))::integer);
  else
    insert into public.clue_generations (user_id) values (member);
    return query select true, null::text, 0;
  end if;
end;
$$;

comment on function public.claim_clue_generation(integer, integer) is
  'Called by the generate-clue function as the member: allowed (and recorded) when under both limits, else which limit was reached and the seconds until a generation frees up.';

revoke execute on function public.claim_clue_generation(integer, integer) from public, anon;
grant execute on function public.claim_clue_generation(integer, integer) to authenticated;
