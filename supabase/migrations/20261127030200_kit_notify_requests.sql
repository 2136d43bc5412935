-- 'Tell me when it's available' (issue 29, point 2): a visitor leaves an email, with consent, on the page
-- of a kit that is not on sale; the owner sees the list per kit in /admin; when the owner switches the
-- kit to buy, each address still subscribed gets one email, with a link that unsubscribes it. Written
-- and read only by the functions (notify-me, admin-catalog) with the service role (ADR 051).

create table public.kit_notify_requests (
  id bigint generated always as identity primary key,
  kit_slug text not null references public.kit_offers (kit_slug) on delete cascade,
  email text not null
    constraint kit_notify_requests_email_valid check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$'),
  -- The language of the page it was asked on: the email is written in it.
  locale text not null default 'en' constraint kit_notify_requests_locale_known check (locale in ('en', 'fr')),
  -- The form's consent box was ticked at this time (asking again renews it).
  consented_at timestamptz not null default now(),
  -- The unsubscribe link's secret: random, one per request.
  unsubscribe_token uuid not null default gen_random_uuid() constraint kit_notify_requests_token_key unique,
  -- Set when the on-sale email was sent: one email per request, even if the kit goes on sale again.
  notified_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.kit_notify_requests is
  'Visitors who asked to be told when a kit not on sale can be bought: email, language, consent time, unsubscribe token, when the one on-sale email went out, when they unsubscribed. Service role only.';

create unique index kit_notify_requests_kit_email_key on public.kit_notify_requests (kit_slug, lower(email));

alter table public.kit_notify_requests enable row level security;
-- No policy and no privilege for visitors or members: the addresses are the owner's to see, through
-- admin-catalog, and the visitor's form goes through notify-me.
revoke all on public.kit_notify_requests from public, anon, authenticated;
grant all on public.kit_notify_requests to service_role;
