-- Issue 29 §4 (ADR 052): an order keeps the sales tax Stripe charged, 0 and no lines when tax is off,
-- and never a negative amount or a breakdown that is not a list. complete_checkout pays an order only
-- when Stripe's total is the subtotal plus the shipping plus the tax and the tax lines add up to the tax;
-- the order's JSON shows them per tax, a kit's refund gives its tax back, and the sales count it apart.
-- Rolled back.
begin;
select plan(19);

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
       set tax_cents = 749, total_cents = total_cents + 749,
           tax_lines = '[{"line":0,"name":"GST","jurisdiction":"Canada","percentage":5,"cents":250},
                         {"line":0,"name":"QST","jurisdiction":"Québec","percentage":9.975,"cents":499}]'
     where id = (select (created ->> 'id')::uuid from fixture)$$,
  'GST and QST amounts are kept per line'
);
select throws_ok(
  $$update public.orders set tax_cents = tax_cents + 1 where id = (select (created ->> 'id')::uuid from fixture)$$,
  '23514', null, 'An order''s total includes its tax'
);

-- A Québec order of a digital kit (19.99 $) and a printed one (49.99 $) with 9.00 $ of shipping, each
-- line and the shipping taxed GST 5 % and QST 9.975 %, as Stripe Tax reports it.
create temporary table quebec on commit drop as
  select public.create_pending_order(
    'ada@example.com', null, 'ca', 'CAD', 900,
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999},
      {"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]'::jsonb,
    'fr', 'fr', null, null, 'standard'
  ) as created;
select public.attach_checkout_session((select (created ->> 'id')::uuid from quebec), 'cs_test_quebec_tax');
create temporary table quebec_tax on commit drop as
  select '[{"line":1,"name":"GST","jurisdiction":"Canada","percentage":5,"cents":100},
           {"line":1,"name":"QST","jurisdiction":"Québec","percentage":9.975,"cents":199},
           {"line":2,"name":"GST","jurisdiction":"Canada","percentage":5,"cents":250},
           {"line":2,"name":"QST","jurisdiction":"Québec","percentage":9.975,"cents":499},
           {"line":null,"name":"GST","jurisdiction":"Canada","percentage":5,"cents":45},
           {"line":null,"name":"QST","jurisdiction":"Québec","percentage":9.975,"cents":90}]'::jsonb as lines;

select is(
  public.complete_checkout('evt_tax_untold', 'cs_test_quebec_tax', 1999 + 4999 + 900 + 1183, 'cad', 'pi_tax', null)
    ->> 'outcome',
  'amount_mismatch',
  'A total with tax the webhook did not pass is refused as a mismatch'
);
select is(
  public.complete_checkout('evt_tax_short', 'cs_test_quebec_tax', 1999 + 4999 + 900 + 1183, 'cad', 'pi_tax', null,
    '[]'::jsonb, null, null, 'fr', 1183,
    '[{"line":1,"name":"GST","jurisdiction":"Canada","percentage":5,"cents":100}]'::jsonb) ->> 'outcome',
  'amount_mismatch',
  'Tax lines that do not add up to the tax are refused'
);
select is(
  public.complete_checkout('evt_tax_wrong_total', 'cs_test_quebec_tax', 1999 + 4999 + 900, 'cad', 'pi_tax', null,
    '[]'::jsonb, null, null, 'fr', 1183, (select lines from quebec_tax)) ->> 'outcome',
  'amount_mismatch',
  'A total that is not the subtotal plus the shipping plus the tax is refused'
);
select throws_ok(
  $$select public.complete_checkout('evt_tax_negative', 'cs_test_quebec_tax', 1999 + 4999 + 900 - 1, 'cad', 'pi_tax',
      null, '[]'::jsonb, null, null, 'fr', -1, '[]'::jsonb)$$,
  '22023', null, 'A negative tax is refused'
);
select is(
  (select status from public.orders where stripe_session_id = 'cs_test_quebec_tax'),
  'pending',
  'A refused payment leaves the order pending'
);
create temporary table quebec_paid on commit drop as
  select public.complete_checkout('evt_tax_paid', 'cs_test_quebec_tax', 1999 + 4999 + 900 + 1183, 'cad', 'pi_tax',
    null, '[]'::jsonb, null, null, 'fr', 1183, (select lines from quebec_tax)) as result;
select is((select result ->> 'outcome' from quebec_paid), 'paid', 'The taxed total pays the order');
select is(
  (select row(o.subtotal_cents, o.shipping_cents, o.tax_cents, o.total_cents, o.tax_lines = (select lines from quebec_tax))::text
     from public.orders o where o.stripe_session_id = 'cs_test_quebec_tax'),
  row(1999 + 4999, 900, 1183, 1999 + 4999 + 900 + 1183, true)::text,
  'The order keeps the tax, its lines as Stripe reported them, and a total that includes it'
);
select is(
  (select (result -> 'order' -> 'tax_lines')::text from quebec_paid),
  '[{"name": "GST", "cents": 395, "percentage": 5, "jurisdiction": "Canada"}, {"name": "QST", "cents": 788, "percentage": 9.975, "jurisdiction": "Québec"}]',
  'The order''s JSON adds the tax up per tax, GST first'
);
select is(
  (select (result -> 'order' ->> 'tax_cents')::integer from quebec_paid), 1183, 'The order''s JSON carries the tax'
);
select is(
  (select (public.admin_order_detail((created ->> 'id')::uuid) -> 'items' -> 0 ->> 'tax_cents')::integer from quebec),
  299,
  'The owner sees the tax charged on each kit'
);
select is(
  (select (public.begin_refund((created ->> 'id')::uuid,
            (select i.id from public.order_items i where i.order_id = (created ->> 'id')::uuid and i.position = 1))
           ->> 'amount_cents')::integer from quebec),
  1999 + 299,
  'Refunding one kit gives its tax back with it'
);
select is(
  (select string_agg(format('%s %s %s', s ->> 'kit_slug', s ->> 'gross_cents', s ->> 'tax_cents'), ', ' order by s ->> 'kit_slug')
     from jsonb_array_elements(public.admin_sales(current_date - 1, current_date + 1, 'America/Toronto')) s),
  'cool-bunny 4999 749, easter-bunny 1999 299',
  'Sales are before tax, the tax charged on each kit apart'
);

select * from finish();
rollback;
