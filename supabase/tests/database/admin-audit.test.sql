-- The owner's audit trail (issue 25, point 5): nobody reads it over the API, nobody (its owner
-- included) updates or deletes a row, and each admin_* function writes its row in the same transaction
-- as the change, so a change that cannot be recorded does not happen. Rolled back.
begin;
select plan(17);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000a501', 'owner@example.com'),
  ('00000000-0000-4000-8000-00000000a502', 'member@example.com');
insert into public.admin_users (user_id) values ('00000000-0000-4000-8000-00000000a501');
insert into public.reviews (name, email, rating, review) values
  ('Mina Park', 'mina@example.com', 5, 'Every clue was found and loved.');
insert into public.contact_messages (name, email, message) values
  ('Noor', 'noor@example.com', 'Do you ship printed kits to Nunavut?');
insert into public.waitlist (email, age_range) values ('early@example.com', '6-8'), ('late@example.com', null);
insert into public.orders (id, email, region, currency, subtotal_cents, total_cents, status)
  values ('00000000-0000-4000-8000-00000000a510', 'buyer@example.com', 'ca', 'CAD', 1200, 1200, 'paid');

select tests.authenticate_as_visitor();
select throws_ok($$select count(*) from public.admin_audit_log$$, '42501', null, 'A visitor cannot read the audit log');
select throws_ok(
  $$select public.admin_order_history('00000000-0000-4000-8000-00000000a510')$$,
  '42501', null, 'A visitor cannot read an order''s history'
);

select tests.authenticate_as('00000000-0000-4000-8000-00000000a501');
select throws_ok($$select count(*) from public.admin_audit_log$$, '42501', null, 'Even the owner''s token cannot read the audit log');
select throws_ok(
  $$select public.admin_answer_message('00000000-0000-4000-8000-00000000a501', 1, true)$$,
  '42501', null, 'A member''s token cannot run an admin action'
);

reset role;
set local role service_role;
select lives_ok(
  $$select public.admin_moderate_review('00000000-0000-4000-8000-00000000a501',
      (select id from public.reviews where name = 'Mina Park'), 'approved', 'space-bunny', true)$$,
  'The service role moderates a review as the owner'
);
select lives_ok(
  $$select public.admin_answer_message('00000000-0000-4000-8000-00000000a501',
      (select id from public.contact_messages where name = 'Noor'), true)$$,
  'The service role marks a message answered as the owner'
);
select is(
  jsonb_array_length(public.admin_export_waitlist('00000000-0000-4000-8000-00000000a501')),
  2,
  'The export gives every waitlist row'
);
select throws_ok(
  $$select public.admin_moderate_review('00000000-0000-4000-8000-00000000a502',
      (select id from public.reviews where name = 'Mina Park'), 'hidden')$$,
  '42501', 'record_admin_action: 00000000-0000-4000-8000-00000000a502 is not an admin',
  'An action in the name of a member who is not an admin is refused'
);
select is(
  (select status from public.reviews where name = 'Mina Park'),
  'approved',
  'The refused moderation changed nothing: change and record share one transaction'
);
select throws_ok($$select count(*) from public.admin_audit_log$$, '42501', null, 'The service role cannot read the log directly');
select throws_ok(
  $$insert into public.admin_audit_log (actor_id, actor_email, action, subject_table)
    values ('00000000-0000-4000-8000-00000000a501', 'owner@example.com', 'ship', 'orders')$$,
  '42501', null, 'The service role cannot write a row except through the admin functions'
);
select throws_ok($$delete from public.admin_audit_log$$, '42501', null, 'The service role cannot delete rows');

reset role;
select results_eq(
  $$select actor_email, action, subject_table, details from public.admin_audit_log order by id$$,
  $$values
    ('owner@example.com', 'moderate_review', 'reviews',
     '{"status": "approved", "kit_slug": "space-bunny", "previous_status": "pending"}'::jsonb),
    ('owner@example.com', 'answer_message', 'contact_messages', '{"answered": true}'::jsonb),
    ('owner@example.com', 'export_waitlist', 'waitlist', '{"rows": 2}'::jsonb)$$,
  'Each action left one row: who, what, on which table, with its details'
);
select throws_ok(
  $$update public.admin_audit_log set actor_email = 'someone@example.com'$$,
  '42501', 'admin_audit_log is append-only: UPDATE is refused',
  'Not even the table''s owner can change a row'
);
select throws_ok(
  $$delete from public.admin_audit_log$$,
  '42501', 'admin_audit_log is append-only: DELETE is refused',
  'Not even the table''s owner can delete a row'
);
select throws_ok(
  $$truncate public.admin_audit_log$$,
  '42501', 'admin_audit_log is append-only: TRUNCATE is refused',
  'Not even the table''s owner can truncate the log'
);

select public.record_admin_action('00000000-0000-4000-8000-00000000a501', 'resend',
  '00000000-0000-4000-8000-00000000a510', 'orders', '00000000-0000-4000-8000-00000000a510', '{"kits": ["easter-bunny"]}');
set local role service_role;
select is(
  jsonb_path_query_array(public.admin_order_history('00000000-0000-4000-8000-00000000a510'), '$[*].action'),
  '["resend"]'::jsonb,
  'An order''s history lists the actions about that order'
);

select * from finish();
rollback;
