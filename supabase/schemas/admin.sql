-- What the owner's console reads (ADR 024, 026): who is an admin, the orders list, an order's page and
-- the sales. The admin functions call these with the service role after requireAdmin (second factor
-- included). What the owner changes, with its audit row: audit.sql.

-- Security definer so the check works whatever the caller's table rights; only the service role may call
-- it, so nobody can probe which accounts are admins.
create or replace function public.is_admin(p_user uuid)
  returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.user_id = p_user);
$$;

comment on function public.is_admin(uuid) is
  'True when the account is one of the shop''s owners (a row in admin_users).';

revoke execute on function public.is_admin(uuid) from public, anon, authenticated;
grant execute on function public.is_admin(uuid) to service_role;

-- The owner's orders list: search by email or number, filters, one page and the total count.
create or replace function public.admin_list_orders(
  p_search text,
  p_status text,
  p_kit text,
  p_format text,
  p_region text,
  p_limit integer,
  p_offset integer
)
  returns jsonb
  language sql stable security definer set search_path = ''
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

comment on function public.admin_list_orders(text, text, text, text, text, integer, integer) is
  'The owner''s orders list: search by email or number, filters by status, kit, format and region, one page and the total count.';

revoke execute on function public.admin_list_orders(text, text, text, text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_list_orders(text, text, text, text, text, integer, integer)
  to service_role;

-- One order as the owner sees it: the order with its discount, the terms and the language that bind it (to
-- answer in it) and whether a payment dispute holds it; the sales tax Stripe charged, per tax and per kit
-- (what a kit's refund gives back with it); per kit its share of the discount, its links taken together (how many, how many work,
-- that is neither revoked nor expired, the downloads, the last one) and its five newest links one by one;
-- the refunds with their status and failure, and the refunded total of those that stand.
create or replace function public.admin_order_detail(p_order_id uuid)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  -- The order as every function shows it (public.order_json); each kit as the buyer sees it, less its
  -- token, link and children's names, plus what only the owner reads of it.
  select (buyer.json - 'items') || jsonb_build_object(
    'paid_at', o.paid_at,
    'shipped_at', o.shipped_at,
    'refunded_at', o.refunded_at,
    'carrier', o.carrier,
    'tracking_number', o.tracking_number,
    'tracking_url', o.tracking_url,
    'stripe_payment_intent', o.stripe_payment_intent,
    'dispute_status', o.dispute_status,
    'refunded_cents', (select coalesce(sum(r.amount_cents), 0) from public.refunds r
                        where r.order_id = o.id and r.status <> 'failed'),
    'items', coalesce((
      select jsonb_agg((item - 'token' - 'link' - 'child_names') || jsonb_build_object(
        'tax_cents', public.order_item_tax_cents(o.tax_lines, i.position),
        'discount_cents', public.order_item_discount_cents(i.id),
        'name_count', coalesce(cardinality(i.child_names), 0),
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
      from jsonb_array_elements(buyer.json -> 'items') item
      join public.order_items i on i.id = (item ->> 'id')::uuid
    ), '[]'::jsonb),
    'refunds', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id,
        'amount_cents', r.amount_cents,
        'source', r.source,
        'order_item_id', r.order_item_id,
        'stripe_refund_id', r.stripe_refund_id,
        'created_at', r.created_at,
        'status', r.status,
        'failure_reason', r.failure_reason,
        'failed_at', r.failed_at
      ) order by r.created_at)
      from public.refunds r where r.order_id = o.id
    ), '[]'::jsonb)
  )
  from public.orders o
  cross join lateral (select public.order_json(o.id) as json) buyer
  where o.id = p_order_id;
$$;

comment on function public.admin_order_detail(uuid) is
  'One order for the owner''s page: the order and its discount, its terms, language, dispute and sales tax, per kit its share of the discount, its tax, its licence, how many children it names, its links and downloads, and its refunds with their status.';

revoke execute on function public.admin_order_detail(uuid) from public, anon, authenticated;
grant execute on function public.admin_order_detail(uuid) to service_role;

-- Whether an order counts in the sales of a range of days in a time zone: paid on one of its days and not
-- since expired or left pending (a refunded one counts: its refunds show apart).
create or replace function public.counts_as_sale(
  p_status text,
  p_paid_at timestamptz,
  p_from date,
  p_to date,
  p_time_zone text
)
  returns boolean
  language sql stable set search_path = ''
as $$
  select p_paid_at is not null
     and p_status in ('paid', 'shipped', 'partially_refunded', 'refunded')
     and (p_paid_at at time zone p_time_zone)::date between p_from and p_to;
$$;

comment on function public.counts_as_sale(text, timestamptz, date, date, text) is
  'True when an order (its status and payment time) counts in the sales of the range of days, in the given time zone: what admin_sales and admin_discount_sales add up.';

revoke execute on function public.counts_as_sale(text, timestamptz, date, date, text) from public, anon, authenticated;
grant execute on function public.counts_as_sale(text, timestamptz, date, date, text) to service_role;

-- Sales for the owner's chart: per day (in the shop's time zone), kit and currency, the paid orders' line
-- totals, the kits' shares of their orders' discounts, and what was refunded of them (a refunded kit gave
-- back its line less its discount; a refund that failed gave nothing back, though the kit's link stays
-- closed), before tax and without shipping, as a shop owner reads sales; the sales
-- tax charged on those lines apart (tax_cents, ADR 052). Orders still pending or expired never count.
create or replace function public.admin_sales(p_from date, p_to date, p_time_zone text)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'day', s.day,
      'kit_slug', s.kit_slug,
      'currency', s.currency,
      'orders', s.orders,
      'units', s.units,
      'gross_cents', s.gross_cents,
      'discount_cents', s.discount_cents,
      'refunded_cents', s.refunded_cents,
      'tax_cents', s.tax_cents
    ) order by s.day, s.kit_slug, s.currency), '[]'::jsonb)
  from (
    select (o.paid_at at time zone p_time_zone)::date as day,
           i.kit_slug,
           o.currency,
           count(distinct o.id)::int as orders,
           sum(i.quantity)::int as units,
           sum(i.line_cents)::int as gross_cents,
           sum(share.cents)::int as discount_cents,
           sum(case when o.status = 'refunded' or (i.refunded_at is not null and exists (
                      select 1 from public.refunds r
                        where r.order_id = o.id and r.status <> 'failed'
                          and (r.order_item_id = i.id or r.order_item_id is null)))
                    then i.line_cents - share.cents
                    else 0 end)::int
             as refunded_cents,
           sum(public.order_item_tax_cents(o.tax_lines, i.position))::int as tax_cents
      from public.orders o
      join public.order_items i on i.order_id = o.id
      cross join lateral (select public.order_item_discount_cents(i.id) as cents) share
      where public.counts_as_sale(o.status, o.paid_at, p_from, p_to, p_time_zone)
      group by 1, 2, 3
  ) s;
$$;

comment on function public.admin_sales(date, date, text) is
  'Sales per day (in the given time zone), kit and currency: orders, units, gross, discount and refunded cents before tax of the orders that were paid, and the sales tax charged on them.';

revoke execute on function public.admin_sales(date, date, text) from public, anon, authenticated;
grant execute on function public.admin_sales(date, date, text) to service_role;

-- What the discounts cost over the same range as admin_sales: per promotion code or bundle rule and
-- currency, how many paid orders used it and their discounts' sum.
create or replace function public.admin_discount_sales(p_from date, p_to date, p_time_zone text)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'label', d.label,
      'currency', d.currency,
      'orders', d.orders,
      'discount_cents', d.discount_cents
    ) order by d.discount_cents desc, d.label, d.currency), '[]'::jsonb)
  from (
    select o.discount_label as label,
           o.currency,
           count(*)::int as orders,
           sum(o.discount_cents)::int as discount_cents
      from public.orders o
      where o.discount_cents > 0 and public.counts_as_sale(o.status, o.paid_at, p_from, p_to, p_time_zone)
      group by 1, 2
  ) d;
$$;

comment on function public.admin_discount_sales(date, date, text) is
  'Discounts per promotion code or bundle and currency over a range of days (in the given time zone): paid orders and discount cents.';

revoke execute on function public.admin_discount_sales(date, date, text) from public, anon, authenticated;
grant execute on function public.admin_discount_sales(date, date, text) to service_role;
