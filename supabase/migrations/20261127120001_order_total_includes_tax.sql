-- Issue 29 §4 (ADR 052): a paid order's total is what Stripe charged, its sales tax included, so the check
-- that the total adds up counts the tax. Orders without tax (tax_cents 0) read as before.
alter table public.orders
  drop constraint orders_total_adds_up,
  add constraint orders_total_adds_up check (total_cents = subtotal_cents + shipping_cents + tax_cents);
