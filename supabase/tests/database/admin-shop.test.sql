-- Reviews, messages and sales behind the owner's console (issue 19, points 5-7): nothing readable over
-- the API, and approved_reviews() gives away only approved reviews, without emails. Rolled back.
begin;
select plan(6);

insert into public.reviews (name, email, rating, review, status, kit_slug) values
  ('Ada Lovelace', 'ada@example.com', 5, 'Approved and about the space kit.', 'approved', 'space-bunny'),
  ('Grace', 'grace@example.com', 1, 'Still waiting for the owner to read it.', 'pending', 'space-bunny'),
  ('Alan Turing', 'alan@example.com', 3, 'Hidden by the owner after a look.', 'hidden', null);

select tests.authenticate_as_visitor();
select throws_ok($$select count(*) from public.reviews$$, '42501', null, 'A visitor cannot read reviews directly');
select throws_ok($$select public.approved_reviews(null, 10)$$, '42501', null, 'A visitor reads reviews only through the reviews function');

select tests.authenticate_as('00000000-0000-4000-a000-00000000000d');
select throws_ok($$select public.admin_sales('2026-01-01', '2026-12-31', 'UTC')$$, '42501', null, 'A member cannot read sales');
select throws_ok($$update public.contact_messages set answered_at = now()$$, '42501', null, 'A member cannot mark messages answered');

reset role;
set local role service_role;
select is(
  (select jsonb_path_query_array(public.approved_reviews('space-bunny', 10), '$.reviews[*].name')),
  '["Ada L."]'::jsonb,
  'Only approved reviews are given, with the first name and initial'
);
select is(
  (select public.approved_reviews(null, 10)::text like '%@%'),
  false,
  'No reviewer email ever leaves in the public list'
);

select * from finish();
rollback;
