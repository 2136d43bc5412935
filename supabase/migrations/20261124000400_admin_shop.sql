-- The owner's shop console (issue 19, points 5-7): reviews moderated before anyone sees them, contact
-- messages marked answered, and sales totals. Every table stays closed to the API roles: the admin-shop
-- function reaches them with the service role after requireAdmin, and the public reviews function
-- reads approved reviews only, through approved_reviews().

alter table public.reviews
  add column status text not null default 'pending'
    constraint reviews_status_known check (status in ('pending', 'approved', 'hidden')),
  -- The kit the review is about, set by the owner when approving (the home page form asks for none);
  -- null: about the shop as a whole, shown on the home page only.
  add column kit_slug text
    constraint reviews_kit_slug_shape check (kit_slug ~ '^[a-z0-9-]{1,80}$'),
  add column moderated_at timestamptz;

comment on column public.reviews.status is
  'pending until the owner approves (shown on the site) or hides it; only approved reviews are ever public.';

create index reviews_approved_idx on public.reviews (kit_slug, created_at desc) where status = 'approved';

alter table public.contact_messages add column answered_at timestamptz;

comment on column public.contact_messages.answered_at is 'When the owner marked the message answered; null while it waits.';

-- What a visitor may see of approved reviews: the first name and the last name's initial, never the
-- email. p_kit null: every approved review (the home page); a slug: that kit's reviews.
create function public.approved_reviews(p_kit text default null, p_limit integer default 12)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  with chosen as (
    select r.* from public.reviews r
      where r.status = 'approved' and (p_kit is null or r.kit_slug = p_kit)
  )
  select jsonb_build_object(
    'count', (select count(*) from chosen),
    'average', (select round(avg(rating)::numeric, 1) from chosen),
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id,
        'name', split_part(btrim(c.name), ' ', 1)
          || case when btrim(c.name) ~ '\s' then ' ' || upper(left(regexp_replace(btrim(c.name), '^.*\s', ''), 1)) || '.'
                  else '' end,
        'rating', c.rating,
        'review', c.review,
        'kit_slug', c.kit_slug,
        'created_at', c.created_at
      ) order by c.created_at desc)
      from (select * from chosen order by created_at desc limit greatest(1, least(p_limit, 50))) c
    ), '[]'::jsonb)
  );
$$;

-- Sales for the owner's chart: per day (in the shop's time zone), kit and currency, the paid orders'
-- line totals and what was refunded of them. Orders still pending or expired never count.
create function public.admin_sales(p_from date, p_to date, p_time_zone text)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'day', s.day,
      'kit_slug', s.kit_slug,
      'currency', s.currency,
      'orders', s.orders,
      'units', s.units,
      'gross_cents', s.gross_cents,
      'refunded_cents', s.refunded_cents
    ) order by s.day, s.kit_slug, s.currency), '[]'::jsonb)
  from (
    select (o.paid_at at time zone p_time_zone)::date as day,
           i.kit_slug,
           o.currency,
           count(distinct o.id)::int as orders,
           sum(i.quantity)::int as units,
           sum(i.line_cents)::int as gross_cents,
           sum(case when i.refunded_at is not null or o.status = 'refunded' then i.line_cents else 0 end)::int
             as refunded_cents
      from public.orders o
      join public.order_items i on i.order_id = o.id
      where o.paid_at is not null
        and o.status in ('paid', 'shipped', 'partially_refunded', 'refunded')
        and (o.paid_at at time zone p_time_zone)::date between p_from and p_to
      group by 1, 2, 3
  ) s;
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.approved_reviews(text, integer)',
    'public.admin_sales(date, date, text)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;

grant select, update on public.reviews, public.contact_messages to service_role;
grant select on public.waitlist to service_role;
