-- Issue 20 §2: a buyer who checks out in French gets Stripe Checkout, the receipt, the download links,
-- the shipping email and the thank-you pages in French. The order keeps the language of the checkout
-- ('en' or 'fr', as domain/locales.ts names them); every email about it is written in that language.
-- It is not the language of the terms of sale (terms_language): a French-speaking buyer may still
-- expressly choose the English terms, and an English page may be bound by the French ones.
-- Orders taken before this were checked out in English: they keep 'en'.
alter table public.orders
  add column locale text not null default 'en'
    constraint orders_locale_known check (locale in ('en', 'fr'));

comment on column public.orders.locale is
  'The language the buyer checked out in (en or fr): Stripe Checkout, the emails about the order and the pages its links open are in it.';

drop function public.create_pending_order(text, uuid, text, text, integer, jsonb, text);

create function public.create_pending_order(
  p_email text,
  p_user_id uuid,
  p_region text,
  p_currency text,
  p_shipping_cents integer,
  p_items jsonb,
  p_terms_language text default null,
  p_locale text default 'en'
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
  insert into public.orders
      (email, user_id, region, currency, subtotal_cents, shipping_cents, total_cents, terms_language, locale)
    values (p_email, p_user_id, p_region, p_currency, subtotal, p_shipping_cents, subtotal + p_shipping_cents,
            coalesce(p_terms_language, case when p_region = 'ca' then 'fr' else 'en' end),
            coalesce(p_locale, 'en'))
    returning id into new_id;
  insert into public.order_items (order_id, kit_slug, kit_title, format, quantity, unit_cents, position)
    select new_id, item ->> 'kit_slug', item ->> 'kit_title', item ->> 'format',
           (item ->> 'quantity')::integer, (item ->> 'unit_cents')::integer, place::integer
      from jsonb_array_elements(p_items) with ordinality as e(item, place);
  return public.order_json(new_id);
end;
$$;

revoke execute on function public.create_pending_order(text, uuid, text, text, integer, jsonb, text, text)
  from public, anon, authenticated;
grant execute on function public.create_pending_order(text, uuid, text, text, integer, jsonb, text, text)
  to service_role;

-- Every email is built from order_json (payment, resend, link reset, shipping, recovery): it gains the
-- order's locale by wrapping the function of 20261124000300 (renamed, its grants go with it) rather
-- than repeating its body. Its callers name it at run time, so they all get the new one.
alter function public.order_json(uuid, jsonb) rename to order_json_without_locale;

create function public.order_json(p_order_id uuid, p_tokens jsonb default '{}'::jsonb)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.order_json_without_locale(o.id, p_tokens) || jsonb_build_object('locale', o.locale)
    from public.orders o
    where o.id = p_order_id;
$$;

revoke execute on function public.order_json(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.order_json(uuid, jsonb) to service_role;

-- The owner sees the buyer's language beside the terms that bind the order (to answer in it).
create or replace function public.admin_order_detail(p_order_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.admin_order_detail_without_terms(o.id)
      || jsonb_build_object('terms_language', o.terms_language, 'locale', o.locale)
    from public.orders o
    where o.id = p_order_id;
$$;
