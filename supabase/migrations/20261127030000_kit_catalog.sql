-- The catalog moves from code constants to the database (issue 29, point 1): each kit's prices per
-- format and region and its sale state, and the printed kits' season, edited by the owner in /admin.
-- The prerendered pages read it at build time (anon key), create-checkout at request time (service
-- role); the owner writes only through the admin_* functions of schemas/catalog.sql, which write the
-- audit row in the same transaction (docs/decisions/051-catalog-in-the-database.md).

create table public.kit_offers (
  -- The kits themselves (titles, texts, pictures) stay in the domain; a row per kit slug it lists.
  kit_slug text primary key constraint kit_offers_slug_format check (kit_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- buy: sold online; contact: 'Contact Us to Purchase'; unavailable; coming-soon. The last three
  -- offer 'Tell me when it's available'.
  sale_state text not null constraint kit_offers_sale_state_known check (
    sale_state in ('buy', 'contact', 'unavailable', 'coming-soon')
  ),
  -- Integer cents of the region's currency (us: USD, ca: CAD); between $1 and $999.99.
  digital_us_cents integer not null constraint kit_offers_digital_us_range check (digital_us_cents between 100 and 99999),
  digital_ca_cents integer not null constraint kit_offers_digital_ca_range check (digital_ca_cents between 100 and 99999),
  printed_us_cents integer not null constraint kit_offers_printed_us_range check (printed_us_cents between 100 and 99999),
  printed_ca_cents integer not null constraint kit_offers_printed_ca_range check (printed_ca_cents between 100 and 99999),
  updated_at timestamptz not null default now()
);

comment on table public.kit_offers is
  'What each kit sells for and whether it is on sale: prices in cents per format and region, sale state. Public read; written by the owner through admin_update_kit_offer() only.';

create table public.printed_season (
  -- One row: the season is one rule for every printed kit.
  id boolean primary key default true constraint printed_season_one_row check (id),
  -- The order-by day is this many days before each year's Easter Sunday; null keeps the spec's
  -- fixed April 4th.
  days_before_easter integer constraint printed_season_days_range check (days_before_easter between 0 and 60),
  updated_at timestamptz not null default now()
);

comment on table public.printed_season is
  'The printed kits'' Easter order-by rule (one row): N days before each year''s Easter Sunday, or null for the spec''s April 4th. Public read; written through admin_set_printed_season() only.';

alter table public.kit_offers enable row level security;
alter table public.printed_season enable row level security;

revoke all on public.kit_offers, public.printed_season from public, anon, authenticated;
grant select on public.kit_offers, public.printed_season to anon, authenticated;
grant all on public.kit_offers, public.printed_season to service_role;

create policy "Everyone can read the kits' prices and sale states"
  on public.kit_offers for select to anon, authenticated
  using (true);

create policy "Everyone can read the printed kits' season"
  on public.printed_season for select to anon, authenticated
  using (true);

-- Today's constants (supabase/functions/_shared/domain/catalog.ts defaultCatalog; a backend test
-- compares them), so the shop is unchanged until the owner edits.
insert into public.kit_offers (kit_slug, sale_state, digital_us_cents, digital_ca_cents, printed_us_cents, printed_ca_cents) values
  ('easter-bunny', 'buy', 1999, 2499, 4999, 4999),
  ('cool-bunny', 'buy', 1999, 2499, 4999, 4999),
  ('pirate-bunny', 'buy', 1999, 2499, 4999, 4999),
  ('space-bunny', 'contact', 1999, 2499, 4999, 4999),
  ('dino-bunny-hunt', 'unavailable', 1999, 2499, 4999, 4999),
  ('princess-fairytale', 'unavailable', 1999, 2499, 4999, 4999),
  ('mystery-detective', 'unavailable', 1999, 2499, 4999, 4999),
  ('superhero-easter', 'unavailable', 1999, 2499, 4999, 4999),
  ('farmyard-hunt', 'buy', 1999, 2499, 4999, 4999);

insert into public.printed_season (id, days_before_easter) values (true, null);

-- The owner's catalog edits join the audit trail.
alter table public.admin_audit_log drop constraint admin_audit_log_action_known;
alter table public.admin_audit_log add constraint admin_audit_log_action_known check (
  action in (
    'refund', 'ship', 'resend', 'reset_link', 'moderate_review', 'answer_message', 'export_waitlist',
    'edit_kit_offer', 'edit_printed_season'
  )
);
alter table public.admin_audit_log drop constraint admin_audit_log_subject_known;
alter table public.admin_audit_log add constraint admin_audit_log_subject_known check (
  subject_table in (
    'orders', 'order_items', 'refunds', 'reviews', 'contact_messages', 'waitlist', 'kit_offers', 'printed_season'
  )
);
