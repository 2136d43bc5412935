-- What the public key and a member's token can reach through the API, checked over the whole
-- public schema so that a new table or function cannot slip past by being forgotten
-- (docs/decisions/015-writes-through-functions.md). Runs inside one transaction that is rolled back.
begin;
select plan(7);

select is_empty(
  $$select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity$$,
  'Every table in public has row-level security enabled'
);

-- A view runs with its owner's rights unless it is security_invoker, which would skip RLS.
select is_empty(
  $$select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('v', 'm')
      and (has_table_privilege('anon', c.oid, 'select') or has_table_privilege('authenticated', c.oid, 'select'))
      and not coalesce('security_invoker=true' = any (c.reloptions), false)$$,
  'No view in public readable by anon or authenticated bypasses row-level security'
);

select is_empty(
  $$select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
      and (has_table_privilege('anon', c.oid, 'insert') or has_table_privilege('anon', c.oid, 'update')
        or has_table_privilege('anon', c.oid, 'delete') or has_table_privilege('anon', c.oid, 'truncate')
        or has_any_column_privilege('anon', c.oid, 'insert') or has_any_column_privilege('anon', c.oid, 'update'))$$,
  'The public key writes no table directly: visitors write only through edge functions'
);

-- The functions an API role may call over /rest/v1/rpc. Add a function here only together with
-- its grant, when anon or authenticated are meant to call it. Functions of extensions are theirs.
select is_empty(
  $$select format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    except
    select allowed from unnest(array[]::text[]) as allowed$$,
  'anon and authenticated can execute only the functions on the allow-list'
);

-- Default privileges: a function a later migration creates is nobody's until granted.
create function public.api_surface_probe() returns integer language sql as 'select 1';
select ok(
  not has_function_privilege('anon', 'public.api_surface_probe()', 'execute'),
  'A new function in public is not executable by anon unless granted'
);
select ok(
  not has_function_privilege('authenticated', 'public.api_surface_probe()', 'execute'),
  'A new function in public is not executable by authenticated unless granted'
);
create schema api_surface_probe_schema;
create function api_surface_probe_schema.probe() returns integer language sql as 'select 1';
select ok(
  not has_function_privilege('public', 'api_surface_probe_schema.probe()', 'execute'),
  'A new function in any schema is not executable by PUBLIC unless granted'
);

select * from finish();
rollback;
