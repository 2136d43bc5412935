import type Stripe from 'stripe';
import { z } from 'zod';
import type { AccountStore } from '../account/account-store.ts';
import { adminGate, adminNotFound } from '../account/require-admin.ts';
import type { Locale } from '../domain/locales.ts';
import { formatMoney } from '../domain/pricing.ts';
import {
  AMOUNT_OFF_MAX_CENTS,
  AMOUNT_OFF_MIN_CENTS,
  MAX_USES_LIMIT,
  PERCENT_OFF_MAX,
  PERCENT_OFF_MIN,
  promotionKinds,
  promotionRules,
  promotionState,
  promotionWindow,
  shopDayOf,
  type NewPromotion,
  type PromotionListing,
  type PromotionRow,
} from '../domain/promotions.ts';
import { jsonResponse } from '../http/cors.ts';
import { actionRouter } from '../http/request.ts';
import { perLocale } from '../http/texts.ts';
import { activateDuePromotions } from './activate-due.ts';
import { promotionText } from './i18n/catalog.ts';
import type { PromotionStore } from './promotion-store.ts';

export interface AdminPromotionsDeps {
  store: PromotionStore;
  accounts: AccountStore;
  /** Undefined when payments are not configured: codes cannot be made (503), the list still shows. */
  stripe: Stripe | undefined;
  now?: () => Date;
  log?: (message: string) => void;
}

const isDay = (value: string) =>
  promotionRules.shopDay(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const schemasIn = perLocale((locale: Locale) => {
  const say = (id: string, values?: Record<string, string | number>) => promotionText(locale, id, values);
  const amountMessage = say('promotions.admin.amount', {
    min: formatMoney(AMOUNT_OFF_MIN_CENTS, 'USD', { locale }),
    max: formatMoney(AMOUNT_OFF_MAX_CENTS, 'USD', { locale }),
  });
  const cents = z.number({ error: amountMessage }).refine(promotionRules.amountOffCents, amountMessage);
  const percentMessage = say('promotions.admin.percent', { min: PERCENT_OFF_MIN, max: PERCENT_OFF_MAX });
  const maxUsesMessage = say('promotions.admin.maxUses', { max: MAX_USES_LIMIT });
  const day = z.string({ error: say('promotions.admin.date') }).refine(isDay, say('promotions.admin.date'));
  return {
    create: z
      .object({
        code: z
          .string({ error: say('promotions.admin.code') })
          .trim()
          .refine(promotionRules.code, say('promotions.admin.code')),
        kind: z.enum(promotionKinds, { error: say('promotions.admin.kind') }),
        percentOff: z
          .number({ error: percentMessage })
          .refine(promotionRules.percentOff, percentMessage)
          .optional(),
        amountOff: z.object({ us: cents, ca: cents }).optional(),
        startsOn: day,
        endsOn: day.optional(),
        maxUses: z
          .number({ error: maxUsesMessage })
          .refine(promotionRules.maxUses, maxUsesMessage)
          .optional(),
      })
      .superRefine((input, context) => {
        if (input.kind === 'percent' && input.percentOff === undefined)
          context.addIssue({ code: 'custom', path: ['percentOff'], message: percentMessage });
        if (input.kind === 'amount' && input.amountOff === undefined)
          for (const region of ['us', 'ca'])
            context.addIssue({ code: 'custom', path: ['amountOff', region], message: amountMessage });
        if (input.endsOn && input.endsOn < input.startsOn)
          context.addIssue({
            code: 'custom',
            path: ['endsOn'],
            message: say('promotions.admin.endBeforeStart'),
          });
      }),
    deactivate: z.object({ id: z.string({ error: say('promotions.admin.unknown') }) }),
  };
});

/** A stored code as the owner's list shows it. */
const listing = (row: PromotionRow, timesUsed: number | null, now: Date): PromotionListing => ({
  ...row,
  times_used: timesUsed,
  state: promotionState(row, timesUsed, now),
});

/**
 * POST /admin-promotions/<action>, each behind requireAdmin (second factor included); every change is
 * written to the audit log in its transaction (ADR 036, 053):
 * - promotions → {promotions}: every code, newest first, with how many orders used it (Stripe's count,
 *   null when Stripe did not answer) and its state; codes whose start has passed are switched on first;
 * - create {code, kind: 'percent'|'amount', percentOff? | amountOff?: {us, ca} (cents), startsOn,
 *   endsOn?, maxUses?} → {promotion}: the Stripe coupon (once, percent or an amount per currency) and
 *   promotion code (its expiry and usage limit), made inactive, then the row and its audit row, then
 *   switched on when its start has come; 409 when an open code has the same letters;
 * - deactivate {id} → {promotion}: Stripe's code switched off, then the row and its audit row.
 * Days are the shop's (Toronto): a code works from its first day's midnight to the end of its last.
 */
export function createAdminPromotionsHandler(deps: AdminPromotionsDeps): (req: Request) => Promise<Response> {
  const { store } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const refuse = (locale: Locale, status: number, id: string, values?: Record<string, string>) =>
    jsonResponse({ error: promotionText(locale, id, values) }, status);

  /** Stripe's count of each code's uses; empty when Stripe did not answer (the list shows the rows all the same). */
  async function timesUsed(stripe: Stripe | undefined): Promise<Map<string, number> | null> {
    if (!stripe) return null;
    try {
      const counts = new Map<string, number>();
      for await (const code of stripe.promotionCodes.list({ limit: 100 }))
        counts.set(code.id, code.times_redeemed);
      return counts;
    } catch (error) {
      log(`admin-promotions: reading Stripe's promotion codes failed: ${String(error)}`);
      return null;
    }
  }

  return actionRouter({
    name: 'admin-promotions',
    gate: adminGate(deps.accounts),
    notFound: adminNotFound,
    log,
    actions: {
      promotions: async () => {
        if (deps.stripe) await activateDuePromotions(store, deps.stripe, log, now());
        const [rows, counts] = await Promise.all([store.list(), timesUsed(deps.stripe)]);
        const at = now();
        return jsonResponse({
          promotions: rows.map((row) =>
            listing(row, counts?.get(row.stripe_promotion_code_id) ?? (counts ? 0 : null), at),
          ),
        });
      },

      create: async ({ locale, parse }, admin) => {
        const input = parse(schemasIn(locale).create);
        if (!input.ok) return input.response;
        const promotion: NewPromotion = input.data;
        const at = now();
        if (promotion.endsOn && promotion.endsOn < shopDayOf(at))
          return jsonResponse(
            {
              error: promotionText(locale, 'promotions.admin.endPassed'),
              fieldErrors: { endsOn: promotionText(locale, 'promotions.admin.endPassed') },
            },
            400,
          );
        const taken = () => {
          const message = promotionText(locale, 'promotions.admin.taken', { code: promotion.code });
          return jsonResponse({ error: message, fieldErrors: { code: message } }, 409);
        };
        if (await store.codeTaken(promotion.code)) return taken();
        if (!deps.stripe) return refuse(locale, 503, 'promotions.admin.paymentsOff');
        const { startsAt, endsAt } = promotionWindow(promotion);
        const percent = promotion.kind === 'percent' ? promotion.percentOff! : null;
        const amount = promotion.kind === 'amount' ? promotion.amountOff! : null;
        let coupon: Stripe.Coupon;
        let code: Stripe.PromotionCode;
        try {
          coupon = await deps.stripe.coupons.create({
            duration: 'once',
            name: promotion.code,
            ...(percent !== null
              ? { percent_off: percent }
              : {
                  amount_off: amount!.us,
                  currency: 'usd',
                  currency_options: { cad: { amount_off: amount!.ca } },
                }),
            metadata: { source: 'admin-promotions' },
          });
          // Inactive until recorded below, so no code works in Stripe without its row and audit row.
          code = await deps.stripe.promotionCodes.create({
            promotion: { type: 'coupon', coupon: coupon.id },
            code: promotion.code,
            active: false,
            ...(endsAt ? { expires_at: Math.floor(endsAt.getTime() / 1000) } : {}),
            ...(promotion.maxUses ? { max_redemptions: promotion.maxUses } : {}),
          });
        } catch (error) {
          log(`admin-promotions: Stripe refused ${promotion.code}: ${String(error)}`);
          return refuse(locale, 502, 'promotions.admin.stripeFailed');
        }
        const created = await store.create(admin.userId, {
          code: promotion.code,
          kind: promotion.kind,
          percentOff: percent,
          amountOffUsCents: amount?.us ?? null,
          amountOffCaCents: amount?.ca ?? null,
          startsAt,
          endsAt,
          maxUses: promotion.maxUses ?? null,
          stripeCouponId: coupon.id,
          stripePromotionCodeId: code.id,
        });
        if (created.outcome === 'taken') return taken();
        let row = created.promotion;
        if (startsAt.getTime() <= at.getTime()) {
          const switched = await activateDuePromotions(store, deps.stripe, log, at);
          if (switched.includes(row.id)) row = { ...row, live_in_stripe: true };
        }
        return jsonResponse({ promotion: listing(row, 0, at) });
      },

      deactivate: async ({ locale, parse }, admin) => {
        const input = parse(schemasIn(locale).deactivate);
        if (!input.ok) return input.response;
        const row = await store.byId(input.data.id);
        if (!row) return refuse(locale, 404, 'promotions.admin.unknown');
        if (row.deactivated_at) return refuse(locale, 409, 'promotions.admin.alreadyDeactivated');
        if (!deps.stripe) return refuse(locale, 503, 'promotions.admin.paymentsOff');
        let timesRedeemed: number;
        try {
          const code = await deps.stripe.promotionCodes.update(row.stripe_promotion_code_id, {
            active: false,
          });
          timesRedeemed = code.times_redeemed;
        } catch (error) {
          log(`admin-promotions: Stripe did not switch ${row.code} off: ${String(error)}`);
          return refuse(locale, 502, 'promotions.admin.stripeFailed');
        }
        const done = await store.deactivate(admin.userId, row.id);
        if (done.outcome === 'unknown') return refuse(locale, 404, 'promotions.admin.unknown');
        if (done.outcome === 'already_deactivated')
          return refuse(locale, 409, 'promotions.admin.alreadyDeactivated');
        return jsonResponse({ promotion: listing(done.promotion, timesRedeemed, now()) });
      },
    },
  });
}
