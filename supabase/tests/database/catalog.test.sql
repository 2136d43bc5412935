-- The catalog in the database (issue 29, ADR 051): anyone reads prices, sale states and the printed
-- season; nobody but the admin functions writes them, each edit with its audit row. Rolled back.
begin;
select plan(16);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000c501', 'owner@example.com'),
  ('00000000-0000-4000-8000-00000000c502', 'member@example.com');
insert into public.admin_users (user_id) values ('00000000-0000-4000-8000-00000000c501');

select tests.authenticate_as_visitor();
select is(
  (select count(*)::int from public.kit_offers),
  9,
  'A visitor reads every kit''s offer (the build reads them with the anon key)'
);
select is(
  (select sale_state || ' ' || digital_ca_cents from public.kit_offers where kit_slug = 'space-bunny'),
  'contact 2499',
  'The seed keeps today''s catalog: space-bunny is contact-only at $24.99 CAD'
);
select is(
  (select days_before_easter from public.printed_season),
  null::integer,
  'The seeded season keeps the spec''s April 4th'
);
select throws_ok(
  $$update public.kit_offers set digital_us_cents = 1 where kit_slug = 'easter-bunny'$$,
  '42501', null, 'A visitor cannot change a price'
);
select throws_ok(
  $$insert into public.kit_offers (kit_slug, sale_state, digital_us_cents, digital_ca_cents, printed_us_cents, printed_ca_cents)
    values ('free-kit', 'buy', 100, 100, 100, 100)$$,
  '42501', null, 'A visitor cannot add an offer'
);

select tests.authenticate_as('00000000-0000-4000-8000-00000000c501');
select throws_ok(
  $$update public.printed_season set days_before_easter = 3$$,
  '42501', null, 'Even the owner''s token cannot write the season directly'
);
select throws_ok(
  $$select public.admin_update_kit_offer('00000000-0000-4000-8000-00000000c501', 'space-bunny', 'buy', 1999, 2499, 4999, 4999, 1999, 2499, null, null)$$,
  '42501', null, 'A token cannot run the admin edit (only admin-catalog, with the service role)'
);

reset role;
set local role service_role;
select is(
  (select public.admin_update_kit_offer('00000000-0000-4000-8000-00000000c501', 'space-bunny', 'buy', 1500, 2100, 4000, 4200, 1999, 2499, null, null)
    ->> 'went_on_sale'),
  'true',
  'Switching a contact kit to buy says it went on sale'
);
select is(
  (select sale_state || ' ' || digital_us_cents || ' ' || printed_ca_cents from public.kit_offers where kit_slug = 'space-bunny'),
  'buy 1500 4200',
  'The edit is stored'
);
reset role;
select is(
  (select action || ' ' || subject_table || ' ' || subject_id || ' ' || actor_email || ' '
     || (details -> 'before' ->> 'sale_state') || '→' || (details -> 'after' ->> 'sale_state')
     || ' ' || (details -> 'after' ->> 'digital_us_cents')
     from public.admin_audit_log where action = 'edit_kit_offer'),
  'edit_kit_offer kit_offers space-bunny owner@example.com contact→buy 1500',
  'The edit wrote its audit row: who, which kit, before and after'
);
set local role service_role;
select is(
  (select public.admin_update_kit_offer('00000000-0000-4000-8000-00000000c501', 'space-bunny', 'buy', 1500, 2100, 4000, 4200, 1999, 2499, null, null)
    ->> 'changed'),
  'false',
  'Saving the same offer again changes nothing'
);
select is(
  (select public.admin_update_kit_offer('00000000-0000-4000-8000-00000000c501', 'no-such-kit', 'buy', 1500, 2100, 4000, 4200, 1999, 2499, null, null)),
  null::jsonb,
  'An unknown kit answers null'
);
select throws_ok(
  $$select public.admin_update_kit_offer('00000000-0000-4000-8000-00000000c501', 'space-bunny', 'buy', 0, 2100, 4000, 4200, 1999, 2499, null, null)$$,
  '23514', null, 'A price below $1.00 is refused by the table'
);
select throws_ok(
  $$select public.admin_update_kit_offer('00000000-0000-4000-8000-00000000c502', 'space-bunny', 'contact', 1500, 2100, 4000, 4200, 1999, 2499, null, null)$$,
  '42501', null, 'A member''s id cannot be the actor of an edit: nothing changes'
);
select is(
  (select public.admin_set_printed_season('00000000-0000-4000-8000-00000000c501', 10) ->> 'days_before_easter'),
  '10',
  'The owner sets the order-by day to 10 days before Easter'
);
reset role;
select is(
  (select count(*)::int from public.admin_audit_log
     where action in ('edit_kit_offer', 'edit_printed_season')),
  2,
  'One row per change: the repeated save and the refused edits recorded nothing'
);

select * from finish();
rollback;
