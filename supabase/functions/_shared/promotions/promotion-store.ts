import type { PromotionKind, PromotionRow } from '../domain/promotions.ts';
import { SupabaseServiceError, type SupabaseService } from '../http/supabase-service.ts';

/** A code as admin_create_promotion records it: the owner's terms and Stripe's ids, made first. */
export interface PromotionRecord {
  code: string;
  kind: PromotionKind;
  percentOff: number | null;
  amountOffUsCents: number | null;
  amountOffCaCents: number | null;
  startsAt: Date;
  endsAt: Date | null;
  maxUses: number | null;
  stripeCouponId: string;
  stripePromotionCodeId: string;
}

export type CreateOutcome = { outcome: 'created'; promotion: PromotionRow } | { outcome: 'taken' };

export type DeactivateOutcome =
  { outcome: 'deactivated' | 'already_deactivated'; promotion: PromotionRow } | { outcome: 'unknown' };

/** The owner's promotion codes (`promotion_codes`, ADR 053): every database call of the capability. */
export interface PromotionStore {
  /** Every code, newest first (viewing is not audited). */
  list(): Promise<PromotionRow[]>;
  byId(id: string): Promise<PromotionRow | null>;
  /** Whether a code not deactivated already has these letters (any case). */
  codeTaken(code: string): Promise<boolean>;
  /** The row and its audit row, in one transaction; 'taken' when another open code has the letters. */
  create(actorId: string, record: PromotionRecord): Promise<CreateOutcome>;
  /** Deactivated, with its audit row (Stripe's code switched off first by the caller). */
  deactivate(actorId: string, id: string): Promise<DeactivateOutcome>;
  /** Codes whose start has passed that Stripe still holds inactive (and not ended or deactivated). */
  due(now: Date): Promise<PromotionRow[]>;
  /** Stripe has switched the code on. */
  markLive(id: string): Promise<void>;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function promotionStore(service: SupabaseService): PromotionStore {
  return {
    list: () => service.select<PromotionRow>('promotion_codes', { select: '*', order: 'created_at.desc' }),

    async byId(id) {
      if (!isUuid(id)) return null;
      const rows = await service.select<PromotionRow>('promotion_codes', { select: '*', id: `eq.${id}` });
      return rows[0] ?? null;
    },

    async codeTaken(code) {
      const rows = await service.select<{ id: string }>('promotion_codes', {
        select: 'id',
        code: `ilike.${code.replace(/[\\%_]/g, '\\$&')}`,
        deactivated_at: 'is.null',
      });
      return rows.length > 0;
    },

    async create(actorId, record) {
      try {
        return await service.rpc<CreateOutcome>('admin_create_promotion', {
          p_actor: actorId,
          p_code: record.code,
          p_kind: record.kind,
          p_percent_off: record.percentOff,
          p_amount_off_us_cents: record.amountOffUsCents,
          p_amount_off_ca_cents: record.amountOffCaCents,
          p_starts_at: record.startsAt.toISOString(),
          p_ends_at: record.endsAt?.toISOString() ?? null,
          p_max_uses: record.maxUses,
          p_stripe_coupon_id: record.stripeCouponId,
          p_stripe_promotion_code_id: record.stripePromotionCodeId,
        });
      } catch (error) {
        // Two saves of the same code at once: the open-code index lets one through.
        if (error instanceof SupabaseServiceError && error.status === 409) return { outcome: 'taken' };
        throw error;
      }
    },

    deactivate: (actorId, id) =>
      service.rpc<DeactivateOutcome>('admin_deactivate_promotion', { p_actor: actorId, p_promotion_id: id }),

    due: (now) =>
      service.select<PromotionRow>('promotion_codes', {
        select: '*',
        live_in_stripe: 'is.false',
        deactivated_at: 'is.null',
        starts_at: `lte.${now.toISOString()}`,
        or: `(ends_at.is.null,ends_at.gt."${now.toISOString()}")`,
      }),

    async markLive(id) {
      await service.update('promotion_codes', { id: `eq.${id}` }, { live_in_stripe: true });
    },
  };
}
