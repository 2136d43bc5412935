/**
 * The public schema as the migrations leave it. Generated from supabase/migrations by
 * `npm run db:types` (supabase/local/db/database-types.ts); do not edit by hand. Import its types
 * from database.ts, which adds what supabase-js and the row helpers derive from it.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type PublicSchema = {
  Tables: {
    admin_audit_log: {
      Row: {
        id: number;
        at: string;
        actor_id: string;
        actor_email: string;
        action: string;
        order_id: string | null;
        subject_table: string;
        subject_id: string | null;
        details: Json;
      };
      Insert: {
        id?: number;
        at?: string;
        actor_id: string;
        actor_email: string;
        action: string;
        order_id?: string | null;
        subject_table: string;
        subject_id?: string | null;
        details?: Json;
      };
      Relationships: [];
    };
    admin_users: {
      Row: {
        user_id: string;
        granted_at: string;
      };
      Insert: {
        user_id: string;
        granted_at?: string;
      };
      Relationships: [];
    };
    clue_generations: {
      Row: {
        id: number;
        user_id: string;
        created_at: string;
      };
      Insert: {
        id?: number;
        user_id?: string;
        created_at?: string;
      };
      Relationships: [];
    };
    clues: {
      Row: {
        id: string;
        user_id: string;
        text: string;
        theme: string;
        difficulty: string;
        location: string;
        created_at: string;
        child_name: string | null;
        locale: string;
      };
      Insert: {
        id?: string;
        user_id?: string;
        text: string;
        theme: string;
        difficulty: string;
        location: string;
        created_at?: string;
        child_name?: string | null;
        locale?: string;
      };
      Relationships: [];
    };
    contact_messages: {
      Row: {
        id: number;
        name: string;
        email: string;
        message: string;
        created_at: string;
        answered_at: string | null;
      };
      Insert: {
        id?: number;
        name: string;
        email: string;
        message: string;
        created_at?: string;
        answered_at?: string | null;
      };
      Relationships: [];
    };
    download_tokens: {
      Row: {
        order_item_id: string;
        created_at: string;
        revoked_at: string | null;
        download_count: number;
        last_download_at: string | null;
        token_hash: string;
        generation: number | null;
        expires_at: string;
      };
      Insert: {
        order_item_id: string;
        created_at?: string;
        revoked_at?: string | null;
        download_count?: number;
        last_download_at?: string | null;
        token_hash: string;
        generation?: number | null;
        expires_at: string;
      };
      Relationships: [
        {
          foreignKeyName: 'download_tokens_order_item_id_fkey';
          columns: ['order_item_id'];
          isOneToOne: false;
          referencedRelation: 'order_items';
          referencedColumns: ['id'];
        },
      ];
    };
    form_submission_claims: {
      Row: {
        id: number;
        email_digest: string;
        ip_digest: string;
        created_at: string;
      };
      Insert: {
        id?: number;
        email_digest: string;
        ip_digest: string;
        created_at?: string;
      };
      Relationships: [];
    };
    hunts: {
      Row: {
        id: string;
        user_id: string;
        title: string;
        theme: string;
        difficulty: string;
        age_band: string;
        child_name: string | null;
        treasure: string | null;
        places: string[];
        clue_texts: string[];
        created_at: string;
        updated_at: string;
        locale: string;
      };
      Insert: {
        id?: string;
        user_id: string;
        title?: string;
        theme: string;
        difficulty: string;
        age_band?: string;
        child_name?: string | null;
        treasure?: string | null;
        places: string[];
        clue_texts: string[];
        created_at?: string;
        updated_at?: string;
        locale?: string;
      };
      Relationships: [];
    };
    kit_bundle: {
      Row: {
        id: boolean;
        active: boolean;
        price_us_cents: number;
        price_ca_cents: number;
        updated_at: string;
      };
      Insert: {
        id?: boolean;
        active?: boolean;
        price_us_cents: number;
        price_ca_cents: number;
        updated_at?: string;
      };
      Relationships: [];
    };
    kit_notify_requests: {
      Row: {
        id: number;
        kit_slug: string;
        email: string;
        locale: string;
        consented_at: string;
        unsubscribe_token: string;
        notified_at: string | null;
        unsubscribed_at: string | null;
        created_at: string;
      };
      Insert: {
        id?: number;
        kit_slug: string;
        email: string;
        locale?: string;
        consented_at?: string;
        unsubscribe_token?: string;
        notified_at?: string | null;
        unsubscribed_at?: string | null;
        created_at?: string;
      };
      Relationships: [
        {
          foreignKeyName: 'kit_notify_requests_kit_slug_fkey';
          columns: ['kit_slug'];
          isOneToOne: false;
          referencedRelation: 'kit_offers';
          referencedColumns: ['kit_slug'];
        },
      ];
    };
    kit_offers: {
      Row: {
        kit_slug: string;
        sale_state: string;
        digital_us_cents: number;
        digital_ca_cents: number;
        printed_us_cents: number;
        printed_ca_cents: number;
        updated_at: string;
        party_us_cents: number | null;
        party_ca_cents: number | null;
        classroom_us_cents: number | null;
        classroom_ca_cents: number | null;
      };
      Insert: {
        kit_slug: string;
        sale_state: string;
        digital_us_cents: number;
        digital_ca_cents: number;
        printed_us_cents: number;
        printed_ca_cents: number;
        updated_at?: string;
        party_us_cents?: number | null;
        party_ca_cents?: number | null;
        classroom_us_cents?: number | null;
        classroom_ca_cents?: number | null;
      };
      Relationships: [];
    };
    order_items: {
      Row: {
        id: string;
        order_id: string;
        kit_slug: string;
        kit_title: string;
        format: string;
        quantity: number;
        unit_cents: number;
        line_cents: number | null;
        position: number;
        refunded_at: string | null;
        licence: string;
        child_names: string[] | null;
      };
      Insert: {
        id?: string;
        order_id: string;
        kit_slug: string;
        kit_title: string;
        format: string;
        quantity: number;
        unit_cents: number;
        line_cents?: never;
        position: number;
        refunded_at?: string | null;
        licence?: string;
        child_names?: string[] | null;
      };
      Relationships: [
        {
          foreignKeyName: 'order_items_order_id_fkey';
          columns: ['order_id'];
          isOneToOne: false;
          referencedRelation: 'orders';
          referencedColumns: ['id'];
        },
      ];
    };
    order_rate_claims: {
      Row: {
        id: number;
        kind: string;
        key_digest: string;
        created_at: string;
      };
      Insert: {
        id?: number;
        kind: string;
        key_digest: string;
        created_at?: string;
      };
      Relationships: [];
    };
    orders: {
      Row: {
        id: string;
        number: string;
        email: string;
        user_id: string | null;
        region: string;
        currency: string;
        subtotal_cents: number;
        shipping_cents: number;
        total_cents: number;
        status: string;
        stripe_session_id: string | null;
        stripe_payment_intent: string | null;
        shipping_address: Json | null;
        created_at: string;
        paid_at: string | null;
        refunded_at: string | null;
        shipped_at: string | null;
        carrier: string | null;
        tracking_number: string | null;
        tracking_url: string | null;
        dispute_status: string | null;
        stripe_dispute_id: string | null;
        disputed_at: string | null;
        terms_language: string;
        locale: string;
        kit_locale: string | null;
        child_name: string | null;
        shipping_speed: string | null;
        tax_cents: number;
        tax_lines: Json;
        discount_cents: number;
        discount_label: string | null;
      };
      Insert: {
        id?: string;
        number?: string;
        email: string;
        user_id?: string | null;
        region: string;
        currency: string;
        subtotal_cents: number;
        shipping_cents?: number;
        total_cents: number;
        status?: string;
        stripe_session_id?: string | null;
        stripe_payment_intent?: string | null;
        shipping_address?: Json | null;
        created_at?: string;
        paid_at?: string | null;
        refunded_at?: string | null;
        shipped_at?: string | null;
        carrier?: string | null;
        tracking_number?: string | null;
        tracking_url?: string | null;
        dispute_status?: string | null;
        stripe_dispute_id?: string | null;
        disputed_at?: string | null;
        terms_language?: string;
        locale?: string;
        kit_locale?: string | null;
        child_name?: string | null;
        shipping_speed?: string | null;
        tax_cents?: number;
        tax_lines?: Json;
        discount_cents?: number;
        discount_label?: string | null;
      };
      Relationships: [];
    };
    printed_season: {
      Row: {
        id: boolean;
        days_before_easter: number | null;
        updated_at: string;
      };
      Insert: {
        id?: boolean;
        days_before_easter?: number | null;
        updated_at?: string;
      };
      Relationships: [];
    };
    promotion_codes: {
      Row: {
        id: string;
        code: string;
        kind: string;
        percent_off: number | null;
        amount_off_us_cents: number | null;
        amount_off_ca_cents: number | null;
        starts_at: string;
        ends_at: string | null;
        max_uses: number | null;
        stripe_coupon_id: string;
        stripe_promotion_code_id: string;
        live_in_stripe: boolean;
        deactivated_at: string | null;
        created_at: string;
      };
      Insert: {
        id?: string;
        code: string;
        kind: string;
        percent_off?: number | null;
        amount_off_us_cents?: number | null;
        amount_off_ca_cents?: number | null;
        starts_at: string;
        ends_at?: string | null;
        max_uses?: number | null;
        stripe_coupon_id: string;
        stripe_promotion_code_id: string;
        live_in_stripe?: boolean;
        deactivated_at?: string | null;
        created_at?: string;
      };
      Relationships: [];
    };
    refunds: {
      Row: {
        id: string;
        order_id: string;
        order_item_id: string | null;
        amount_cents: number;
        source: string;
        stripe_refund_id: string | null;
        created_at: string;
        status: string;
        failure_reason: string | null;
        failed_at: string | null;
      };
      Insert: {
        id?: string;
        order_id: string;
        order_item_id?: string | null;
        amount_cents: number;
        source: string;
        stripe_refund_id?: string | null;
        created_at?: string;
        status?: string;
        failure_reason?: string | null;
        failed_at?: string | null;
      };
      Relationships: [
        {
          foreignKeyName: 'refunds_order_id_fkey';
          columns: ['order_id'];
          isOneToOne: false;
          referencedRelation: 'orders';
          referencedColumns: ['id'];
        },
        {
          foreignKeyName: 'refunds_order_item_id_fkey';
          columns: ['order_item_id'];
          isOneToOne: true;
          referencedRelation: 'order_items';
          referencedColumns: ['id'];
        },
      ];
    };
    reviews: {
      Row: {
        id: number;
        name: string;
        email: string;
        rating: number;
        review: string;
        created_at: string;
        status: string;
        kit_slug: string | null;
        moderated_at: string | null;
      };
      Insert: {
        id?: number;
        name: string;
        email: string;
        rating: number;
        review: string;
        created_at?: string;
        status?: string;
        kit_slug?: string | null;
        moderated_at?: string | null;
      };
      Relationships: [];
    };
    stripe_events: {
      Row: {
        id: string;
        type: string;
        received_at: string;
      };
      Insert: {
        id: string;
        type: string;
        received_at?: string;
      };
      Relationships: [];
    };
    waitlist: {
      Row: {
        id: number;
        email: string;
        age_range: string | null;
        created_at: string;
      };
      Insert: {
        id?: number;
        email: string;
        age_range?: string | null;
        created_at?: string;
      };
      Relationships: [];
    };
  };
  Views: {
    [_ in never]: never;
  };
  Functions: {
    admin_answer_message: {
      Args: {
        p_actor: string;
        p_message_id: number;
        p_answered: boolean;
      };
      Returns: Json;
    };
    admin_create_promotion: {
      Args: {
        p_actor: string;
        p_code: string;
        p_kind: string;
        p_percent_off: number;
        p_amount_off_us_cents: number;
        p_amount_off_ca_cents: number;
        p_starts_at: string;
        p_ends_at: string;
        p_max_uses: number;
        p_stripe_coupon_id: string;
        p_stripe_promotion_code_id: string;
      };
      Returns: Json;
    };
    admin_deactivate_promotion: {
      Args: {
        p_actor: string;
        p_promotion_id: string;
      };
      Returns: Json;
    };
    admin_discount_sales: {
      Args: {
        p_from: string;
        p_to: string;
        p_time_zone: string;
      };
      Returns: Json;
    };
    admin_export_waitlist: {
      Args: {
        p_actor: string;
      };
      Returns: Json;
    };
    admin_finish_refund: {
      Args: {
        p_actor: string;
        p_refund_id: string;
        p_stripe_refund_id: string;
        p_status: string;
        p_failure_reason: string;
      };
      Returns: Json;
    };
    admin_list_orders: {
      Args: {
        p_search: string;
        p_status: string;
        p_kit: string;
        p_format: string;
        p_region: string;
        p_limit: number;
        p_offset: number;
      };
      Returns: Json;
    };
    admin_moderate_review: {
      Args: {
        p_actor: string;
        p_review_id: number;
        p_status: string;
        p_kit_slug?: string;
        p_change_kit?: boolean;
      };
      Returns: Json;
    };
    admin_order_detail: {
      Args: {
        p_order_id: string;
      };
      Returns: Json;
    };
    admin_order_history: {
      Args: {
        p_order_id: string;
      };
      Returns: Json;
    };
    admin_record_resend: {
      Args: {
        p_actor: string;
        p_order_id: string;
        p_kits: Json;
      };
      Returns: undefined;
    };
    admin_reset_download_link: {
      Args: {
        p_actor: string;
        p_order_item_id: string;
        p_generation: number;
        p_token_hash: string;
      };
      Returns: Json;
    };
    admin_sales: {
      Args: {
        p_from: string;
        p_to: string;
        p_time_zone: string;
      };
      Returns: Json;
    };
    admin_set_bundle: {
      Args: {
        p_actor: string;
        p_active: boolean;
        p_price_us_cents: number;
        p_price_ca_cents: number;
      };
      Returns: Json;
    };
    admin_set_printed_season: {
      Args: {
        p_actor: string;
        p_days_before_easter: number;
      };
      Returns: Json;
    };
    admin_ship_order: {
      Args: {
        p_actor: string;
        p_order_id: string;
        p_carrier: string;
        p_tracking_number: string;
        p_tracking_url: string;
      };
      Returns: Json;
    };
    admin_update_kit_offer: {
      Args: {
        p_actor: string;
        p_kit_slug: string;
        p_sale_state: string;
        p_digital_us_cents: number;
        p_digital_ca_cents: number;
        p_printed_us_cents: number;
        p_printed_ca_cents: number;
        p_party_us_cents: number;
        p_party_ca_cents: number;
        p_classroom_us_cents: number;
        p_classroom_ca_cents: number;
      };
      Returns: Json;
    };
    approved_reviews: {
      Args: {
        p_kit?: string;
        p_limit?: number;
      };
      Returns: Json;
    };
    attach_checkout_session: {
      Args: {
        p_order_id: string;
        p_session_id: string;
      };
      Returns: undefined;
    };
    begin_refund: {
      Args: {
        p_order_id: string;
        p_order_item_id: string;
      };
      Returns: Json;
    };
    cancel_refund: {
      Args: {
        p_refund_id: string;
      };
      Returns: undefined;
    };
    child_name_retention: { Args: never; Returns: string };
    claim_clue_generations: {
      Args: {
        member: string;
        generations: number;
        per_minute: number;
        per_day: number;
      };
      Returns: {
        allowed: boolean;
        limit_reached: string;
        retry_after_seconds: number;
      }[];
    };
    claim_form_submission: {
      Args: {
        email_hmac: string;
        ip_hmac: string;
        per_email: number;
        per_ip: number;
        window_seconds: number;
      };
      Returns: {
        allowed: boolean;
        retry_after_seconds: number;
      }[];
    };
    claim_order_rate: {
      Args: {
        p_kind: string;
        p_key_hmac: string;
        p_limit: number;
        p_window_seconds: number;
      };
      Returns: boolean;
    };
    claim_stripe_event: {
      Args: {
        p_event_id: string;
        p_type: string;
      };
      Returns: boolean;
    };
    complete_checkout: {
      Args: {
        p_event_id: string;
        p_session_id: string;
        p_amount_total: number;
        p_currency: string;
        p_payment_intent: string;
        p_shipping_address: Json;
        p_links?: Json;
        p_shipping_speed?: string;
        p_shipping_cents?: number;
        p_kit_locale?: string;
        p_tax_cents?: number;
        p_tax_lines?: Json;
        p_discount_cents?: number;
        p_discount_label?: string;
      };
      Returns: Json;
    };
    counts_as_sale: {
      Args: {
        p_status: string;
        p_paid_at: string;
        p_from: string;
        p_to: string;
        p_time_zone: string;
      };
      Returns: boolean;
    };
    create_pending_order: {
      Args: {
        p_email: string;
        p_user_id: string;
        p_region: string;
        p_currency: string;
        p_shipping_cents: number;
        p_items: Json;
        p_terms_language?: string;
        p_locale?: string;
        p_kit_locale?: string;
        p_child_name?: string;
        p_shipping_speed?: string;
        p_discount_cents?: number;
        p_discount_label?: string;
      };
      Returns: Json;
    };
    download_link_lifetime: { Args: never; Returns: string };
    download_token_disputed: {
      Args: {
        p_token: string;
      };
      Returns: boolean;
    };
    download_token_expired: {
      Args: {
        p_token: string;
      };
      Returns: boolean;
    };
    download_token_hash: {
      Args: {
        p_token: string;
      };
      Returns: string;
    };
    expire_checkout: {
      Args: {
        p_event_id: string;
        p_session_id: string;
      };
      Returns: Json;
    };
    expired_kit_files: {
      Args: {
        p_limit?: number;
      };
      Returns: string[];
    };
    finish_refund: {
      Args: {
        p_refund_id: string;
        p_stripe_refund_id: string;
        p_status?: string;
        p_failure_reason?: string;
      };
      Returns: Json;
    };
    hunt_clue_texts_fit: {
      Args: {
        texts: unknown;
      };
      Returns: boolean;
    };
    hunt_places_fit: {
      Args: {
        places: unknown;
      };
      Returns: boolean;
    };
    hunt_title: {
      Args: {
        p_theme: string;
        p_child_name: string;
        p_cards: number;
        p_locale: string;
      };
      Returns: string;
    };
    is_admin: {
      Args: {
        p_user: string;
      };
      Returns: boolean;
    };
    kit_file_cache_life: { Args: never; Returns: string };
    mark_order_shipped: {
      Args: {
        p_order_id: string;
        p_carrier: string;
        p_tracking_number: string;
        p_tracking_url: string;
      };
      Returns: Json;
    };
    open_download: {
      Args: {
        p_token: string;
        p_kit: string;
        p_key_hmac: string;
        p_limit: number;
        p_window_seconds: number;
      };
      Returns: Json;
    };
    order_by_download_token: {
      Args: {
        p_token: string;
      };
      Returns: Json;
    };
    order_by_session: {
      Args: {
        p_session_id: string;
      };
      Returns: Json;
    };
    order_item_discount_cents: {
      Args: {
        p_order_item_id: string;
      };
      Returns: number;
    };
    order_item_tax_cents: {
      Args: {
        p_tax_lines: Json;
        p_position: number;
      };
      Returns: number;
    };
    order_json: {
      Args: {
        p_order_id: string;
        p_tokens?: Json;
      };
      Returns: Json;
    };
    order_links_active: {
      Args: {
        p_status: string;
        p_dispute_status: string;
      };
      Returns: boolean;
    };
    order_of_charge: {
      Args: {
        p_payment_intent: string;
        p_order_id: string;
      };
      Returns: string;
    };
    order_tax_summary: {
      Args: {
        p_tax_lines: Json;
      };
      Returns: Json;
    };
    orders_for_user: {
      Args: {
        p_user_id: string;
      };
      Returns: Json;
    };
    orders_json: {
      Args: {
        p_order_ids: unknown;
      };
      Returns: Json;
    };
    paid_orders_for_email: {
      Args: {
        p_email: string;
      };
      Returns: Json;
    };
    purge_child_names: {
      Args: {
        p_older_than: string;
      };
      Returns: number;
    };
    record_admin_action: {
      Args: {
        p_actor: string;
        p_action: string;
        p_order_id: string;
        p_subject_table: string;
        p_subject_id: string;
        p_details: Json;
      };
      Returns: undefined;
    };
    record_dispute: {
      Args: {
        p_event_id: string;
        p_payment_intent: string;
        p_dispute_id: string;
        p_status: string;
      };
      Returns: Json;
    };
    record_download: {
      Args: {
        p_token: string;
      };
      Returns: undefined;
    };
    record_refund_update: {
      Args: {
        p_event_id: string;
        p_event_type: string;
        p_event_at: string;
        p_stripe_refund_id: string;
        p_payment_intent: string;
        p_order_id: string;
        p_refund_row_id: string;
        p_amount: number;
        p_status: string;
        p_failure_reason: string;
      };
      Returns: Json;
    };
    refund_charge: {
      Args: {
        p_event_id: string;
        p_payment_intent: string;
        p_order_id: string;
        p_amount_refunded: number;
        p_event_at?: string;
      };
      Returns: Json;
    };
    refund_order: {
      Args: {
        p_event_id: string;
        p_payment_intent: string;
        p_order_id: string;
      };
      Returns: Json;
    };
    reset_download_link: {
      Args: {
        p_order_item_id: string;
        p_generation: number;
        p_token_hash: string;
      };
      Returns: Json;
    };
    status_after_refunds: {
      Args: {
        p_order_id: string;
      };
      Returns: string;
    };
    store_download_links: {
      Args: {
        p_links: Json;
      };
      Returns: Json;
    };
    without_child_name: {
      Args: {
        p_text: string;
        p_name: string;
        p_locale: string;
      };
      Returns: string;
    };
  };
  Enums: {
    [_ in never]: never;
  };
  CompositeTypes: {
    [_ in never]: never;
  };
};
