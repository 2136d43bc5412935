-- Download links are stored hashed (issue 19, point 8): the database keeps sha256(token) only, so a
-- copy of it (a backup, a leaked dump) opens no kit. The raw token exists only in the email or answer
-- that carries it, at the moment it is minted; links are therefore minted whenever one must be sent
-- (payment, recovery, "My orders", the owner's resend or reset), and an item may hold several. Old
-- links keep working until the item is refunded or the owner resets its link.

alter table public.download_tokens add column token_hash text;
update public.download_tokens set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
alter table public.download_tokens drop constraint download_tokens_pkey;
alter table public.download_tokens drop column token;
alter table public.download_tokens alter column token_hash set not null;
alter table public.download_tokens add constraint download_tokens_pkey primary key (token_hash);
alter table public.download_tokens add constraint download_tokens_hash_shape check (token_hash ~ '^[0-9a-f]{64}$');
alter table public.download_tokens drop constraint download_tokens_order_item_id_key;
create index download_tokens_item_idx on public.download_tokens (order_item_id);

comment on table public.download_tokens is
  'Download links (/downloads/<token>) by sha256(token): minted per digital kit of a paid order whenever links are sent; revoked when the kit is refunded or its link reset.';

create function public.download_token_hash(p_token text)
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
$$;

-- The order's JSON; `p_tokens` maps item ids to raw tokens minted in this call (the only time they
-- are known), and an item shows its token only while its link may be used.
drop function public.order_json(uuid);
create function public.order_json(p_order_id uuid, p_tokens jsonb default '{}'::jsonb)
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
        'token', case when o.status in ('paid', 'shipped', 'partially_refunded') and i.refunded_at is null
                       then p_tokens ->> i.id::text end
      ) order by i.position)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = p_order_id;
$$;

-- Fresh links for the order's usable digital kits (or one of them), returned with the order. 256
-- random bits per link, from two v4 UUIDs' random parts; only the hash is stored.
create function public.mint_download_links(p_order_id uuid, p_order_item_id uuid default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  minted jsonb := '{}'::jsonb;
  item record;
  raw text;
begin
  for item in
    select i.id from public.order_items i join public.orders o on o.id = i.order_id
      where i.order_id = p_order_id and i.format = 'digital' and i.refunded_at is null
        and o.status in ('paid', 'shipped', 'partially_refunded')
        and (p_order_item_id is null or i.id = p_order_item_id)
  loop
    raw := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    insert into public.download_tokens (token_hash, order_item_id)
      values (public.download_token_hash(raw), item.id);
    minted := minted || jsonb_build_object(item.id::text, raw);
  end loop;
  return public.order_json(p_order_id, minted);
end;
$$;

create or replace function public.complete_checkout(
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
  return jsonb_build_object('outcome', 'paid', 'order', public.mint_download_links(target.id));
end;
$$;

-- The order a download link opens while it may be used. The link is the key to its order's
-- downloads page: every usable kit of the order is shown with the same token (the download function
-- picks the kit), and `link_kit` names the kit the link was made for.
create or replace function public.order_by_download_token(p_token text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.order_json(o.id, (
      select coalesce(jsonb_object_agg(other.id::text, p_token), '{}'::jsonb)
        from public.order_items other
        where other.order_id = o.id and other.format = 'digital' and other.refunded_at is null
          and exists (select 1 from public.download_tokens live
                      where live.order_item_id = other.id and live.revoked_at is null)
    )) || jsonb_build_object('link_kit', i.kit_slug)
    from public.download_tokens t
    join public.order_items i on i.id = t.order_item_id
    join public.orders o on o.id = i.order_id
    where t.token_hash = public.download_token_hash(p_token) and t.revoked_at is null
      and i.refunded_at is null and o.status in ('paid', 'shipped', 'partially_refunded');
$$;

-- Recovery by email and "My orders" send links, so they mint fresh ones (the old ones keep working).
create or replace function public.paid_orders_for_email(p_email text)
  returns jsonb
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(public.mint_download_links(o.id) order by o.created_at desc), '[]'::jsonb)
    from public.orders o
    where lower(o.email) = lower(btrim(p_email)) and o.status in ('paid', 'shipped', 'partially_refunded');
$$;

create or replace function public.orders_for_user(p_user_id uuid)
  returns jsonb
  language sql
  volatile
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(public.mint_download_links(o.id) order by o.created_at desc), '[]'::jsonb)
    from public.orders o
    where o.user_id = p_user_id and o.status in ('paid', 'shipped', 'partially_refunded', 'refunded');
$$;

create or replace function public.record_download(p_token text)
  returns void
  language sql
  security definer
  set search_path = ''
as $$
  update public.download_tokens
    set download_count = download_count + 1, last_download_at = now()
    where token_hash = public.download_token_hash(p_token);
$$;

-- Reset: every link of the kit stops working and one new link is minted (to email).
create or replace function public.reset_download_link(p_order_item_id uuid)
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
  update public.download_tokens set revoked_at = now() where order_item_id = item.id and revoked_at is null;
  return jsonb_build_object('outcome', 'reset', 'order', public.mint_download_links(item.order_id, item.id));
end;
$$;

-- The owner's order page: per item, its links taken together (how many work, downloads, the last one)
-- and its five newest links one by one.
create or replace function public.admin_order_detail(p_order_id uuid)
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
        'links', (select jsonb_build_object(
            'total', count(*),
            'working', count(*) filter (where t.revoked_at is null),
            'download_count', coalesce(sum(t.download_count), 0),
            'last_download_at', max(t.last_download_at))
          from public.download_tokens t where t.order_item_id = i.id),
        'recent_links', coalesce((select jsonb_agg(jsonb_build_object(
            'created_at', recent.created_at,
            'revoked_at', recent.revoked_at,
            'download_count', recent.download_count,
            'last_download_at', recent.last_download_at) order by recent.created_at desc)
          from (select * from public.download_tokens t where t.order_item_id = i.id
                order by t.created_at desc limit 5) recent), '[]'::jsonb)
      ) order by i.position)
      from public.order_items i
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

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.download_token_hash(text)',
    'public.order_json(uuid, jsonb)',
    'public.mint_download_links(uuid, uuid)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;
