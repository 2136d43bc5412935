-- Our rules are not optional (issue 12, docs/decisions/015-writes-through-functions.md): every
-- write that has rules the database cannot fully express (validation, honeypot, rate limit, owner
-- email, the clue generator's output rules) happens only inside an edge function, which validates
-- and then writes with the service role. The public key reaches none of these tables directly.

-- Reviews, contact messages and the waitlist: only submit-form writes them.
drop policy "Visitors and members can send a review" on public.reviews;
drop policy "Visitors and members can send a contact message" on public.contact_messages;
drop policy "Visitors and members can join the waitlist" on public.waitlist;
revoke all on public.reviews, public.contact_messages, public.waitlist from anon, authenticated;

comment on table public.reviews is
  'Reviews from the home page form: a 1-5 star rating and text. Written only by the submit-form function (service role); read by the owner with the service role.';
comment on table public.contact_messages is
  'Messages from the /contact form. Written only by the submit-form function (service role); read by the owner with the service role.';
comment on table public.waitlist is
  'Addresses to tell when the AI Clue Creator launches, with the children''s age range if given. One row per address, whatever its letter case. Written only by the submit-form function (service role).';

-- The rate-limit log keeps keyed digests (HMAC-SHA256 with a server secret, computed by the
-- function) instead of md5: an unsalted md5 of an address is reversed by hashing a list of
-- addresses. The old md5 rows only ever counted for an hour, so they go.
drop function public.claim_form_submission(text, text, integer, integer, integer);
delete from public.form_submission_claims;
alter table public.form_submission_claims
  add constraint form_submission_claims_email_digest_hmac check (email_digest ~ '^[0-9a-f]{64}$'),
  add constraint form_submission_claims_ip_digest_hmac check (ip_digest ~ '^[0-9a-f]{64}$');

comment on table public.form_submission_claims is
  'One row per form submission the submit-form function let through (HMAC-SHA256 of the lower-cased email and of the client IP, keyed with a server secret), for its per-email and per-IP rate limit. Written only by public.claim_form_submission().';

-- Counts the submissions of this email digest and of this IP digest within the window and, when
-- both are under their limits, records one more. An advisory lock makes count-then-insert atomic,
-- so a burst of simultaneous requests cannot slip past the limit together. Expired rows are removed.
create function public.claim_form_submission(
  email_hmac text,
  ip_hmac text,
  per_email integer,
  per_ip integer,
  window_seconds integer
)
  returns table (allowed boolean, retry_after_seconds integer)
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  window_start timestamptz := now() - make_interval(secs => window_seconds);
  email_count integer;
  ip_count integer;
  oldest timestamptz;
begin
  if per_email < 1 or per_ip < 1 or window_seconds < 1 then
    raise exception 'Rate limits and window must be at least 1' using errcode = '22023';
  end if;
  if email_hmac !~ '^[0-9a-f]{64}$' or ip_hmac !~ '^[0-9a-f]{64}$' then
    raise exception 'Pass HMAC-SHA256 digests (64 hex digits), never the address itself' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtext('claim_form_submission'));

  delete from public.form_submission_claims c where c.created_at <= window_start;

  select count(*) into email_count from public.form_submission_claims c where c.email_digest = email_hmac;
  select count(*) into ip_count from public.form_submission_claims c where c.ip_digest = ip_hmac;

  if email_count >= per_email or ip_count >= per_ip then
    select min(c.created_at) into oldest
      from public.form_submission_claims c
      where (email_count >= per_email and c.email_digest = email_hmac)
         or (ip_count >= per_ip and c.ip_digest = ip_hmac);
    return query select false,
      greatest(1, ceil(extract(epoch from oldest + make_interval(secs => window_seconds) - now()))::integer);
  else
    insert into public.form_submission_claims (email_digest, ip_digest) values (email_hmac, ip_hmac);
    return query select true, 0;
  end if;
end;
$$;

comment on function public.claim_form_submission(text, text, integer, integer, integer) is
  'Called by the submit-form function with the service role: allowed (and recorded) when the email and the IP digests are both under their limits within the window, else the seconds until one frees up.';

revoke execute on function public.claim_form_submission(text, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_form_submission(text, text, integer, integer, integer) to service_role;

-- Clues: only generate-clue writes them, after the output rules of
-- supabase/functions/_shared/clue-output.ts passed (one home for those rules, not a second copy in
-- SQL). Members keep reading and deleting their own history.
drop policy "Members can add clues to their own history" on public.clues;
revoke insert on public.clues from authenticated;

comment on table public.clues is
  'Scavenger-hunt clues in a member''s history: generated ones (written only by the generate-clue function, service role) plus three samples given at sign-up. Visible only to their owner.';

-- The quota is claimed by generate-clue with the service role for the member its verified token
-- names, with the limits of its own server-side settings (CLUE_QUOTA_PER_MINUTE/_PER_DAY). A member
-- can no longer call it at all, so no caller can pick their own limits.
drop function public.claim_clue_generation(integer, integer);

create function public.claim_clue_generation(member uuid, per_minute integer, per_day integer)
  returns table (allowed boolean, limit_reached text, retry_after_seconds integer)
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  minute_count integer;
  day_count integer;
  oldest_in_minute timestamptz;
  oldest_in_day timestamptz;
begin
  if member is null then
    raise exception 'claim_clue_generation needs the member''s id' using errcode = '22023';
  end if;
  if per_minute < 1 or per_day < 1 then
    raise exception 'Quota limits must be at least 1' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtext('claim_clue_generation'), hashtext(member::text));

  delete from public.clue_generations g
    where g.user_id = member and g.created_at <= now() - interval '1 day';

  select count(*), min(g.created_at) into minute_count, oldest_in_minute
    from public.clue_generations g
    where g.user_id = member and g.created_at > now() - interval '1 minute';
  select count(*), min(g.created_at) into day_count, oldest_in_day
    from public.clue_generations g
    where g.user_id = member;

  if minute_count >= per_minute then
    return query select false, 'minute', greatest(1, ceil(extract(epoch from oldest_in_minute + interval '1 minute' - now()))::integer);
  elsif day_count >= per_day then
    return query select false, 'day', greatest(1, ceil(extract(epoch from oldest_in_day + interval '1 day' - now()))::integer);
  else
    insert into public.clue_generations (user_id) values (member);
    return query select true, null::text, 0;
  end if;
end;
$$;

comment on function public.claim_clue_generation(uuid, integer, integer) is
  'Called by the generate-clue function with the service role: allowed (and recorded) when the member is under both limits, else which limit was reached and the seconds until a generation frees up.';

revoke execute on function public.claim_clue_generation(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_clue_generation(uuid, integer, integer) to service_role;

comment on table public.clue_generations is
  'When each member generated a clue, for the generate-clue quota. Written only by public.claim_clue_generation() (service role); members can read their own rows.';

-- A function nobody granted is executable by nobody: new functions in migrations (run as this
-- role) no longer get EXECUTE for PUBLIC, nor hosted Supabase's default grant to anon and
-- authenticated in schema public. Each one an API role may call is granted explicitly, and
-- supabase/tests/database/api-surface.test.sql holds the allow-list.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
