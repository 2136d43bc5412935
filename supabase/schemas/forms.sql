-- What visitors send us (reviews, contact messages, the waitlist) and the approved reviews the site
-- shows. Only the edge functions call these, with the service role (ADR 015).

-- Joining twice must look exactly like joining once (no error that tells whether an address is known),
-- so a second insert of a known address is skipped instead of failing on the unique index
-- (trigger waitlist_skip_known_email).
create or replace function public.skip_known_waitlist_email()
  returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.waitlist w where lower(w.email) = lower(new.email)) then
    return null;
  end if;
  return new;
end;
$$;

comment on function public.skip_known_waitlist_email() is
  'Trigger on waitlist: skips the insert of an address already on it, so joining twice looks exactly like joining once.';

revoke execute on function public.skip_known_waitlist_email() from public, anon, authenticated, service_role;

-- Counts the submissions of this email digest and of this IP digest within the window and, when both
-- are under their limits, records one more. An advisory lock makes count-then-insert atomic, so a burst of
-- simultaneous requests cannot slip past the limit together. Expired rows are removed.
create or replace function public.claim_form_submission(
  email_hmac text,
  ip_hmac text,
  per_email integer,
  per_ip integer,
  window_seconds integer
)
  returns table (allowed boolean, retry_after_seconds integer)
  language plpgsql set search_path = ''
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

revoke execute on function public.claim_form_submission(text, text, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.claim_form_submission(text, text, integer, integer, integer) to service_role;

-- What a visitor may see of approved reviews: the first name and the last name's initial, never the
-- email. p_kit null: every approved review (the home page); a slug: that kit's reviews.
create or replace function public.approved_reviews(p_kit text default null, p_limit integer default 12)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  with chosen as (
    select r.* from public.reviews r
      where r.status = 'approved' and (p_kit is null or r.kit_slug = p_kit)
  )
  select jsonb_build_object(
    'count', (select count(*) from chosen),
    'average', (select round(avg(rating)::numeric, 1) from chosen),
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', c.id,
        'name', split_part(btrim(c.name), ' ', 1)
          || case when btrim(c.name) ~ '\s' then ' ' || upper(left(regexp_replace(btrim(c.name), '^.*\s', ''), 1)) || '.'
                  else '' end,
        'rating', c.rating,
        'review', c.review,
        'kit_slug', c.kit_slug,
        'created_at', c.created_at
      ) order by c.created_at desc)
      from (select * from chosen order by created_at desc limit greatest(1, least(p_limit, 50))) c
    ), '[]'::jsonb)
  );
$$;

comment on function public.approved_reviews(text, integer) is
  'Approved reviews for the home page (p_kit null) or one kit''s page: their count, average rating and the newest, signed with the first name and last initial only.';

revoke execute on function public.approved_reviews(text, integer) from public, anon, authenticated;
grant execute on function public.approved_reviews(text, integer) to service_role;
