-- The helpers every pgTAP file may use, in the schema tests (ADR 058). `supabase test db` runs the files
-- in name order on one database, so this one installs them first; `npm run test:db` gives each file a
-- fresh database and runs this file before each (supabase/local/run-pgtap.ts). Committed on purpose, so
-- the helpers stay; nothing in the API's schemas changes.
begin;
create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

-- Ada Parent's pending order of p_items (free shipping, the region's currency), with its Stripe Checkout
-- session when one is given, as create-checkout leaves it: the order's JSON.
create or replace function tests.pending_order(p_region text, p_items jsonb, p_session_id text default null)
  returns jsonb
  language plpgsql
as $$
declare
  created jsonb := public.create_pending_order('ada@example.com', null, p_region,
    case p_region when 'ca' then 'CAD' else 'USD' end, 0, p_items);
begin
  if p_session_id is not null then
    perform public.attach_checkout_session((created ->> 'id')::uuid, p_session_id);
  end if;
  return created;
end;
$$;

-- Act, for the rest of the transaction, as a visitor with the anon key or as the member p_user with their
-- token: the role and the JWT claims the API sets for such a request.
create or replace function tests.authenticate_as_visitor()
  returns void
  language plpgsql
as $$
begin
  perform set_config('role', 'anon', true);
  perform set_config('request.jwt.claims', '{"role": "anon"}', true);
end;
$$;

create or replace function tests.authenticate_as(p_user uuid)
  returns void
  language plpgsql
as $$
begin
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims', jsonb_build_object('sub', p_user, 'role', 'authenticated')::text, true);
end;
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;
commit;

begin;
select plan(1);
select ok(to_regprocedure('tests.pending_order(text, jsonb, text)') is not null, 'The test helpers are installed');
select * from finish();
rollback;
