-- Promotion codes and bundles (issue 29, point 3; docs/decisions/053-bundles-and-promotion-codes.md).
-- An order keeps what it was discounted and why (a promotion code as the buyer typed it, or the bundle
-- rule's id); the owner sets the bundle's price per region like the kits' prices (a catalog row the
-- pages read), and creates promotion codes from /admin, which Stripe Checkout honours: one row per code
-- here, beside its Stripe coupon and promotion code. Functions: schemas/orders.sql, catalog.sql,
-- promotions.sql.

-- The order's discount. Invariant (issue 29 money contract): total = subtotal - discount + shipping
-- (+ tax where the sales-tax migration added it).
alter table public.orders
  add column discount_cents integer not null default 0
    constraint orders_discount_within_subtotal check (discount_cents >= 0 and discount_cents <= subtotal_cents),
  add column discount_label text
    constraint orders_discount_label_length check (char_length(discount_label) between 1 and 64);

comment on column public.orders.discount_cents is
  'What the order was discounted, in cents, taken off the kits (never the shipping): a bundle''s saving, known when the order is created, or a promotion code''s, as Stripe Checkout applied it.';
comment on column public.orders.discount_label is
  'Why: the promotion code (e.g. SPRING10) or the bundle rule''s id (digital-3); null without a discount.';

-- The total adds the discount in. Written against the columns present, so the sales-tax migration's
-- tax_cents (an earlier timestamp, merged from another branch) keeps its place in the sum.
do $$
begin
  alter table public.orders drop constraint orders_total_adds_up;
  if exists (
    select 1 from information_schema.columns
     where table_schema = 'public' and table_name = 'orders' and column_name = 'tax_cents'
  ) then
    execute 'alter table public.orders add constraint orders_total_adds_up
               check (total_cents = subtotal_cents - discount_cents + shipping_cents + tax_cents)';
  else
    execute 'alter table public.orders add constraint orders_total_adds_up
               check (total_cents = subtotal_cents - discount_cents + shipping_cents)';
  end if;
end;
$$;

-- The bundle: any 3 digital kits (domain/bundles.ts) for one price per region, which the owner may change
-- or switch off. One row, public to read like the kits' prices (the pages carry it, ADR 051).
create table public.kit_bundle (
  id boolean primary key default true constraint kit_bundle_one_row check (id),
  active boolean not null default true,
  -- Integer cents of the region's currency, as the kits' prices: $1 to $999.99.
  price_us_cents integer not null constraint kit_bundle_price_us_range check (price_us_cents between 100 and 99999),
  price_ca_cents integer not null constraint kit_bundle_price_ca_range check (price_ca_cents between 100 and 99999),
  updated_at timestamptz not null default now()
);

comment on table public.kit_bundle is
  'The digital-kit bundle (one row): whether it is offered and what a bundle costs per region, in cents. Public read; written through admin_set_bundle() only.';

alter table public.kit_bundle enable row level security;
revoke all on public.kit_bundle from public, anon, authenticated;
grant select on public.kit_bundle to anon, authenticated;
grant all on public.kit_bundle to service_role;

create policy "Everyone can read the bundle's price"
  on public.kit_bundle for select to anon, authenticated
  using (true);

-- The spec's placeholder (domain/bundles.ts defaultBundle; a backend test compares them).
insert into public.kit_bundle (id, active, price_us_cents, price_ca_cents) values (true, true, 4999, 5999);

-- The owner's promotion codes. Stripe holds the coupon (percent or amount per currency) and the
-- promotion code (its expiry and usage limit, which Stripe Checkout enforces); this row keeps what the
-- owner asked for, including the start, which Stripe does not know: a code starting later is created
-- inactive in Stripe and switched on once its start has passed (live_in_stripe).
create table public.promotion_codes (
  id uuid primary key default gen_random_uuid(),
  -- As Stripe takes it: letters, digits and dashes; unique, whatever the case, among codes not deactivated.
  code text not null constraint promotion_codes_code_format check (code ~ '^[A-Za-z0-9][A-Za-z0-9-]{2,31}$'),
  kind text not null constraint promotion_codes_kind_known check (kind in ('percent', 'amount')),
  percent_off integer constraint promotion_codes_percent_range check (percent_off between 1 and 100),
  amount_off_us_cents integer constraint promotion_codes_amount_us_range check (amount_off_us_cents between 1 and 99999),
  amount_off_ca_cents integer constraint promotion_codes_amount_ca_range check (amount_off_ca_cents between 1 and 99999),
  starts_at timestamptz not null,
  -- Null: no end date.
  ends_at timestamptz,
  -- Null: no usage limit.
  max_uses integer constraint promotion_codes_max_uses_range check (max_uses between 1 and 100000),
  stripe_coupon_id text not null,
  stripe_promotion_code_id text not null constraint promotion_codes_stripe_id_key unique,
  live_in_stripe boolean not null default false,
  deactivated_at timestamptz,
  created_at timestamptz not null default now(),
  constraint promotion_codes_kind_amounts check (
    (kind = 'percent' and percent_off is not null and amount_off_us_cents is null and amount_off_ca_cents is null)
    or (kind = 'amount' and percent_off is null and amount_off_us_cents is not null and amount_off_ca_cents is not null)
  ),
  constraint promotion_codes_ends_after_start check (ends_at > starts_at)
);

comment on table public.promotion_codes is
  'The owner''s promotion codes: percent or amount per currency, start, end, usage limit, their Stripe coupon and promotion code, whether Stripe has it switched on, when the owner deactivated it. Service role only.';

create unique index promotion_codes_open_code_key on public.promotion_codes (upper(code)) where deactivated_at is null;

alter table public.promotion_codes enable row level security;
-- No policy and no privilege for visitors or members: the codes are the owner's, read and written through
-- admin-promotions (service role) after the second factor; buyers type them on Stripe's page.
revoke all on public.promotion_codes from public, anon, authenticated;
grant all on public.promotion_codes to service_role;

-- The owner's new actions join the audit trail. Added to the lists the checks hold now, so actions
-- another migration added (merged from another branch) stay allowed.
do $$
declare
  actions text[];
  subjects text[];
begin
  select array_agg(distinct m[1]) into actions
    from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as m
   where c.conname = 'admin_audit_log_action_known';
  select array_agg(distinct m[1]) into subjects
    from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as m
   where c.conname = 'admin_audit_log_subject_known';
  actions := array(select distinct unnest(actions || array['create_promotion', 'deactivate_promotion', 'edit_bundle']) order by 1);
  subjects := array(select distinct unnest(subjects || array['promotion_codes', 'kit_bundle']) order by 1);
  alter table public.admin_audit_log drop constraint admin_audit_log_action_known;
  execute format('alter table public.admin_audit_log add constraint admin_audit_log_action_known check (action = any (%L::text[]))', actions);
  alter table public.admin_audit_log drop constraint admin_audit_log_subject_known;
  execute format('alter table public.admin_audit_log add constraint admin_audit_log_subject_known check (subject_table = any (%L::text[]))', subjects);
end;
$$;
