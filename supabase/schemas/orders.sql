-- Orders, from checkout to shipping (ADR 021): the order as JSON for every answer and email, the
-- checkout and Stripe webhook steps, what buyers read back, disputes and the owner's shipping. Each state
-- change is one call an edge function makes with the service role, so a webhook that arrives twice, or
-- two clicks, change nothing twice. Download links: downloads.sql; refunds: refunds.sql.

-- Links work for a paid order (shipped or partly refunded included) unless a dispute is open or was lost.
create or replace function public.order_links_active(p_status text, p_dispute_status text)
  returns boolean
  language sql immutable set search_path = ''
as $$
  select p_status in ('paid', 'shipped', 'partially_refunded') and coalesce(p_dispute_status, 'won') = 'won';
$$;

comment on function public.order_links_active(text, text) is
  'True when an order''s download links may work: paid, shipped or partly refunded, and no payment dispute open or lost.';

revoke execute on function public.order_links_active(text, text) from public, anon, authenticated;
grant execute on function public.order_links_active(text, text) to service_role;

-- An order's sales tax as its buyer and the owner read it (ADR 052): orders.tax_lines keeps what Stripe
-- reported, one entry per kit line (its position) or the shipping (line null) and per tax; this adds it up
-- per tax (name, jurisdiction, rate), in the order the taxes first appear: GST before QST.
create or replace function public.order_tax_summary(p_tax_lines jsonb)
  returns jsonb
  language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'name', t.name,
      'jurisdiction', t.jurisdiction,
      'percentage', t.percentage,
      'cents', t.cents
    ) order by t.first), '[]'::jsonb)
  from (
    select e.entry ->> 'name' as name,
           e.entry ->> 'jurisdiction' as jurisdiction,
           (e.entry ->> 'percentage')::numeric as percentage,
           sum((e.entry ->> 'cents')::integer)::integer as cents,
           min(e.place) as first
      from jsonb_array_elements(coalesce(p_tax_lines, '[]'::jsonb)) with ordinality as e(entry, place)
      group by 1, 2, 3
  ) t;
$$;

comment on function public.order_tax_summary(jsonb) is
  'An order''s tax lines added up per tax (name, jurisdiction, percentage, cents), in the order they first appear: what receipts and the order pages show.';

revoke execute on function public.order_tax_summary(jsonb) from public, anon, authenticated;
grant execute on function public.order_tax_summary(jsonb) to service_role;

-- The tax Stripe charged on one kit line of an order (its position): refunded with the kit, counted with
-- its sales.
create or replace function public.order_item_tax_cents(p_tax_lines jsonb, p_position integer)
  returns integer
  language sql immutable set search_path = ''
as $$
  select coalesce(sum((e.entry ->> 'cents')::integer), 0)::integer
    from jsonb_array_elements(coalesce(p_tax_lines, '[]'::jsonb)) as e(entry)
    where (e.entry ->> 'line')::integer = p_position;
$$;

comment on function public.order_item_tax_cents(jsonb, integer) is
  'The sales tax charged on one kit line of an order (by its position), in cents; 0 without tax.';

revoke execute on function public.order_item_tax_cents(jsonb, integer) from public, anon, authenticated;
grant execute on function public.order_item_tax_cents(jsonb, integer) to service_role;

-- A kit's share of its order's discount, as Stripe spreads a coupon over the lines: in proportion to each
-- line, cut at whole cents along the order's lines so the shares add up to the discount exactly. What a
-- refund of that kit gives back and what the sales chart counts as its discount.
create or replace function public.order_item_discount_cents(p_order_item_id uuid)
  returns integer
  language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select ((o.discount_cents::bigint * lines.upto) / o.subtotal_cents
            - (o.discount_cents::bigint * (lines.upto - lines.line_cents)) / o.subtotal_cents)::integer
      from (select i.id, i.order_id, i.line_cents,
                   sum(i.line_cents) over (order by i.position, i.id) as upto
              from public.order_items i
             where i.order_id = (select item.order_id from public.order_items item where item.id = p_order_item_id)) lines
      join public.orders o on o.id = lines.order_id
     where lines.id = p_order_item_id
  ), 0);
$$;

comment on function public.order_item_discount_cents(uuid) is
  'A kit''s share of its order''s discount: proportional to its line, the shares of an order adding up to its discount exactly.';

revoke execute on function public.order_item_discount_cents(uuid) from public, anon, authenticated;
grant execute on function public.order_item_discount_cents(uuid) to service_role;

-- An order as JSON, the one shape of every answer and email about it: the order (with its discount and
-- what caused it, a promotion code or the bundle rule's id), the language its buyer
-- checked out in (locale), the terms they accepted (terms_language: every email about the order is in it),
-- a printed order's kit language, child's name and shipping speed, the sales tax Stripe charged (tax_cents,
-- and tax_lines added up per tax: order_tax_summary), and per kit its id, its licence and the children's
-- names a party or classroom licence personalises it for (ADR 054), the raw token `p_tokens` maps its id to (known only when
-- a link is made or opened; shown only while the order's links work and the kit is not refunded) and
-- `link`, the state of its current link, which the functions need to re-derive the token or make the
-- next one (null for a printed or refunded kit, or while the order's links do not work).
create or replace function public.order_json(p_order_id uuid, p_tokens jsonb default '{}'::jsonb)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'number', o.number,
    'email', o.email,
    'region', o.region,
    'currency', o.currency,
    'subtotal_cents', o.subtotal_cents,
    'discount_cents', o.discount_cents,
    'discount_label', o.discount_label,
    'shipping_cents', o.shipping_cents,
    'tax_cents', o.tax_cents,
    'tax_lines', public.order_tax_summary(o.tax_lines),
    'total_cents', o.total_cents,
    'status', o.status,
    'shipping_address', o.shipping_address,
    'created_at', o.created_at,
    'locale', o.locale,
    'terms_language', o.terms_language,
    'kit_locale', o.kit_locale,
    'child_name', o.child_name,
    'shipping_speed', o.shipping_speed,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', i.id,
        'kit_slug', i.kit_slug,
        'kit_title', i.kit_title,
        'format', i.format,
        'quantity', i.quantity,
        'unit_cents', i.unit_cents,
        'line_cents', i.line_cents,
        'licence', i.licence,
        'child_names', to_jsonb(i.child_names),
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

comment on function public.order_json(uuid, jsonb) is
  'An order as JSON for the functions'' answers and emails: totals, discount and sales tax per tax, status, locale, terms, a printed order''s kit language, child''s name and shipping speed, and per kit its licence and children''s names, the token passed in p_tokens and the state of its current link.';

revoke execute on function public.order_json(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.order_json(uuid, jsonb) to service_role;

-- A pending order and its items. Prices come from the create-checkout function, which computed them
-- from the domain layer, with a bundle's saving (p_discount_cents, p_discount_label: the rule's id), known
-- before Stripe is asked; the totals are added up here so the stored order is always consistent. The terms
-- of sale are French in Canada unless the buyer chose English (ADR 029); locale is the language of the
-- checkout page (ADR 032). A printed order also keeps the buyer's kit language (null: decided from the
-- shipping address once paid), the child's name to print and the shipping speed chosen in the cart. Each
-- item may carry its licence (family when absent) and the children's names it personalises (ADR 054).
create or replace function public.create_pending_order(
  p_email text,
  p_user_id uuid,
  p_region text,
  p_currency text,
  p_shipping_cents integer,
  p_items jsonb,
  p_terms_language text default null,
  p_locale text default 'en',
  p_kit_locale text default null,
  p_child_name text default null,
  p_shipping_speed text default null,
  p_discount_cents integer default 0,
  p_discount_label text default null
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  new_id uuid;
  subtotal integer;
  discount integer := coalesce(p_discount_cents, 0);
begin
  select sum((item ->> 'unit_cents')::integer * (item ->> 'quantity')::integer)
    into subtotal
    from jsonb_array_elements(p_items) as e(item);
  insert into public.orders
      (email, user_id, region, currency, subtotal_cents, discount_cents, discount_label, shipping_cents, total_cents,
       terms_language, locale, kit_locale, child_name, shipping_speed)
    values (p_email, p_user_id, p_region, p_currency, subtotal, discount,
            case when discount > 0 then p_discount_label end, p_shipping_cents,
            subtotal - discount + p_shipping_cents,
            coalesce(p_terms_language, case when p_region = 'ca' then 'fr' else 'en' end),
            coalesce(p_locale, 'en'), p_kit_locale, p_child_name, p_shipping_speed)
    returning id into new_id;
  insert into public.order_items
      (order_id, kit_slug, kit_title, format, quantity, unit_cents, position, licence, child_names)
    select new_id, item ->> 'kit_slug', item ->> 'kit_title', item ->> 'format',
           (item ->> 'quantity')::integer, (item ->> 'unit_cents')::integer, place::integer,
           coalesce(item ->> 'licence', 'family'),
           case when jsonb_typeof(item -> 'child_names') = 'array' and jsonb_array_length(item -> 'child_names') > 0
                then array(select jsonb_array_elements_text(item -> 'child_names')) end
      from jsonb_array_elements(p_items) with ordinality as e(item, place);
  return public.order_json(new_id);
end;
$$;

comment on function public.create_pending_order(text, uuid, text, text, integer, jsonb, text, text, text, text, text, integer, text) is
  'A pending order and its items (each with its licence and children''s names), priced by create-checkout with a bundle''s saving; totals added up here, French terms by default in Canada, the checkout''s language, a printed order''s kit language, child''s name and shipping speed kept.';

revoke execute on function public.create_pending_order(text, uuid, text, text, integer, jsonb, text, text, text, text, text, integer, text)
  from public, anon, authenticated;
grant execute on function public.create_pending_order(text, uuid, text, text, integer, jsonb, text, text, text, text, text, integer, text)
  to service_role;

-- The order's Stripe Checkout session, set once.
create or replace function public.attach_checkout_session(p_order_id uuid, p_session_id text)
  returns void
  language sql security definer set search_path = ''
as $$
  update public.orders set stripe_session_id = p_session_id where id = p_order_id and stripe_session_id is null;
$$;

comment on function public.attach_checkout_session(uuid, text) is
  'Records a pending order''s Stripe Checkout session (once).';

revoke execute on function public.attach_checkout_session(uuid, text) from public, anon, authenticated;
grant execute on function public.attach_checkout_session(uuid, text) to service_role;

-- A Stripe event is acted on once: true the first time its id arrives (recorded with its type), false
-- when Stripe delivers it again, which every webhook step answers with outcome duplicate.
create or replace function public.claim_stripe_event(p_event_id text, p_type text)
  returns boolean
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.stripe_events (id, type) values (p_event_id, p_type) on conflict (id) do nothing;
  return found;
end;
$$;

comment on function public.claim_stripe_event(text, text) is
  'Records a Stripe event id the first time it arrives (true); false for a redelivery. Called only by the webhook''s functions, inside their transaction.';

revoke execute on function public.claim_stripe_event(text, text) from public, anon, authenticated, service_role;

-- checkout.session.completed: once per event id, and only a pending order whose amount and currency
-- match what Stripe collected becomes paid. Its kits' first links (the functions' generation 1,
-- p_links: [{item_id, token_hash}]) are stored in the same statement, so a retried webhook cannot leave a
-- paid order without them. A printed order's buyer may change the shipping speed on Stripe's page: the
-- speed and amount Stripe charged (p_shipping_speed, p_shipping_cents, recognised by the function from the
-- shop's rates) replace the cart's before the amount is compared, and the kit's language is settled
-- (the buyer's choice, else p_kit_locale). The discount Stripe applied (total_details.amount_discount) is
-- taken off the kits: an order created with a bundle's saving must have been given exactly that saving;
-- any other order takes a promotion code's (p_discount_label: the code), never more than its kits. The
-- sales tax Stripe Tax charged (ADR 052; 0 and [] when it is off) is kept with its breakdown, p_tax_lines:
-- [{line (the kit's position, null for the shipping), name, jurisdiction, percentage, cents}], which must
-- add up to p_tax_cents. Stripe's total must be the subtotal less the discount, plus the shipping and the
-- tax. Outcomes: paid (with the order to email), duplicate, unknown_order, not_pending, amount_mismatch.
create or replace function public.complete_checkout(
  p_event_id text,
  p_session_id text,
  p_amount_total integer,
  p_currency text,
  p_payment_intent text,
  p_shipping_address jsonb,
  p_links jsonb default '[]'::jsonb,
  p_shipping_speed text default null,
  p_shipping_cents integer default null,
  p_kit_locale text default null,
  p_tax_cents integer default 0,
  p_tax_lines jsonb default '[]'::jsonb,
  p_discount_cents integer default 0,
  p_discount_label text default null
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  target public.orders;
  printed boolean;
  shipping integer;
  tax_itemized integer;
  discount integer := coalesce(p_discount_cents, 0);
  label text;
begin
  if p_tax_cents is null or p_tax_cents < 0 or jsonb_typeof(p_tax_lines) is distinct from 'array' then
    raise exception 'The tax must be a non-negative amount with a list of tax lines' using errcode = '22023';
  end if;
  select coalesce(sum((e.entry ->> 'cents')::integer), 0) into tax_itemized
    from jsonb_array_elements(p_tax_lines) as e(entry);
  if not public.claim_stripe_event(p_event_id, 'checkout.session.completed') then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  select * into target from public.orders o where o.stripe_session_id = p_session_id for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  if target.status <> 'pending' then
    return jsonb_build_object('outcome', 'not_pending', 'status', target.status);
  end if;
  printed := exists (select 1 from public.order_items i where i.order_id = target.id and i.format = 'printed');
  shipping := case when printed and p_shipping_speed is not null and p_shipping_cents is not null
                   then p_shipping_cents else target.shipping_cents end;
  label := case when target.discount_cents > 0 then target.discount_label
                when discount > 0 then p_discount_label end;
  if (target.discount_cents > 0 and discount <> target.discount_cents)
     or discount < 0 or discount > target.subtotal_cents
     or target.subtotal_cents - discount + shipping + p_tax_cents <> p_amount_total
     or tax_itemized <> p_tax_cents
     or lower(target.currency) <> lower(p_currency) then
    return jsonb_build_object('outcome', 'amount_mismatch', 'number', target.number);
  end if;
  update public.orders
    set status = 'paid', paid_at = now(), stripe_payment_intent = p_payment_intent,
        shipping_address = p_shipping_address,
        discount_cents = discount, discount_label = label,
        shipping_cents = shipping, tax_cents = p_tax_cents, tax_lines = p_tax_lines,
        total_cents = target.subtotal_cents - discount + shipping + p_tax_cents,
        shipping_speed = case when printed then coalesce(p_shipping_speed, target.shipping_speed) end,
        kit_locale = case when printed then coalesce(target.kit_locale, p_kit_locale) end
    where id = target.id;
  insert into public.download_tokens (token_hash, order_item_id, generation, expires_at)
    select link.token_hash, i.id, 1, now() + public.download_link_lifetime()
      from jsonb_to_recordset(p_links) as link(item_id uuid, token_hash text)
      join public.order_items i on i.id = link.item_id
      where i.order_id = target.id and i.format = 'digital';
  return jsonb_build_object('outcome', 'paid', 'order', public.order_json(target.id));
end;
$$;

comment on function public.complete_checkout(text, text, integer, text, text, jsonb, jsonb, text, integer, text, integer, jsonb, integer, text) is
  'Pays a pending order once per event when the amount (with the shipping speed, discount and sales tax Stripe charged) and currency match, storing its kits'' first links, its discount, its tax lines and a printed kit''s language.';

revoke execute on function public.complete_checkout(text, text, integer, text, text, jsonb, jsonb, text, integer, text, integer, jsonb, integer, text)
  from public, anon, authenticated;
grant execute on function public.complete_checkout(text, text, integer, text, text, jsonb, jsonb, text, integer, text, integer, jsonb, integer, text)
  to service_role;

-- checkout.session.expired: an unpaid order is closed, once per event id.
create or replace function public.expire_checkout(p_event_id text, p_session_id text)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
begin
  if not public.claim_stripe_event(p_event_id, 'checkout.session.expired') then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  update public.orders set status = 'expired' where stripe_session_id = p_session_id and status = 'pending';
  return jsonb_build_object('outcome', 'expired');
end;
$$;

comment on function public.expire_checkout(text, text) is
  'checkout.session.expired: closes the order if it is still pending (once per event id).';

revoke execute on function public.expire_checkout(text, text) from public, anon, authenticated;
grant execute on function public.expire_checkout(text, text) to service_role;

-- The order of a Checkout session, for the thank-you page.
create or replace function public.order_by_session(p_session_id text)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select public.order_json(o.id) from public.orders o where o.stripe_session_id = p_session_id;
$$;

comment on function public.order_by_session(text) is
  'The order of a Stripe Checkout session, for the thank-you page.';

revoke execute on function public.order_by_session(text) from public, anon, authenticated;
grant execute on function public.order_by_session(text) to service_role;

-- A list of orders as JSON (order_json), newest first: what recovery by email and 'My orders' answer.
create or replace function public.orders_json(p_order_ids uuid[])
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(public.order_json(o.id) order by o.created_at desc), '[]'::jsonb)
    from public.orders o
    where o.id = any (p_order_ids);
$$;

comment on function public.orders_json(uuid[]) is
  'Orders as JSON (order_json), newest first; [] for none. Called only by paid_orders_for_email and orders_for_user.';

revoke execute on function public.orders_json(uuid[]) from public, anon, authenticated, service_role;

-- Recovery by email and 'My orders' read the orders; the functions re-derive each kit's current link
-- and make the next one only where a kit has none that works.
create or replace function public.paid_orders_for_email(p_email text)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select public.orders_json(array(
    select o.id from public.orders o
      where lower(o.email) = lower(btrim(p_email)) and o.status in ('paid', 'shipped', 'partially_refunded')));
$$;

comment on function public.paid_orders_for_email(text) is
  'The orders that went through for an email address (download-link recovery), newest first.';

revoke execute on function public.paid_orders_for_email(text) from public, anon, authenticated;
grant execute on function public.paid_orders_for_email(text) to service_role;

-- A member's orders that went through (refunded ones too), newest first.
create or replace function public.orders_for_user(p_user_id uuid)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select public.orders_json(array(
    select o.id from public.orders o
      where o.user_id = p_user_id and o.status in ('paid', 'shipped', 'partially_refunded', 'refunded')));
$$;

comment on function public.orders_for_user(uuid) is
  'A member''s orders that went through, refunded ones included, newest first (''My orders'').';

revoke execute on function public.orders_for_user(uuid) from public, anon, authenticated;
grant execute on function public.orders_for_user(uuid) to service_role;

-- Allowed (and recorded) while the key has fewer than p_limit claims of this kind in the window. Keys
-- arrive as HMAC digests computed by the functions with a server secret: a plain digest of an address or
-- IP can be reversed by trying candidates.
create or replace function public.claim_order_rate(
  p_kind text,
  p_key_hmac text,
  p_limit integer,
  p_window_seconds integer
)
  returns boolean
  language plpgsql security definer set search_path = ''
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

comment on function public.claim_order_rate(text, text, integer, integer) is
  'Rate limit of downloads, link recovery and checkout: allowed (and recorded) while the HMAC-keyed key has fewer than p_limit claims of its kind in the window.';

revoke execute on function public.claim_order_rate(text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.claim_order_rate(text, text, integer, integer) to service_role;

-- charge.dispute.created (p_status 'open') and charge.dispute.closed ('won' or 'lost'), once per event
-- id. Events arrive in any order: a late 'created' never reopens a dispute that is already closed.
-- Outcomes: disputed | won | lost | duplicate | unknown_order | stale, with the order for the owner's email.
create or replace function public.record_dispute(
  p_event_id text,
  p_payment_intent text,
  p_dispute_id text,
  p_status text
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  target public.orders;
begin
  if p_status not in ('open', 'won', 'lost') then
    raise exception 'Unknown dispute status %', p_status using errcode = '22023';
  end if;
  if not public.claim_stripe_event(p_event_id,
       case when p_status = 'open' then 'charge.dispute.created' else 'charge.dispute.closed' end) then
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

comment on function public.record_dispute(text, text, text, text) is
  'Records a payment dispute opened, won or lost (once per event; a late "created" never reopens a closed one); an open or lost dispute pauses the order''s links.';

revoke execute on function public.record_dispute(text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_dispute(text, text, text, text) to service_role;

-- The owner marks a paid (or partly refunded) order's printed kits shipped. Not while its payment is
-- disputed: an open dispute may still take the money back and a lost one already has, so shipping would
-- give the kit away (ADR 037). Outcomes: shipped (with the order, to email the buyer), disputed (with
-- dispute_status open or lost; nothing changes, no email), already_shipped (nothing changes, no second
-- email), not_paid, no_printed_kit, unknown_order.
create or replace function public.mark_order_shipped(
  p_order_id uuid,
  p_carrier text,
  p_tracking_number text,
  p_tracking_url text
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  target public.orders;
begin
  select * into target from public.orders o where o.id = p_order_id for update;
  if not found then
    return jsonb_build_object('outcome', 'unknown_order');
  end if;
  if target.dispute_status in ('open', 'lost') then
    return jsonb_build_object('outcome', 'disputed', 'dispute_status', target.dispute_status);
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

comment on function public.mark_order_shipped(uuid, text, text, text) is
  'Marks a paid order''s printed kits shipped, refused (outcome disputed) while a payment dispute is open or after it was lost.';

revoke execute on function public.mark_order_shipped(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.mark_order_shipped(uuid, text, text, text) to service_role;
