-- Issue 18: a digital kit is one licence per order line (quantity 1); printed kits keep 1-10
-- (order_items_quantity_1_to_10). The domain's cart schema refuses anything else first; this keeps the
-- table true whatever writes to it. `not valid`: orders taken before the rule keep their lines.
alter table public.order_items
  add constraint order_items_digital_one_licence check (format <> 'digital' or quantity = 1) not valid;

comment on constraint order_items_digital_one_licence on public.order_items is
  'A digital kit is one licence per line: quantity 1.';
