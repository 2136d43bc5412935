-- The subset of pgTAP (https://pgtap.org) that supabase/tests/database uses, for engines
-- without the pgtap extension: PGlite 0.5 ships none. Same names, signatures and TAP output,
-- so the tests run unchanged under the real extension. Test state lives in custom settings,
-- not tables, so assertions keep working after `set local role authenticated`.

create schema if not exists extensions;

create or replace function extensions._tap_next(passed boolean, description text) returns text
language plpgsql as $$
declare
  n int := coalesce(nullif(current_setting('tap.count', true), ''), '0')::int + 1;
begin
  perform set_config('tap.count', n::text, false);
  if not passed then
    perform set_config('tap.failed', (coalesce(nullif(current_setting('tap.failed', true), ''), '0')::int + 1)::text, false);
  end if;
  return case when passed then 'ok ' else 'not ok ' end || n
    || case when coalesce(description, '') = '' then '' else ' - ' || description end;
end;
$$;

create or replace function extensions.plan(integer) returns text language plpgsql as $$
begin
  perform set_config('tap.planned', $1::text, false);
  perform set_config('tap.count', '0', false);
  perform set_config('tap.failed', '0', false);
  return '1..' || $1;
end;
$$;

create or replace function extensions.diag(message text) returns text language sql as $$
  select '# ' || replace(message, E'\n', E'\n# ')
$$;

create or replace function extensions.ok(boolean, text default null) returns text language sql as $$
  select extensions._tap_next(coalesce($1, false), $2)
$$;

create or replace function extensions.pass(text default null) returns text language sql as $$
  select extensions._tap_next(true, $1)
$$;

create or replace function extensions.fail(text default null) returns text language sql as $$
  select extensions._tap_next(false, $1)
$$;

create or replace function extensions.is(anyelement, anyelement, text default null) returns text
language plpgsql as $$
declare
  result text := extensions._tap_next($1 is not distinct from $2, $3);
begin
  if $1 is distinct from $2 then
    return result || E'\n' || extensions.diag(format(E'        have: %s\n        want: %s', coalesce($1::text, 'NULL'), coalesce($2::text, 'NULL')));
  end if;
  return result;
end;
$$;

create or replace function extensions.isnt(anyelement, anyelement, text default null) returns text
language sql as $$
  select extensions._tap_next($1 is distinct from $2, $3)
$$;

create or replace function extensions.lives_ok(sql text, description text default null) returns text
language plpgsql as $$
begin
  execute sql;
  return extensions._tap_next(true, description);
exception when others then
  return extensions._tap_next(false, description) || E'\n' || extensions.diag(format('died: %s %s', sqlstate, sqlerrm));
end;
$$;

create or replace function extensions.throws_ok(sql text, errcode text, errmsg text default null, description text default null)
returns text language plpgsql as $$
begin
  execute sql;
  return extensions._tap_next(false, description) || E'\n' || extensions.diag('no exception thrown');
exception when others then
  if sqlstate = errcode and (errmsg is null or sqlerrm = errmsg) then
    return extensions._tap_next(true, description);
  end if;
  return extensions._tap_next(false, description) || E'\n'
    || extensions.diag(format(E'caught: %s %s\n  wanted: %s %s', sqlstate, sqlerrm, errcode, coalesce(errmsg, '')));
end;
$$;

create or replace function extensions.is_empty(sql text, description text default null) returns text
language plpgsql as $$
declare
  found_row boolean;
begin
  execute format('select exists (%s)', sql) into found_row;
  return extensions._tap_next(not found_row, description);
end;
$$;

create or replace function extensions.results_eq(sql text, expected text, description text default null)
returns text language plpgsql as $$
declare
  have text;
  want text;
begin
  execute format('select coalesce(json_agg(to_json(t)), ''[]'')::text from (%s) t', sql) into have;
  execute format('select coalesce(json_agg(to_json(t)), ''[]'')::text from (%s) t', expected) into want;
  -- Compare values row by row, ignoring column names (pgTAP compares records positionally).
  have := (select coalesce(json_agg((select json_agg(v.value) from json_each(r.value) v)), '[]')::text
    from json_array_elements(have::json) as r(value));
  want := (select coalesce(json_agg((select json_agg(v.value) from json_each(r.value) v)), '[]')::text
    from json_array_elements(want::json) as r(value));
  if have = want then
    return extensions._tap_next(true, description);
  end if;
  return extensions._tap_next(false, description) || E'\n'
    || extensions.diag(format(E'    have: %s\n    want: %s', have, want));
end;
$$;

create or replace function extensions.finish() returns setof text language plpgsql as $$
declare
  planned int := nullif(current_setting('tap.planned', true), '')::int;
  ran int := coalesce(nullif(current_setting('tap.count', true), ''), '0')::int;
  failed int := coalesce(nullif(current_setting('tap.failed', true), ''), '0')::int;
begin
  if planned is not null and planned <> ran then
    return next extensions.diag(format('Looks like you planned %s tests but ran %s', planned, ran));
  end if;
  if failed > 0 then
    return next extensions.diag(format('Looks like you failed %s test%s of %s', failed, case when failed = 1 then '' else 's' end, ran));
  end if;
end;
$$;

grant usage on schema extensions to public;
grant execute on all functions in schema extensions to public;
