-- Issue 20 §4: the terms of sale are presented in French first (Québec's Charter of the French
-- language, s. 55); an order in Canada is bound by the English version only when the buyer expressly
-- chooses it at checkout. The order keeps which version the buyer accepted, as evidence of that choice.
-- Orders taken before this were offered the English terms only: they keep 'en'.
alter table public.orders
  add column terms_language text not null default 'en'
    constraint orders_terms_language_known check (terms_language in ('fr', 'en'));

comment on column public.orders.terms_language is
  'The version of the terms of sale the buyer accepted: fr (presented first; the default in Canada) or en (their express choice, or a US order).';

drop function public.create_pending_order(text, uuid, text, text, integer, jsonb);

create function public.create_pending_order(
  p_email text,
  p_user_id uuid,
  p_region text,
  p_currency text,
  p_shipping_cents integer,
  p_items jsonb,
  p_terms_language text default null
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
      (email, user_id, region, currency, subtotal_cents, shipping_cents, total_cents, terms_language)
    values (p_email, p_user_id, p_region, p_currency, subtotal, p_shipping_cents, subtotal + p_shipping_cents,
            coalesce(p_terms_language, case when p_region = 'ca' then 'fr' else 'en' end))
    returning id into new_id;
  insert into public.order_items (order_id, kit_slug, kit_title, format, quantity, unit_cents, position)
    select new_id, item ->> 'kit_slug', item ->> 'kit_title', item ->> 'format',
           (item ->> 'quantity')::integer, (item ->> 'unit_cents')::integer, place::integer
      from jsonb_array_elements(p_items) with ordinality as e(item, place);
  return public.order_json(new_id);
end;
$$;

revoke execute on function public.create_pending_order(text, uuid, text, text, integer, jsonb, text)
  from public, anon, authenticated;
grant execute on function public.create_pending_order(text, uuid, text, text, integer, jsonb, text)
  to service_role;

-- The owner's order page shows which terms bind the order: the detail built by the earlier migration,
-- plus terms_language. The earlier function keeps its body under a new name (its grants go with it).
alter function public.admin_order_detail(uuid) rename to admin_order_detail_without_terms;

create function public.admin_order_detail(p_order_id uuid)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select public.admin_order_detail_without_terms(o.id) || jsonb_build_object('terms_language', o.terms_language)
    from public.orders o
    where o.id = p_order_id;
$$;

revoke execute on function public.admin_order_detail(uuid) from public, anon, authenticated;
grant execute on function public.admin_order_detail(uuid) to service_role;
