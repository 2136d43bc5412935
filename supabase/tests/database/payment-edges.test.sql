-- Payment edge cases (issue 25 §6): a refund that fails after Stripe first called it succeeded, a
-- refund that reaches an order still pending, and shipping while a payment is disputed.
-- Runs inside one transaction that is rolled back, so it leaves nothing behind.
begin;
select plan(29);

set local role service_role;

-- Three paid orders and one pending, each with a digital kit (a link) and a printed kit.
create temporary table orders_under_test (tag text primary key, id uuid) on commit drop;
do $$
declare
  tag text;
  created jsonb;
begin
  foreach tag in array array['fails', 'dashboard', 'disputed', 'pending'] loop
    created := tests.pending_order('ca',
      '[{"kit_slug":"easter-bunny","kit_title":"Easter Bunny Hunt","format":"digital","quantity":1,"unit_cents":2499},
        {"kit_slug":"cool-bunny","kit_title":"Cool Bunny Hunt","format":"printed","quantity":1,"unit_cents":4999}]',
      'cs_test_' || tag);
    if tag <> 'pending' then
      -- The webhook stores the digital kit's first link with the payment (ADR 035).
      perform public.complete_checkout('evt_paid_' || tag, 'cs_test_' || tag, 7498, 'cad', 'pi_' || tag, null,
        (select jsonb_agg(jsonb_build_object('item_id', i.id, 'token_hash', md5(tag) || md5(tag)))
           from public.order_items i where i.order_id = (created ->> 'id')::uuid and i.format = 'digital'));
    end if;
    insert into orders_under_test values (tag, (created ->> 'id')::uuid);
  end loop;
end;
$$;

create function pg_temp.order_of(p_tag text) returns public.orders language sql as
  $$select o.* from public.orders o join orders_under_test t on t.id = o.id where t.tag = p_tag$$;
create function pg_temp.working_links(p_tag text) returns integer language sql as $$
  select count(*)::int from public.download_tokens d join public.order_items i on i.id = d.order_item_id
    join orders_under_test t on t.id = i.order_id where t.tag = p_tag and d.revoked_at is null$$;

-- An owner's refund of the whole order: recorded pending, then Stripe answers succeeded.
create temporary table begun on commit drop as
  select public.begin_refund((select id from orders_under_test where tag = 'fails'), null) as result;
select is(
  (select r.status from public.refunds r where r.id = (select (result ->> 'refund_id')::uuid from begun)),
  'pending',
  'An owner''s refund is pending until Stripe answers'
);
select is(
  (select public.finish_refund((result ->> 'refund_id')::uuid, 're_fails', 'succeeded') ->> 'status' from begun),
  'refunded',
  'Stripe''s success refunds the order'
);
select is(pg_temp.working_links('fails'), 0, 'The refund closes the order''s links');

-- Days later the card refuses the money: refund.updated, then refund.failed and charge.refund.updated.
create temporary table failure on commit drop as
  select public.record_refund_update('evt_refund_failed', 'refund.updated', now(), 're_fails', 'pi_fails', '',
    (select result ->> 'refund_id' from begun), 7498, 'failed', 'expired_or_canceled_card') as result;
select is((select result ->> 'outcome' from failure), 'failed', 'The failure is recorded once, for the owner''s email');
select is(
  (select result ->> 'failure_reason' from failure),
  'expired_or_canceled_card',
  'The failure keeps Stripe''s reason'
);
select is(
  (select (r.status, r.failure_reason)::text from public.refunds r where r.stripe_refund_id = 're_fails'),
  '(failed,expired_or_canceled_card)',
  'The refund row says failed and why'
);
select is((pg_temp.order_of('fails')).status, 'paid', 'With no refund standing the order is paid again');
select is((pg_temp.order_of('fails')).refunded_at, null, 'and no longer has a refund date');
select is(pg_temp.working_links('fails'), 0, 'A failed refund leaves the links as they were: closed');
select is(
  (select public.record_refund_update('evt_refund_failed_again', 'refund.failed', now(), 're_fails', 'pi_fails', '',
      '', 7498, 'failed', 'expired_or_canceled_card') ->> 'outcome'),
  'unchanged',
  'The other failure events of the same refund change nothing (and send no second email)'
);
select is(
  (select public.record_refund_update('evt_refund_failed', 'refund.updated', now(), 're_fails', 'pi_fails', '',
      '', 7498, 'failed', 'expired_or_canceled_card') ->> 'outcome'),
  'duplicate',
  'A redelivered event is a no-op'
);
select is(
  (select public.refund_charge('evt_stale_charge', 'pi_fails', '', 7498, now() - interval '1 hour') ->> 'outcome'),
  'paid',
  'A charge.refunded taken before the failure does not count the failed refund again'
);
select is(
  (select jsonb_build_object('cents', d -> 'refunded_cents', 'status', d -> 'refunds' -> 0 -> 'status',
      'reason', d -> 'refunds' -> 0 -> 'failure_reason')
     from (select public.admin_order_detail((select id from orders_under_test where tag = 'fails')) as d) detail),
  '{"cents": 0, "status": "failed", "reason": "expired_or_canceled_card"}'::jsonb,
  'The owner''s page counts only standing refunds and shows the failure with its reason'
);
select is(
  (select sum((day ->> 'refunded_cents')::int)::int
     from jsonb_array_elements(public.admin_sales(current_date - 1, current_date + 1, 'UTC')) day),
  0,
  'The sales chart counts nothing refunded while the only refund failed'
);

-- A refund that fails at once leaves the links working.
create temporary table instant on commit drop as
  select public.begin_refund((select id from orders_under_test where tag = 'disputed'), null) as result;
select is(
  (select public.finish_refund((result ->> 'refund_id')::uuid, 're_instant', 'failed', 'declined') ->> 'outcome'
     from instant),
  'failed',
  'A refund Stripe fails at once is recorded failed'
);
select is(
  (select (pg_temp.order_of('disputed')).status || ':' || pg_temp.working_links('disputed')),
  'paid:1',
  'and the order stays paid with its link working'
);

-- A dashboard refund, recorded from charge.refunded without its id, then failing.
select public.refund_charge('evt_dashboard_refund', 'pi_dashboard', '', 1000, now());
select is((pg_temp.order_of('dashboard')).status, 'partially_refunded', 'A partial dashboard refund is recorded');
select is(
  (select public.record_refund_update('evt_dashboard_failed', 'refund.failed', now(), 're_dashboard', 'pi_dashboard',
      '', '', 1000, 'failed', 'lost_or_stolen_card') ->> 'outcome'),
  'failed',
  'Its failure finds it by payment and amount'
);
select is(
  (select count(*)::int from public.refunds r
    where r.order_id = (select id from orders_under_test where tag = 'dashboard') and r.stripe_refund_id = 're_dashboard'
      and r.status = 'failed'),
  1,
  'and claims that row instead of adding another'
);
select is((pg_temp.order_of('dashboard')).status, 'paid', 'The order is paid again');
select is(
  (select public.record_refund_update('evt_unknown_refund', 'refund.updated', now(), 're_elsewhere', 'pi_dashboard',
      '', '', 300, 'succeeded', null) ->> 'outcome'),
  'unrecorded',
  'A succeeded refund not yet recorded is left to charge.refunded'
);

-- Shipping while a payment is disputed.
select public.record_dispute('evt_dispute_open', 'pi_disputed', 'dp_disputed', 'open');
select is(
  public.mark_order_shipped((select id from orders_under_test where tag = 'disputed'), 'Canada Post', '7023 2101', null),
  '{"outcome": "disputed", "dispute_status": "open"}'::jsonb,
  'An order is not marked shipped while its dispute is open'
);
select is((pg_temp.order_of('disputed')).shipped_at, null, 'and nothing about it changes');
select public.record_dispute('evt_dispute_won', 'pi_disputed', 'dp_disputed', 'won');
select is(
  public.mark_order_shipped((select id from orders_under_test where tag = 'disputed'), 'Canada Post', '7023 2101', null)
    ->> 'outcome',
  'shipped',
  'Once the dispute is won it ships'
);
select public.record_dispute('evt_dispute_lost_open', 'pi_dashboard', 'dp_dashboard', 'open');
select public.record_dispute('evt_dispute_lost', 'pi_dashboard', 'dp_dashboard', 'lost');
select is(
  public.mark_order_shipped((select id from orders_under_test where tag = 'dashboard'), 'Canada Post', '7023 2101', null),
  '{"outcome": "disputed", "dispute_status": "lost"}'::jsonb,
  'Nor after the dispute was lost: the money went back to the buyer'
);

-- A refund that reaches an order still pending.
select is(
  (select public.refund_charge('evt_early_refund', 'pi_pending', (select id::text from orders_under_test where tag = 'pending'),
      7498, now()) ->> 'outcome'),
  'refunded_before_payment',
  'A refund of a pending order closes it'
);
select is(
  (select public.complete_checkout('evt_late_completion', 'cs_test_pending', 7498, 'cad', 'pi_pending', null) ->> 'outcome'),
  'not_pending',
  'The late checkout.session.completed does not pay it'
);
select is(
  (select (o.status, o.paid_at is null, pg_temp.working_links('pending'), o.stripe_payment_intent)::text
     from pg_temp.order_of('pending') o),
  '(refunded,t,0,pi_pending)',
  'It stays refunded, never paid, with no link, and knows its payment for later events'
);

select tests.authenticate_as_visitor();
select throws_ok(
  $$select public.record_refund_update('evt_x', 'refund.failed', now(), 're_x', 'pi_x', '', '', 1, 'failed', null)$$,
  '42501', null, 'A visitor cannot record a refund''s fate'
);

select * from finish();
rollback;
