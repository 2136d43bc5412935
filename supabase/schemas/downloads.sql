-- Download links (ADR 035): one link per digital kit, whose token the edge functions derive from their
-- secret (HMAC of the item id and the link's generation); the database keeps sha256(token), the
-- generation and the expiry, so a dump opens no kit. Opening, counting, expiring and the owner's reset.

-- The form in which the database keeps a link's token.
create or replace function public.download_token_hash(p_token text)
  returns text
  language sql immutable set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
$$;

comment on function public.download_token_hash(text) is
  'sha256 (hex) of a download link''s token: the only form in which the database keeps it.';

revoke execute on function public.download_token_hash(text) from public, anon, authenticated;
grant execute on function public.download_token_hash(text) to service_role;

-- How long a link works: `alter database postgres set app.download_link_days = '730'` changes it for links
-- made afterwards.
create or replace function public.download_link_lifetime()
  returns interval
  language sql stable set search_path = ''
as $$
  select make_interval(days => coalesce(nullif(current_setting('app.download_link_days', true), '')::integer, 365));
$$;

comment on function public.download_link_lifetime() is
  'How long a download link works after it is made: app.download_link_days (default 365).';

revoke execute on function public.download_link_lifetime() from public, anon, authenticated;
grant execute on function public.download_link_lifetime() to service_role;

-- Stores kits' next links, made by the functions: [{item_id, generation, token_hash}]. A link is stored
-- only for a kit whose links may be used, whose current link no longer works, and as its next generation;
-- a request that finds the very same link already stored (two at once) counts it too. Answers the links
-- that now work: [{item_id, expires_at}].
create or replace function public.store_download_links(p_links jsonb)
  returns jsonb
  language plpgsql security definer set search_path = ''
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

revoke execute on function public.store_download_links(jsonb) from public, anon, authenticated;
grant execute on function public.store_download_links(jsonb) to service_role;

-- The order a link opens while it works: paid, not refunded, not held by a dispute, not revoked and not
-- expired. Every kit of the order with a working link is shown with the given token (the download
-- function picks the kit); `link_kit` is the link's own kit, `link_expires_at` when it stops working.
create or replace function public.order_by_download_token(p_token text)
  returns jsonb
  language sql stable security definer set search_path = ''
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

comment on function public.order_by_download_token(text) is
  'The order a working download link opens, every kit with a working link carrying the given token, plus the link''s own kit and expiry.';

revoke execute on function public.order_by_download_token(text) from public, anon, authenticated;
grant execute on function public.order_by_download_token(text) to service_role;

-- Whether a link that is otherwise good is held back by a dispute, so the buyer is told why.
create or replace function public.download_token_disputed(p_token text)
  returns boolean
  language sql stable security definer set search_path = ''
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

comment on function public.download_token_disputed(text) is
  'True when a link that is otherwise good is held back by a payment dispute (open or lost).';

revoke execute on function public.download_token_disputed(text) from public, anon, authenticated;
grant execute on function public.download_token_disputed(text) to service_role;

-- Whether a link that was never revoked, of a kit still paid for, has only run out of time, so its page
-- can say so and offer a new one by email.
create or replace function public.download_token_expired(p_token text)
  returns boolean
  language sql stable security definer set search_path = ''
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

revoke execute on function public.download_token_expired(text) from public, anon, authenticated;
grant execute on function public.download_token_expired(text) to service_role;

-- A download was served through a working link: counted for the owner's order page.
create or replace function public.record_download(p_token text)
  returns void
  language sql security definer set search_path = ''
as $$
  update public.download_tokens
    set download_count = download_count + 1, last_download_at = now()
    where token_hash = public.download_token_hash(p_token);
$$;

comment on function public.record_download(text) is
  'Counts a download served through a link (count and time of the last one, for the owner''s order page).';

revoke execute on function public.record_download(text) from public, anon, authenticated;
grant execute on function public.record_download(text) to service_role;

-- The owner's reset: every link of the kit stops working (the random ones of before issue 25 too) and
-- the functions' next generation (p_generation, p_token_hash) becomes its link. Outcomes: reset (with the
-- order, to email), stale (another reset came first: the generation is taken), no_link, unknown_item.
create or replace function public.reset_download_link(
  p_order_item_id uuid,
  p_generation integer,
  p_token_hash text
)
  returns jsonb
  language plpgsql security definer set search_path = ''
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

revoke execute on function public.reset_download_link(uuid, integer, text) from public, anon, authenticated;
grant execute on function public.reset_download_link(uuid, integer, text) to service_role;

-- One call per download click (ADR 050): the kit a working link opens (its own, or `p_kit` of the same
-- order), its rate-limit claim, and the download counted, so 120 parents at once cost one round trip each.
-- The item's licence comes back too: it says how many children's names the kit may be built with.
create or replace function public.open_download(
  p_token text,
  p_kit text,
  p_key_hmac text,
  p_limit integer,
  p_window_seconds integer
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  v_order jsonb := public.order_by_download_token(p_token);
  v_item jsonb;
begin
  if v_order is null then
    return jsonb_build_object('outcome', 'closed');
  end if;
  select item into v_item
    from jsonb_array_elements(v_order -> 'items') item
    where item ->> 'token' = p_token and item ->> 'kit_slug' = coalesce(p_kit, v_order ->> 'link_kit')
    limit 1;
  if v_item is null then
    return jsonb_build_object('outcome', 'closed');
  end if;
  if not public.claim_order_rate('download', p_key_hmac, p_limit, p_window_seconds) then
    return jsonb_build_object('outcome', 'rate_limited');
  end if;
  perform public.record_download(p_token);
  return jsonb_build_object('outcome', 'open', 'item_id', v_item ->> 'id', 'kit_slug', v_item ->> 'kit_slug',
                            'licence', v_item ->> 'licence');
end;
$$;

comment on function public.open_download(text, text, text, integer, integer) is
  'A download click in one call: closed (no working link to that kit), rate_limited, or open with the item, kit and licence, its rate claim recorded and the download counted.';

revoke execute on function public.open_download(text, text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.open_download(text, text, text, integer, integer) to service_role;
