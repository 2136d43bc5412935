import type Stripe from 'stripe';
import type { PromotionStore } from './promotion-store.ts';

/**
 * Stripe's promotion codes have an expiry but no start: a code whose first day is still ahead is made
 * inactive, and switched on here once its start has passed (ADR 053). Every checkout that offers the
 * code field and the owner's list run this first, so a code is live by the time a buyer can type it.
 * Answers the ids switched on; a code Stripe refuses to switch on stays due and is tried again.
 */
export async function activateDuePromotions(
  store: PromotionStore,
  stripe: Stripe,
  log: (message: string) => void = () => {},
  now = new Date(),
): Promise<string[]> {
  const switched: string[] = [];
  for (const promotion of await store.due(now)) {
    try {
      await stripe.promotionCodes.update(promotion.stripe_promotion_code_id, { active: true });
      await store.markLive(promotion.id);
      switched.push(promotion.id);
    } catch (error) {
      log(`promotions: switching ${promotion.code} on in Stripe failed: ${String(error)}`);
    }
  }
  return switched;
}
