-- What visitors send us: reviews (home page), contact messages (/contact) and the AI Clue Creator
-- waitlist. Visitors and members may only add rows; only the service role (the owner's tools) reads
-- them. The checks repeat the forms' rules (spec §5, docs/decisions/010-form-submissions.md), so a
-- request that skips the browser and the submit-form function still cannot store bad data.

create table public.reviews (
  id bigint generated always as identity primary key,
  name text not null
    constraint reviews_name_2_to_100_characters check (char_length(btrim(name)) between 2 and 100),
  email text not null
    constraint reviews_email_valid check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$'),
  rating smallint not null
    constraint reviews_rating_1_to_5 check (rating between 1 and 5),
  review text not null
    constraint reviews_review_10_to_5000_characters check (char_length(btrim(review)) between 10 and 5000),
  created_at timestamptz not null default now()
);

comment on table public.reviews is
  'Reviews from the home page form: a 1-5 star rating and text. Insert-only for visitors and members; read by the owner with the service role.';

create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null
    constraint contact_messages_name_2_to_100_characters check (char_length(btrim(name)) between 2 and 100),
  email text not null
    constraint contact_messages_email_valid check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$'),
  message text not null
    constraint contact_messages_message_10_to_5000_characters check (char_length(btrim(message)) between 10 and 5000),
  created_at timestamptz not null default now()
);

comment on table public.contact_messages is
  'Messages from the /contact form. Insert-only for visitors and members; read by the owner with the service role.';

create table public.waitlist (
  id bigint generated always as identity primary key,
  email text not null
    constraint waitlist_email_valid check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$'),
  age_range text
    constraint waitlist_age_range_known check (age_range in ('3-5', '6-8', '9-11', '12-14')),
  created_at timestamptz not null default now()
);

comment on table public.waitlist is
  'Addresses to tell when the AI Clue Creator launches, with the children''s age range if given. One row per address, whatever its letter case.';

create unique index waitlist_email_key on public.waitlist (lower(email));

-- Joining twice must look exactly like joining once (no error that tells whether an address is
-- known), so a second insert of a known address is skipped instead of failing on the unique index.
-- Security definer: the caller cannot read the table, the check has to.
create function public.skip_known_waitlist_email()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if exists (select 1 from public.waitlist w where lower(w.email) = lower(new.email)) then
    return null;
  end if;
  return new;
end;
$$;

revoke execute on function public.skip_known_waitlist_email() from public, anon, authenticated;

create trigger waitlist_skip_known_email
  before insert on public.waitlist
  for each row execute function public.skip_known_waitlist_email();

-- Column grants: a visitor sets only what the form asks for; id and created_at are the database's.
alter table public.reviews enable row level security;
alter table public.contact_messages enable row level security;
alter table public.waitlist enable row level security;

revoke all on public.reviews, public.contact_messages, public.waitlist from anon, authenticated;
grant insert (name, email, rating, review) on public.reviews to anon, authenticated;
grant insert (name, email, message) on public.contact_messages to anon, authenticated;
grant insert (email, age_range) on public.waitlist to anon, authenticated;
grant all on public.reviews, public.contact_messages, public.waitlist to service_role;

create policy "Visitors and members can send a review"
  on public.reviews for insert to anon, authenticated
  with check (true);

create policy "Visitors and members can send a contact message"
  on public.contact_messages for insert to anon, authenticated
  with check (true);

create policy "Visitors and members can join the waitlist"
  on public.waitlist for insert to anon, authenticated
  with check (true);

-- The submit-form function's rate limit. Addresses are stored as digests: this log must not become
-- a second copy of who wrote to us.
create table public.form_submission_claims (
  id bigint generated always as identity primary key,
  email_digest text not null,
  ip_digest text not null,
  created_at timestamptz not null default now()
);

comment on table public.form_submission_claims is
  'One row per form submission the submit-form function let through (md5 of the lower-cased email and of the IP), for its per-email and per-IP rate limit. Written only by public.claim_form_submission().';

create index form_submission_claims_email_idx on public.form_submission_claims (email_digest, created_at);
create index form_submission_claims_ip_idx on public.form_submission_claims (ip_digest, created_at);

alter table public.form_submission_claims enable row level security;
revoke all on public.form_submission_claims from anon, authenticated;
grant all on public.form_submission_claims to service_role;

-- Counts the submissions of this email and of this IP within the window and, when both are under
-- their limits, records one more. An advisory lock makes count-then-insert atomic, so a burst of
-- simultaneous requests cannot slip past the limit together. Expired rows are removed here.
create function public.claim_form_submission(
  email text,
  ip text,
  per_email integer,
  per_ip integer,
  window_seconds integer
)
  returns table (allowed boolean, retry_after_seconds integer)
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  email_key text := md5(lower(btrim(email)));
  ip_key text := md5(coalesce(ip, ''));
  window_start timestamptz := now() - make_interval(secs => window_seconds);
  email_count integer;
  ip_count integer;
  oldest timestamptz;
begin
  if per_email < 1 or per_ip < 1 or window_seconds < 1 then
    raise exception 'Rate limits and window must be at least 1' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtext('claim_form_submission'));

  delete from public.form_submission_claims c where c.created_at <= window_start;

  select count(*) into email_count from public.form_submission_claims c where c.email_digest = email_key;
  select count(*) into ip_count from public.form_submission_claims c where c.ip_digest = ip_key;

  if email_count >= per_email or ip_count >= per_ip then
    select min(c.created_at) into oldest
      from public.form_submission_claims c
      where (email_count >= per_email and c.email_digest = email_key)
         or (ip_count >= per_ip and c.ip_digest = ip_key);
    return query select false,
      greatest(1, ceil(extract(epoch from oldest + make_interval(secs => window_seconds) - now()))::integer);
  else
    insert into public.form_submission_claims (email_digest, ip_digest) values (email_key, ip_key);
    return query select true, 0;
  end if;
end;
$$;

comment on function public.claim_form_submission(text, text, integer, integer, integer) is
  'Called by the submit-form function with the service role: allowed (and recorded) when the email and the IP are both under their limits within the window, else the seconds until one frees up.';

revoke execute on function public.claim_form_submission(text, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_form_submission(text, text, integer, integer, integer) to service_role;
