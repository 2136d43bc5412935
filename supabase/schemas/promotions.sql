-- The owner's promotion codes (issue 29 §3, ADR 053): admin-promotions creates the Stripe coupon and
-- promotion code first (inactive), then records the code here with its audit row in one transaction, so
-- no code is live in Stripe without its row and its trail; deactivating switches Stripe off first, then
-- records it. Called with the service role after requireAdmin (second factor included).

-- A new code and its audit row. A code already open (not deactivated, whatever the case) answers
-- 'taken' and records nothing.
create or replace function public.admin_create_promotion(
  p_actor uuid,
  p_code text,
  p_kind text,
  p_percent_off integer,
  p_amount_off_us_cents integer,
  p_amount_off_ca_cents integer,
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_max_uses integer,
  p_stripe_coupon_id text,
  p_stripe_promotion_code_id text
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  created public.promotion_codes;
begin
  if exists (select 1 from public.promotion_codes p where upper(p.code) = upper(p_code) and p.deactivated_at is null) then
    return jsonb_build_object('outcome', 'taken');
  end if;
  insert into public.promotion_codes
      (code, kind, percent_off, amount_off_us_cents, amount_off_ca_cents, starts_at, ends_at, max_uses,
       stripe_coupon_id, stripe_promotion_code_id)
    values (p_code, p_kind, p_percent_off, p_amount_off_us_cents, p_amount_off_ca_cents, p_starts_at, p_ends_at,
            p_max_uses, p_stripe_coupon_id, p_stripe_promotion_code_id)
    returning * into created;
  perform public.record_admin_action(p_actor, 'create_promotion', null, 'promotion_codes', created.id::text,
    to_jsonb(created) - 'id' - 'created_at' - 'live_in_stripe' - 'deactivated_at');
  return jsonb_build_object('outcome', 'created', 'promotion', to_jsonb(created));
end;
$$;

comment on function public.admin_create_promotion(uuid, text, text, integer, integer, integer, timestamptz, timestamptz, integer, text, text) is
  'The owner''s new promotion code (its Stripe coupon and promotion code made already), with its audit row in one transaction; taken when an open code has the same letters.';

revoke execute on function public.admin_create_promotion(uuid, text, text, integer, integer, integer, timestamptz, timestamptz, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.admin_create_promotion(uuid, text, text, integer, integer, integer, timestamptz, timestamptz, integer, text, text)
  to service_role;

-- The owner's deactivation (Stripe's promotion code already switched off), with its audit row. Outcomes:
-- deactivated (with the row), already_deactivated, unknown.
create or replace function public.admin_deactivate_promotion(p_actor uuid, p_promotion_id uuid)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  target public.promotion_codes;
begin
  select * into target from public.promotion_codes p where p.id = p_promotion_id for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown');
  end if;
  if target.deactivated_at is not null then
    return jsonb_build_object('outcome', 'already_deactivated', 'promotion', to_jsonb(target));
  end if;
  update public.promotion_codes set deactivated_at = now(), live_in_stripe = false
    where id = target.id
    returning * into target;
  perform public.record_admin_action(p_actor, 'deactivate_promotion', null, 'promotion_codes', target.id::text,
    jsonb_build_object('code', target.code));
  return jsonb_build_object('outcome', 'deactivated', 'promotion', to_jsonb(target));
end;
$$;

comment on function public.admin_deactivate_promotion(uuid, uuid) is
  'The owner''s deactivation of a promotion code (Stripe''s switched off already), with its audit row in one transaction.';

revoke execute on function public.admin_deactivate_promotion(uuid, uuid) from public, anon, authenticated;
grant execute on function public.admin_deactivate_promotion(uuid, uuid) to service_role;
