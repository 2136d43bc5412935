-- Orders paid through Stripe Checkout and the download links they give (issue 15).
-- Nobody reads or writes these tables directly: the checkout, webhook and orders edge functions call
-- the functions below with the service role, and each state change happens in one statement, so a
-- webhook that arrives twice, or two at once, cannot pay an order twice or mint two sets of links.

create sequence public.order_number_seq start with 1001;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  number text not null unique default ('ACK-' || nextval('public.order_number_seq')::text),
  email text not null
    constraint orders_email_valid check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$'),
  user_id uuid references auth.users (id) on delete set null,
  region text not null constraint orders_region_known check (region in ('us', 'ca')),
  currency text not null constraint orders_currency_known check (currency in ('USD', 'CAD')),
  subtotal_cents integer not null constraint orders_subtotal_positive check (subtotal_cents > 0),
  shipping_cents integer not null default 0 constraint orders_shipping_not_negative check (shipping_cents >= 0),
  total_cents integer not null,
  status text not null default 'pending'
    constraint orders_status_known check (status in ('pending', 'paid', 'refunded', 'expired')),
  stripe_session_id text unique,
  stripe_payment_intent text unique,
  shipping_address jsonb,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  refunded_at timestamptz,
  constraint orders_total_adds_up check (total_cents = subtotal_cents + shipping_cents)
);

comment on table public.orders is
  'One checkout: who (email, optional member), where (region, currency), what it costs in cents, and how far it got (pending → paid → refunded, or expired). Written only through the functions below.';

create index orders_email_idx on public.orders (lower(email));
create index orders_user_idx on public.orders (user_id);

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  kit_slug text not null,
  kit_title text not null,
  format text not null constraint order_items_format_known check (format in ('digital', 'printed')),
  quantity integer not null constraint order_items_quantity_1_to_10 check (quantity between 1 and 10),
  unit_cents integer not null constraint order_items_unit_positive check (unit_cents > 0),
  line_cents integer generated always as (unit_cents * quantity) stored,
  position integer not null
);

comment on table public.order_items is
  'The kits of an order, priced by the server when the order was created.';

create index order_items_order_idx on public.order_items (order_id, position);

create table public.download_tokens (
  token text primary key constraint download_tokens_long check (char_length(token) >= 32),
  order_item_id uuid not null unique references public.order_items (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

comment on table public.download_tokens is
  'One unguessable link per digital kit of a paid order (/downloads/<token>); revoked when the order is refunded.';

create table public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

comment on table public.stripe_events is
  'Every Stripe event id the webhook acted on, so a redelivered event changes nothing.';

create table public.order_rate_claims (
  id bigint generated always as identity primary key,
  kind text not null,
  key_digest text not null,
  created_at timestamptz not null default now()
);

comment on table public.order_rate_claims is
  'Rate limit of downloads (per token) and download-link recovery (per email and per IP); keys are stored as digests.';

create index order_rate_claims_key_idx on public.order_rate_claims (kind, key_digest, created_at);

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.download_tokens enable row level security;
alter table public.stripe_events enable row level security;
alter table public.order_rate_claims enable row level security;

revoke all on public.orders, public.order_items, public.download_tokens, public.stripe_events,
  public.order_rate_claims from anon, authenticated;
revoke all on sequence public.order_number_seq from anon, authenticated;
grant all on public.orders, public.order_items, public.download_tokens, public.stripe_events,
  public.order_rate_claims to service_role;
grant usage on sequence public.order_number_seq to service_role;

-- The items of an order as JSON, in the order they were put in the cart; shared by every answer below.
create function public.order_json(p_order_id uuid)
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
        'token', case when o.status = 'paid' and t.revoked_at is null then t.token end
      ) order by i.position)
      from public.order_items i
      left join public.download_tokens t on t.order_item_id = i.id
      where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = p_order_id;
$$;

-- A pending order and its items. Prices come from the create-checkout function, which computed them
-- from the domain layer; the totals are added up here so the stored order is always consistent.
create function public.create_pending_order(
  p_email text,
  p_user_id uuid,
  p_region text,
  p_currency text,
  p_shipping_cents integer,
  p_items jsonb
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  new_id uuid;
  subtotal integer;
begin
  select sum((item ->> 'unit_cents')::integer * (item ->> 'quantity')::integer)
    into subtotal
    from jsonb_array_elements(p_items) as e(item);
  insert into public.orders (email, user_id, region, currency, subtotal_cents, shipping_cents, total_cents)
    values (p_email, p_user_id, p_region, p_currency, subtotal, p_shipping_cents, subtotal + p_shipping_cents)
    returning id into new_id;
  insert into public.order_items (order_id, kit_slug, kit_title, format, quantity, unit_cents, position)
    select new_id, item ->> 'kit_slug', item ->> 'kit_title', item ->> 'format',
           (item ->> 'quantity')::integer, (item ->> 'unit_cents')::integer, place::integer
      from jsonb_array_elements(p_items) with ordinality as e(item, place);
  return public.order_json(new_id);
end;
$$;

create function public.attach_checkout_session(p_order_id uuid, p_session_id text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update public.orders set stripe_session_id = p_session_id where id = p_order_id and stripe_session_id is null;
$$;

-- checkout.session.completed: once per event id, and only a pending order whose amount and currency
-- match what Stripe collected becomes paid. Outcomes: paid, duplicate, unknown_order, not_pending,
-- amount_mismatch. Only 'paid' comes with the order (and its fresh download tokens) to email.
create function public.complete_checkout(
  p_event_id text,
  p_session_id text,
  p_amount_total integer,
  p_currency text,
  p_payment_intent text,
  p_shipping_address jsonb
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  target public.orders;
begin
  insert into public.stripe_events (id, type) values (p_event_id, 'checkout.session.completed')
    on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  select * into target from public.orders o where o.stripe_session_id = p_session_id for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  if target.status <> 'pending' then
    return jsonb_build_object('outcome', 'not_pending', 'status', target.status);
  end if;
  if target.total_cents <> p_amount_total or lower(target.currency) <> lower(p_currency) then
    return jsonb_build_object('outcome', 'amount_mismatch', 'number', target.number);
  end if;
  update public.orders
    set status = 'paid', paid_at = now(), stripe_payment_intent = p_payment_intent,
        shipping_address = p_shipping_address
    where id = target.id;
  -- 256 random bits per link, from two v4 UUIDs' random parts.
  insert into public.download_tokens (token, order_item_id)
    select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), i.id
      from public.order_items i
      where i.order_id = target.id and i.format = 'digital';
  return jsonb_build_object('outcome', 'paid', 'order', public.order_json(target.id));
end;
$$;

-- charge.refunded (fully refunded): the order becomes refunded and its download links stop working.
create function public.refund_order(p_event_id text, p_payment_intent text, p_order_id text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  target public.orders;
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
  update public.orders set status = 'refunded', refunded_at = now() where id = target.id;
  update public.download_tokens t set revoked_at = now()
    from public.order_items i
    where t.order_item_id = i.id and i.order_id = target.id and t.revoked_at is null;
  return jsonb_build_object('outcome', 'refunded', 'number', target.number);
end;
$$;

-- checkout.session.expired: an unpaid order is closed.
create function public.expire_checkout(p_event_id text, p_session_id text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.stripe_events (id, type) values (p_event_id, 'checkout.session.expired')
    on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  update public.orders set status = 'expired' where stripe_session_id = p_session_id and status = 'pending';
  return jsonb_build_object('outcome', 'expired');
end;
$$;

create function public.order_by_session(p_session_id text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.order_json(o.id) from public.orders o where o.stripe_session_id = p_session_id;
$$;

-- The order a download link belongs to, when the link is still good (paid order, not revoked).
create function public.order_by_download_token(p_token text)
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
    where t.token = p_token and t.revoked_at is null and o.status = 'paid';
$$;

create function public.paid_orders_for_email(p_email text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(public.order_json(o.id) order by o.created_at desc), '[]'::jsonb)
    from public.orders o
    where lower(o.email) = lower(btrim(p_email)) and o.status = 'paid';
$$;

-- A member's orders that went through (paid or refunded), newest first.
create function public.orders_for_user(p_user_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(public.order_json(o.id) order by o.created_at desc), '[]'::jsonb)
    from public.orders o
    where o.user_id = p_user_id and o.status in ('paid', 'refunded');
$$;

-- Allowed (and recorded) while the key has fewer than p_limit claims of this kind in the window.
create function public.claim_order_rate(p_kind text, p_key text, p_limit integer, p_window_seconds integer)
  returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  digest text := md5(lower(btrim(p_key)));
  used integer;
begin
  perform pg_advisory_xact_lock(hashtext('claim_order_rate'));
  delete from public.order_rate_claims c
    where c.created_at <= now() - make_interval(secs => p_window_seconds) and c.kind = p_kind;
  select count(*) into used from public.order_rate_claims c where c.kind = p_kind and c.key_digest = digest;
  if used >= p_limit then
    return false;
  end if;
  insert into public.order_rate_claims (kind, key_digest) values (p_kind, digest);
  return true;
end;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.order_json(uuid)',
    'public.create_pending_order(text, uuid, text, text, integer, jsonb)',
    'public.attach_checkout_session(uuid, text)',
    'public.complete_checkout(text, text, integer, text, text, jsonb)',
    'public.refund_order(text, text, text)',
    'public.expire_checkout(text, text)',
    'public.order_by_session(text)',
    'public.order_by_download_token(text)',
    'public.paid_orders_for_email(text)',
    'public.orders_for_user(uuid)',
    'public.claim_order_rate(text, text, integer, integer)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;
