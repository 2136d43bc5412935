-- Issue 25 §6: what happens to money after a refund is asked for.
--
-- A card refund can fail days after Stripe first called it succeeded (an expired or lost card; Stripe
-- sends refund.updated / refund.failed / charge.refund.updated with status failed and a
-- failure_reason, and the amount goes back to the shop's balance and off the charge's
-- amount_refunded). Each refund therefore carries its status; a failed one no longer counts as money
-- given back, the order's status follows the refunds that stand, and the owner sees why it failed.
-- The order's download links are left exactly as they were: a failure neither reopens links the
-- refund closed nor closes others.
--
-- A refund can also reach a still-pending order (the owner refunds in Stripe's dashboard before
-- checkout.session.completed has arrived). Such an order is closed for good in the same call, so the
-- late completion finds it no longer pending: it never turns paid and mints no link.

alter table public.refunds
  add column status text not null default 'succeeded'
    constraint refunds_status_known check (status in ('pending', 'succeeded', 'failed')),
  add column failure_reason text
    constraint refunds_failure_reason_shape check (failure_reason ~ '^[a-z_]{1,64}$'),
  -- When the failure happened, by Stripe's clock (the event's `created`), to tell which charge
  -- snapshots still counted the refund.
  add column failed_at timestamptz,
  add constraint refunds_failure_recorded check ((status = 'failed') = (failed_at is not null));

comment on column public.refunds.status is
  'pending (asked of Stripe, not yet settled), succeeded, or failed (the money stayed with the shop: it no longer counts as refunded).';
comment on column public.refunds.failure_reason is
  'Stripe''s failure_reason of a failed refund (expired_or_canceled_card, lost_or_stolen_card, …); canceled for a canceled one.';

-- Refunds recorded so far stood, except an owner's refund whose Stripe call never came back. From now
-- on a refund is pending unless written otherwise (begin_refund writes it before Stripe is asked).
update public.refunds set status = 'pending' where source = 'admin' and stripe_refund_id is null;
alter table public.refunds alter column status set default 'pending';

-- The status an order has from the refunds that stand (failed ones do not): refunded once they cover
-- the total, or when the order was refunded before its payment was ever recorded; partially_refunded
-- below that; and when none stands any more, what it was before any refund (paid, or shipped).
create or replace function public.status_after_refunds(p_order_id uuid)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select case
    when standing.cents = 0 then case when o.shipped_at is null then 'paid' else 'shipped' end
    when standing.cents >= o.total_cents or o.paid_at is null then 'refunded'
    else 'partially_refunded'
  end
  from public.orders o,
       lateral (select coalesce(sum(r.amount_cents), 0) as cents from public.refunds r
                 where r.order_id = o.id and r.status <> 'failed') standing
  where o.id = p_order_id;
$$;

-- Step 2 of an owner's refund (after begin_refund), with the refund Stripe answered. Pending or
-- succeeded: the refunded items' links stop working and the order is refunded when the refunds cover
-- its total, else partially_refunded. Failed or canceled at once, or already reported failed by a
-- webhook that overtook this call: the refund is recorded failed and nothing else changes.
drop function public.finish_refund(uuid, text);

create function public.finish_refund(
  p_refund_id uuid,
  p_stripe_refund_id text,
  p_status text default 'succeeded',
  p_failure_reason text default null
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  done public.refunds;
  next_status text;
begin
  if p_status not in ('pending', 'succeeded', 'failed') then
    raise exception 'Unknown refund status %', p_status using errcode = '22023';
  end if;
  select r.* into done from public.refunds r where r.id = p_refund_id;
  if not found then
    return jsonb_build_object('outcome', 'unknown_refund');
  end if;
  perform 1 from public.orders o where o.id = done.order_id for update;
  select r.* into done from public.refunds r where r.id = p_refund_id for update;
  if done.status = 'failed' or p_status = 'failed' then
    update public.refunds
      set stripe_refund_id = coalesce(stripe_refund_id, p_stripe_refund_id),
          status = 'failed',
          failure_reason = coalesce(failure_reason,
                                    case when p_failure_reason ~ '^[a-z_]{1,64}$' then p_failure_reason end,
                                    'unknown'),
          failed_at = coalesce(failed_at, now())
      where id = done.id
      returning * into done;
    return jsonb_build_object('outcome', 'failed', 'failure_reason', done.failure_reason,
                              'amount_cents', done.amount_cents);
  end if;
  update public.refunds
    set stripe_refund_id = p_stripe_refund_id,
        -- A webhook may already have told the refund succeeded; it never goes back to pending.
        status = case when status = 'succeeded' then status else p_status end
    where id = done.id;
  update public.order_items i set refunded_at = now()
    where i.order_id = done.order_id and i.refunded_at is null
      and (done.order_item_id is null or i.id = done.order_item_id);
  next_status := public.status_after_refunds(done.order_id);
  if next_status = 'refunded' then
    update public.order_items i set refunded_at = now() where i.order_id = done.order_id and i.refunded_at is null;
  end if;
  update public.download_tokens t set revoked_at = now()
    from public.order_items i
    where t.order_item_id = i.id and i.order_id = done.order_id and i.refunded_at is not null and t.revoked_at is null;
  update public.orders
    set status = next_status, refunded_at = case when next_status = 'refunded' then now() else refunded_at end
    where id = done.order_id;
  return jsonb_build_object('outcome', 'refunded', 'status', next_status, 'amount_cents', done.amount_cents);
end;
$$;

comment on function public.finish_refund(uuid, text, text, text) is
  'Step 2 of an owner''s refund: applies Stripe''s answer (pending or succeeded: items refunded, their links closed; failed: recorded, nothing else changes).';

-- charge.refunded, partial or full, from our refunds or Stripe's dashboard. amount_refunded is the
-- charge's running total when Stripe took the snapshot (p_event_at, the event's `created`): whatever
-- it holds beyond the refunds we count for that moment (those standing, and those that failed only
-- after it) was refunded elsewhere and is recorded once; a redelivered or late event adds nothing. A
-- full refund revokes every link; a partial one from the dashboard cannot say which kit it was for,
-- so links stay. A refund of an order still pending closes it (refunded_before_payment): every item is
-- refunded, and complete_checkout, finding it no longer pending, never pays it.
drop function public.refund_charge(text, text, text, integer);

create function public.refund_charge(
  p_event_id text,
  p_payment_intent text,
  p_order_id text,
  p_amount_refunded integer,
  p_event_at timestamptz default null
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  target public.orders;
  counted integer;
  next_status text;
begin
  insert into public.stripe_events (id, type) values (p_event_id, 'charge.refunded')
    on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  select * into target from public.orders o
    where o.stripe_payment_intent = p_payment_intent
       or (p_order_id ~ '^[0-9a-f-]{36}$' and o.id = p_order_id::uuid)
    for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  select coalesce(sum(r.amount_cents), 0) into counted from public.refunds r
    where r.order_id = target.id
      and (r.status <> 'failed' or (p_event_at is not null and r.failed_at >= p_event_at));
  if p_amount_refunded > counted then
    insert into public.refunds (order_id, amount_cents, source, status)
      values (target.id, p_amount_refunded - counted, 'stripe', 'succeeded');
  end if;
  if target.status = 'pending' then
    update public.order_items i set refunded_at = now() where i.order_id = target.id and i.refunded_at is null;
    update public.orders
      set status = 'refunded', refunded_at = now(),
          stripe_payment_intent = coalesce(stripe_payment_intent, nullif(p_payment_intent, ''))
      where id = target.id;
    return jsonb_build_object(
      'outcome', 'refunded_before_payment',
      'number', target.number,
      'order', public.order_json(target.id),
      'refunded_cents', p_amount_refunded
    );
  end if;
  if target.status not in ('paid', 'shipped', 'partially_refunded', 'refunded') then
    return jsonb_build_object('outcome', 'not_paid', 'number', target.number);
  end if;
  next_status := public.status_after_refunds(target.id);
  if next_status = 'refunded' then
    update public.order_items i set refunded_at = now() where i.order_id = target.id and i.refunded_at is null;
    update public.download_tokens t set revoked_at = now()
      from public.order_items i
      where t.order_item_id = i.id and i.order_id = target.id and t.revoked_at is null;
  end if;
  update public.orders
    set status = next_status,
        refunded_at = case when next_status = 'refunded' then coalesce(refunded_at, now()) else refunded_at end
    where id = target.id;
  return jsonb_build_object('outcome', next_status, 'number', target.number);
end;
$$;

comment on function public.refund_charge(text, text, text, integer, timestamptz) is
  'charge.refunded: records what the charge refunded beyond the refunds counted at the snapshot''s time; closes a still-pending order for good.';

-- refund.updated, refund.failed and charge.refund.updated: a refund's status as Stripe now tells it,
-- once per event id. The refund is ours by its Stripe id, by the row id an owner's refund put in its
-- metadata, or (a dashboard refund recorded from charge.refunded without its id) the oldest unclaimed
-- one of that amount; a failure of a refund never recorded is added, failed, so the owner sees it.
-- A failed refund stays failed; a succeeded one never goes back to pending. A failure changes the
-- order's status to follow the refunds that stand and leaves its download links as they are.
-- Outcomes: failed (newly, with the order, amount and reason for the owner's email) | updated |
-- unchanged | unrecorded (not failed, and charge.refunded records it) | duplicate | unknown_order.
create function public.record_refund_update(
  p_event_id text,
  p_event_type text,
  p_event_at timestamptz,
  p_stripe_refund_id text,
  p_payment_intent text,
  p_order_id text,
  p_refund_row_id text,
  p_amount integer,
  p_status text,
  p_failure_reason text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  target public.orders;
  entry public.refunds;
  entry_id uuid;
  target_id uuid;
  next_status text;
  reason text := case when p_failure_reason ~ '^[a-z_]{1,64}$' then p_failure_reason else 'unknown' end;
  row_id uuid := case when p_refund_row_id ~ '^[0-9a-f-]{36}$' then p_refund_row_id::uuid end;
begin
  if p_status not in ('pending', 'succeeded', 'failed') then
    raise exception 'Unknown refund status %', p_status using errcode = '22023';
  end if;
  insert into public.stripe_events (id, type) values (p_event_id, p_event_type) on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  select r.id, r.order_id into entry_id, target_id from public.refunds r
    where r.stripe_refund_id = p_stripe_refund_id or (r.stripe_refund_id is null and r.id = row_id)
    order by (r.stripe_refund_id is not null) desc
    limit 1;
  -- The order is locked before its refund, as the other refund functions do.
  select * into target from public.orders o
    where o.id = target_id
       or (target_id is null and (o.stripe_payment_intent = p_payment_intent
           or (p_order_id ~ '^[0-9a-f-]{36}$' and o.id = p_order_id::uuid)))
    for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  if entry_id is null then
    select r.id into entry_id from public.refunds r
      where r.order_id = target.id and r.source = 'stripe' and r.stripe_refund_id is null
        and r.amount_cents = p_amount and r.status <> 'failed'
      order by r.created_at
      limit 1;
  end if;
  if entry_id is null then
    if p_status <> 'failed' then
      return jsonb_build_object('outcome', 'unrecorded');
    end if;
    insert into public.refunds (order_id, amount_cents, source, stripe_refund_id, status, failure_reason, failed_at)
      values (target.id, p_amount, 'stripe', p_stripe_refund_id, 'failed', reason, coalesce(p_event_at, now()))
      returning * into entry;
  else
    select r.* into entry from public.refunds r where r.id = entry_id for update;
    if entry.status = 'failed' or entry.status = p_status or (entry.status = 'succeeded' and p_status = 'pending') then
      update public.refunds set stripe_refund_id = coalesce(stripe_refund_id, p_stripe_refund_id) where id = entry.id;
      return jsonb_build_object('outcome', 'unchanged', 'status', entry.status);
    end if;
    update public.refunds
      set stripe_refund_id = coalesce(stripe_refund_id, p_stripe_refund_id),
          status = p_status,
          failure_reason = case when p_status = 'failed' then reason end,
          failed_at = case when p_status = 'failed' then coalesce(p_event_at, now()) end
      where id = entry.id
      returning * into entry;
    if p_status <> 'failed' then
      return jsonb_build_object('outcome', 'updated', 'status', p_status);
    end if;
  end if;
  if target.status in ('paid', 'shipped', 'partially_refunded', 'refunded') then
    next_status := public.status_after_refunds(target.id);
    update public.orders
      set status = next_status, refunded_at = case when next_status = 'refunded' then refunded_at end
      where id = target.id;
  end if;
  return jsonb_build_object(
    'outcome', 'failed',
    'order', public.order_json(target.id),
    'amount_cents', entry.amount_cents,
    'failure_reason', entry.failure_reason,
    'stripe_refund_id', entry.stripe_refund_id
  );
end;
$$;

comment on function public.record_refund_update(text, text, timestamptz, text, text, text, text, integer, text, text) is
  'A refund''s status from refund.updated / refund.failed / charge.refund.updated, once per event; a failure is recorded with its reason and leaves the links alone.';

-- The owner's order page: the detail of 20261126000200, whose refunds now carry their status and
-- failure, whose refunded total counts only the refunds that stand, and which says whether a payment
-- dispute holds the order.
create or replace function public.admin_order_detail(p_order_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select detail
      || jsonb_build_object(
        'terms_language', o.terms_language,
        'locale', o.locale,
        'dispute_status', o.dispute_status,
        'refunded_cents', (select coalesce(sum(r.amount_cents), 0) from public.refunds r
                            where r.order_id = o.id and r.status <> 'failed'),
        'refunds', coalesce((
          select jsonb_agg(entry || jsonb_build_object(
              'status', r.status, 'failure_reason', r.failure_reason, 'failed_at', r.failed_at)
            order by place)
          from jsonb_array_elements(detail -> 'refunds') with ordinality as listed(entry, place)
          join public.refunds r on r.id = (entry ->> 'id')::uuid
        ), '[]'::jsonb)
      )
    from public.orders o,
         lateral (select public.admin_order_detail_without_terms(o.id) as detail) inner_detail
    where o.id = p_order_id;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.status_after_refunds(uuid)',
    'public.finish_refund(uuid, text, text, text)',
    'public.refund_charge(text, text, text, integer, timestamptz)',
    'public.record_refund_update(text, text, timestamptz, text, text, text, text, integer, text, text)',
    'public.admin_order_detail(uuid)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;
