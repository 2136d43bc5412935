-- Issue 25 §6: a printed kit does not leave while its payment is disputed. An open dispute may still
-- take the money back, and a lost one already has; either way shipping would give the kit away.
-- The shipping rules of 20261124000200 keep their body under a new name (their grants go with it);
-- the dispute check runs first, on the same locked row.

alter function public.mark_order_shipped(uuid, text, text, text) rename to mark_order_shipped_when_undisputed;

comment on function public.mark_order_shipped_when_undisputed(uuid, text, text, text) is
  'The shipping rules of 20261124000200 (paid, printed, not yet shipped); called by mark_order_shipped once no dispute holds the order.';

-- Outcomes: disputed (with dispute_status open or lost; nothing changes, no email), or those of
-- mark_order_shipped_when_undisputed: shipped, already_shipped, not_paid, no_printed_kit, unknown_order.
create function public.mark_order_shipped(
  p_order_id uuid,
  p_carrier text,
  p_tracking_number text,
  p_tracking_url text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  held text;
begin
  select o.dispute_status into held from public.orders o where o.id = p_order_id for update;
  if held in ('open', 'lost') then
    return jsonb_build_object('outcome', 'disputed', 'dispute_status', held);
  end if;
  return public.mark_order_shipped_when_undisputed(p_order_id, p_carrier, p_tracking_number, p_tracking_url);
end;
$$;

comment on function public.mark_order_shipped(uuid, text, text, text) is
  'Marks a paid order''s printed kits shipped, refused (outcome disputed) while a payment dispute is open or after it was lost.';

revoke execute on function public.mark_order_shipped(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.mark_order_shipped(uuid, text, text, text) to service_role;
