-- Reviews, contact messages and the waitlist: only the submit-form function (service role) writes
-- them, the tables still refuse bad rows from it, nobody but the service role reads them, and the
-- rate limit is the function's alone. Runs inside one transaction that is rolled back.
begin;
select plan(22);

select tests.authenticate_as_visitor();

select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 5, 'The kids loved every clue!')$$,
  '42501', null, 'A visitor cannot insert a review directly, not even a valid one'
);
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('Bo', 'bo@example.com', 'Where is my download link?')$$,
  '42501', null, 'A visitor cannot insert a contact message directly'
);
select throws_ok(
  $$insert into public.waitlist (email, age_range) values ('cy@example.com', '6-8')$$,
  '42501', null, 'A visitor cannot join the waitlist directly'
);
select throws_ok($$select count(*) from public.reviews$$, '42501', null, 'A visitor cannot read reviews');
select throws_ok($$select count(*) from public.contact_messages$$, '42501', null, 'A visitor cannot read contact messages');
select throws_ok($$delete from public.contact_messages$$, '42501', null, 'A visitor cannot delete contact messages');
select throws_ok($$select count(*) from public.waitlist$$, '42501', null, 'A visitor cannot read the waitlist');
select throws_ok(
  $$select * from public.claim_form_submission(repeat('a', 64), repeat('b', 64), 5, 20, 3600)$$,
  '42501', null, 'A visitor cannot call the rate limiter'
);

select tests.authenticate_as('00000000-0000-4000-a000-00000000000c');
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 5, 'The kids loved every clue!')$$,
  '42501', null, 'A member cannot insert a review directly either'
);
select throws_ok($$select count(*) from public.reviews$$, '42501', null, 'A member cannot read reviews');

reset role;
set local role service_role;

select lives_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 5, 'The kids loved every clue!')$$,
  'The function (service role) stores a valid review'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('A', 'ada@example.com', 5, 'The kids loved every clue!')$$,
  '23514', null, 'A one-letter name is refused, even from the function'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'not-an-email', 5, 'The kids loved every clue!')$$,
  '23514', null, 'An address without @ and domain is refused'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 6, 'The kids loved every clue!')$$,
  '23514', null, 'Rating 6 is refused'
);
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('Bo', 'bo@example.com', 'Too short')$$,
  '23514', null, 'A message under 10 characters is refused'
);
select lives_ok(
  $$insert into public.waitlist (email, age_range) values ('cy@example.com', '6-8')$$,
  'The function adds an address to the waitlist'
);
select lives_ok(
  $$insert into public.waitlist (email) values ('CY@example.com')$$,
  'Adding it again (any letter case) raises no error'
);
select is(
  (select count(*)::int from public.waitlist where lower(email) = 'cy@example.com'),
  1,
  'The address joined twice is stored once'
);
select throws_ok(
  $$insert into public.waitlist (email, age_range) values ('dee@example.com', '99')$$,
  '23514', null, 'An unknown age range is refused'
);
select throws_ok(
  $$select * from public.claim_form_submission('ada@example.com', '10.0.0.1', 2, 20, 3600)$$,
  '22023', null, 'The rate limiter takes digests, never a raw address'
);
select results_eq(
  $$select allowed from public.claim_form_submission(repeat('a', 64), repeat('1', 64), 2, 20, 3600)
    union all select allowed from public.claim_form_submission(repeat('a', 64), repeat('2', 64), 2, 20, 3600)
    union all select allowed from public.claim_form_submission(repeat('a', 64), repeat('3', 64), 2, 20, 3600)$$,
  $$values (true), (true), (false)$$,
  'The third submission of one address within the window is refused, whatever the IP'
);
select is(
  (select allowed from public.claim_form_submission(repeat('c', 64), repeat('1', 64), 2, 1, 3600)),
  false,
  'An IP over its limit is refused for a new address too'
);

select * from finish();
rollback;
