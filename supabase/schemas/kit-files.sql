-- Personalised kit files (a child's name printed in them, kept under `orders/<item id>/` in the kits
-- bucket, ADR 050) are a cache: each is removed 30 days after it was built, or sooner when the
-- child-name retention is shorter (ADR 034). The files themselves are removed through the Storage API
-- (supabase/functions/_shared/orders/kit-file-purge.ts); this only lists them.
create or replace function public.kit_file_cache_life()
  returns interval
  language sql stable set search_path = ''
as $$
  select least(interval '30 days', public.child_name_retention());
$$;

comment on function public.kit_file_cache_life() is
  'How long a personalised kit file is kept: 30 days, or the child-name retention when that is shorter.';

revoke execute on function public.kit_file_cache_life() from public, anon, authenticated;
grant execute on function public.kit_file_cache_life() to service_role;

create or replace function public.expired_kit_files(p_limit integer default 1000)
  returns setof text
  language sql stable set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'kits'
     and o.name like 'orders/%'
     and o.created_at < now() - public.kit_file_cache_life()
   order by o.created_at
   limit least(greatest(coalesce(p_limit, 1000), 1), 1000);
$$;

comment on function public.expired_kit_files(integer) is
  'Names of personalised kit files (kits bucket, under orders/) built longer ago than kit_file_cache_life(), oldest first, at most p_limit (1 to 1000, one Storage remove call). For the purge-kit-files job only.';

revoke execute on function public.expired_kit_files(integer) from public, anon, authenticated;
grant execute on function public.expired_kit_files(integer) to service_role;
