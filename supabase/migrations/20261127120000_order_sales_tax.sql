-- Issue 29 §4 (ADR 052): the sales tax Stripe Tax charged on a paid order, when the owner has turned it
-- on. tax_cents is the order's whole tax (lines and shipping); tax_lines its breakdown as Stripe reported
-- it, one entry per line item or the shipping and per tax: {"line": <position, or null for shipping>,
-- "name": "GST" | "HST" | "QST" | "Sales Tax", "jurisdiction": "Québec", "percentage": 9.975,
-- "cents": 499}. Orders without tax (the switch off, or taken before) keep 0 and []. Row-level security
-- is unchanged: orders are read and written only through the order functions (service role).
alter table public.orders
  add column tax_cents integer not null default 0
    constraint orders_tax_cents_not_negative check (tax_cents >= 0),
  add column tax_lines jsonb not null default '[]'::jsonb
    constraint orders_tax_lines_is_array check (jsonb_typeof(tax_lines) = 'array');

comment on column public.orders.tax_cents is
  'The sales tax Stripe Tax charged on the order (lines and shipping), in cents; 0 when tax is off.';
comment on column public.orders.tax_lines is
  'The tax per line and per jurisdiction as Stripe reported it: [{line, name, jurisdiction, percentage, cents}]; [] when tax is off.';
