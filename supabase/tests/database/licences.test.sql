-- Party and classroom licences (issue 29 §7, ADR 054): the owner's licence prices on kit_offers (the
-- party licence seeded at the family price, the classroom licence unsold), each order item's licence and
-- children's names, what the table refuses, the owner's audited edit, the purge of the names after the
-- retention, and that visitors read neither names nor items. Rolled back.
begin;
select plan(20);

select is(
  (select string_agg(column_name || ' ' || data_type, ', ' order by column_name) from information_schema.columns
    where table_schema = 'public' and table_name = 'kit_offers' and column_name ~ '^(party|classroom)_'),
  'classroom_ca_cents integer, classroom_us_cents integer, party_ca_cents integer, party_us_cents integer',
  'kit_offers has the party and classroom licences'' prices per region'
);
select is(
  (select row(column_default, is_nullable)::text from information_schema.columns
    where table_schema = 'public' and table_name = 'order_items' and column_name = 'licence'),
  row('''family''::text', 'NO')::text,
  'An order item is a family licence unless it says otherwise'
);
select is(
  (select row(data_type, udt_name, is_nullable)::text from information_schema.columns
    where table_schema = 'public' and table_name = 'order_items' and column_name = 'child_names'),
  row('ARRAY', '_text', 'YES')::text,
  'An order item keeps its children''s names as a list, or none'
);

select is(
  (select count(*)::integer from public.kit_offers
    where party_us_cents is distinct from digital_us_cents or party_ca_cents is distinct from digital_ca_cents
       or classroom_us_cents is not null or classroom_ca_cents is not null),
  0,
  'Every kit''s party licence starts at its family price, and its classroom licence unsold'
);

insert into auth.users (id, email) values ('00000000-0000-4000-a000-0000000000d1', 'owner@example.com');
insert into public.admin_users (user_id) values ('00000000-0000-4000-a000-0000000000d1');

set local role service_role;
select throws_ok(
  $$update public.kit_offers set classroom_us_cents = 50 where kit_slug = 'easter-bunny'$$,
  '23514', null, 'A licence price under $1 is refused'
);

select is(
  (select row(r ->> 'classroom_ca_cents', r ->> 'party_us_cents', r ->> 'changed')::text
     from (select public.admin_update_kit_offer('00000000-0000-4000-a000-0000000000d1', 'easter-bunny', 'buy',
             1999, 2499, 4999, 4999, 1999, 2499, null, 8999) as r) x),
  row('8999', '1999', 'true')::text,
  'The owner prices the classroom licence in Canada only'
);
reset role;
select is(
  (select details -> 'after' ->> 'classroom_ca_cents' from public.admin_audit_log
    where action = 'edit_kit_offer' and subject_id = 'easter-bunny' order by id desc limit 1),
  '8999',
  'The licence price change is in the audit log'
);
set local role service_role;

create temporary table party on commit drop as
  select tests.pending_order('ca',
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499,"licence":"party","child_names":["Maya","Leo","Zoë"]},
      {"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499,"licence":null,"child_names":null}]'
  ) as created;
select is(
  (select created -> 'items' -> 0 -> 'licence' from party),
  '"party"'::jsonb,
  'The order''s JSON carries the item''s licence'
);
select is(
  (select created -> 'items' -> 0 -> 'child_names' from party),
  '["Maya", "Leo", "Zoë"]'::jsonb,
  'and the children''s names given at checkout'
);
select is(
  (select row(created -> 'items' -> 1 ->> 'licence', created -> 'items' -> 1 -> 'child_names')::text from party),
  row('family', 'null'::jsonb)::text,
  'An item bought without a licence or names (JSON null, as the functions send) is a family licence without names'
);

select throws_ok(
  $$select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
      '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499,"licence":"school"}]'::jsonb)$$,
  '23514', null, 'A licence the shop does not sell is refused'
);
select throws_ok(
  $$select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
      '[{"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999,"licence":"classroom"}]'::jsonb)$$,
  '23514', null, 'A printed kit has no party or classroom licence'
);
select throws_ok(
  format(
    $$select public.create_pending_order('ada@example.com', null, 'ca', 'CAD', 0,
        '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499,"licence":"classroom","child_names":%s}]'::jsonb)$$,
    (select jsonb_agg('Child ' || chr(64 + n))::text from generate_series(1, 31) n)
  ),
  '23514', null, 'No licence holds more than 30 names'
);

select is(
  (select r ->> 'licence' from (select public.admin_order_detail((select (created ->> 'id')::uuid from party)) -> 'items' -> 0 as r) x),
  'party',
  'The owner''s order page reads the licence'
);
select is(
  (select (r ->> 'name_count')::integer from (select public.admin_order_detail((select (created ->> 'id')::uuid from party)) -> 'items' -> 0 as r) x),
  3,
  'and how many children it names, not who'
);

-- The names are purged with every other child's name after the retention; the licence stays.
create temporary table recent on commit drop as
  select tests.pending_order('us',
    '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":1999,"licence":"party","child_names":["Ana","Bo"]}]'
  ) as created;
update public.orders set created_at = now() - interval '91 days' where id = (select (created ->> 'id')::uuid from party);
select is(public.purge_child_names(public.child_name_retention()), 1, 'The party kit past the retention is purged');
select is(
  (select row(licence, child_names)::text from public.order_items
    where order_id = (select (created ->> 'id')::uuid from party) and kit_slug = 'easter-bunny'),
  row('party', null::text[])::text,
  'Its names are gone and its licence stays'
);
select is(
  (select child_names from public.order_items where order_id = (select (created ->> 'id')::uuid from recent)),
  array['Ana', 'Bo'],
  'A recent party kit keeps its names'
);

select tests.authenticate_as_visitor();
select throws_ok($$select child_names from public.order_items$$, '42501', null, 'A visitor cannot read the children''s names');
select is((select count(*)::integer from public.kit_offers where classroom_ca_cents = 8999), 1,
  'A visitor reads the licence prices with the catalog');

select * from finish();
rollback;
