-- Issue 29 §7 (ADR 054): a digital kit is bought with a licence. 'family' is the kit's digital price, as
-- every kit was sold before; 'party' (one event, up to 12 children) and 'classroom' (one teacher's class,
-- up to 30 children) are priced by the owner per kit and region in /admin, and a licence without a price
-- is not sold there. The party licence starts at each kit's family price; the classroom licence starts
-- unsold, for the owner to price.
alter table public.kit_offers
  add column party_us_cents integer
    constraint kit_offers_party_us_range check (party_us_cents between 100 and 99999),
  add column party_ca_cents integer
    constraint kit_offers_party_ca_range check (party_ca_cents between 100 and 99999),
  add column classroom_us_cents integer
    constraint kit_offers_classroom_us_range check (classroom_us_cents between 100 and 99999),
  add column classroom_ca_cents integer
    constraint kit_offers_classroom_ca_range check (classroom_ca_cents between 100 and 99999);

comment on column public.kit_offers.party_us_cents is
  'The party licence of the digital kit in the US (USD cents); null: not sold there.';
comment on column public.kit_offers.party_ca_cents is
  'The party licence of the digital kit in Canada (CAD cents); null: not sold there.';
comment on column public.kit_offers.classroom_us_cents is
  'The classroom licence of the digital kit in the US (USD cents); null: not sold there.';
comment on column public.kit_offers.classroom_ca_cents is
  'The classroom licence of the digital kit in Canada (CAD cents); null: not sold there.';

update public.kit_offers set party_us_cents = digital_us_cents, party_ca_cents = digital_ca_cents;

-- Each order item keeps the licence it was bought with and, for a party or a classroom, the children's
-- names the buyer gave at checkout (each gets a welcome poster and a certificate in the kit). The names
-- are personal data about children: public.purge_child_names() clears them after the retention, as it
-- does the printed order's name. How many names a licence holds is checked by create-checkout (domain
-- licences.ts); the column only refuses what no licence allows. RLS is unchanged: order items are read
-- and written through the order functions only.
alter table public.order_items
  add column licence text not null default 'family'
    constraint order_items_licence_known check (licence in ('family', 'party', 'classroom')),
  add column child_names text[]
    constraint order_items_child_names_count check (cardinality(child_names) between 1 and 30),
  add constraint order_items_licence_digital_only check (format = 'digital' or licence = 'family'),
  add constraint order_items_child_names_digital_only check (format = 'digital' or child_names is null);

comment on column public.order_items.licence is
  'The licence a digital kit was bought with: family (one household), party (one event) or classroom (one teacher''s class). Printed kits: family.';
comment on column public.order_items.child_names is
  'The children''s names a party or classroom licence personalises the kit for, as given at checkout (1 to 30). Cleared by public.purge_child_names() after the retention.';
