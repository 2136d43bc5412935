-- A printed order's kit language, child's name and shipping speed (issues 28 §2, 29 §5): kept from the
-- cart, checked by the table, and settled by the paid Checkout (the speed and amount Stripe charged, the
-- kit's language when the buyer left it to the address). Visitors still cannot read them. Rolled back.
begin;
select plan(12);

set local role service_role;
create temporary table fixture on commit drop as
  select public.create_pending_order(
    'ada@example.com', null, 'ca', 'CAD', 0,
    '[{"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]'::jsonb,
    'fr', 'en', null, 'Zoë', 'standard'
  ) as created;
select is(
  (select row(created ->> 'terms_language', created ->> 'child_name', created ->> 'shipping_speed', created ->> 'kit_locale')::text from fixture),
  row('fr', 'Zoë', 'standard', null::text)::text,
  'A pending printed order keeps its terms, the child''s name and the speed; the kit''s language waits for the address'
);
select throws_ok(
  $$select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
      '[{"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]'::jsonb,
      'fr', 'en', 'de')$$,
  '23514', null, 'A kit is printed in English or French'
);
select throws_ok(
  $$select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
      '[{"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]'::jsonb,
      'fr', 'en', 'fr', null, 'overnight')$$,
  '23514', null, 'A speed the shop does not offer is refused'
);
select throws_ok(
  $$select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
      '[{"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]'::jsonb,
      'fr', 'en', 'fr', repeat('a', 41))$$,
  '23514', null, 'A child''s name longer than 40 characters is refused'
);
select public.attach_checkout_session((select (created ->> 'id')::uuid from fixture), 'cs_test_printed');

select is(
  public.complete_checkout('evt_printed_short', 'cs_test_printed', 4999 + 1999, 'cad', 'pi_printed', null, '[]'::jsonb,
    'express', 1500, 'fr') ->> 'outcome',
  'amount_mismatch',
  'An amount that is not the subtotal plus the charged shipping leaves the order pending'
);
create temporary table paid on commit drop as
  select public.complete_checkout('evt_printed_paid', 'cs_test_printed', 4999 + 1999, 'cad', 'pi_printed',
    '{"name":"Ada","line1":"1 rue Principale","line2":null,"city":"Québec","state":"QC","postal_code":"G1A 1A1","country":"CA"}'::jsonb,
    '[]'::jsonb, 'express', 1999, 'fr') as result;
select is((select result ->> 'outcome' from paid), 'paid', 'Express chosen on Stripe''s page pays the order');
select is(
  (select row(o.shipping_speed, o.shipping_cents, o.total_cents, o.kit_locale)::text
     from public.orders o where o.stripe_session_id = 'cs_test_printed'),
  row('express', 1999, 4999 + 1999, 'fr')::text,
  'The order keeps the speed and amount Stripe charged, and the kit''s language from the address'
);
select is((select result -> 'order' ->> 'shipping_speed' from paid), 'express', 'The order''s JSON carries the speed');

-- The buyer's own choice of kit language wins over the address.
create temporary table chosen on commit drop as
  select public.create_pending_order(
    'ada@example.com', null, 'ca', 'CAD', 0,
    '[{"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]'::jsonb,
    'fr', 'fr', 'en', null, 'standard'
  ) as created;
select public.attach_checkout_session((select (created ->> 'id')::uuid from chosen), 'cs_test_chosen');
select is(
  public.complete_checkout('evt_chosen', 'cs_test_chosen', 4999, 'cad', 'pi_chosen', null, '[]'::jsonb,
    'standard', 0, 'fr') -> 'order' ->> 'kit_locale',
  'en',
  'A kit language the buyer chose is kept'
);

-- A digital order has no kit language nor speed, whatever the webhook passes.
create temporary table digital on commit drop as
  select tests.pending_order('us',
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999}]',
    'cs_test_digital'
  ) as created;
select is(
  (select row(r -> 'order' ->> 'kit_locale', r -> 'order' ->> 'shipping_speed', r -> 'order' ->> 'total_cents')::text
     from (select public.complete_checkout('evt_digital', 'cs_test_digital', 1999, 'usd', 'pi_digital', null,
             '[]'::jsonb, 'express', 2499, 'en') as r) x),
  row(null::text, null::text, '1999')::text,
  'A digital order gets no kit language, speed nor shipping charge'
);

select tests.authenticate_as_visitor();
select throws_ok($$select child_name from public.orders$$, '42501', null, 'A visitor cannot read a child''s name on an order');
select throws_ok(
  $$select public.complete_checkout('evt_x', 'cs_test_printed', 1, 'cad', 'pi_x', null, '[]'::jsonb, 'express', 1, 'fr')$$,
  '42501', null, 'A visitor cannot pay an order'
);

select * from finish();
rollback;
