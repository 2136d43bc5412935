-- Promotion codes and bundles (issue 29 §3, ADR 053): the bundle's price is public to read and the
-- owner's to change through its audited function; promotion codes are nobody's but the service role's;
-- an order's discount adds up, is checked against what Stripe applied, and is shared over its kits for
-- refunds and the sales chart. Rolled back.
begin;
select plan(30);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000d501', 'owner@example.com'),
  ('00000000-0000-4000-8000-00000000d502', 'member@example.com');
insert into public.admin_users (user_id) values ('00000000-0000-4000-8000-00000000d501');

-- The bundle.
select tests.authenticate_as_visitor();
select is(
  (select active::text || ' ' || price_us_cents || ' ' || price_ca_cents from public.kit_bundle),
  'true 4999 5999',
  'A visitor reads the bundle''s price (the build does, with the anon key): the seed is $49.99 / $59.99 CAD'
);
select throws_ok(
  $$update public.kit_bundle set price_us_cents = 100$$,
  '42501', null, 'A visitor cannot change the bundle''s price'
);
select throws_ok(
  $$select count(*) from public.promotion_codes$$,
  '42501', null, 'A visitor cannot read the promotion codes'
);

select tests.authenticate_as('00000000-0000-4000-8000-00000000d501');
select throws_ok(
  $$select count(*) from public.promotion_codes$$,
  '42501', null, 'Even the owner''s token cannot read the promotion codes directly (admin-promotions does)'
);
select throws_ok(
  $$select public.admin_set_bundle('00000000-0000-4000-8000-00000000d501', false, 4999, 5999)$$,
  '42501', null, 'A token cannot run the bundle edit (only admin-catalog, with the service role)'
);
select throws_ok(
  $$select public.admin_create_promotion('00000000-0000-4000-8000-00000000d501', 'FREE', 'percent', 100, null, null,
      now(), null, null, 'c', 'promo_x')$$,
  '42501', null, 'A token cannot create a promotion code'
);

reset role;
set local role service_role;
select is(
  (select public.admin_set_bundle('00000000-0000-4000-8000-00000000d501', true, 4500, 5500) ->> 'changed'),
  'true',
  'The owner''s bundle price is stored'
);
select is(
  (select public.admin_set_bundle('00000000-0000-4000-8000-00000000d501', true, 4500, 5500) ->> 'changed'),
  'false',
  'Saving the same price again changes nothing'
);
select throws_ok(
  $$select public.admin_set_bundle('00000000-0000-4000-8000-00000000d501', true, 50, 5500)$$,
  '23514', null, 'A bundle price under $1 is refused'
);
select throws_ok(
  $$select public.admin_set_bundle('00000000-0000-4000-8000-00000000d502', false, 4500, 5500)$$,
  '42501', null, 'A member''s id cannot be written as the actor'
);

-- Promotion codes.
select is(
  (select public.admin_create_promotion('00000000-0000-4000-8000-00000000d501', 'Spring10', 'percent', 10, null, null,
      '2027-03-01T05:00:00Z', '2027-04-01T04:00:00Z', 100, 'coupon_a', 'promo_a') ->> 'outcome'),
  'created',
  'The owner''s code is recorded with its Stripe ids'
);
select is(
  (select public.admin_create_promotion('00000000-0000-4000-8000-00000000d501', 'SPRING10', 'amount', null, 500, 700,
      now(), null, null, 'coupon_b', 'promo_b') ->> 'outcome'),
  'taken',
  'Another open code with the same letters, whatever the case, is refused'
);
select throws_ok(
  $$select public.admin_create_promotion('00000000-0000-4000-8000-00000000d501', 'HALF', 'amount', null, 500, null,
      now(), null, null, 'coupon_c', 'promo_c')$$,
  '23514', null, 'An amount off needs both currencies'
);
select throws_ok(
  $$select public.admin_create_promotion('00000000-0000-4000-8000-00000000d501', 'BACKWARDS', 'percent', 10, null, null,
      '2027-03-01T05:00:00Z', '2027-02-01T05:00:00Z', null, 'coupon_d', 'promo_d')$$,
  '23514', null, 'A code cannot end before it starts'
);
select is(
  (select public.admin_deactivate_promotion('00000000-0000-4000-8000-00000000d501',
      (select id from public.promotion_codes where code = 'Spring10')) ->> 'outcome'),
  'deactivated',
  'The owner deactivates a code'
);
select is(
  (select public.admin_deactivate_promotion('00000000-0000-4000-8000-00000000d501',
      (select id from public.promotion_codes where code = 'Spring10')) ->> 'outcome'),
  'already_deactivated',
  'Deactivating it again changes nothing'
);
select is(
  (select public.admin_create_promotion('00000000-0000-4000-8000-00000000d501', 'SPRING10', 'amount', null, 500, 700,
      now(), null, null, 'coupon_e', 'promo_e') ->> 'outcome'),
  'created',
  'Once deactivated, its letters may be used again'
);
reset role;
select is(
  (select string_agg(action || ':' || subject_table, ', ' order by id) from public.admin_audit_log
    where actor_email = 'owner@example.com'),
  'edit_bundle:kit_bundle, create_promotion:promotion_codes, deactivate_promotion:promotion_codes, create_promotion:promotion_codes',
  'Each change wrote its audit row, and refused ones none'
);
select is(
  (select details ->> 'code' from public.admin_audit_log where action = 'deactivate_promotion'),
  'Spring10',
  'The deactivation names its code'
);

-- An order's discount.
set local role service_role;
create temporary table bundle_order on commit drop as
  select public.create_pending_order(
    'ada@example.com', null, 'us', 'USD', 0,
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999},
      {"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999},
      {"kit_slug":"pirate-bunny","kit_title":"Pirate Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999}]'::jsonb,
    null, 'en', null, null, null, 998, 'digital-3'
  ) as created;
select is(
  (select (created ->> 'total_cents') || ' ' || (created ->> 'discount_cents') || ' ' || (created ->> 'discount_label')
     from bundle_order),
  '4999 998 digital-3',
  'A bundle order is created at its price: subtotal less the saving'
);
select public.attach_checkout_session((select (created ->> 'id')::uuid from bundle_order), 'cs_test_bundle');
select is(
  (select public.complete_checkout('evt_bundle_short', 'cs_test_bundle', 5497, 'usd', 'pi_b', null, '[]'::jsonb,
      null, null, null, p_discount_cents => 500, p_discount_label => null) ->> 'outcome'),
  'amount_mismatch',
  'A bundle order paid with another discount than its saving stays pending'
);
select is(
  (select public.complete_checkout('evt_bundle', 'cs_test_bundle', 4999, 'usd', 'pi_b', null, '[]'::jsonb,
      null, null, null, p_discount_cents => 998, p_discount_label => null) -> 'order' ->> 'discount_label'),
  'digital-3',
  'Paid with its saving, the order keeps the bundle as its cause'
);
select is(
  (select string_agg(public.order_item_discount_cents(i.id)::text, ' ' order by i.position)
     from public.order_items i where i.order_id = (select (created ->> 'id')::uuid from bundle_order)),
  '332 333 333',
  'The saving is shared over the kits, adding up to it exactly'
);
select is(
  (select (public.begin_refund((select (created ->> 'id')::uuid from bundle_order),
      (select i.id from public.order_items i
        where i.order_id = (select (created ->> 'id')::uuid from bundle_order) and i.position = 1)) ->> 'amount_cents')),
  '1667',
  'A kit refunded from a bundle gives back what was paid for it'
);

create temporary table code_order on commit drop as
  select tests.pending_order('us',
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999}]',
    'cs_test_code'
  ) as created;
select is(
  (select public.complete_checkout('evt_code_big', 'cs_test_code', 0, 'usd', 'pi_c', null, '[]'::jsonb,
      null, null, null, p_discount_cents => 2500, p_discount_label => 'BIG') ->> 'outcome'),
  'amount_mismatch',
  'A discount larger than the kits is refused'
);
select is(
  (select public.complete_checkout('evt_code', 'cs_test_code', 1799, 'usd', 'pi_c', null, '[]'::jsonb,
      null, null, null, p_discount_cents => 200, p_discount_label => 'SPRING10') -> 'order' ->> 'total_cents'),
  '1799',
  'A code''s discount, known only from Stripe, comes off the total'
);
reset role;
select is(
  (select discount_cents || ' ' || discount_label from public.orders where stripe_session_id = 'cs_test_code'),
  '200 SPRING10',
  'The order stores the discount and the code as typed'
);

-- With Stripe Tax on too (ADR 052): the tax is charged on the kits after the discount, and Stripe's total
-- is the kits less the discount, plus the tax.
create temporary table taxed_code_order on commit drop as
  select tests.pending_order('ca',
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499}]',
    'cs_test_taxed_code'
  ) as created;
select is(
  (select public.complete_checkout('evt_taxed_code_short', 'cs_test_taxed_code', 2249, 'cad', 'pi_t', null, '[]'::jsonb,
      null, null, null, 112, '[{"line":0,"name":"GST","jurisdiction":"Canada","percentage":5,"cents":112}]'::jsonb,
      250, 'SPRING10') ->> 'outcome'),
  'amount_mismatch',
  'A total that leaves out the tax is refused when there is a discount too'
);
select is(
  (select public.complete_checkout('evt_taxed_code', 'cs_test_taxed_code', 2361, 'cad', 'pi_t', null, '[]'::jsonb,
      null, null, null, 112, '[{"line":0,"name":"GST","jurisdiction":"Canada","percentage":5,"cents":112}]'::jsonb,
      250, 'SPRING10') ->> 'outcome'),
  'paid',
  'The kits less the discount, plus the tax on what is left, is what Stripe charged'
);
select is(
  (select subtotal_cents || ' ' || discount_cents || ' ' || tax_cents || ' ' || total_cents
     from public.orders where stripe_session_id = 'cs_test_taxed_code'),
  '2499 250 112 2361',
  'The order keeps its subtotal, discount, tax and total, which add up'
);

select * from finish();
rollback;
