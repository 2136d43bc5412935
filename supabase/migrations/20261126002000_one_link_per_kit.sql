-- Issue 25: one download link per kit, shown again rather than minted again, and links that expire.
--
-- A link's token is derived by the edge functions: HMAC-SHA256(DOWNLOAD_LINK_SECRET, item id and the
-- link's generation). The database keeps only sha256(token) (as since 20261124000210) and the
-- generation, so 'My orders', recovery and the owner's resend re-derive the same token instead of
-- minting one; the secret never reaches the database, so a dump still opens no kit. A kit gets its
-- next generation only when its link no longer works (expired, or revoked) or the owner resets it.
-- Every link expires app.download_link_days after it is made (365 unless the database setting says
-- otherwise; `alter database postgres set app.download_link_days = '730'`).
--
-- Links minted before this (random tokens, generation null) keep working until a year after their
-- order was paid; they cannot be shown again, so the first time one of their kits is shown it gets
-- generation 1.

create function public.download_link_lifetime()
  returns interval
  language sql
  stable
  set search_path = ''
as $$
  select make_interval(days => coalesce(nullif(current_setting('app.download_link_days', true), '')::integer, 365));
$$;

comment on function public.download_link_lifetime() is
  'How long a download link works after it is made: app.download_link_days (default 365).';

alter table public.download_tokens
  add column generation integer constraint download_tokens_generation_positive check (generation >= 1),
  add column expires_at timestamptz;

update public.download_tokens t
  set expires_at = coalesce(o.paid_at, t.created_at) + public.download_link_lifetime()
  from public.order_items i
  join public.orders o on o.id = i.order_id
  where i.id = t.order_item_id;
alter table public.download_tokens alter column expires_at set not null;

-- Generations count per kit; a random link of before (null) is never a generation.
create unique index download_tokens_item_generation_key on public.download_tokens (order_item_id, generation);

comment on table public.download_tokens is
  'Download links (/downloads/<token>) by sha256(token). One current link per digital kit (its newest generation), derived from the functions'' secret so it can be shown again; a new generation only once the current one expired or was revoked, or when the owner resets it. Revoked when the kit is refunded.';
comment on column public.download_tokens.generation is
  'The n-th link of its kit: the token is HMAC-SHA256(DOWNLOAD_LINK_SECRET, ''download-link:<item id>:<n>''). Null: a random link minted before issue 25, never shown again.';
comment on column public.download_tokens.expires_at is
  'When the link stops working: made + download_link_lifetime(). A new one is sent by recovery or My orders.';

-- As in 20261124000300, plus each item's id and the state of its current link (`link`, null when the
-- kit has no link to show: printed, refunded, or the order's links are not active), which the
-- functions need to re-derive the token or make the next one. `token` is still only what the caller
-- passes (a link opens its order's kits), never read from the table.
create or replace function public.order_json_without_locale(p_order_id uuid, p_tokens jsonb default '{}'::jsonb)
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
        'id', i.id,
        'kit_slug', i.kit_slug,
        'kit_title', i.kit_title,
        'format', i.format,
        'quantity', i.quantity,
        'unit_cents', i.unit_cents,
        'line_cents', i.line_cents,
        'token', case when public.order_links_active(o.status, o.dispute_status) and i.refunded_at is null
                       then p_tokens ->> i.id::text end,
        'link', case when public.order_links_active(o.status, o.dispute_status) and i.refunded_at is null
                           and i.format = 'digital'
                      then coalesce((
                        select jsonb_build_object(
                          'generation', t.generation,
                          'token_hash', t.token_hash,
                          'expires_at', t.expires_at,
                          'live', t.revoked_at is null and t.expires_at > now())
                        from public.download_tokens t
                        where t.order_item_id = i.id and t.generation is not null
                        order by t.generation desc
                        limit 1
                      ), jsonb_build_object('generation', 0, 'token_hash', null, 'expires_at', null, 'live', false))
                 end
      ) order by i.position)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = p_order_id;
$$;

-- Stores kits' next links, made by the functions: [{item_id, generation, token_hash}]. A link is
-- stored only for a kit whose links may be used, whose current link no longer works, and as its next
-- generation; a request that finds the very same link already stored (two at once) counts it too.
-- Answers the links that now work: [{item_id, expires_at}].
create function public.store_download_links(p_links jsonb)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  wanted record;
  newest public.download_tokens;
  stored jsonb := '[]'::jsonb;
  expires timestamptz;
begin
  for wanted in
    select (e ->> 'item_id')::uuid as item_id, (e ->> 'generation')::integer as generation,
           e ->> 'token_hash' as token_hash
      from jsonb_array_elements(p_links) as e
  loop
    -- The kit is locked, so two requests cannot both make its next link.
    perform 1 from public.order_items i join public.orders o on o.id = i.order_id
      where i.id = wanted.item_id and i.format = 'digital' and i.refunded_at is null
        and public.order_links_active(o.status, o.dispute_status)
      for update of i;
    if not found then
      continue;
    end if;
    select t.* into newest from public.download_tokens t
      where t.order_item_id = wanted.item_id and t.generation is not null
      order by t.generation desc
      limit 1;
    if newest.generation = wanted.generation and newest.token_hash = wanted.token_hash
       and newest.revoked_at is null and newest.expires_at > now() then
      expires := newest.expires_at;
    elsif (newest.generation is null or newest.revoked_at is not null or newest.expires_at <= now())
          and wanted.generation = coalesce(newest.generation, 0) + 1 then
      insert into public.download_tokens (token_hash, order_item_id, generation, expires_at)
        values (wanted.token_hash, wanted.item_id, wanted.generation, now() + public.download_link_lifetime())
        returning expires_at into expires;
    else
      continue;
    end if;
    stored := stored || jsonb_build_array(jsonb_build_object('item_id', wanted.item_id, 'expires_at', expires));
  end loop;
  return stored;
end;
$$;

comment on function public.store_download_links(jsonb) is
  'Stores the next link of kits whose current link expired or was revoked (never while one works); answers the links that now work.';

-- checkout.session.completed: as in 20261124000210, but the links are the functions' generation-1
-- links of the order's digital kits (p_links: [{item_id, token_hash}]), stored in the same statement
-- that pays the order, so a retried webhook cannot leave a paid order without them.
drop function public.complete_checkout(text, text, integer, text, text, jsonb);

create function public.complete_checkout(
  p_event_id text,
  p_session_id text,
  p_amount_total integer,
  p_currency text,
  p_payment_intent text,
  p_shipping_address jsonb,
  p_links jsonb default '[]'::jsonb
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
  insert into public.download_tokens (token_hash, order_item_id, generation, expires_at)
    select link.token_hash, i.id, 1, now() + public.download_link_lifetime()
      from jsonb_to_recordset(p_links) as link(item_id uuid, token_hash text)
      join public.order_items i on i.id = link.item_id
      where i.order_id = target.id and i.format = 'digital';
  return jsonb_build_object('outcome', 'paid', 'order', public.order_json(target.id));
end;
$$;

comment on function public.complete_checkout(text, text, integer, text, text, jsonb, jsonb) is
  'Pays a pending order once per event when the amount and currency match, storing its kits'' first links.';

-- The order a link opens while it works: paid, not refunded, not held by a dispute, not revoked and
-- not expired. Every kit of the order with a working link is shown with the given token (the download
-- function picks the kit); `link_kit` is the link's own kit, `link_expires_at` when it stops working.
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
                      where live.order_item_id = other.id and live.revoked_at is null
                        and live.expires_at > now())
    )) || jsonb_build_object('link_kit', i.kit_slug, 'link_expires_at', t.expires_at)
    from public.download_tokens t
    join public.order_items i on i.id = t.order_item_id
    join public.orders o on o.id = i.order_id
    where t.token_hash = public.download_token_hash(p_token) and t.revoked_at is null
      and t.expires_at > now() and i.refunded_at is null
      and public.order_links_active(o.status, o.dispute_status);
$$;

-- Whether a link that was never revoked, of a kit still paid for, has only run out of time, so its
-- page can say so and offer a new one by email.
create function public.download_token_expired(p_token text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce((
    select t.expires_at <= now()
      from public.download_tokens t
      join public.order_items i on i.id = t.order_item_id
      join public.orders o on o.id = i.order_id
      where t.token_hash = public.download_token_hash(p_token) and t.revoked_at is null
        and i.refunded_at is null and o.status in ('paid', 'shipped', 'partially_refunded')
  ), false);
$$;

comment on function public.download_token_expired(text) is
  'True when a link of a kit still paid for is unusable only because it expired.';

-- Recovery and 'My orders' read the orders; the functions re-derive the current links and make the
-- next one only where a kit has none that works (20261124000210 minted new links at every call).
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

-- The owner's reset: every link of the kit stops working (the random ones of before too) and the
-- functions' next generation (p_generation, p_token_hash) becomes its link. Outcomes: reset (with the
-- order, to email), stale (another reset came first: the generation is taken), no_link, unknown_item.
drop function public.reset_download_link(uuid);

create function public.reset_download_link(p_order_item_id uuid, p_generation integer, p_token_hash text)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  item public.order_items;
  target public.orders;
begin
  select i.* into item from public.order_items i where i.id = p_order_item_id for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_item');
  end if;
  select o.* into target from public.orders o where o.id = item.order_id;
  if item.format <> 'digital' or item.refunded_at is not null
     or not public.order_links_active(target.status, target.dispute_status) then
    return jsonb_build_object('outcome', 'no_link');
  end if;
  if p_generation <> coalesce((select max(t.generation) from public.download_tokens t
                               where t.order_item_id = item.id), 0) + 1 then
    return jsonb_build_object('outcome', 'stale');
  end if;
  update public.download_tokens set revoked_at = now() where order_item_id = item.id and revoked_at is null;
  insert into public.download_tokens (token_hash, order_item_id, generation, expires_at)
    values (p_token_hash, item.id, p_generation, now() + public.download_link_lifetime());
  return jsonb_build_object('outcome', 'reset', 'order', public.order_json(item.order_id));
end;
$$;

comment on function public.reset_download_link(uuid, integer, text) is
  'The owner''s reset of one kit''s link: the old links stop, the given next generation becomes its link.';

-- Minted a random link per kit at every call; nothing mints that way any more.
drop function public.mint_download_links(uuid, uuid);

-- The owner's order page, as in 20261124000210, with each link's expiry: a link "works" while it is
-- neither revoked nor expired.
create or replace function public.admin_order_detail_without_terms(p_order_id uuid)
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
            'working', count(*) filter (where t.revoked_at is null and t.expires_at > now()),
            'download_count', coalesce(sum(t.download_count), 0),
            'last_download_at', max(t.last_download_at))
          from public.download_tokens t where t.order_item_id = i.id),
        'recent_links', coalesce((select jsonb_agg(jsonb_build_object(
            'created_at', recent.created_at,
            'revoked_at', recent.revoked_at,
            'expires_at', recent.expires_at,
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
    'public.download_link_lifetime()',
    'public.order_json_without_locale(uuid, jsonb)',
    'public.store_download_links(jsonb)',
    'public.complete_checkout(text, text, integer, text, text, jsonb, jsonb)',
    'public.order_by_download_token(text)',
    'public.download_token_expired(text)',
    'public.paid_orders_for_email(text)',
    'public.orders_for_user(uuid)',
    'public.reset_download_link(uuid, integer, text)',
    'public.admin_order_detail_without_terms(uuid)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;
