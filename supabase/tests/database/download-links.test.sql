-- One download link per kit (issue 25): the functions derive each link and the database keeps its
-- hash and generation; a kit gets its next link only once the current one expired or was revoked, or
-- when the owner resets it; links expire. Runs inside one transaction that is rolled back.
begin;
select plan(27);

set local role service_role;
create temporary table fixture on commit drop as
  select tests.pending_order('us',
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999},
      {"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]',
    'cs_test_links'
  ) as created;
create temporary table kit on commit drop as
  select (item ->> 'id')::uuid as item_id, (created ->> 'id')::uuid as order_id
    from fixture, jsonb_array_elements(created -> 'items') item
    where item ->> 'format' = 'digital';
-- Stand-ins for the functions' derived tokens, one per generation.
create temporary table token on commit drop as
  select g as generation, repeat(to_hex(g + 160), 32) as raw from generate_series(1, 4) g;
create function pg_temp.hash_of(g integer) returns text language sql as
  $$select public.download_token_hash(raw) from token where generation = g$$;
create function pg_temp.raw_of(g integer) returns text language sql as
  $$select raw from token where generation = g$$;
create function pg_temp.links(g integer) returns jsonb language sql as
  $$select jsonb_build_array(jsonb_build_object('item_id', item_id, 'generation', g, 'token_hash', pg_temp.hash_of(g))) from kit$$;
create function pg_temp.current_link() returns jsonb language sql as
  $$select item -> 'link' from kit, jsonb_array_elements(public.order_json(kit.order_id) -> 'items') item
      where (item ->> 'id')::uuid = kit.item_id$$;
create function pg_temp.link_rows() returns integer language sql as
  $$select count(*)::int from public.download_tokens t join kit on kit.item_id = t.order_item_id$$;

select is(public.download_link_lifetime(), interval '365 days', 'A link works for a year unless configured');
set local app.download_link_days = '30';
select is(public.download_link_lifetime(), interval '30 days', 'app.download_link_days sets how long links work');
reset app.download_link_days;

select is(
  public.complete_checkout('evt_links', 'cs_test_links', 6998, 'usd', 'pi_links', null,
    jsonb_build_array(jsonb_build_object('item_id', (select item_id from kit), 'token_hash', pg_temp.hash_of(1))))
    ->> 'outcome',
  'paid',
  'The payment stores the kit''s first link with it'
);
select is(
  (select jsonb_build_object('generation', generation, 'expires', expires_at = o.paid_at + interval '365 days')
     from public.download_tokens t join kit on kit.item_id = t.order_item_id join public.orders o on o.id = kit.order_id),
  '{"generation": 1, "expires": true}'::jsonb,
  'The first link is generation 1 and expires a year after the purchase'
);
select is(
  pg_temp.current_link() - 'expires_at',
  jsonb_build_object('generation', 1, 'token_hash', pg_temp.hash_of(1), 'live', true),
  'The order shows the kit''s current link: generation and hash, to derive it again'
);
select is(
  (select count(*)::int from fixture, jsonb_array_elements(public.order_json((created ->> 'id')::uuid) -> 'items') item
     where item ->> 'format' = 'printed' and item -> 'link' = 'null'::jsonb),
  1,
  'A printed kit has no link'
);
select is(
  (select count(*)::int from jsonb_array_elements(public.paid_orders_for_email('ada@example.com')))
    || ' ' || pg_temp.link_rows()
    || ' ' || (select count(*)::int from jsonb_array_elements(public.paid_orders_for_email('ada@example.com'))),
  '1 1 1',
  'Recovery reads the orders and makes no link'
);
select is(
  public.store_download_links(pg_temp.links(2)),
  '[]'::jsonb,
  'No next link while the current one works'
);
select is(pg_temp.link_rows(), 1, 'So the kit still has one link');
select is(
  (public.order_by_download_token(pg_temp.raw_of(1)) ->> 'link_kit'),
  'easter-bunny',
  'The link opens its order'
);

-- A year later.
update public.download_tokens set expires_at = now() - interval '1 second'
  where order_item_id = (select item_id from kit);
select is(public.order_by_download_token(pg_temp.raw_of(1)), null, 'An expired link opens nothing');
select is(public.download_token_expired(pg_temp.raw_of(1)), true, 'and its page can say it expired');
select is(public.download_token_expired(repeat('ee', 32)), false, 'An unknown link is not "expired"');
select is((pg_temp.current_link() ->> 'live')::boolean, false, 'The order shows the current link no longer works');
select is(
  public.store_download_links(pg_temp.links(3)),
  '[]'::jsonb,
  'A next link must be the next generation, not one further'
);
select is(
  jsonb_array_length(public.store_download_links(pg_temp.links(2))),
  1,
  'Once the link expired, the next generation is stored'
);
select is(
  public.store_download_links(pg_temp.links(2)) -> 0 ->> 'item_id',
  (select item_id::text from kit),
  'The same link stored twice (two requests at once) counts once'
);
select is(pg_temp.link_rows(), 2, 'and makes no third row');
select is(
  (select (expires_at > now() + interval '364 days')::text || ' ' || (revoked_at is null)::text
     from public.download_tokens where token_hash = pg_temp.hash_of(2)),
  'true true',
  'The new link works for another year'
);
select is(
  public.download_token_expired(pg_temp.raw_of(1)),
  true,
  'The expired link still says it expired (it was not revoked)'
);

select is(
  public.reset_download_link((select item_id from kit), 2, pg_temp.hash_of(2)) ->> 'outcome',
  'stale',
  'A reset must bring the next generation'
);
select is(
  public.reset_download_link((select item_id from kit), 3, pg_temp.hash_of(3)) ->> 'outcome',
  'reset',
  'The owner resets the link'
);
select is(
  (public.order_by_download_token(pg_temp.raw_of(2)) is null)::text
    || ' ' || (public.order_by_download_token(pg_temp.raw_of(3)) is not null)::text
    || ' ' || public.download_token_expired(pg_temp.raw_of(1))::text,
  'true true false',
  'After a reset only the new link works, and the old ones are closed, not expired'
);

-- A random link minted before issue 25 keeps working; the kit's derived link starts beside it.
update public.download_tokens set revoked_at = null, expires_at = now() + interval '1 day', generation = null
  where token_hash = pg_temp.hash_of(1);
select is(
  public.order_by_download_token(pg_temp.raw_of(1)) ->> 'link_kit',
  'easter-bunny',
  'A link of before still opens its order until it expires'
);

select public.refund_order('evt_links_refund', 'pi_links', '');
select is(
  public.store_download_links(pg_temp.links(4)) || jsonb_build_array(
    public.reset_download_link((select item_id from kit), 4, pg_temp.hash_of(4)) ->> 'outcome'),
  '["no_link"]'::jsonb,
  'A refunded kit gets no new link'
);

select tests.authenticate_as_visitor();
select throws_ok(
  $$select public.store_download_links('[]'::jsonb)$$,
  '42501', null, 'A visitor cannot store links'
);
select throws_ok(
  $$select public.download_token_expired(repeat('ee', 32))$$,
  '42501', null, 'A visitor cannot probe links'
);

select * from finish();
rollback;
