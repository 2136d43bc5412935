-- Running the shop (issue 19): shipping printed kits, refunds of a whole order or one item (from
-- /admin or Stripe's dashboard), and how often each download link was used. As in ADR 021, every
-- state change is one database function called with the service role by an edge function, so two
-- clicks or a redelivered webhook cannot ship twice or refund twice.

alter table public.orders drop constraint orders_status_known;
alter table public.orders add constraint orders_status_known
  check (status in ('pending', 'paid', 'shipped', 'partially_refunded', 'refunded', 'expired'));

alter table public.orders
  add column shipped_at timestamptz,
  add column carrier text constraint orders_carrier_known
    check (carrier in ('Canada Post', 'USPS', 'UPS', 'FedEx', 'Purolator', 'DHL', 'Other')),
  add column tracking_number text constraint orders_tracking_number_shape
    check (tracking_number ~ '^[A-Za-z0-9 -]{4,40}$'),
  add column tracking_url text;

comment on column public.orders.status is
  'pending → paid → shipped (printed kits) → partially_refunded / refunded, or pending → expired.';

alter table public.order_items add column refunded_at timestamptz;

alter table public.download_tokens
  add column download_count integer not null default 0,
  add column last_download_at timestamptz;

create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  -- Null: the rest of the order (a whole refund, or one made in Stripe's dashboard).
  order_item_id uuid references public.order_items (id) on delete cascade,
  amount_cents integer not null constraint refunds_amount_positive check (amount_cents > 0),
  source text not null constraint refunds_source_known check (source in ('admin', 'stripe')),
  -- Null while the admin's request to Stripe is under way.
  stripe_refund_id text unique,
  created_at timestamptz not null default now()
);

comment on table public.refunds is
  'Money given back, per order and optionally per item. Admin refunds are written before Stripe is asked, so the charge.refunded webhook that follows counts them and adds only what was refunded elsewhere.';

create index refunds_order_idx on public.refunds (order_id);
create unique index refunds_one_per_item on public.refunds (order_item_id) where order_item_id is not null;

alter table public.refunds enable row level security;
revoke all on public.refunds from anon, authenticated;
grant all on public.refunds to service_role;

-- Download links stay good while the order went through (paid, shipped or partly refunded) and their
-- own item was not refunded.
create or replace function public.order_json(p_order_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'number', o.number,
    'email', o.email,
    'region', o.region,
    'currency', o.currency,
    'subtotal_cents', o.subtotal_cents,
    'shipping_cents', o.shipping_cents,
    'total_cents', o.total_cents,
    'status', o.status,
    'shipping_address', o.shipping_address,
    'created_at', o.created_at,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'kit_slug', i.kit_slug,
        'kit_title', i.kit_title,
        'format', i.format,
        'quantity', i.quantity,
        'unit_cents', i.unit_cents,
        'line_cents', i.line_cents,
        'token', case when o.status in ('paid', 'shipped', 'partially_refunded')
                       and t.revoked_at is null and i.refunded_at is null then t.token end
      ) order by i.position)
      from public.order_items i
      left join public.download_tokens t on t.order_item_id = i.id
      where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = p_order_id;
$$;

create or replace function public.order_by_download_token(p_token text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.order_json(o.id)
    from public.download_tokens t
    join public.order_items i on i.id = t.order_item_id
    join public.orders o on o.id = i.order_id
    where t.token = p_token and t.revoked_at is null and i.refunded_at is null
      and o.status in ('paid', 'shipped', 'partially_refunded');
$$;

create or replace function public.paid_orders_for_email(p_email text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(public.order_json(o.id) order by o.created_at desc), '[]'::jsonb)
    from public.orders o
    where lower(o.email) = lower(btrim(p_email)) and o.status in ('paid', 'shipped', 'partially_refunded');
$$;

create or replace function public.orders_for_user(p_user_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(public.order_json(o.id) order by o.created_at desc), '[]'::jsonb)
    from public.orders o
    where o.user_id = p_user_id and o.status in ('paid', 'shipped', 'partially_refunded', 'refunded');
$$;

-- A download was served through a good link: counted for the owner's order page.
create function public.record_download(p_token text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update public.download_tokens
    set download_count = download_count + 1, last_download_at = now()
    where token = p_token;
$$;

-- The status an order has after a refund: refunded once the refunds cover the total.
create function public.status_after_refunds(p_order_id uuid)
  returns text
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select case
    when coalesce((select sum(r.amount_cents) from public.refunds r where r.order_id = o.id), 0) >= o.total_cents
      then 'refunded'
    else 'partially_refunded'
  end
  from public.orders o where o.id = p_order_id;
$$;

-- The owner's orders list: search by email or number, filters, one page and the total count.
create function public.admin_list_orders(
  p_search text,
  p_status text,
  p_kit text,
  p_format text,
  p_region text,
  p_limit integer,
  p_offset integer
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with matching as (
    select o.* from public.orders o
    where (coalesce(p_search, '') = ''
           or o.email ilike '%' || p_search || '%' or o.number ilike '%' || p_search || '%')
      and (p_status is null or o.status = p_status)
      and (p_region is null or o.region = p_region)
      and (p_kit is null or exists (select 1 from public.order_items i where i.order_id = o.id and i.kit_slug = p_kit))
      and (p_format is null or exists (select 1 from public.order_items i where i.order_id = o.id and i.format = p_format))
  ), page as (
    select * from matching order by created_at desc, number desc limit p_limit offset p_offset
  )
  select jsonb_build_object(
    'total', (select count(*) from matching),
    'orders', coalesce((select jsonb_agg(jsonb_build_object(
      'id', p.id,
      'number', p.number,
      'email', p.email,
      'status', p.status,
      'region', p.region,
      'currency', p.currency,
      'total_cents', p.total_cents,
      'created_at', p.created_at,
      'shipped_at', p.shipped_at,
      'kits', (select jsonb_agg(i.kit_title order by i.position) from public.order_items i where i.order_id = p.id),
      'formats', (select jsonb_agg(distinct i.format) from public.order_items i where i.order_id = p.id),
      'to_print', p.status in ('paid', 'partially_refunded') and p.shipped_at is null and exists (
        select 1 from public.order_items i where i.order_id = p.id and i.format = 'printed' and i.refunded_at is null)
    ) order by p.created_at desc, p.number desc) from page p), '[]'::jsonb)
  );
$$;

-- One order as the owner sees it: items with their links and download counts, refunds, shipping.
create function public.admin_order_detail(p_order_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'number', o.number,
    'email', o.email,
    'region', o.region,
    'currency', o.currency,
    'subtotal_cents', o.subtotal_cents,
    'shipping_cents', o.shipping_cents,
    'total_cents', o.total_cents,
    'status', o.status,
    'shipping_address', o.shipping_address,
    'created_at', o.created_at,
    'paid_at', o.paid_at,
    'shipped_at', o.shipped_at,
    'refunded_at', o.refunded_at,
    'carrier', o.carrier,
    'tracking_number', o.tracking_number,
    'tracking_url', o.tracking_url,
    'stripe_payment_intent', o.stripe_payment_intent,
    'refunded_cents', coalesce((select sum(r.amount_cents) from public.refunds r where r.order_id = o.id), 0),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', i.id,
        'kit_slug', i.kit_slug,
        'kit_title', i.kit_title,
        'format', i.format,
        'quantity', i.quantity,
        'unit_cents', i.unit_cents,
        'line_cents', i.line_cents,
        'refunded_at', i.refunded_at,
        'link', case when t.order_item_id is null then null else jsonb_build_object(
          'created_at', t.created_at,
          'revoked_at', t.revoked_at,
          'download_count', t.download_count,
          'last_download_at', t.last_download_at) end
      ) order by i.position)
      from public.order_items i
      left join public.download_tokens t on t.order_item_id = i.id
      where i.order_id = o.id
    ), '[]'::jsonb),
    'refunds', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id,
        'amount_cents', r.amount_cents,
        'source', r.source,
        'order_item_id', r.order_item_id,
        'stripe_refund_id', r.stripe_refund_id,
        'created_at', r.created_at
      ) order by r.created_at)
      from public.refunds r where r.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = p_order_id;
$$;

-- Marks a paid (or partly refunded) order with unrefunded printed kits shipped. Outcomes: shipped (with the order, to email the buyer),
-- already_shipped (nothing changes, no second email), not_paid, no_printed_kit, unknown_order.
create function public.mark_order_shipped(
  p_order_id uuid,
  p_carrier text,
  p_tracking_number text,
  p_tracking_url text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  target public.orders;
begin
  select * into target from public.orders o where o.id = p_order_id for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  if target.shipped_at is not null then
    return jsonb_build_object('outcome', 'already_shipped');
  end if;
  if target.status not in ('paid', 'partially_refunded') then
    return jsonb_build_object('outcome', 'not_paid', 'status', target.status);
  end if;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.format = 'printed' and i.refunded_at is null) then
    return jsonb_build_object('outcome', 'no_printed_kit');
  end if;
  update public.orders
    -- A partly refunded order keeps that status (it says more); shipped_at records the shipment.
    set status = case when target.status = 'paid' then 'shipped' else target.status end,
        shipped_at = now(), carrier = p_carrier,
        tracking_number = p_tracking_number, tracking_url = p_tracking_url
    where id = target.id;
  return jsonb_build_object('outcome', 'shipped', 'order', public.order_json(target.id));
end;
$$;

-- Step 1 of an owner's refund: the amount is decided here (one item's line, or everything not yet
-- refunded; the last item takes the shipping with it) and written as a pending refund before Stripe
-- is asked. Outcomes: pending (refund_id, amount_cents, payment_intent), already_refunded,
-- not_refundable, unknown_order, unknown_item.
create function public.begin_refund(p_order_id uuid, p_order_item_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
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
                   else least(item.line_cents, target.total_cents - refunded) end;
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

-- Step 2: Stripe refunded. The refunded items' links stop working; the order is refunded when the
-- refunds cover its total, else partially_refunded.
create function public.finish_refund(p_refund_id uuid, p_stripe_refund_id text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  done public.refunds;
  next_status text;
begin
  update public.refunds set stripe_refund_id = p_stripe_refund_id
    where id = p_refund_id returning * into done;
  if not found then
    return jsonb_build_object('outcome', 'unknown_refund');
  end if;
  perform 1 from public.orders o where o.id = done.order_id for update;
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

-- Stripe refused: the pending refund is forgotten.
create function public.cancel_refund(p_refund_id uuid)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  delete from public.refunds where id = p_refund_id and stripe_refund_id is null;
$$;

-- charge.refunded, partial or full, from our refunds or Stripe's dashboard. amount_refunded is the
-- charge's running total, so whatever it holds beyond the refunds already recorded (the owner's are
-- recorded before Stripe is asked) was refunded elsewhere and is recorded once; a redelivered or late
-- event adds nothing. A full refund revokes every link; a partial one from the dashboard cannot say
-- which kit it was for, so links stay.
create or replace function public.refund_charge(
  p_event_id text,
  p_payment_intent text,
  p_order_id text,
  p_amount_refunded integer
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  target public.orders;
  recorded integer;
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
  select coalesce(sum(r.amount_cents), 0) into recorded from public.refunds r where r.order_id = target.id;
  if p_amount_refunded > recorded then
    insert into public.refunds (order_id, amount_cents, source)
      values (target.id, p_amount_refunded - recorded, 'stripe');
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

-- A fresh link for one digital kit (the old one stops working), e.g. when a link was shared.
create function public.reset_download_link(p_order_item_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  item public.order_items;
  order_status text;
begin
  select i.* into item from public.order_items i where i.id = p_order_item_id;
  if not found then
    return jsonb_build_object('outcome', 'unknown_item');
  end if;
  select o.status into order_status from public.orders o where o.id = item.order_id;
  if item.format <> 'digital' or item.refunded_at is not null
     or order_status not in ('paid', 'shipped', 'partially_refunded') then
    return jsonb_build_object('outcome', 'no_link');
  end if;
  delete from public.download_tokens where order_item_id = item.id;
  insert into public.download_tokens (token, order_item_id)
    values (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), item.id);
  return jsonb_build_object('outcome', 'reset', 'order', public.order_json(item.order_id));
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.record_download(text)',
    'public.status_after_refunds(uuid)',
    'public.admin_list_orders(text, text, text, text, text, integer, integer)',
    'public.admin_order_detail(uuid)',
    'public.mark_order_shipped(uuid, text, text, text)',
    'public.begin_refund(uuid, uuid)',
    'public.finish_refund(uuid, text)',
    'public.cancel_refund(uuid)',
    'public.refund_charge(text, text, text, integer)',
    'public.reset_download_link(uuid)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;
