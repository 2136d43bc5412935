import { springPromotionRow } from './order-test-fixtures.ts';
import { describe, expect, it } from 'vitest';

import {
  nextDay,
  promotionDays,
  promotionState,
  promotionWindow,
  shopDayStart,
  type PromotionRow,
} from './promotions.ts';

const row = (overrides: Partial<PromotionRow> = {}): PromotionRow =>
  springPromotionRow({ stripe_coupon_id: 'coupon', stripe_promotion_code_id: 'promo_1', ...overrides });

describe('shop days', () => {
  it('start at midnight in Toronto, daylight saving or not', () => {
    expect(shopDayStart('2027-01-15').toISOString()).toBe('2027-01-15T05:00:00.000Z');
    expect(shopDayStart('2027-07-01').toISOString()).toBe('2027-07-01T04:00:00.000Z');
    // Clocks go forward at 2 a.m. on March 14, 2027 and back on November 7: their midnights keep the night's offset.
    expect(shopDayStart('2027-03-14').toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(shopDayStart('2027-11-07').toISOString()).toBe('2027-11-07T04:00:00.000Z');
  });

  it('make a code work from its first day to the end of its last', () => {
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
    const window = promotionWindow({ startsOn: '2027-03-01', endsOn: '2027-03-31' });
    expect(window.startsAt.toISOString()).toBe('2027-03-01T05:00:00.000Z');
    expect(window.endsAt?.toISOString()).toBe('2027-04-01T04:00:00.000Z');
    expect(promotionWindow({ startsOn: '2027-03-01' }).endsAt).toBeNull();
    expect(promotionDays(row())).toEqual({ startsOn: '2027-03-01', endsOn: '2027-03-31' });
  });
});

describe('promotionState', () => {
  const during = new Date('2027-03-10T12:00:00Z');
  it('reads scheduled, active and expired from the dates', () => {
    expect(promotionState(row(), 3, new Date('2027-02-28T12:00:00Z'))).toBe('scheduled');
    expect(promotionState(row(), 3, during)).toBe('active');
    expect(promotionState(row(), 3, new Date('2027-04-01T04:00:00Z'))).toBe('expired');
  });

  it('says used up at the limit, and deactivated over everything', () => {
    expect(promotionState(row(), 100, during)).toBe('used-up');
    expect(promotionState(row({ max_uses: null }), 100, during)).toBe('active');
    expect(promotionState(row(), null, during)).toBe('active');
    expect(promotionState(row({ deactivated_at: '2027-03-05T00:00:00Z' }), 100, during)).toBe('deactivated');
  });
});
