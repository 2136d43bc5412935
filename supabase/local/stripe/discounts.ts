import type { FormValue } from './form-decode.ts';
import {
  asArray,
  asInteger,
  asObject,
  asString,
  invalid,
  missing,
  notFound,
  rejectUnknown,
  stripeId,
} from './stripe-state.ts';

/**
 * Coupons and promotion codes as Stripe's API keeps them, for the calls the shop makes (create and
 * retrieve coupons; create, retrieve, update and list promotion codes) and for Checkout: a coupon the
 * session was created with (`discounts`), or a promotion code the buyer types on the page
 * (`allow_promotion_codes`), refused as Stripe would when unknown, inactive, expired or used up.
 */

export interface CouponObject {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  currency: string | null;
  currency_options?: Record<string, { amount_off: number }>;
  duration: 'once' | 'forever' | 'repeating';
  duration_in_months: number | null;
  created: number;
  livemode: false;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  name: string | null;
  percent_off: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

export interface PromotionCodeObject {
  id: string;
  object: 'promotion_code';
  active: boolean;
  code: string;
  created: number;
  customer: null;
  customer_account: null;
  expires_at: number | null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  promotion: { type: 'coupon'; coupon: string };
  restrictions: {
    first_time_transaction: boolean;
    minimum_amount: null;
    minimum_amount_currency: null;
  };
  times_redeemed: number;
}

/** A discount on a session: the coupon, and the promotion code when the buyer typed one. */
export interface AppliedDiscount {
  coupon: CouponObject;
  promotionCode: PromotionCodeObject | null;
}

/** Why a typed code does not apply (the page says it in the session's language). */
export type CodeRefusal = 'invalid' | 'expired' | 'used_up';

const CODE_PATTERN = /^[A-Za-z0-9-]{1,500}$/;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function metadataOf(value: FormValue | undefined): Record<string, string> {
  const object = asObject(value, 'metadata');
  return Object.fromEntries(
    Object.entries(object).map(([key, entry]) => [key, asString(entry, `metadata[${key}]`) ?? '']),
  );
}

function asBoolean(value: FormValue | undefined, param: string): boolean | undefined {
  const text = asString(value, param);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false')
    throw invalid(param, 'parameter_invalid_boolean', `Invalid boolean: ${text}`);
  return text === 'true';
}

function positive(value: FormValue | undefined, param: string): number | undefined {
  const number = asInteger(value, param);
  if (number !== undefined && number < 1)
    throw invalid(param, 'parameter_invalid_integer', `This value must be greater than or equal to 1.`);
  return number;
}

/** The shares of `total` over `amounts`, in proportion, cut at whole units so they add up exactly. */
export function spread(total: number, amounts: readonly number[]): number[] {
  const sum = amounts.reduce((all, amount) => all + amount, 0);
  let upTo = 0;
  return amounts.map((amount) => {
    const before = sum ? Math.floor((total * upTo) / sum) : 0;
    upTo += amount;
    return (sum ? Math.floor((total * upTo) / sum) : 0) - before;
  });
}

export function createDiscountBook(now: () => number = Date.now) {
  const coupons = new Map<string, CouponObject>();
  /** In creation order; the list answers newest first. */
  const promotionCodes = new Map<string, PromotionCodeObject>();
  const seconds = () => Math.floor(now() / 1000);

  const refreshValid = (coupon: CouponObject) => {
    coupon.valid =
      (coupon.redeem_by === null || coupon.redeem_by > seconds()) &&
      (coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions);
    return coupon;
  };

  function couponOrThrow(id: string, param = 'coupon'): CouponObject {
    const coupon = coupons.get(id);
    if (!coupon) throw notFound('coupon', param, id);
    return refreshValid(coupon);
  }

  function promotionCodeOrThrow(id: string, param = 'promotion_code'): PromotionCodeObject {
    const code = promotionCodes.get(id);
    if (!code) throw notFound('promotion code', param, id);
    return code;
  }

  const activeWithCode = (code: string, except?: string) =>
    [...promotionCodes.values()].find(
      (candidate) =>
        candidate.active && candidate.id !== except && candidate.code.toUpperCase() === code.toUpperCase(),
    );

  /** What the coupon takes off `subtotal` in `currency`; undefined when it has no amount in that currency. */
  function amountOff(coupon: CouponObject, currency: string, subtotal: number): number | undefined {
    if (coupon.percent_off !== null)
      return Math.min(subtotal, Math.round((subtotal * coupon.percent_off) / 100));
    const amount =
      coupon.currency === currency ? coupon.amount_off : coupon.currency_options?.[currency]?.amount_off;
    return amount === undefined || amount === null ? undefined : Math.min(subtotal, amount);
  }

  /** Why a promotion code (or its coupon) cannot be used now in `currency`; undefined when it can. */
  function refusalOf(code: PromotionCodeObject, currency: string): CodeRefusal | undefined {
    const coupon = refreshValid(coupons.get(code.promotion.coupon)!);
    if (!code.active) return 'invalid';
    if (
      (code.expires_at !== null && code.expires_at <= seconds()) ||
      (coupon.redeem_by !== null && coupon.redeem_by <= seconds())
    )
      return 'expired';
    if (
      (code.max_redemptions !== null && code.times_redeemed >= code.max_redemptions) ||
      (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions)
    )
      return 'used_up';
    if (amountOff(coupon, currency, 1) === undefined) return 'invalid';
    return undefined;
  }

  return {
    createCoupon(params: Record<string, FormValue>): CouponObject {
      rejectUnknown(params, [
        'id',
        'amount_off',
        'currency',
        'currency_options',
        'duration',
        'duration_in_months',
        'max_redemptions',
        'metadata',
        'name',
        'percent_off',
        'redeem_by',
        'expand',
      ]);
      const id = asString(params.id, 'id') ?? stripeId('coupon', 8).replace(/^coupon_/, '');
      if (coupons.has(id)) throw invalid('id', 'resource_already_exists', 'Coupon already exists.');
      const amount = positive(params.amount_off, 'amount_off');
      const percentText = asString(params.percent_off, 'percent_off');
      const percent = percentText === undefined ? undefined : Number(percentText);
      if (percent !== undefined && !(Number.isFinite(percent) && percent > 0 && percent <= 100))
        throw invalid(
          'percent_off',
          'parameter_invalid_decimal',
          'percent_off must be more than 0 and at most 100.',
        );
      if (amount === undefined && percent === undefined) throw missing('amount_off');
      if (amount !== undefined && percent !== undefined)
        throw invalid(
          'percent_off',
          'parameter_invalid',
          'You may only specify one of amount_off and percent_off.',
        );
      const currency = asString(params.currency, 'currency')?.toLowerCase();
      if (amount !== undefined && !currency) throw missing('currency');
      const options = asObject(params.currency_options, 'currency_options');
      if (Object.keys(options).length && amount === undefined)
        throw invalid('currency_options', 'parameter_invalid', 'currency_options needs amount_off.');
      const currencyOptions = Object.fromEntries(
        Object.entries(options).map(([key, value]) => {
          const option = asObject(value, `currency_options[${key}]`);
          rejectUnknown(option, ['amount_off'], `currency_options[${key}]`);
          const off = positive(option.amount_off, `currency_options[${key}][amount_off]`);
          if (off === undefined) throw missing(`currency_options[${key}][amount_off]`);
          return [key.toLowerCase(), { amount_off: off }];
        }),
      );
      const duration = asString(params.duration, 'duration') ?? 'once';
      if (!['once', 'forever', 'repeating'].includes(duration))
        throw invalid('duration', 'parameter_invalid_string', `Invalid duration: ${duration}`);
      const name = asString(params.name, 'name') ?? null;
      if (name !== null && name.length > 40)
        throw invalid('name', 'parameter_invalid_string', 'name must be at most 40 characters.');
      const redeemBy = asInteger(params.redeem_by, 'redeem_by') ?? null;
      if (redeemBy !== null && redeemBy <= seconds())
        throw invalid('redeem_by', 'parameter_invalid_integer', 'redeem_by must be in the future.');
      const coupon: CouponObject = {
        id,
        object: 'coupon',
        amount_off: amount ?? null,
        currency: currency ?? null,
        ...(amount !== undefined ? { currency_options: currencyOptions } : {}),
        duration: duration as CouponObject['duration'],
        duration_in_months:
          duration === 'repeating'
            ? (positive(params.duration_in_months, 'duration_in_months') ?? null)
            : null,
        created: seconds(),
        livemode: false,
        max_redemptions: positive(params.max_redemptions, 'max_redemptions') ?? null,
        metadata: metadataOf(params.metadata),
        name,
        percent_off: percent ?? null,
        redeem_by: redeemBy,
        times_redeemed: 0,
        valid: true,
      };
      coupons.set(id, coupon);
      return { ...coupon };
    },

    retrieveCoupon: (id: string): CouponObject => ({ ...couponOrThrow(id, 'id') }),

    createPromotionCode(params: Record<string, FormValue>): PromotionCodeObject {
      rejectUnknown(params, [
        'promotion',
        'code',
        'active',
        'expires_at',
        'max_redemptions',
        'metadata',
        'expand',
      ]);
      const promotion = asObject(params.promotion, 'promotion');
      rejectUnknown(promotion, ['type', 'coupon'], 'promotion');
      if (asString(promotion.type, 'promotion[type]') !== 'coupon') throw missing('promotion[type]');
      const couponId = asString(promotion.coupon, 'promotion[coupon]');
      if (!couponId) throw missing('promotion[coupon]');
      const coupon = couponOrThrow(couponId, 'promotion[coupon]');
      const code =
        asString(params.code, 'code') ??
        Array.from({ length: 8 }, () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]).join(
          '',
        );
      if (!CODE_PATTERN.test(code))
        throw invalid('code', 'parameter_invalid_string', 'A code may hold only letters, digits and dashes.');
      const active = asBoolean(params.active, 'active') ?? true;
      if (active && activeWithCode(code))
        throw invalid(
          'code',
          'resource_already_exists',
          `An active promotion code with \`code: ${code}\` already exists.`,
        );
      const expiresAt = asInteger(params.expires_at, 'expires_at') ?? null;
      if (expiresAt !== null && expiresAt <= seconds())
        throw invalid('expires_at', 'parameter_invalid_integer', 'expires_at must be in the future.');
      if (expiresAt !== null && coupon.redeem_by !== null && expiresAt > coupon.redeem_by)
        throw invalid(
          'expires_at',
          'parameter_invalid_integer',
          "expires_at cannot be after the coupon's redeem_by.",
        );
      const maxRedemptions = positive(params.max_redemptions, 'max_redemptions') ?? null;
      if (
        maxRedemptions !== null &&
        coupon.max_redemptions !== null &&
        maxRedemptions > coupon.max_redemptions
      )
        throw invalid(
          'max_redemptions',
          'parameter_invalid_integer',
          "max_redemptions cannot exceed the coupon's.",
        );
      const promotionCode: PromotionCodeObject = {
        id: stripeId('promo'),
        object: 'promotion_code',
        active,
        code,
        created: seconds(),
        customer: null,
        customer_account: null,
        expires_at: expiresAt,
        livemode: false,
        max_redemptions: maxRedemptions,
        metadata: metadataOf(params.metadata),
        promotion: { type: 'coupon', coupon: coupon.id },
        restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
        times_redeemed: 0,
      };
      promotionCodes.set(promotionCode.id, promotionCode);
      return { ...promotionCode };
    },

    retrievePromotionCode: (id: string): PromotionCodeObject => ({ ...promotionCodeOrThrow(id, 'id') }),

    updatePromotionCode(id: string, params: Record<string, FormValue>): PromotionCodeObject {
      rejectUnknown(params, ['active', 'metadata', 'expand']);
      const code = promotionCodeOrThrow(id, 'id');
      const active = asBoolean(params.active, 'active');
      if (active === true && !code.active) {
        if (activeWithCode(code.code, code.id))
          throw invalid(
            'active',
            'resource_already_exists',
            `An active promotion code with \`code: ${code.code}\` already exists.`,
          );
        if (!refreshValid(coupons.get(code.promotion.coupon)!).valid)
          throw invalid('active', 'coupon_expired', 'The coupon of this promotion code is no longer valid.');
      }
      if (active !== undefined) code.active = active;
      if (params.metadata !== undefined) code.metadata = { ...code.metadata, ...metadataOf(params.metadata) };
      return { ...code };
    },

    listPromotionCodes(params: Record<string, FormValue>) {
      rejectUnknown(params, [
        'limit',
        'starting_after',
        'ending_before',
        'active',
        'code',
        'coupon',
        'expand',
      ]);
      const limit = asInteger(params.limit, 'limit') ?? 10;
      if (limit < 1 || limit > 100)
        throw invalid('limit', 'parameter_invalid_integer', 'limit must be between 1 and 100.');
      const active = asBoolean(params.active, 'active');
      const code = asString(params.code, 'code');
      const coupon = asString(params.coupon, 'coupon');
      let matching = [...promotionCodes.values()]
        .reverse()
        .filter(
          (candidate) =>
            (active === undefined || candidate.active === active) &&
            (code === undefined || candidate.code.toUpperCase() === code.toUpperCase()) &&
            (coupon === undefined || candidate.promotion.coupon === coupon),
        );
      const after = asString(params.starting_after, 'starting_after');
      if (after) {
        const index = matching.findIndex((candidate) => candidate.id === after);
        if (index < 0) throw notFound('promotion code', 'starting_after', after);
        matching = matching.slice(index + 1);
      }
      asArray(params.expand, 'expand');
      return {
        object: 'list' as const,
        data: matching.slice(0, limit).map((candidate) => ({ ...candidate })),
        has_more: matching.length > limit,
        url: '/v1/promotion_codes',
      };
    },

    /** A session's `discounts` on create: one coupon or one promotion code, usable now in `currency`. */
    discountForSession(raw: FormValue | undefined, currency: string): AppliedDiscount | null {
      const list = asArray(raw, 'discounts');
      if (!list.length) return null;
      if (list.length > 1)
        throw invalid('discounts', 'parameter_invalid_array', 'You may only specify one discount.');
      const entry = asObject(list[0], 'discounts[0]');
      rejectUnknown(entry, ['coupon', 'promotion_code'], 'discounts[0]');
      const couponId = asString(entry.coupon, 'discounts[0][coupon]');
      const codeId = asString(entry.promotion_code, 'discounts[0][promotion_code]');
      if (couponId && codeId)
        throw invalid(
          'discounts[0]',
          'parameter_invalid',
          'You may only specify one of coupon and promotion_code.',
        );
      if (codeId) {
        const promotionCode = promotionCodeOrThrow(codeId, 'discounts[0][promotion_code]');
        if (refusalOf(promotionCode, currency))
          throw invalid(
            'discounts[0][promotion_code]',
            'promotion_code_invalid',
            'This promotion code cannot be used.',
          );
        return { coupon: coupons.get(promotionCode.promotion.coupon)!, promotionCode };
      }
      if (!couponId) throw missing('discounts[0][coupon]');
      const coupon = couponOrThrow(couponId, 'discounts[0][coupon]');
      if (!coupon.valid)
        throw invalid('discounts[0][coupon]', 'coupon_expired', 'This coupon is no longer valid.');
      if (amountOff(coupon, currency, 1) === undefined)
        throw invalid(
          'discounts[0][coupon]',
          'parameter_invalid',
          `This coupon has no amount in ${currency}.`,
        );
      return { coupon, promotionCode: null };
    },

    /** A code the buyer typed on the page: the active promotion code it names (any case), or why not. */
    lookUpCode(
      typed: string,
      currency: string,
    ): { ok: true; discount: AppliedDiscount } | { ok: false; refusal: CodeRefusal } {
      const text = typed.trim();
      const named = [...promotionCodes.values()].filter(
        (candidate) => candidate.code.toUpperCase() === text.toUpperCase(),
      );
      const promotionCode = named.find((candidate) => candidate.active) ?? named[0];
      if (!text || !promotionCode) return { ok: false, refusal: 'invalid' };
      const refusal = refusalOf(promotionCode, currency);
      if (refusal) return { ok: false, refusal };
      return { ok: true, discount: { coupon: coupons.get(promotionCode.promotion.coupon)!, promotionCode } };
    },

    /** Whether an applied promotion code may still be used (checked again when the buyer pays). */
    refusalAtPayment(discount: AppliedDiscount, currency: string): CodeRefusal | undefined {
      return discount.promotionCode ? refusalOf(discount.promotionCode, currency) : undefined;
    },

    amountOff,

    /** A paid session used its discount: Stripe counts it on the coupon and on the promotion code. */
    redeem(discount: AppliedDiscount) {
      discount.coupon.times_redeemed += 1;
      refreshValid(discount.coupon);
      if (discount.promotionCode) discount.promotionCode.times_redeemed += 1;
    },
  };
}

export type DiscountBook = ReturnType<typeof createDiscountBook>;
