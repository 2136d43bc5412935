-- The owner's catalog edits (issue 29, ADR 051): each changes its row and writes the audit row in one
-- transaction, like the other admin_* functions (ADR 036). admin-catalog calls them with the service
-- role after requireAdmin (second factor included).

-- A kit's sale state, four prices and its party and classroom licences' prices (null: that licence is not
-- sold in that region, ADR 054). An unknown kit answers null and records nothing; saving what is already
-- stored changes nothing and records nothing.
create or replace function public.admin_update_kit_offer(
  p_actor uuid,
  p_kit_slug text,
  p_sale_state text,
  p_digital_us_cents integer,
  p_digital_ca_cents integer,
  p_printed_us_cents integer,
  p_printed_ca_cents integer,
  p_party_us_cents integer,
  p_party_ca_cents integer,
  p_classroom_us_cents integer,
  p_classroom_ca_cents integer
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  before public.kit_offers;
  after public.kit_offers;
begin
  select * into before from public.kit_offers where kit_slug = p_kit_slug for update;
  if not found then
    return null;
  end if;
  if (before.sale_state, before.digital_us_cents, before.digital_ca_cents, before.printed_us_cents, before.printed_ca_cents,
      before.party_us_cents, before.party_ca_cents, before.classroom_us_cents, before.classroom_ca_cents)
     is not distinct from (p_sale_state, p_digital_us_cents, p_digital_ca_cents, p_printed_us_cents, p_printed_ca_cents,
      p_party_us_cents, p_party_ca_cents, p_classroom_us_cents, p_classroom_ca_cents) then
    return to_jsonb(before) || jsonb_build_object('changed', false);
  end if;
  update public.kit_offers
    set sale_state = p_sale_state,
        digital_us_cents = p_digital_us_cents,
        digital_ca_cents = p_digital_ca_cents,
        printed_us_cents = p_printed_us_cents,
        printed_ca_cents = p_printed_ca_cents,
        party_us_cents = p_party_us_cents,
        party_ca_cents = p_party_ca_cents,
        classroom_us_cents = p_classroom_us_cents,
        classroom_ca_cents = p_classroom_ca_cents,
        updated_at = now()
    where kit_slug = p_kit_slug
    returning * into after;
  perform public.record_admin_action(p_actor, 'edit_kit_offer', null, 'kit_offers', p_kit_slug,
    jsonb_build_object(
      'before', to_jsonb(before) - 'kit_slug' - 'updated_at',
      'after', to_jsonb(after) - 'kit_slug' - 'updated_at'
    ));
  return to_jsonb(after) || jsonb_build_object('changed', true, 'went_on_sale', before.sale_state <> 'buy' and after.sale_state = 'buy');
end;
$$;

comment on function public.admin_update_kit_offer(uuid, text, text, integer, integer, integer, integer, integer, integer, integer, integer) is
  'The owner''s edit of a kit''s sale state, prices and licence prices, with its audit row (before and after) in one transaction; null for an unknown kit; no row when nothing changed.';

revoke execute on function public.admin_update_kit_offer(uuid, text, text, integer, integer, integer, integer, integer, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_update_kit_offer(uuid, text, text, integer, integer, integer, integer, integer, integer, integer, integer)
  to service_role;

-- The printed season's order-by rule: N days before Easter, or null for the spec's April 4th.
create or replace function public.admin_set_printed_season(p_actor uuid, p_days_before_easter integer)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  before_days integer;
  after_row public.printed_season;
begin
  select days_before_easter into before_days from public.printed_season where id for update;
  if before_days is not distinct from p_days_before_easter then
    select * into after_row from public.printed_season where id;
    return to_jsonb(after_row) - 'id' || jsonb_build_object('changed', false);
  end if;
  update public.printed_season
    set days_before_easter = p_days_before_easter, updated_at = now()
    where id
    returning * into after_row;
  perform public.record_admin_action(p_actor, 'edit_printed_season', null, 'printed_season', null,
    jsonb_build_object('before_days_before_easter', before_days, 'after_days_before_easter', p_days_before_easter));
  return to_jsonb(after_row) - 'id' || jsonb_build_object('changed', true);
end;
$$;

comment on function public.admin_set_printed_season(uuid, integer) is
  'The owner''s edit of the printed kits'' order-by rule (days before Easter, null: April 4th), with its audit row in one transaction; no row when nothing changed.';

revoke execute on function public.admin_set_printed_season(uuid, integer) from public, anon, authenticated;
grant execute on function public.admin_set_printed_season(uuid, integer) to service_role;

-- The digital-kit bundle: offered or not, and its price per region (issue 29 §3). Saving what is stored
-- changes nothing and records nothing.
create or replace function public.admin_set_bundle(
  p_actor uuid,
  p_active boolean,
  p_price_us_cents integer,
  p_price_ca_cents integer
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  before public.kit_bundle;
  after public.kit_bundle;
begin
  select * into before from public.kit_bundle where id for update;
  if (before.active, before.price_us_cents, before.price_ca_cents)
     is not distinct from (p_active, p_price_us_cents, p_price_ca_cents) then
    return to_jsonb(before) - 'id' || jsonb_build_object('changed', false);
  end if;
  update public.kit_bundle
    set active = p_active, price_us_cents = p_price_us_cents, price_ca_cents = p_price_ca_cents,
        updated_at = now()
    where id
    returning * into after;
  perform public.record_admin_action(p_actor, 'edit_bundle', null, 'kit_bundle', null,
    jsonb_build_object(
      'before', to_jsonb(before) - 'id' - 'updated_at',
      'after', to_jsonb(after) - 'id' - 'updated_at'
    ));
  return to_jsonb(after) - 'id' || jsonb_build_object('changed', true);
end;
$$;

comment on function public.admin_set_bundle(uuid, boolean, integer, integer) is
  'The owner''s edit of the digital-kit bundle (offered or not, price per region), with its audit row (before and after) in one transaction; no row when nothing changed.';

revoke execute on function public.admin_set_bundle(uuid, boolean, integer, integer) from public, anon, authenticated;
grant execute on function public.admin_set_bundle(uuid, boolean, integer, integer) to service_role;
