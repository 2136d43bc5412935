-- The shop owner's role (issue 19). Who is an admin is a fact of the database, never of the browser:
-- a row here, granted by `npm run stack:admin -- <email>` locally or by one SQL statement in production
-- (README, "Admins"). Nobody reads this table over the API; the admin edge functions ask is_admin()
-- with the service role after auth has confirmed the caller's token.

create table public.admin_users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  granted_at timestamptz not null default now()
);

comment on table public.admin_users is
  'The members who run the shop (orders, refunds, reviews, inbox). Read only by the admin functions through is_admin().';

alter table public.admin_users enable row level security;
revoke all on public.admin_users from anon, authenticated;
grant all on public.admin_users to service_role;

-- Security definer so the check works whatever the caller's table rights; only the service role may
-- call it, so nobody can probe which accounts are admins.
create function public.is_admin(p_user uuid)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.user_id = p_user);
$$;

revoke execute on function public.is_admin(uuid) from public, anon, authenticated;
grant execute on function public.is_admin(uuid) to service_role;
