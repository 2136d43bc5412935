-- Orders, their items, download links and Stripe events: closed to visitors and members (the edge
-- functions reach them with the service role), and the state changes the webhook relies on.
-- Runs inside one transaction that is rolled back, so it leaves nothing behind.
begin;
select plan(28);

set local role service_role;
create temporary table fixture on commit drop as
  select tests.pending_order('ca',
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499},
      {"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]',
    'cs_test_fixture'
  ) as created;
select is((select (created ->> 'total_cents')::int from fixture), 2499 + 4999, 'The order total adds up its lines');
select throws_ok(
  $$select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
      '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":2,"unit_cents":2499}]'::jsonb)$$,
  '23514', null, 'A digital kit is one licence: a line of two is refused'
);
select is((select created ->> 'status' from fixture), 'pending', 'A new order is pending');
select is((select (created ->> 'number') ~ '^ACK-[0-9]+$' from fixture), true, 'Orders get a human-friendly number');
select is((select created ->> 'locale' from fixture), 'en', 'An order checked out without a language is in English');
select is(
  (select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
      '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499}]'::jsonb,
      'en', 'fr') ->> 'locale'),
  'fr',
  'An order keeps the language of its checkout, apart from the terms that bind it'
);
select throws_ok(
  $$select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
      '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499}]'::jsonb,
      null, 'de')$$,
  '23514', null, 'An order is in English or French, nothing else'
);

select tests.authenticate_as_visitor();
select throws_ok($$select count(*) from public.orders$$, '42501', null, 'A visitor cannot read orders');
select throws_ok($$select count(*) from public.order_items$$, '42501', null, 'A visitor cannot read order items');
select throws_ok($$select count(*) from public.download_tokens$$, '42501', null, 'A visitor cannot read download links');
select throws_ok($$select count(*) from public.stripe_events$$, '42501', null, 'A visitor cannot read Stripe events');
select throws_ok(
  $$insert into public.orders (email, region, currency, subtotal_cents, total_cents) values ('a@example.com', 'us', 'USD', 1, 1)$$,
  '42501', null, 'A visitor cannot create an order directly'
);
select throws_ok(
  $$select public.complete_checkout('evt_x', 'cs_test_fixture', 7498, 'cad', 'pi_x', null)$$,
  '42501', null, 'A visitor cannot mark an order paid'
);
select throws_ok(
  $$select public.paid_orders_for_email('ada@example.com')$$,
  '42501', null, 'A visitor cannot look up orders by email'
);

select tests.authenticate_as('00000000-0000-4000-a000-00000000000d');
select throws_ok($$select count(*) from public.orders$$, '42501', null, 'A member cannot read orders directly');
select throws_ok(
  $$select public.orders_for_user('00000000-0000-4000-a000-00000000000d')$$,
  '42501', null, 'A member cannot call the order functions either'
);

reset role;
set local role service_role;
select is(
  (select public.complete_checkout('evt_short', 'cs_test_fixture', 100, 'cad', 'pi_short', null) ->> 'outcome'),
  'amount_mismatch',
  'A payment of another amount leaves the order pending'
);
-- The functions derive each kit's first link and hand its hash over with the payment; the raw token
-- (here a fixed one) exists only in the email.
create temporary table fixture_link on commit drop as select repeat('c0', 32) as token;
create temporary table paid on commit drop as
  select public.complete_checkout('evt_paid', 'cs_test_fixture', 7498, 'cad', 'pi_paid', '{"name":"Ada"}',
    (select jsonb_agg(jsonb_build_object('item_id', item ->> 'id',
                                         'token_hash', public.download_token_hash((select token from fixture_link))))
       from fixture, jsonb_array_elements(created -> 'items') item)) as result;
select is(
  (select result ->> 'outcome' from paid),
  'paid',
  'The right amount and currency mark the order paid'
);
select is(
  (select result -> 'order' ->> 'locale' from paid),
  'en',
  'The paid order comes with its language, for the receipt'
);
select is(
  (select count(*)::int from public.download_tokens t join public.order_items i on i.id = t.order_item_id
    where i.order_id = (select (created ->> 'id')::uuid from fixture)),
  1,
  'One download link per digital item, none for the printed kit'
);
select is(
  (select public.complete_checkout('evt_paid', 'cs_test_fixture', 7498, 'cad', 'pi_paid', null) ->> 'outcome'),
  'duplicate',
  'The same event a second time changes nothing'
);
select is(
  (select public.record_dispute('evt_dispute', 'pi_paid', 'dp_fixture', 'open') ->> 'outcome'),
  'disputed',
  'A dispute on the payment is recorded on its order'
);
select is(
  (select public.order_by_download_token(token) is null and public.download_token_disputed(token) from fixture_link),
  true,
  'An open dispute pauses the links, and the lookup can say why'
);
select public.record_dispute('evt_dispute_won', 'pi_paid', 'dp_fixture', 'won');
select is(
  (select (public.order_by_download_token(token) is not null)::text from fixture_link)
    || (select count(*)::text from public.download_tokens t join fixture_link f
          on t.token_hash = public.download_token_hash(f.token) where t.revoked_at is not null),
  'true0',
  'A won dispute brings the links back, and a dispute never touched their revocation'
);
select is(
  (select public.refund_order('evt_refund', 'pi_paid', '') ->> 'outcome'),
  'refunded',
  'A refund marks the order refunded'
);
select is(
  (select count(*)::int from public.download_tokens t join public.order_items i on i.id = t.order_item_id
    where i.order_id = (select (created ->> 'id')::uuid from fixture) and t.revoked_at is null),
  0,
  'A refund revokes the order''s download links'
);
select is(
  (select public.claim_order_rate('download', repeat('ab', 32), 1, 3600)
      and not public.claim_order_rate('download', repeat('ab', 32), 1, 3600)),
  true,
  'The rate limit lets the first claim through and refuses the next'
);
select throws_ok(
  $$select public.claim_order_rate('download', 'someone@example.com', 1, 3600)$$,
  '22023',
  'The rate-limit key must be an HMAC-SHA256 digest',
  'The rate limit takes only HMAC digests, never a plain address or IP'
);

select * from finish();
rollback;
