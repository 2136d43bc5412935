-- Reviews, contact messages and the waitlist: a visitor (anon) may only add valid rows, nobody
-- but the service role reads them, and the rate limit is the function's alone.
-- Runs inside one transaction that is rolled back, so it leaves nothing behind.
begin;
select plan(24);

set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select lives_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 5, 'The kids loved every clue!')$$,
  'A visitor can send a valid review'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('A', 'ada@example.com', 5, 'The kids loved every clue!')$$,
  '23514', null, 'A one-letter name is refused'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'not-an-email', 5, 'The kids loved every clue!')$$,
  '23514', null, 'An address without @ and domain is refused'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 0, 'The kids loved every clue!')$$,
  '23514', null, 'Rating 0 is refused'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 6, 'The kids loved every clue!')$$,
  '23514', null, 'Rating 6 is refused'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 4, '   short   ')$$,
  '23514', null, 'A review under 10 characters (after trimming) is refused'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review) values ('Ada', 'ada@example.com', 4, repeat('a', 5001))$$,
  '23514', null, 'A review over 5000 characters is refused'
);
select throws_ok(
  $$insert into public.reviews (name, email, rating, review, created_at) values ('Ada', 'ada@example.com', 4, 'Backdated review text', '2020-01-01')$$,
  '42501', null, 'A visitor cannot set created_at'
);
select throws_ok($$select count(*) from public.reviews$$, '42501', null, 'A visitor cannot read reviews');

select lives_ok(
  $$insert into public.contact_messages (name, email, message) values ('Bo', 'bo@example.com', 'Where is my download link?')$$,
  'A visitor can send a valid contact message'
);
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('Bo', 'bo@example.com', 'Too short')$$,
  '23514', null, 'A message under 10 characters is refused'
);
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values (repeat('b', 101), 'bo@example.com', 'Where is my download link?')$$,
  '23514', null, 'A name over 100 characters is refused'
);
select throws_ok(
  $$insert into public.contact_messages (name, email, message) values ('Bo', repeat('b', 250) || '@example.com', 'Where is my download link?')$$,
  '23514', null, 'An address over 254 characters is refused'
);
select throws_ok($$select count(*) from public.contact_messages$$, '42501', null, 'A visitor cannot read contact messages');
select throws_ok($$delete from public.contact_messages$$, '42501', null, 'A visitor cannot delete contact messages');

select lives_ok(
  $$insert into public.waitlist (email, age_range) values ('cy@example.com', '6-8')$$,
  'A visitor can join the waitlist'
);
select lives_ok(
  $$insert into public.waitlist (email) values ('CY@example.com')$$,
  'Joining again (any letter case) raises no error'
);
select throws_ok(
  $$insert into public.waitlist (email, age_range) values ('dee@example.com', '99')$$,
  '23514', null, 'An unknown age range is refused'
);
select throws_ok($$select count(*) from public.waitlist$$, '42501', null, 'A visitor cannot read the waitlist');
select throws_ok(
  $$select * from public.claim_form_submission('ada@example.com', '127.0.0.1', 5, 20, 3600)$$,
  '42501', null, 'A visitor cannot call the rate limiter'
);

reset role;
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-4000-a000-00000000000c", "role": "authenticated"}';
select throws_ok($$select count(*) from public.reviews$$, '42501', null, 'A member cannot read reviews either');

reset role;
set local role service_role;
select is(
  (select count(*)::int from public.waitlist where lower(email) = 'cy@example.com'),
  1,
  'The address joined twice is stored once'
);
select results_eq(
  $$select allowed from public.claim_form_submission('ada@example.com', '10.0.0.1', 2, 20, 3600)
    union all select allowed from public.claim_form_submission('ADA@example.com', '10.0.0.2', 2, 20, 3600)
    union all select allowed from public.claim_form_submission('ada@example.com', '10.0.0.3', 2, 20, 3600)$$,
  $$values (true), (true), (false)$$,
  'The third submission of one address within the window is refused, whatever the IP or letter case'
);
select is(
  (select allowed from public.claim_form_submission('other@example.com', '10.0.0.1', 2, 1, 3600)),
  false,
  'An IP over its limit is refused for a new address too'
);

select * from finish();
rollback;
