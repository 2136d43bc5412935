-- Issues 28 §2 and 29 §5: a printed order carries what the shop prints and how it ships. The kit's
-- language (French by default for a Québec address or a French order, the buyer's choice otherwise), the
-- child's name printed on the kit (optional; personal data about a child, so public.purge_child_names()
-- clears it after the retention, as it does for hunts and clues) and the shipping speed Stripe Checkout
-- charged. Digital-only orders, and orders taken before, leave the three null. The table's row-level
-- security is unchanged: orders are read and written only through the order functions (service role).
alter table public.orders
  add column kit_locale text
    constraint orders_kit_locale_known check (kit_locale in ('en', 'fr')),
  add column child_name text
    constraint orders_child_name_length check (char_length(child_name) between 1 and 40),
  add column shipping_speed text
    constraint orders_shipping_speed_known check (shipping_speed in ('standard', 'express'));

comment on column public.orders.kit_locale is
  'The language the printed kit is printed in: the buyer''s choice at checkout, else French for a Québec address or a French order, else English. Null: no printed kit, or not yet paid without a choice.';
comment on column public.orders.child_name is
  'The child''s name printed on the kit (optional). Cleared by public.purge_child_names() after the retention.';
comment on column public.orders.shipping_speed is
  'The shipping speed of a printed order: chosen in the cart, then as paid on Stripe Checkout (standard or express).';
