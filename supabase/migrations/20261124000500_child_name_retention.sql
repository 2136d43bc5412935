-- Children's names are kept only as long as a hunt is likely to be played (issue 20, point 5; COPPA's
-- 2025 rule asks for a retention limit): after the retention (90 days unless the database setting
-- app.child_name_retention_days says otherwise) a hunt loses the child's name everywhere it was
-- written — the name column, the title ("Maya's nature hunt" becomes "Nature hunt") and the cards
-- ("Maya, look under…" becomes "Explorer, look under…"). The hunt itself stays for its member.

create function public.purge_child_names(p_older_than interval)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  purged integer;
begin
  with old as (
    select h.id, h.child_name from public.hunts h
      where h.child_name is not null and h.created_at < now() - p_older_than
      for update
  )
  update public.hunts h
    set child_name = null,
        title = upper(left(h.theme, 1)) || substr(h.theme, 2) || ' hunt (' || cardinality(h.places) || ' cards)',
        -- Names hold only letters, spaces, hyphens and apostrophes (the column's check), so they are
        -- matched as whole words without escaping.
        clue_texts = array(
          select regexp_replace(card, '\m' || old.child_name || '\M', 'Explorer', 'gi')
            from unnest(h.clue_texts) with ordinality as c(card, n) order by n
        ),
        updated_at = now()
    from old
    where h.id = old.id;
  get diagnostics purged = row_count;
  return purged;
end;
$$;

revoke execute on function public.purge_child_names(interval) from public, anon, authenticated;
grant execute on function public.purge_child_names(interval) to service_role;

-- The retention, from configuration: `alter database postgres set app.child_name_retention_days = '30'`.
create function public.child_name_retention()
  returns interval
  language sql
  stable
  set search_path = ''
as $$
  select make_interval(days => coalesce(nullif(current_setting('app.child_name_retention_days', true), '')::integer, 90));
$$;

revoke execute on function public.child_name_retention() from public, anon, authenticated;
grant execute on function public.child_name_retention() to service_role;

-- Hosted Supabase runs it nightly with pg_cron (enable the extension in the dashboard first; README,
-- "Data retention"). The local stack runs it at start and every hour itself.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'purge-child-names',
      '17 3 * * *',
      'select public.purge_child_names(public.child_name_retention())'
    );
  end if;
end;
$$;
