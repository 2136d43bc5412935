-- Payment disputes (chargebacks) and HMAC-keyed order rate limits (issue 19, point 8).
--
-- A dispute pauses an order's download links without touching download_tokens.revoked_at: a refund
-- revokes links for good, while a dispute the shop wins gives them back, so the two must not share a
-- flag (closing a won dispute would otherwise bring back links a refund took away).

alter table public.orders
  add column dispute_status text
    constraint orders_dispute_status_known check (dispute_status in ('open', 'won', 'lost')),
  add column stripe_dispute_id text,
  add column disputed_at timestamptz;

comment on column public.orders.dispute_status is
  'The latest payment dispute: open (links paused), won (links back), lost (links stay paused); null when never disputed.';

-- Links work for a paid order (shipped or partly refunded included) unless a dispute is open or was lost.
create function public.order_links_active(p_status text, p_dispute_status text)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select p_status in ('paid', 'shipped', 'partially_refunded') and coalesce(p_dispute_status, 'won') = 'won';
$$;

-- As in 20261124000210 (tokens minted in this call shown while the link may be used), now also
-- hidden while a dispute holds the order's links back.
create or replace function public.order_json(p_order_id uuid, p_tokens jsonb default '{}'::jsonb)
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
        'token', case when public.order_links_active(o.status, o.dispute_status) and i.refunded_at is null
                       then p_tokens ->> i.id::text end
      ) order by i.position)
      from public.order_items i
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
      and i.refunded_at is null and public.order_links_active(o.status, o.dispute_status);
$$;

-- Whether a link that is otherwise good is held back by a dispute, so the buyer is told why.
create function public.download_token_disputed(p_token text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce((
    select o.status in ('paid', 'shipped', 'partially_refunded') and o.dispute_status in ('open', 'lost')
      from public.download_tokens t
      join public.order_items i on i.id = t.order_item_id
      join public.orders o on o.id = i.order_id
      where t.token_hash = public.download_token_hash(p_token) and t.revoked_at is null
        and i.refunded_at is null
  ), false);
$$;

-- charge.dispute.created (p_status 'open') and charge.dispute.closed ('won' or 'lost'), once per event
-- id. Events arrive in any order: a late 'created' never reopens a dispute that is already closed.
-- Outcomes: disputed | won | lost | duplicate | unknown_order | stale, with the order for the owner's email.
create function public.record_dispute(
  p_event_id text,
  p_payment_intent text,
  p_dispute_id text,
  p_status text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  target public.orders;
begin
  if p_status not in ('open', 'won', 'lost') then
    raise exception 'Unknown dispute status %', p_status using errcode = '22023';
  end if;
  insert into public.stripe_events (id, type)
    values (p_event_id, case when p_status = 'open' then 'charge.dispute.created' else 'charge.dispute.closed' end)
    on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  select * into target from public.orders o where o.stripe_payment_intent = p_payment_intent for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  if p_status = 'open' and target.stripe_dispute_id = p_dispute_id and target.dispute_status <> 'open' then
    return jsonb_build_object('outcome', 'stale', 'order', public.order_json(target.id));
  end if;
  update public.orders
    set dispute_status = p_status, stripe_dispute_id = p_dispute_id,
        disputed_at = coalesce(disputed_at, now())
    where id = target.id;
  return jsonb_build_object(
    'outcome', case p_status when 'open' then 'disputed' else p_status end,
    'order', public.order_json(target.id)
  );
end;
$$;

-- Rate-limit keys arrive as HMAC digests computed by the functions with a server secret (as
-- submit-form's do): a plain md5 of an address or IP can be reversed by trying candidates.
drop function public.claim_order_rate(text, text, integer, integer);
delete from public.order_rate_claims;

create function public.claim_order_rate(
  p_kind text,
  p_key_hmac text,
  p_limit integer,
  p_window_seconds integer
)
  returns boolean
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  used integer;
begin
  if p_key_hmac !~ '^[0-9a-f]{64}$' then
    raise exception 'The rate-limit key must be an HMAC-SHA256 digest' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('claim_order_rate'));
  delete from public.order_rate_claims c
    where c.created_at <= now() - make_interval(secs => p_window_seconds) and c.kind = p_kind;
  select count(*) into used from public.order_rate_claims c where c.kind = p_kind and c.key_digest = p_key_hmac;
  if used >= p_limit then
    return false;
  end if;
  insert into public.order_rate_claims (kind, key_digest) values (p_kind, p_key_hmac);
  return true;
end;
$$;

comment on table public.order_rate_claims is
  'Rate limits of downloads (per token), download-link recovery (per email and IP) and checkout (per IP); keys are HMAC-SHA256 digests keyed by a server secret.';

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.order_links_active(text, text)',
    'public.order_json(uuid, jsonb)',
    'public.order_by_download_token(text)',
    'public.download_token_disputed(text)',
    'public.record_dispute(text, text, text, text)',
    'public.claim_order_rate(text, text, integer, integer)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;
