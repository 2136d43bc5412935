-- The owner's actions and their append-only trail (ADR 036): each admin_* function makes its change and
-- writes its audit row in one transaction, so an action that could not be recorded did not happen. The
-- admin functions call them with the service role after requireAdmin (second factor included).

-- Triggers admin_audit_log_no_update_or_delete and admin_audit_log_no_truncate.
create or replace function public.admin_audit_log_refuse_change()
  returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'admin_audit_log is append-only: % is refused', tg_op
    using errcode = 'insufficient_privilege';
end;
$$;

comment on function public.admin_audit_log_refuse_change() is
  'Refuses UPDATE, DELETE and TRUNCATE on admin_audit_log for every role, its owner included.';

revoke execute on function public.admin_audit_log_refuse_change()
  from public, anon, authenticated, service_role;

-- One row of the trail. The actor must be an admin; the email is read from auth.users here (not taken
-- from the caller) and kept as it was at the time.
create or replace function public.record_admin_action(
  p_actor uuid,
  p_action text,
  p_order_id uuid,
  p_subject_table text,
  p_subject_id text,
  p_details jsonb
)
  returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  found_email text;
begin
  select u.email into found_email
    from auth.users u join public.admin_users a on a.user_id = u.id
    where u.id = p_actor;
  if found_email is null then
    raise exception 'record_admin_action: % is not an admin', p_actor using errcode = 'insufficient_privilege';
  end if;
  insert into public.admin_audit_log (actor_id, actor_email, action, order_id, subject_table, subject_id, details)
    values (p_actor, found_email, p_action, p_order_id, p_subject_table, p_subject_id, p_details);
end;
$$;

comment on function public.record_admin_action(uuid, text, uuid, text, text, jsonb) is
  'Appends one row to admin_audit_log for an admin; called only by the admin_* functions, inside their transaction.';

revoke execute on function public.record_admin_action(uuid, text, uuid, text, text, jsonb)
  from public, anon, authenticated, service_role;

-- Ship: mark_order_shipped, recorded when it shipped (a refused or repeated click changes nothing and
-- records nothing).
create or replace function public.admin_ship_order(
  p_actor uuid,
  p_order_id uuid,
  p_carrier text,
  p_tracking_number text,
  p_tracking_url text
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  result jsonb;
begin
  result := public.mark_order_shipped(
    p_order_id => p_order_id,
    p_carrier => p_carrier,
    p_tracking_number => p_tracking_number,
    p_tracking_url => p_tracking_url
  );
  if result ->> 'outcome' = 'shipped' then
    perform public.record_admin_action(p_actor, 'ship', p_order_id, 'orders', p_order_id::text,
      jsonb_build_object('carrier', p_carrier, 'tracking_number', p_tracking_number));
  end if;
  return result;
end;
$$;

comment on function public.admin_ship_order(uuid, uuid, text, text, text) is
  'The owner''s "mark shipped": mark_order_shipped() and, when it shipped, its audit row, in one transaction.';

revoke execute on function public.admin_ship_order(uuid, uuid, text, text, text)
  from public, anon, authenticated;
grant execute on function public.admin_ship_order(uuid, uuid, text, text, text) to service_role;

-- Refund, step 2: Stripe answered; finish_refund and the audit row together. The amount is the one
-- begin_refund decided and Stripe accepted; a refund Stripe failed at once moved no money and records
-- nothing.
create or replace function public.admin_finish_refund(
  p_actor uuid,
  p_refund_id uuid,
  p_stripe_refund_id text,
  p_status text,
  p_failure_reason text
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  result jsonb;
  done record;
begin
  result := public.finish_refund(
    p_refund_id => p_refund_id,
    p_stripe_refund_id => p_stripe_refund_id,
    p_status => p_status,
    p_failure_reason => p_failure_reason
  );
  if result ->> 'outcome' = 'refunded' then
    select r.order_id, r.order_item_id, r.amount_cents, o.currency, i.kit_slug, i.kit_title
      into done
      from public.refunds r
      join public.orders o on o.id = r.order_id
      left join public.order_items i on i.id = r.order_item_id
      where r.id = p_refund_id;
    perform public.record_admin_action(p_actor, 'refund', done.order_id, 'refunds', p_refund_id::text,
      jsonb_build_object(
        'amount_cents', done.amount_cents,
        'currency', done.currency,
        'order_item_id', done.order_item_id,
        'kit_slug', done.kit_slug,
        'kit_title', done.kit_title,
        'stripe_refund_id', p_stripe_refund_id,
        'status', result ->> 'status'
      ));
  end if;
  return result;
end;
$$;

comment on function public.admin_finish_refund(uuid, uuid, text, text, text) is
  'The owner''s refund once Stripe answered: finish_refund() and, when it refunded, its audit row (amount, kit), in one transaction.';

revoke execute on function public.admin_finish_refund(uuid, uuid, text, text, text)
  from public, anon, authenticated;
grant execute on function public.admin_finish_refund(uuid, uuid, text, text, text) to service_role;

-- Resend: the receipt with each kit's one link goes out again (links are derived in the function), so the
-- row records the email once it was sent, with the kits it carried.
create or replace function public.admin_record_resend(p_actor uuid, p_order_id uuid, p_kits jsonb)
  returns void
  language sql security definer set search_path = ''
as $$
  select public.record_admin_action(p_actor, 'resend', p_order_id, 'orders', p_order_id::text,
    jsonb_build_object('kits', p_kits));
$$;

comment on function public.admin_record_resend(uuid, uuid, jsonb) is
  'The owner''s "resend download email": its audit row, written once the email was sent, with the kits it carried.';

revoke execute on function public.admin_record_resend(uuid, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.admin_record_resend(uuid, uuid, jsonb) to service_role;

-- Reset link: the kit's links stop working and its next one (derived in the function) is stored,
-- recorded when it was reset.
create or replace function public.admin_reset_download_link(
  p_actor uuid,
  p_order_item_id uuid,
  p_generation integer,
  p_token_hash text
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  result jsonb;
  item record;
begin
  result := public.reset_download_link(
    p_order_item_id => p_order_item_id,
    p_generation => p_generation,
    p_token_hash => p_token_hash
  );
  if result ->> 'outcome' = 'reset' then
    select i.order_id, i.kit_slug, i.kit_title into item from public.order_items i where i.id = p_order_item_id;
    perform public.record_admin_action(p_actor, 'reset_link', item.order_id, 'order_items', p_order_item_id::text,
      jsonb_build_object('kit_slug', item.kit_slug, 'kit_title', item.kit_title));
  end if;
  return result;
end;
$$;

comment on function public.admin_reset_download_link(uuid, uuid, integer, text) is
  'The owner''s "reset link": reset_download_link() and, when it reset, its audit row, in one transaction.';

revoke execute on function public.admin_reset_download_link(uuid, uuid, integer, text)
  from public, anon, authenticated;
grant execute on function public.admin_reset_download_link(uuid, uuid, integer, text) to service_role;

-- Review moderation: the new status (and kit, when p_change_kit) with the audit row. Null when no such
-- review.
create or replace function public.admin_moderate_review(
  p_actor uuid,
  p_review_id bigint,
  p_status text,
  p_kit_slug text default null,
  p_change_kit boolean default false
)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  before_status text;
  after_row public.reviews;
begin
  select r.status into before_status from public.reviews r where r.id = p_review_id for update;
  if not found then
    return null;
  end if;
  update public.reviews
    set status = p_status,
        moderated_at = now(),
        kit_slug = case when p_change_kit then p_kit_slug else kit_slug end
    where id = p_review_id
    returning * into after_row;
  perform public.record_admin_action(p_actor, 'moderate_review', null, 'reviews', p_review_id::text,
    jsonb_build_object('status', after_row.status, 'previous_status', before_status, 'kit_slug', after_row.kit_slug));
  return jsonb_build_object(
    'id', after_row.id, 'name', after_row.name, 'email', after_row.email, 'rating', after_row.rating,
    'review', after_row.review, 'status', after_row.status, 'kit_slug', after_row.kit_slug,
    'created_at', after_row.created_at, 'moderated_at', after_row.moderated_at
  );
end;
$$;

comment on function public.admin_moderate_review(uuid, bigint, text, text, boolean) is
  'The owner approves, hides or re-opens a review (and names its kit) with its audit row, in one transaction; null for an unknown review.';

revoke execute on function public.admin_moderate_review(uuid, bigint, text, text, boolean)
  from public, anon, authenticated;
grant execute on function public.admin_moderate_review(uuid, bigint, text, text, boolean) to service_role;

-- A contact message marked answered (or waiting again), with the audit row. Null when no such message.
create or replace function public.admin_answer_message(p_actor uuid, p_message_id bigint, p_answered boolean)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  after_row public.contact_messages;
begin
  update public.contact_messages
    set answered_at = case when p_answered then now() end
    where id = p_message_id
    returning * into after_row;
  if not found then
    return null;
  end if;
  perform public.record_admin_action(p_actor, 'answer_message', null, 'contact_messages', p_message_id::text,
    jsonb_build_object('answered', p_answered));
  return jsonb_build_object(
    'id', after_row.id, 'name', after_row.name, 'email', after_row.email, 'message', after_row.message,
    'created_at', after_row.created_at, 'answered_at', after_row.answered_at
  );
end;
$$;

comment on function public.admin_answer_message(uuid, bigint, boolean) is
  'The owner marks a contact message answered or waiting, with its audit row, in one transaction; null for an unknown message.';

revoke execute on function public.admin_answer_message(uuid, bigint, boolean)
  from public, anon, authenticated;
grant execute on function public.admin_answer_message(uuid, bigint, boolean) to service_role;

-- The waitlist as exported (email, age range, consent time), oldest first; the export is recorded with
-- its row count before the file leaves the database.
create or replace function public.admin_export_waitlist(p_actor uuid)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  exported jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object('email', w.email, 'age_range', w.age_range, 'created_at', w.created_at)
                            order by w.created_at, w.id), '[]'::jsonb)
    into exported
    from public.waitlist w;
  perform public.record_admin_action(p_actor, 'export_waitlist', null, 'waitlist', null,
    jsonb_build_object('rows', jsonb_array_length(exported)));
  return exported;
end;
$$;

comment on function public.admin_export_waitlist(uuid) is
  'The waitlist for the owner''s CSV export, with the export''s audit row (row count), in one transaction.';

revoke execute on function public.admin_export_waitlist(uuid) from public, anon, authenticated;
grant execute on function public.admin_export_waitlist(uuid) to service_role;

-- An order's history for its admin page, oldest first.
create or replace function public.admin_order_history(p_order_id uuid)
  returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', l.id, 'at', l.at, 'actor_email', l.actor_email, 'action', l.action,
      'subject_table', l.subject_table, 'subject_id', l.subject_id, 'details', l.details
    ) order by l.at, l.id), '[]'::jsonb)
  from public.admin_audit_log l
  where l.order_id = p_order_id;
$$;

comment on function public.admin_order_history(uuid) is
  'The audit rows of one order (who did what, when), oldest first, for the owner''s order page.';

revoke execute on function public.admin_order_history(uuid) from public, anon, authenticated;
grant execute on function public.admin_order_history(uuid) to service_role;
