-- Refunds (ADR 037): the owner's refund in two steps around the Stripe call, the charge.refunded and
-- refund.* webhooks, and the order status that follows the refunds that stand (a failed one does not).
-- A failure leaves the order's download links as they are.

-- The status an order has from the refunds that stand (failed ones do not): refunded once they cover the
-- total, or when the order was refunded before its payment was ever recorded; partially_refunded below
-- that; and when none stands any more, what it was before any refund (paid, or shipped).
create or replace function public.status_after_refunds(p_order_id uuid)
  returns text
  language sql stable security definer set search_path = ''
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

comment on function public.status_after_refunds(uuid) is
  'The status an order''s standing refunds give it: refunded, partially_refunded, or back to paid or shipped when none stands.';

revoke execute on function public.status_after_refunds(uuid) from public, anon, authenticated;
grant execute on function public.status_after_refunds(uuid) to service_role;

-- Step 1 of an owner's refund: the amount is decided here (one item's line less its share of the order's
-- discount, with the sales tax charged on it, or everything not yet refunded; the last item takes the
-- shipping and its tax with it) and written as a
-- pending refund before Stripe is asked. Outcomes: pending (refund_id, amount_cents, payment_intent), already_refunded, not_refundable,
-- unknown_order, unknown_item.
create or replace function public.begin_refund(p_order_id uuid, p_order_item_id uuid)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  target public.orders;
  item public.order_items;
  refunded integer;
  remaining_items integer;
  amount integer;
  new_id uuid;
begin
  select * into target from public.orders o where o.id = p_order_id for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  if target.status not in ('paid', 'shipped', 'partially_refunded') or target.stripe_payment_intent is null then
    return jsonb_build_object('outcome', 'not_refundable', 'status', target.status);
  end if;
  select coalesce(sum(r.amount_cents), 0) into refunded from public.refunds r where r.order_id = target.id;
  if p_order_item_id is null then
    amount := target.total_cents - refunded;
  else
    select * into item from public.order_items i where i.id = p_order_item_id and i.order_id = target.id;
    if not found then
      return jsonb_build_object('outcome', 'unknown_item');
    end if;
    if item.refunded_at is not null or exists (select 1 from public.refunds r where r.order_item_id = item.id) then
      return jsonb_build_object('outcome', 'already_refunded');
    end if;
    select count(*) into remaining_items from public.order_items i
      where i.order_id = target.id and i.refunded_at is null
        and not exists (select 1 from public.refunds r where r.order_item_id = i.id);
    amount := case when remaining_items = 1 then target.total_cents - refunded
                   else least(item.line_cents - public.order_item_discount_cents(item.id)
                                + public.order_item_tax_cents(target.tax_lines, item.position),
                              target.total_cents - refunded) end;
  end if;
  if amount <= 0 then
    return jsonb_build_object('outcome', 'already_refunded');
  end if;
  insert into public.refunds (order_id, order_item_id, amount_cents, source)
    values (target.id, p_order_item_id, amount, 'admin')
    returning id into new_id;
  return jsonb_build_object('outcome', 'pending', 'refund_id', new_id, 'amount_cents', amount,
                            'payment_intent', target.stripe_payment_intent);
end;
$$;

comment on function public.begin_refund(uuid, uuid) is
  'Step 1 of an owner''s refund: decides the amount (one kit''s line less its share of the discount, with its sales tax, or the rest of the order) and records it pending before Stripe is asked.';

revoke execute on function public.begin_refund(uuid, uuid) from public, anon, authenticated;
grant execute on function public.begin_refund(uuid, uuid) to service_role;

-- Step 2 (after begin_refund), with the refund Stripe answered. Pending or succeeded: the refunded items'
-- links stop working and the order is refunded when the refunds cover its total, else partially_refunded.
-- Failed or canceled at once, or already reported failed by a webhook that overtook this call: the refund
-- is recorded failed and nothing else changes.
create or replace function public.finish_refund(
  p_refund_id uuid,
  p_stripe_refund_id text,
  p_status text default 'succeeded',
  p_failure_reason text default null
)
  returns jsonb
  language plpgsql security definer set search_path = ''
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

revoke execute on function public.finish_refund(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.finish_refund(uuid, text, text, text) to service_role;

-- Stripe refused the owner's refund: the pending refund is forgotten.
create or replace function public.cancel_refund(p_refund_id uuid)
  returns void
  language sql security definer set search_path = ''
as $$
  delete from public.refunds where id = p_refund_id and stripe_refund_id is null;
$$;

comment on function public.cancel_refund(uuid) is
  'Forgets an owner''s pending refund that Stripe refused (only while it has no Stripe id).';

revoke execute on function public.cancel_refund(uuid) from public, anon, authenticated;
grant execute on function public.cancel_refund(uuid) to service_role;

-- The order a charge event is about: by its payment intent, or by the order id the checkout put in the
-- payment's metadata (a refund may reach an order whose payment was never recorded).
create or replace function public.order_of_charge(p_payment_intent text, p_order_id text)
  returns uuid
  language sql stable security definer set search_path = ''
as $$
  select o.id from public.orders o
    where o.stripe_payment_intent = p_payment_intent
       or (p_order_id ~ '^[0-9a-f-]{36}$' and o.id = p_order_id::uuid)
    limit 1;
$$;

comment on function public.order_of_charge(text, text) is
  'The order a Stripe charge event names, by payment intent or by the order id in its metadata; null when none. Called only by the refund webhook''s functions.';

revoke execute on function public.order_of_charge(text, text) from public, anon, authenticated, service_role;

-- charge.refunded, partial or full, from our refunds or Stripe's dashboard. amount_refunded is the
-- charge's running total when Stripe took the snapshot (p_event_at, the event's `created`): whatever it
-- holds beyond the refunds we count for that moment (those standing, and those that failed only after it)
-- was refunded elsewhere and is recorded once; a redelivered or late event adds nothing. A full refund
-- revokes every link; a partial one from the dashboard cannot say which kit it was for, so links stay. A
-- refund of an order still pending closes it (refunded_before_payment): every item is refunded, and
-- complete_checkout, finding it no longer pending, never pays it.
create or replace function public.refund_charge(
  p_event_id text,
  p_payment_intent text,
  p_order_id text,
  p_amount_refunded integer,
  p_event_at timestamptz default null
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  target public.orders;
  counted integer;
  next_status text;
begin
  if not public.claim_stripe_event(p_event_id, 'charge.refunded') then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  select * into target from public.orders o
    where o.id = public.order_of_charge(p_payment_intent, p_order_id)
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
  -- The order and the charge's running total, for the buyer's refund email (issue 28 §1).
  return jsonb_build_object(
    'outcome', next_status,
    'number', target.number,
    'order', public.order_json(target.id),
    'refunded_cents', p_amount_refunded
  );
end;
$$;

comment on function public.refund_charge(text, text, text, integer, timestamptz) is
  'charge.refunded: records what the charge refunded beyond the refunds counted at the snapshot''s time; closes a still-pending order for good; returns the order and the charge''s refunded total for the buyer''s email.';

revoke execute on function public.refund_charge(text, text, text, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.refund_charge(text, text, text, integer, timestamptz) to service_role;

-- refund.updated, refund.failed and charge.refund.updated: a refund's status as Stripe now tells it, once
-- per event id. The refund is ours by its Stripe id, by the row id an owner's refund put in its metadata,
-- or (a dashboard refund recorded from charge.refunded without its id) the oldest unclaimed one of that
-- amount; a failure of a refund never recorded is added, failed, so the owner sees it. A failed refund
-- stays failed; a succeeded one never goes back to pending. Outcomes: failed (newly, with the order,
-- amount and reason for the owner's email) | updated | unchanged | unrecorded (not failed, and
-- charge.refunded records it) | duplicate | unknown_order.
create or replace function public.record_refund_update(
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
  language plpgsql security definer set search_path = ''
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
  if not public.claim_stripe_event(p_event_id, p_event_type) then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  select r.id, r.order_id into entry_id, target_id from public.refunds r
    where r.stripe_refund_id = p_stripe_refund_id or (r.stripe_refund_id is null and r.id = row_id)
    order by (r.stripe_refund_id is not null) desc
    limit 1;
  -- The order is locked before its refund, as the other refund functions do.
  select * into target from public.orders o
    where o.id = coalesce(target_id, public.order_of_charge(p_payment_intent, p_order_id))
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

comment on function
  public.record_refund_update(text, text, timestamptz, text, text, text, text, integer, text, text) is
  'A refund''s status from refund.updated / refund.failed / charge.refund.updated, once per event; a failure is recorded with its reason and leaves the links alone.';

revoke execute on function
  public.record_refund_update(text, text, timestamptz, text, text, text, text, integer, text, text)
  from public, anon, authenticated;
grant execute on function
  public.record_refund_update(text, text, timestamptz, text, text, text, text, integer, text, text)
  to service_role;

-- The first charge.refunded handler (20261122004000): the whole order refunded and every link revoked,
-- once per event id. The webhook calls refund_charge now; the database tests still refund with it.
create or replace function public.refund_order(p_event_id text, p_payment_intent text, p_order_id text)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  target public.orders;
begin
  if not public.claim_stripe_event(p_event_id, 'charge.refunded') then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  update public.orders o set status = 'refunded', refunded_at = now()
    where o.id = public.order_of_charge(p_payment_intent, p_order_id)
    returning * into target;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  update public.download_tokens t set revoked_at = now()
    from public.order_items i
    where t.order_item_id = i.id and i.order_id = target.id and t.revoked_at is null;
  return jsonb_build_object('outcome', 'refunded', 'number', target.number);
end;
$$;

comment on function public.refund_order(text, text, text) is
  'Refunds a whole order and revokes its links, once per event id (the first charge.refunded handler; the webhook now calls refund_charge).';

revoke execute on function public.refund_order(text, text, text) from public, anon, authenticated;
grant execute on function public.refund_order(text, text, text) to service_role;
