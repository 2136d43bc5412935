-- The admin role: neither a visitor nor a member can read who the admins are or ask is_admin();
-- the service role (the admin edge functions) can. Runs inside one transaction that is rolled back.
begin;
select plan(6);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-00000000a001', 'owner@example.com');
insert into public.admin_users (user_id) values ('00000000-0000-4000-8000-00000000a001');

select tests.authenticate_as_visitor();
select throws_ok($$select count(*) from public.admin_users$$, '42501', null, 'A visitor cannot read admin_users');
select throws_ok(
  $$select public.is_admin('00000000-0000-4000-8000-00000000a001')$$,
  '42501', null, 'A visitor cannot execute is_admin'
);

select tests.authenticate_as('00000000-0000-4000-8000-00000000a001');
select throws_ok($$select count(*) from public.admin_users$$, '42501', null, 'Even an admin''s token cannot read admin_users');
select throws_ok(
  $$select public.is_admin('00000000-0000-4000-8000-00000000a001')$$,
  '42501', null, 'A member cannot execute is_admin'
);

reset role;
set local role service_role;
select is(public.is_admin('00000000-0000-4000-8000-00000000a001'), true, 'The service role sees an admin');
select is(public.is_admin('00000000-0000-4000-8000-00000000a002'), false, 'Anyone else is not an admin');

select * from finish();
rollback;
