-- Issue 29 §4 (ADR 052): an order keeps the sales tax Stripe charged, 0 and no lines when tax is off,
-- and never a negative amount or a breakdown that is not a list. Rolled back.
begin;
select plan(6);

select is(
  (select data_type from information_schema.columns
    where table_schema = 'public' and table_name = 'orders' and column_name = 'tax_cents'),
  'integer', 'An order keeps its tax in cents'
);
select is(
  (select data_type from information_schema.columns
    where table_schema = 'public' and table_name = 'orders' and column_name = 'tax_lines'),
  'jsonb', 'An order keeps its tax per line and jurisdiction'
);

set local role service_role;
create temporary table fixture on commit drop as
  select public.create_pending_order(
    'ada@example.com', null, 'ca', 'CAD', 0,
    '[{"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]'::jsonb,
    'fr', 'en', null, null, 'standard'
  ) as created;
select is(
  (select row(tax_cents, tax_lines)::text from public.orders where id = (select (created ->> 'id')::uuid from fixture)),
  row(0, '[]'::jsonb)::text,
  'An order without tax keeps 0 and no tax lines'
);
select throws_ok(
  $$update public.orders set tax_cents = -1 where id = (select (created ->> 'id')::uuid from fixture)$$,
  '23514', null, 'A negative tax is refused'
);
select throws_ok(
  $$update public.orders set tax_lines = '{"name":"GST"}' where id = (select (created ->> 'id')::uuid from fixture)$$,
  '23514', null, 'The tax breakdown is a list'
);
select lives_ok(
  $$update public.orders
       set tax_cents = 749,
           tax_lines = '[{"line":0,"name":"GST","jurisdiction":"Canada","percentage":5,"cents":250},
                         {"line":0,"name":"QST","jurisdiction":"Québec","percentage":9.975,"cents":499}]'
     where id = (select (created ->> 'id')::uuid from fixture)$$,
  'GST and QST amounts are kept per line'
);

select * from finish();
rollback;
